import { ComingSoon } from '../ui/ComingSoon';

export default function AdminCanceledOrdersPage() {
  return <ComingSoon title="Canceled Orders" text="Canceled orders will be listed here." />;
}
