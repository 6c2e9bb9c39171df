import { ComingSoon } from '../ui/ComingSoon';

export default function AdminOverviewPage() {
  return <ComingSoon title="Welcome, Admin" text="The dashboard is being set up." />;
}
