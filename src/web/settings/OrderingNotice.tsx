import type { DeliveryOption } from '@shared/checkout';
import { useRestaurantStatus } from './useRestaurantStatus';

/**
 * Checkout's warning before the diner tries to pay: the words the server will refuse the payment
 * with while orders are paused or the restaurant is closed for the chosen fulfilment.
 */
export function OrderingNotice({ option }: { option: DeliveryOption | null | undefined }) {
  const status = useRestaurantStatus();
  if (!status || !option) return null;
  const refusal = (option === 'Pickup Station' ? status.pickup : status.delivery).refusal;
  if (!refusal) return null;
  return (
    <div className="checkout-banner is-warning" role="status">
      <span>{refusal}</span>
    </div>
  );
}
