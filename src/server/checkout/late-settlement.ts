import type { PaymentRow, PaymentsService } from '@server/payments';
import { latePaymentTexts } from '@shared/late-payments';
import { paymentTexts } from '@shared/payments';
import { soldOutTexts } from '@shared/sold-out';
import type { SettlementDeps } from './deps';
import { lateRefundMail } from './late-mail';
import {
  announceRecorded,
  CartChangedError,
  cartOwner,
  lostTheRace,
  type Origin,
  record,
  type SettleOutcome,
  SoldOutRaceError,
  sameContents,
} from './recording';
import { scheduleRefusal } from './schedule';

type Confirmed = Extract<Awaited<ReturnType<PaymentsService['askProvider']>>, { found: true }>;

/**
 * The provider confirmed a transaction for a payment we had already closed as failed (the
 * abandonment window passed, the diner paid another way, a bank transfer cleared hours later).
 * The money is never kept without a record: the payment is recorded when the diner's cart still
 * holds exactly what was paid for and every dish is still on sale (claimed conditionally, in one
 * transaction with the orders and the empty cart, like an on-time payment); otherwise it is
 * refunded in full, with a mail to the diner written in the same transaction as the refusal.
 * Any number of callers may race (webhook, recovery loop, the diner's browser): the conditional
 * claims let one decide, and the refund goes out once under the payment's own key.
 */
export async function settleLate(
  deps: SettlementDeps,
  payment: PaymentRow,
  verified: Confirmed,
  origin: Origin,
): Promise<SettleOutcome> {
  const charged = { amountMinor: verified.amountMinor, currency: verified.currency };
  if (
    verified.reference !== payment.reference ||
    verified.amountMinor !== payment.amountMinor ||
    verified.currency !== payment.currency
  ) {
    return refundLate(deps, payment, paymentTexts.amountMismatch, charged, origin);
  }
  const current = await deps.cart.linesForCheckout(cartOwner(payment));
  if (!sameContents(current, payment.lines))
    return refundLate(deps, payment, latePaymentTexts.lateCartChanged, charged, origin);
  if (current.some((line) => !line.available))
    return refundLate(deps, payment, latePaymentTexts.lateDishUnavailable, charged, origin);

  let recorded: Awaited<ReturnType<typeof record>>;
  try {
    recorded = await record(
      deps,
      payment,
      verified,
      verified.paidAt ?? new Date(),
      deps.payments.claimLateAsSuccessful,
    );
  } catch (error) {
    if (error instanceof CartChangedError)
      return refundLate(deps, payment, latePaymentTexts.lateCartChanged, charged, origin);
    if (error instanceof SoldOutRaceError)
      return refundLate(deps, payment, soldOutTexts.lostAfterPayment, charged, origin);
    const refusal = scheduleRefusal(error);
    if (refusal) return refundLate(deps, payment, refusal, charged, origin);
    throw error;
  }
  if (!recorded) return lostTheRace(deps, payment);
  deps.log.warn({ reference: payment.reference, origin }, 'late payment recorded');
  return announceRecorded(deps, recorded, origin);
}

/**
 * Refuses the late payment, owing back all the provider took, and writes the diner's mail in the
 * same transaction; then makes the refund at once (a refund the provider cannot make now is
 * retried by the recovery loop, under the same key, until it goes through).
 */
export async function refundLate(
  deps: SettlementDeps,
  payment: PaymentRow,
  reason: string,
  charged: { amountMinor: number; currency: string },
  origin: Origin,
  action?: { label: string; url: string },
): Promise<SettleOutcome> {
  const { db, payments, mail, log, config } = deps;
  if (!Number.isInteger(charged.amountMinor) || charged.amountMinor <= 0) return { kind: 'closed' };
  const now = new Date();
  const queued = await db.transaction(async (tx) => {
    const rejected = await payments.rejectLate(tx, payment.id, reason, charged, now);
    if (!rejected) return null;
    return mail.enqueueInTransaction(tx, [
      lateRefundMail(rejected, charged, config.appUrl, action),
    ]);
  });
  if (!queued) return lostTheRace(deps, payment);
  mail.deliverSoon(queued);
  log.warn(
    { reference: payment.reference, origin, reason, refundMinor: charged.amountMinor },
    'late payment refused; refunding in full',
  );
  await payments
    .retryOwedRefunds(now)
    .catch((err) => log.error({ err, reference: payment.reference }, 'late refund not made yet'));
  return { kind: 'rejected', message: reason };
}
