import { ComingSoon } from '../ui/ComingSoon';

export default function GalleryPage() {
  return <ComingSoon title="Gallery" text="Coming soon." />;
}
