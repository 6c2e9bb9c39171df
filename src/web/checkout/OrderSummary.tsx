import { cartTexts } from '@shared/cart-view';
import { type CheckoutSummary, checkoutTexts } from '@shared/checkout';
import { deliveryTermsTexts } from '@shared/delivery-terms';
import { formatMoney } from '@shared/money';
import { useQueryClient } from '@tanstack/react-query';
import { AcceptPrices, PriceWasNow } from '@web/cart/PriceChange';
import { LineChoices } from '@web/ui/LineChoices';
import { useId, useState } from 'react';
import { checkoutKeys, useRemoveCheckoutLine } from './api';

/** The fee line: free above the zone's amount, a dash while the address cannot be delivered to. */
function feeText({ delivery, deliveryFeeMinor, currency }: CheckoutSummary): string {
  if (delivery?.free) return deliveryTermsTexts.freeDelivery;
  if (delivery?.refusal && delivery.refusal.reason !== 'below_minimum') return '—';
  return formatMoney(deliveryFeeMinor, currency);
}

/** The order summary: each dish once with its quantity, the delivery fee, the total, 'Proceed to pay'. */
export function OrderSummary({
  summary,
  blocker,
  busy,
  onProceed,
  actionLabel = checkoutTexts.proceedToPay,
}: {
  summary: CheckoutSummary;
  blocker: string | null;
  busy: boolean;
  onProceed: () => void;
  /** The button's words: 'Proceed to pay', or 'Place order' when nothing is paid now. */
  actionLabel?: string;
}) {
  const titleId = useId();
  const blockerId = useId();
  const removal = useRemoveCheckoutLine();
  const queryClient = useQueryClient();
  const priceChanged = summary.lines.some(
    (line) => line.available && line.previousUnitPriceMinor !== undefined,
  );
  // 'Proceed to pay' with a changed price is refused here, before the payment
  // window opens (the server refuses it with 409 as well); accepting clears it.
  const [refused, setRefused] = useState(false);
  const proceed = () => (priceChanged ? setRefused(true) : onProceed());
  return (
    <aside className="card checkout-summary" aria-labelledby={titleId}>
      <h2 id={titleId}>{checkoutTexts.orderSummary}</h2>
      <ul className="summary-lines">
        {summary.lines.map((line) => (
          <li
            key={line.lineId}
            className={`summary-line${line.available ? '' : ' is-unavailable'}`}
          >
            <img
              src={line.image.url}
              alt=""
              width={line.image.width}
              height={line.image.height}
              loading="lazy"
              decoding="async"
            />
            <span className="summary-line-name">
              {line.name}
              <LineChoices choices={line.choices} note={line.note} />
              {line.available && (
                <PriceWasNow
                  previousMinor={line.previousUnitPriceMinor}
                  nowMinor={line.unitPriceMinor}
                />
              )}
              {!line.available && (
                <span className="summary-line-note">
                  {cartTexts.lineUnavailable}{' '}
                  <button
                    type="button"
                    className="link-button"
                    aria-label={`Remove ${line.name}`}
                    aria-disabled={removal.pending || undefined}
                    onClick={() => !removal.pending && removal.remove(line.lineId)}
                  >
                    Remove
                  </button>
                </span>
              )}
            </span>
            <span className="summary-line-qty">
              <span aria-hidden="true">× </span>
              <span className="visually-hidden">Quantity </span>
              {line.quantity}
            </span>
            <span className="summary-line-price">{formatMoney(line.lineTotalMinor)}</span>
          </li>
        ))}
      </ul>
      <dl className="summary-totals">
        <div>
          <dt>{checkoutTexts.itemsTotal}</dt>
          <dd>{formatMoney(summary.itemsTotalMinor, summary.currency)}</dd>
        </div>
        <div>
          <dt>
            {summary.fulfilment === 'pickup'
              ? checkoutTexts.pickupNoFee
              : checkoutTexts.deliveryFee}
          </dt>
          <dd>{feeText(summary)}</dd>
        </div>
        <div className="summary-total">
          <dt>{checkoutTexts.total}</dt>
          <dd>{formatMoney(summary.totalMinor, summary.currency)}</dd>
        </div>
      </dl>
      {priceChanged && (
        <AcceptPrices
          refused={refused}
          onAccepted={() => void queryClient.invalidateQueries({ queryKey: checkoutKeys.summary })}
        />
      )}
      {blocker && (
        <p id={blockerId} className="form-error" role="alert">
          {blocker}
        </p>
      )}
      {/* Not `disabled` while a payment is under way: the button keeps the focus it had (and gets
          it back when the payment window closes) instead of dropping it to the top of the page. */}
      <button
        type="button"
        className="btn btn-primary btn-block"
        onClick={() => !busy && proceed()}
        aria-disabled={busy || undefined}
        aria-describedby={blocker ? blockerId : undefined}
      >
        {actionLabel}
      </button>
    </aside>
  );
}
