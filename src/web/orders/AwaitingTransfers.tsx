import { latePaymentTexts as t } from '@shared/late-payments';
import { usePendingTransfersQuery } from '@web/checkout';
import { Link } from '@web/lib/router';

/**
 * On the orders page: payments that are not orders yet because the diner's bank has not confirmed
 * the transfer. Each becomes an order as soon as it does.
 */
export function AwaitingTransfers() {
  const transfers = usePendingTransfersQuery();
  if (!transfers.data?.length) return null;
  return (
    <section className="card awaiting-transfers" aria-labelledby="awaiting-title">
      <h2 id="awaiting-title" className="awaiting-title">
        {t.ordersAwaiting}
      </h2>
      <ul>
        {transfers.data.map((w) => (
          <li key={w.reference}>{t.ordersAwaitingLine(w.amountMinor, w.currency, w.reference)}</li>
        ))}
      </ul>
      <Link to="/checkout/payment">{t.payAnotherWay}</Link>
    </section>
  );
}
