import type { PaymentRow, PaymentsService } from '@server/payments';
import type { DepositRefusal } from '@server/reservations';
import { depositTexts } from '@shared/deposits';
import { paymentTexts } from '@shared/payments';
import type { SettlementDeps } from './deps';
import { refuse } from './link-settlement';
import { lostTheRace, type Origin, type SettleOutcome } from './recording';

type Confirmed = Extract<Awaited<ReturnType<PaymentsService['askProvider']>>, { found: true }>;

/** The booking took no deposit (hold released, ended, paid by another payment): rolls back the claim. */
class DepositRefused extends Error {
  constructor(readonly why: DepositRefusal) {
    super(`deposit refused: ${why}`);
  }
}

const refusalWords = (why: DepositRefusal, amountMinor: number) =>
  why === 'paid'
    ? depositTexts.refundedTwice(amountMinor)
    : why === 'released'
      ? depositTexts.refundedReleased(amountMinor)
      : depositTexts.refundedCanceled(amountMinor);

/**
 * A booking deposit's payment the provider confirmed (docs/decisions/053-booking-deposits.md),
 * settled like a card payment link's: one transaction claims the payment
 * (conditional: of the browser, the webhook and the recovery loop exactly one wins), moves the
 * booking waiting for it on (the reservations domain's compare-and-set, with the guest's mail
 * and the staff's alert in that transaction) and marks the payment's receipt sent (the booking's
 * mail is its receipt). When the booking no longer waits for it (its hold was released, it was
 * canceled, another payment paid it), everything rolls back and the money is refused and
 * refunded once under the payment's own key, the diner told why by mail and on the page.
 */
export async function settleDepositPayment(
  deps: SettlementDeps,
  payment: PaymentRow,
  verified: Confirmed,
  origin: Origin,
): Promise<SettleOutcome> {
  const late = payment.status === 'failed';
  const charged = { amountMinor: verified.amountMinor, currency: verified.currency };
  const again = { label: 'Book a table', url: `${deps.config.appUrl}/Reservation` };
  if (
    verified.reference !== payment.reference ||
    verified.amountMinor !== payment.amountMinor ||
    verified.currency !== payment.currency
  )
    return refuse(deps, payment, paymentTexts.amountMismatch, charged, origin, late, again);
  const reservationId = payment.reservationId;
  if (!reservationId) throw new Error(`payment ${payment.reference} names no booking`);
  const claim = late ? deps.payments.claimLateAsSuccessful : deps.payments.claimAsSuccessful;
  const paidAt = verified.paidAt ?? new Date();
  const recordPayment = await deps.deposits.paymentRecorder();
  let settled: { payment: PaymentRow; mailIds: string[] } | null;
  try {
    settled = await deps.db.transaction(async (tx) => {
      const claimed = await claim(tx, payment.id, {
        providerTransactionId: verified.transactionId,
        channel: verified.channel,
        paidAt,
      });
      if (!claimed) return null;
      const paid = await recordPayment(tx, reservationId, payment.id, paidAt);
      if (!paid.ok) throw new DepositRefused(paid.why);
      // The booking's mail is this payment's receipt: the receipts sweep has nothing to send.
      await deps.payments.claimReceipts(tx, payment.id);
      return { payment: claimed, mailIds: paid.mailIds };
    });
  } catch (error) {
    if (!(error instanceof DepositRefused)) throw error;
    const reason = refusalWords(error.why, charged.amountMinor);
    return refuse(deps, payment, reason, charged, origin, late, again);
  }
  if (!settled) return lostTheRace(deps, payment);
  deps.log.info({ reference: payment.reference, origin, late }, 'booking deposit paid');
  deps.mail.deliverSoon(settled.mailIds);
  return { kind: 'recorded', payment: settled.payment, orderIds: [] };
}
