import { ComingSoon } from '../ui/ComingSoon';

export default function AdminDeliveredOrdersPage() {
  return <ComingSoon title="Delivered Orders" text="Delivered orders will be listed here." />;
}
