import type { PaymentRow } from '@server/payments';
import type { SettlementDeps } from './deps';
import { orderReceiptMail } from './receipt-mail';

/** The receipts' "paid at" in the restaurant's zone; built once, as the zone is fixed for a run. */
export function paidAtFormatter(timeZone: string): (at: Date) => string {
  const format = new Intl.DateTimeFormat('en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  });
  return (at) => format.format(at);
}

/**
 * One receipt per paid order. The receipts go into the outbox in the same transaction that marks
 * them queued: all of them with the mark, or none and no mark, so a crash or a failed write in
 * between leaves the payment to the recovery loop, which queues them exactly once. The mark is
 * conditional, so two instances (or a retry) never queue them twice.
 */
export async function sendReceipts(deps: SettlementDeps, payment: PaymentRow): Promise<void> {
  const { db, config, mail, log, orders, payments } = deps;
  let queued: string[] | null;
  try {
    queued = await db.transaction(async (tx) => {
      if (!(await payments.claimReceipts(tx, payment.id))) return null;
      const paid = await orders.ofPayment(payment.id, tx);
      const paidAt = deps.paidAtText(payment.paidAt ?? new Date());
      const deliveryFeeMinor =
        payment.amountMinor - payment.lines.reduce((s, l) => s + l.unitPriceMinor * l.quantity, 0);
      return mail.enqueueInTransaction(
        tx,
        paid.map((order) =>
          orderReceiptMail(
            {
              orderId: order.orderId,
              email: payment.email,
              customerName: payment.customerName,
              mealName: order.mealName,
              quantity: order.quantity,
              unitPriceMinor: order.unitPrice,
              linePriceMinor: order.price,
              paymentReference: payment.reference,
              paymentMethod: payment.method,
              paymentTotalMinor: payment.amountMinor,
              deliveryFeeMinor,
              deliveryOption: payment.deliveryOption,
              deliveryAddress: payment.deliveryAddress,
              paidAt,
            },
            config.appUrl,
          ),
        ),
      );
    });
  } catch (err) {
    // Rolled back: neither mails nor mark, so the recovery loop tries again.
    log.error({ err, reference: payment.reference }, 'receipt mails not queued; will retry');
    return;
  }
  if (queued) mail.deliverSoon(queued);
}
