import { ComingSoon } from '../ui/ComingSoon';

export default function AboutPage() {
  return <ComingSoon title="About" text="Coming soon." />;
}
