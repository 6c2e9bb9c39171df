import { ComingSoon } from '../ui/ComingSoon';

export default function ReservationPage() {
  return <ComingSoon title="Reserve a table" text="Online booking opens soon." />;
}
