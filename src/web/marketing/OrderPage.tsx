import { ComingSoon } from '../ui/ComingSoon';

export default function OrderPage() {
  return <ComingSoon title="Order" text="Coming soon." />;
}
