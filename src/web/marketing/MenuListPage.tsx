import { ComingSoon } from '../ui/ComingSoon';

export default function MenuListPage() {
  return <ComingSoon title="MenuList" text="Coming soon." />;
}
