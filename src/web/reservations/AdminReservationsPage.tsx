import { ComingSoon } from '../ui/ComingSoon';

export default function AdminReservationsPage() {
  return <ComingSoon title="Reservations" text="Bookings will be listed here." />;
}
