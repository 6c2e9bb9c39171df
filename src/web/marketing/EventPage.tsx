import { ComingSoon } from '../ui/ComingSoon';

export default function EventPage() {
  return <ComingSoon title="Event" text="Coming soon." />;
}
