import { ComingSoon } from '../ui/ComingSoon';

export default function ContactPage() {
  return <ComingSoon title="Contact" text="Coming soon." />;
}
