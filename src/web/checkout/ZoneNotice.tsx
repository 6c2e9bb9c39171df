import type { CheckoutSummary } from '@shared/checkout';
import { PICKUP_OPTION } from '@shared/constants';
import { deliveryTermsTexts as texts } from '@shared/delivery-terms';
import { errorMessage } from '@web/lib/api/errors';
import { Link } from '@web/lib/router';
import { useState } from 'react';
import { useSaveDeliveryOptionMutation } from './api';
import './zone-notice.css';

/**
 * The delivery zone's terms for the chosen address: its estimate, minimum and
 * free-delivery amount, or, in words, why this address cannot be delivered to (no zone, no area,
 * below the minimum) with the way out: pickup, or more dishes. The server says the same at payment.
 */
export function ZoneNotice({
  delivery,
  onChoosePickup,
}: {
  delivery: CheckoutSummary['delivery'];
  /** A guest's choice of pickup is the page's own (nothing is saved for a guest). */
  onChoosePickup?: () => void;
}) {
  const choosePickup = useSaveDeliveryOptionMutation();
  const [error, setError] = useState<string | null>(null);
  if (!delivery || delivery.refusal?.reason === 'no_address') return null;
  const { refusal } = delivery;
  if (!refusal) {
    if (!delivery.zone || delivery.estimatedMinutes === null) return null;
    return (
      <div className="zone-notice is-ok">
        <p>{texts.zoneLine(delivery.zone, delivery.estimatedMinutes)}</p>
        {delivery.free ? (
          <p className="muted">{texts.freeDelivery}</p>
        ) : (
          delivery.freeAboveMinor !== null && (
            <p className="muted">{texts.freeAbove(delivery.freeAboveMinor)}</p>
          )
        )}
      </div>
    );
  }
  const pickup = async () => {
    setError(null);
    if (onChoosePickup) return onChoosePickup();
    try {
      await choosePickup.mutateAsync(PICKUP_OPTION);
    } catch (cause) {
      setError(errorMessage(cause, 'Please try again.'));
    }
  };
  return (
    <div className="zone-notice is-refused" role="alert">
      <p>{refusal.message}</p>
      <div className="zone-notice-actions">
        <button
          type="button"
          className="btn btn-secondary btn-sm"
          onClick={() => void pickup()}
          disabled={choosePickup.isPending}
        >
          {texts.choosePickup}
        </button>
        {refusal.reason === 'below_minimum' && (
          <Link className="btn btn-ghost btn-sm" to="/Menu">
            {texts.addDishes}
          </Link>
        )}
      </div>
      {error && <p className="text-error">{error}</p>}
    </div>
  );
}
