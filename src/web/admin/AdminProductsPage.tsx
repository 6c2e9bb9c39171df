import { ComingSoon } from '../ui/ComingSoon';

export default function AdminProductsPage() {
  return <ComingSoon title="Menu management" text="Adding and editing dishes comes next." />;
}
