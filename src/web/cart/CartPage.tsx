import { ComingSoon } from '../ui/ComingSoon';

export default function CartPage() {
  return <ComingSoon title="Your Cart" text="Your cart is on its way." />;
}
