import { ComingSoon } from '../ui/ComingSoon';

export default function PastOrdersPage() {
  return <ComingSoon title="Your Past Orders" text="Your past orders will show here." />;
}
