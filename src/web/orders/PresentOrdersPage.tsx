import { ComingSoon } from '../ui/ComingSoon';

export default function PresentOrdersPage() {
  return <ComingSoon title="Your Present Orders" text="Your orders will show here." />;
}
