import { ComingSoon } from '../ui/ComingSoon';

export default function PromoMenuPage({ slug }: { slug: string }) {
  return <ComingSoon title={slug} text="Coming soon." />;
}
