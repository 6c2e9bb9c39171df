import { ComingSoon } from '../ui/ComingSoon';

export default function CheckoutPage() {
  return <ComingSoon title="Confirm order details" text="Card checkout opens soon." />;
}
