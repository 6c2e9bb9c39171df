import { AppError } from '@server/errors';
import { type Payer, type PaymentRow, paidBy } from '@server/payments';
import { latePaymentTexts, type PendingTransfer } from '@shared/late-payments';
import { paymentTexts } from '@shared/payments';
import type { SettlementDeps } from './deps';
import { settle } from './settlement';

/** Pending payments older than this are not asked about here (the recovery loop closes them). */
const TRANSFER_WINDOW_MS = 24 * 3600_000;
/** At most this many of a diner's open payments are asked about per look. */
const OPEN_LIMIT = 5;

const toTransfer = (payment: PaymentRow): PendingTransfer => ({
  reference: payment.reference,
  amountMinor: payment.amountMinor,
  currency: payment.currency,
  method: payment.method,
  createdAt: payment.createdAt.toISOString(),
});

/**
 * The diner's (or guest's: `payer`) bank transfers still awaiting the bank. "Pending" is the provider's word, not ours:
 * each of the diner's open payments is asked about (a checkout closed without paying reads as
 * 'abandoned', not 'pending'), and one the provider confirms meanwhile is recorded on the way.
 * Only reads (a read or a refused request changes nothing), unless the provider confirms one
 * meanwhile. When the provider cannot be reached, what it last told the recovery loop decides.
 */
export async function pendingTransfers(
  deps: SettlementDeps,
  payer: Payer,
  now = new Date(),
): Promise<PendingTransfer[]> {
  const open = await deps.payments.listOpenOf(
    payer,
    new Date(now.getTime() - TRANSFER_WINDOW_MS),
    OPEN_LIMIT,
  );
  const waiting: PendingTransfer[] = [];
  for (const payment of open) {
    let status = payment.providerStatus;
    try {
      const outcome = await settle(deps, payment, 'customer');
      status = outcome.kind === 'not_confirmed' ? outcome.providerStatus : null;
    } catch (err) {
      deps.log.warn(
        { err, reference: payment.reference },
        'provider not reached; using last status',
      );
    }
    if (status === 'pending') waiting.push(toTransfer(payment));
  }
  return waiting;
}

/** A second payment for the cart is refused while a bank transfer for it awaits the bank. */
export async function refuseWhileTransferPending(
  deps: SettlementDeps,
  payer: Payer,
): Promise<void> {
  const [waiting] = await pendingTransfers(deps, payer);
  if (waiting) {
    const { amountMinor, currency, reference } = waiting;
    throw new AppError(
      'conflict',
      latePaymentTexts.transferStillPending(amountMinor, currency, reference),
    );
  }
}

/**
 * "Pay another way": the diner gives up waiting for the transfer. The payment is closed here; a
 * transfer that still clears later is then recorded or refunded in full (late-settlement.ts).
 */
export async function abandonTransfer(
  deps: SettlementDeps,
  payer: Payer,
  reference: string,
): Promise<void> {
  const payment = await deps.payments.findByReference(reference);
  if (!payment || !paidBy(payment, payer))
    throw new AppError('not_found', paymentTexts.unknownReference);
  if (payment.status === 'successful') throw new AppError('conflict', paymentTexts.alreadyRecorded);
  if (payment.status !== 'pending') return; // Already closed: nothing to abandon, same answer.
  const closed = await deps.payments.close(payment.id, 'failed', latePaymentTexts.abandonedByDiner);
  if (!closed) {
    const now = await deps.payments.findByReference(reference);
    if (now?.status === 'successful') throw new AppError('conflict', paymentTexts.alreadyRecorded);
  }
}
