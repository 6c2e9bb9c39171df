import { ComingSoon } from '../ui/ComingSoon';

export default function UserReservationsPage() {
  return <ComingSoon title="Your reservations" text="Your bookings will show here." />;
}
