import type { PaymentRow } from '@server/payments';
import { deliveryWindow, formatDeliveryWindow, orderTimesTexts } from '@shared/order-times';
import { scheduledWhen } from '@shared/scheduled-orders';
import { zoneAbbreviation } from '@shared/zoned-time';
import type { SettlementDeps } from './deps';
import { orderReceiptMail } from './receipt-mail';

/** "Tue 19:30 GMT+1": a mail is read in any zone, so the restaurant's is always named. */
export const scheduledWords = (at: Date, now: Date, timeZone: string) =>
  `${scheduledWhen(at, now, timeZone)} ${zoneAbbreviation(at, timeZone)}`;

/**
 * What a delivery's receipt says of its arrival: for a chosen time, the window from it with the
 * zone's travel estimate kept on the payment; as soon as possible, how long the ride takes once
 * the kitchen is done (its time comes with the confirmation). Null for pickup or without zones.
 */
export function receiptDeliveryWords(
  order: { fulfilment: 'delivery' | 'pickup'; scheduledFor: Date | null },
  travelMinutes: number | null,
  now: Date,
  timeZone: string,
): string | null {
  if (order.fulfilment !== 'delivery' || travelMinutes === null) return null;
  if (!order.scheduledFor) return orderTimesTexts.travelAfterReady(travelMinutes);
  const window = deliveryWindow(order.scheduledFor, travelMinutes);
  return `${formatDeliveryWindow(window, now, timeZone)} (${zoneAbbreviation(window.to, timeZone)}).`;
}

/**
 * The receipts' "paid at" in the restaurant's zone, always with the zone's short name
 * ("13 Mar 2026, 00:30 GMT+1"): a mail is read in any zone, and we cannot know which. Built once,
 * as the zone is fixed for a run.
 */
export function paidAtFormatter(timeZone: string): (at: Date) => string {
  const format = new Intl.DateTimeFormat('en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    hourCycle: 'h23',
    timeZone,
  });
  const zoneName = new Intl.DateTimeFormat('en-GB', { timeZone, timeZoneName: 'short' });
  return (at) => {
    const zone = zoneName.formatToParts(at).find((part) => part.type === 'timeZoneName');
    return `${format.format(at)} ${zone?.value ?? timeZone}`;
  };
}

/**
 * One receipt per paid order (one order per checkout), listing every line. The receipt goes into
 * the outbox in the same transaction that marks it queued: with the mark, or neither, so a crash or
 * a failed write in between leaves the payment to the recovery loop, which queues it exactly once.
 * The mark is conditional, so two instances (or a retry) never queue it twice.
 */
export async function sendReceipts(deps: SettlementDeps, payment: PaymentRow): Promise<void> {
  const { db, config, mail, log, orders, payments } = deps;
  let queued: string[] | null;
  try {
    queued = await db.transaction(async (tx) => {
      if (!(await payments.claimReceipts(tx, payment.id))) return null;
      const paid = await orders.ofPayment(payment.id, tx);
      const paidAt = deps.paidAtText(payment.paidAt ?? new Date());
      return mail.enqueueInTransaction(
        tx,
        paid.map((order) =>
          orderReceiptMail({
            order,
            email: payment.email,
            customerName: payment.customerName,
            paymentReference: payment.reference,
            paymentMethod: payment.method,
            pickup: config.pickup,
            paidAt,
            scheduledFor: order.scheduledFor
              ? scheduledWords(order.scheduledFor, payment.paidAt ?? new Date(), config.timeZone)
              : null,
            orderPageUrl: orders.pageLink(order.orderId),
            deliveryWords: receiptDeliveryWords(
              order,
              payment.deliveryEstimateMinutes,
              payment.paidAt ?? new Date(),
              config.timeZone,
            ),
          }),
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
