import { type CheckoutSummary, checkoutTexts } from '@shared/checkout';

/** 1. for a pickup: no address is asked; where and when to collect the order is shown instead. */
export function PickupSection({ pickup }: { pickup: CheckoutSummary['pickup'] }) {
  return (
    <div className="checkout-pickup">
      <p className="checkout-selected-address">{pickup.address}</p>
      <p className="muted">{pickup.note}</p>
      <p className="checkout-pickup-fee">{checkoutTexts.pickupNoFee}</p>
    </div>
  );
}
