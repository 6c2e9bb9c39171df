import { ComingSoon } from '../ui/ComingSoon';

export default function TermsPage() {
  return <ComingSoon title="Terms" text="Coming soon." />;
}
