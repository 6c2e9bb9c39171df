import { ComingSoon } from '../ui/ComingSoon';

export default function MenuPage() {
  return <ComingSoon title="Menu" text="Our interactive menu is being plated. Please check back shortly." />;
}
