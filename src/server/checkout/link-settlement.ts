import type { PaymentRow, PaymentsService } from '@server/payments';
import { formatMoney } from '@shared/money';
import { paymentLinkTexts } from '@shared/payment-links';
import { paymentTexts } from '@shared/payments';
import type { SettlementDeps } from './deps';
import { lateRefundMail } from './late-mail';
import { refundLate } from './late-settlement';
import { sendReceipts } from './receipts';
import { lostTheRace, type Origin, type SettleOutcome } from './recording';

type Confirmed = Extract<Awaited<ReturnType<PaymentsService['askProvider']>>, { found: true }>;

/** The order took no money: paid meanwhile (staff, another tab) or canceled. Rolls back the claim. */
class OrderNotPayable extends Error {
  constructor(readonly why: 'paid' | 'canceled' | 'missing') {
    super(`order not payable: ${why}`);
  }
}

/**
 * A card payment link's payment the provider confirmed (docs/decisions/032-payment-links.md). One
 * transaction claims the payment (conditional: one caller of the browser,
 * the webhook and the recovery loop wins) and marks the existing order paid with its one
 * conditional UPDATE (orders/mark-paid.ts), so sales count it once and no new order is written.
 * When the order was meanwhile paid (staff's "Mark paid", another tab's payment) or canceled,
 * everything rolls back and the money is refused and refunded once through the payments domain:
 * `reject` for an open payment, the late path (with the diner's mail) for one we had closed.
 */
export async function settleLinkPayment(
  deps: SettlementDeps,
  payment: PaymentRow,
  verified: Confirmed,
  origin: Origin,
): Promise<SettleOutcome> {
  const late = payment.status === 'failed';
  const charged = { amountMinor: verified.amountMinor, currency: verified.currency };
  if (
    verified.reference !== payment.reference ||
    verified.amountMinor !== payment.amountMinor ||
    verified.currency !== payment.currency
  )
    return refuse(deps, payment, paymentTexts.amountMismatch, charged, origin, late);
  const orderRowId = payment.orderId;
  if (!orderRowId) throw new Error(`payment ${payment.reference} names no order`);
  const claim = late ? deps.payments.claimLateAsSuccessful : deps.payments.claimAsSuccessful;
  const paidAt = verified.paidAt ?? new Date();
  let marked: { payment: PaymentRow; orderId: string; userId: string | null } | null;
  try {
    marked = await deps.db.transaction(async (tx) => {
      const claimed = await claim(tx, payment.id, {
        providerTransactionId: verified.transactionId,
        channel: verified.channel,
        paidAt,
      });
      if (!claimed) return null;
      const order = await deps.orders.markPaidByLink(tx, orderRowId, payment.id, paidAt);
      if ('refused' in order) throw new OrderNotPayable(order.refused);
      return { payment: claimed, ...order };
    });
  } catch (error) {
    if (!(error instanceof OrderNotPayable)) throw error;
    const amount = formatMoney(charged.amountMinor, charged.currency);
    const reason =
      error.why === 'canceled'
        ? paymentLinkTexts.refundedCanceled(amount)
        : paymentLinkTexts.refundedPaid(amount);
    return refuse(deps, payment, reason, charged, origin, late);
  }
  if (!marked) return lostTheRace(deps, payment);
  deps.log.info({ reference: payment.reference, origin, late }, 'payment link paid its order');
  // The board, the lists and the order page hear of it like a "Mark paid".
  await deps.events
    .publish({ type: 'order.stage', userId: marked.userId ?? '', orderIds: [marked.orderId] })
    .catch((err) => deps.log.warn({ err }, 'order.stage event not published'));
  await sendReceipts(deps, marked.payment);
  return { kind: 'recorded', payment: marked.payment, orderIds: [marked.orderId] };
}

/**
 * Money for something that can no longer be paid (an order paid or canceled meanwhile, a booking
 * whose deposit hold ended): refused and refunded once, with the diner's mail in the refusing
 * transaction; a payment we had closed goes the late path.
 */
export async function refuse(
  deps: SettlementDeps,
  payment: PaymentRow,
  reason: string,
  charged: { amountMinor: number; currency: string },
  origin: Origin,
  late: boolean,
  action?: { label: string; url: string },
): Promise<SettleOutcome> {
  if (late) return refundLate(deps, payment, reason, charged, origin, action);
  deps.log.warn({ reference: payment.reference, origin, reason }, 'payment link money refused');
  // The diner may have closed the page (the webhook or the recovery loop got here): the mail
  // saying the money goes back is written in the transaction that refuses it.
  let mails: string[] = [];
  const rejected = await deps.payments.reject(
    payment,
    reason,
    charged,
    new Date(),
    async (tx, row) => {
      mails = await deps.mail.enqueueInTransaction(tx, [
        lateRefundMail(row, charged, deps.config.appUrl, action),
      ]);
    },
  );
  if (!rejected) return lostTheRace(deps, payment);
  deps.mail.deliverSoon(mails);
  return { kind: 'rejected', message: reason };
}
