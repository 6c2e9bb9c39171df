import { paymentTexts } from '@shared/payments';
import type { FastifyBaseLogger } from 'fastify';
import type { PaymentProvider } from './providers/types';
import type { createPaymentsRepository, PaymentRow } from './repository';

export interface RefundInput {
  paymentId: string;
  amountMinor: number;
  reason?: string;
  /** Same key, same refund: a retry after an unclear failure never pays back twice. */
  idempotencyKey?: string;
}
export interface RefundResult {
  status: 'refunded' | 'pending' | 'failed';
  providerRefundId?: string;
  message?: string;
}

/** Backoff between tries of a refund we owe: 1, 2, 4 ... minutes after try n, capped at an hour. */
export const refundRetryDelayMs = (attempts: number) =>
  Math.min(3600_000, 60_000 * 2 ** Math.max(0, attempts - 1));

/** One key per refused payment: however often its refund is tried, the money goes back once. */
export const refusedRefundKey = (paymentId: string) => `refused:${paymentId}`;

/**
 * Money going back: refunds of successful payments, and the refund a payment we refused is owed,
 * retried with backoff until the provider takes it. Every refund is recorded before the provider
 * is asked, under an idempotency key, so a retry never pays back twice.
 */
export function createRefunds(deps: {
  repo: ReturnType<typeof createPaymentsRepository>;
  provider: PaymentProvider;
  log: FastifyBaseLogger;
}) {
  const { repo, provider, log } = deps;

  /** Refund bookkeeping shared by the public refund and the refund of a payment we refused. */
  async function refundPayment(
    payment: PaymentRow,
    amountMinor: number,
    capMinor: number,
    reason: string | null,
    idempotencyKey?: string,
  ): Promise<RefundResult> {
    const reserved = await repo.reserveRefund({
      paymentId: payment.id,
      amountMinor,
      capMinor,
      currency: payment.currency,
      reason,
      idempotencyKey: idempotencyKey ?? null,
    });
    if (reserved === 'too_large') return { status: 'failed', message: paymentTexts.refundTooLarge };
    if ('replayOf' in reserved) {
      // Already refunded (or under way) for this key: report it, never ask the provider again.
      const earlier = reserved.replayOf;
      return {
        status: earlier.status === 'refunded' ? 'refunded' : 'pending',
        providerRefundId: earlier.providerRefundId ?? undefined,
      };
    }
    let outcome: RefundResult;
    try {
      outcome = await provider.refund({
        reference: payment.reference,
        amountMinor,
        currency: payment.currency,
        reason: reason ?? undefined,
      });
    } catch (error) {
      outcome = {
        status: 'failed',
        message: error instanceof Error ? error.message : String(error),
      };
    }
    await repo.settleRefund(reserved.id, outcome);
    if (outcome.status === 'failed') {
      log.error(
        { reference: payment.reference, refundId: reserved.id, message: outcome.message },
        'refund failed',
      );
    }
    return outcome;
  }

  /**
   * One try of the refund a rejected payment is owed, under the payment's own key (a retry after
   * a failure asks the provider again; after a success it never does). Once the provider accepted
   * it (refunded, or processing), the payment is no longer due for tries.
   */
  async function tryOwedRefund(payment: PaymentRow): Promise<RefundResult> {
    const due = payment.refundDueMinor;
    if (due === null) return { status: 'failed', message: paymentTexts.refundNotPaid };
    const key = refusedRefundKey(payment.id);
    const outcome = await refundPayment(payment, due, due, payment.reason, key);
    // Read back rather than trust `outcome`: a replay of a try still in flight reports 'pending'.
    const refund = await repo.refundByKey(key);
    if (refund?.status === 'refunded' || refund?.status === 'pending') {
      await repo.refundNoLongerDue(payment.id);
    }
    return outcome;
  }

  return {
    /**
     * Gives money back on a successful payment (the orders domain calls it when an order is
     * canceled). Never more than what is left of the payment; every refund is recorded.
     */
    async refund(input: RefundInput): Promise<RefundResult> {
      if (!Number.isInteger(input.amountMinor) || input.amountMinor <= 0) {
        return { status: 'failed', message: paymentTexts.refundAmountInvalid };
      }
      const payment = await repo.findById(input.paymentId);
      if (payment?.status !== 'successful')
        return { status: 'failed', message: paymentTexts.refundNotPaid };
      return refundPayment(
        payment,
        input.amountMinor,
        payment.amountMinor,
        input.reason ?? null,
        input.idempotencyKey,
      );
    },

    /**
     * The provider took money for a payment we refuse to record (wrong amount, cart changed): ends
     * the pending payment as rejected, owing `paidMinor` back, and tries the refund at once. When
     * that try fails (provider down), `retryOwedRefunds` tries again with backoff until it goes
     * through. False when the payment was no longer pending (someone else ended it).
     */
    async reject(
      payment: PaymentRow,
      reason: string,
      paidMinor: number,
      now = new Date(),
    ): Promise<boolean> {
      const owed = Number.isInteger(paidMinor) && paidMinor > 0 ? paidMinor : null;
      const rejected = await repo.reject(
        payment.id,
        reason,
        owed,
        new Date(now.getTime() + refundRetryDelayMs(1)),
      );
      if (!rejected) return false;
      if (owed === null) return true;
      log.warn({ reference: payment.reference, reason }, 'paid transaction refused; refunding');
      await tryOwedRefund(rejected).catch((err) =>
        log.error({ err, reference: payment.reference }, 'refund of a refused payment failed'),
      );
      return true;
    },

    /**
     * Tries again the refunds of rejected payments that are due (the recovery loop calls it). Each
     * try is claimed first, so two instances never try the same one at once; the key makes sure
     * the money goes back once however many tries it takes.
     */
    async retryOwedRefunds(now = new Date()): Promise<void> {
      for (const payment of await repo.listRefundsDue(now, 50)) {
        try {
          const claimed = await repo.claimRefundAttempt(
            payment.id,
            payment.refundAttempts,
            now,
            new Date(now.getTime() + refundRetryDelayMs(payment.refundAttempts + 1)),
          );
          if (!claimed) continue;
          const outcome = await tryOwedRefund(claimed);
          if (outcome.status === 'failed') {
            log.error(
              {
                reference: payment.reference,
                attempts: claimed.refundAttempts,
                message: outcome.message,
              },
              'refund of a refused payment failed again; will retry',
            );
          } else {
            log.info(
              { reference: payment.reference, attempts: claimed.refundAttempts },
              'refund of a refused payment went through',
            );
          }
        } catch (err) {
          log.error(
            { err, reference: payment.reference },
            'refund of a refused payment failed; will retry',
          );
        }
      }
    },
  };
}
