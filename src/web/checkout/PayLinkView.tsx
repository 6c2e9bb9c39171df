import { formatMoney } from '@shared/money';
import {
  payButtonLabel,
  paymentLinkTexts as texts,
  type PayLinkView as View,
} from '@shared/payment-links';
import { LineChoices } from '@web/ui/LineChoices';

/** Where the diner is with paying: what the page says under the order. */
export type PayPhase =
  | { kind: 'idle' }
  | { kind: 'busy'; message?: string }
  | { kind: 'refused'; message: string }
  | { kind: 'failed'; message: string };

/**
 * The pay page's body: the restaurant, the order number, its lines with their
 * choices, the total and "Pay NGN …"; or that it is paid or canceled. Pure, for the unit tests.
 */
export function PayLinkView({
  order,
  phase,
  onPay,
}: {
  order: View;
  phase: PayPhase;
  onPay: () => void;
}) {
  const busy = phase.kind === 'busy';
  return (
    <article className="card pay-link" aria-labelledby="pay-link-title">
      <p className="pay-link-restaurant">{order.restaurant}</p>
      <h1 id="pay-link-title" className="page-title">
        {order.state === 'unpaid' ? texts.pageTitle : texts.orderTitle} #{order.number}
      </h1>
      <p className="pay-link-for">
        {order.customerName} · {order.fulfilment === 'pickup' ? 'Pickup' : 'Delivery'}
      </p>
      <ul className="pay-link-lines">
        {order.lines.map((line, i) => (
          // Lines have no id of their own here; their order is fixed.
          // biome-ignore lint/suspicious/noArrayIndexKey: the list never reorders
          <li key={i}>
            <span className="pay-link-line-name">
              {line.quantity} × {line.name}
              <LineChoices choices={line.choices} note={line.note} />
            </span>
            <span>{formatMoney(line.lineTotalMinor, order.currency)}</span>
          </li>
        ))}
        {order.deliveryFeeMinor > 0 && (
          <li>
            <span>Delivery fee</span>
            <span>{formatMoney(order.deliveryFeeMinor, order.currency)}</span>
          </li>
        )}
        <li className="pay-link-total">
          <span>Total</span>
          <span>{formatMoney(order.totalMinor, order.currency)}</span>
        </li>
      </ul>
      {phase.kind === 'refused' && (
        <p className="pay-link-notice is-warning" role="alert">
          {phase.message}
        </p>
      )}
      {order.state === 'paid' ? (
        <p className="pay-link-notice is-paid" role="status">
          {texts.paid}
        </p>
      ) : order.state === 'canceled' ? (
        <p className="pay-link-notice is-warning" role="status">
          {texts.canceled}
        </p>
      ) : (
        <>
          {phase.kind === 'failed' && (
            <p className="pay-link-notice is-error" role="alert">
              {phase.message}
            </p>
          )}
          {busy && phase.message && (
            <p className="pay-link-notice" role="status">
              {phase.message}
            </p>
          )}
          <button
            type="button"
            className="btn btn-primary btn-block"
            disabled={busy}
            onClick={onPay}
          >
            {payButtonLabel(order.totalMinor)}
          </button>
        </>
      )}
    </article>
  );
}
