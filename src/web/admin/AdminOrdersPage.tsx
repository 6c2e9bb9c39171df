import { ComingSoon } from '../ui/ComingSoon';

export default function AdminOrdersPage() {
  return <ComingSoon title="Orders" text="Orders will be listed here." />;
}
