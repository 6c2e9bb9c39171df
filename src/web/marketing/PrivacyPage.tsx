import { ComingSoon } from '../ui/ComingSoon';

export default function PrivacyPage() {
  return <ComingSoon title="Privacy" text="Coming soon." />;
}
