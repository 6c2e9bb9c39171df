import { randomUUID } from 'node:crypto';
import type { Db } from '@server/db/client';
import { paymentTexts, type RefundNeedingAttention } from '@shared/payments';
import type { FastifyBaseLogger } from 'fastify';
import {
  REFUND_CHECK_AFTER_MS,
  type RefundEngine,
  type RefundResult,
  refusedRefundKey,
  resultOf,
} from './refund-engine';
import type { RefundsRepository } from './refunds-repository';
import type { PaymentRow, PaymentsRepository } from './repository';

export type { RefundResult, RefundSettledEvent, RefundSettledListener } from './refund-engine';
export { REFUND_CHECK_AFTER_MS, refusedRefundKey } from './refund-engine';

export interface RefundInput {
  paymentId: string;
  amountMinor: number;
  reason?: string;
  /** Same key, same refund: a retry after an unclear failure never pays back twice. */
  idempotencyKey?: string;
}

/** What the provider actually charged for a payment (it may differ from what we asked). */
export interface Charged {
  amountMinor: number;
  currency: string;
}

/** Backoff between tries of a refund we owe: 1, 2, 4 ... minutes after try n, capped at an hour. */
export const refundRetryDelayMs = (attempts: number) =>
  Math.min(3600_000, 60_000 * 2 ** Math.max(0, attempts - 1));

const SWEEP_BATCH = 50;

/**
 * Money going back: refunds of successful payments, and the refund a payment we refused is owed,
 * retried with backoff until the provider takes it. Every refund is recorded under its own
 * idempotency key before the provider is asked; a retry of that key never sends it blind again.
 */
export function createRefunds(deps: {
  repo: PaymentsRepository;
  refunds: RefundsRepository;
  engine: RefundEngine;
  log: FastifyBaseLogger;
}) {
  const { repo, refunds, engine, log } = deps;

  /**
   * One request under `idempotencyKey`. A key seen before is reported, never sent again, unless
   * its answer is unknown (then the provider is asked first) or it was refused (no money moved).
   */
  async function refundPayment(
    payment: PaymentRow,
    amountMinor: number,
    charged: Charged,
    reason: string | null,
    idempotencyKey: string,
    now: Date,
  ): Promise<RefundResult> {
    const reserved = await refunds.reserve({
      paymentId: payment.id,
      amountMinor,
      capMinor: charged.amountMinor,
      currency: charged.currency,
      reason,
      idempotencyKey,
      now,
    });
    if (reserved === 'too_large') return { status: 'failed', message: paymentTexts.refundTooLarge };
    if ('replayOf' in reserved) {
      const earlier = reserved.replayOf;
      if (earlier.status === 'unknown') return engine.reconcile(earlier, now);
      if (earlier.status === 'requested') {
        // In flight, or left so by a crash: only an old one is looked up.
        const age = now.getTime() - earlier.updatedAt.getTime();
        return age >= REFUND_CHECK_AFTER_MS ? engine.reconcile(earlier, now) : resultOf(earlier);
      }
      return resultOf(earlier);
    }
    return engine.send(reserved, payment, now, true);
  }

  /**
   * One try of the refund a rejected payment is owed, under the payment's own key, in the
   * currency and amount the provider actually charged. Once the provider accepted it (refunded,
   * or paying out), the payment is no longer due for tries.
   */
  async function tryOwedRefund(payment: PaymentRow, now: Date): Promise<RefundResult> {
    const due = payment.refundDueMinor;
    if (due === null) return { status: 'failed', message: paymentTexts.refundNotPaid };
    const key = refusedRefundKey(payment.id);
    const charged = { amountMinor: due, currency: payment.refundDueCurrency ?? payment.currency };
    const outcome = await refundPayment(payment, due, charged, payment.reason, key, now);
    // Read back rather than trust `outcome`: a replay of a try still in flight reports 'unknown'.
    const refund = await refunds.byKey(key);
    if (refund && ['refunded', 'pending', 'needs_attention'].includes(refund.status)) {
      await repo.refundNoLongerDue(payment.id);
    }
    return outcome;
  }

  return {
    /**
     * Gives money back on a successful payment (the orders domain calls it when an order is
     * canceled). Never more than what is left of the payment; every refund is recorded.
     */
    async refund(input: RefundInput, now = new Date()): Promise<RefundResult> {
      if (!Number.isInteger(input.amountMinor) || input.amountMinor <= 0) {
        return { status: 'failed', message: paymentTexts.refundAmountInvalid };
      }
      const payment = await repo.findById(input.paymentId);
      if (payment?.status !== 'successful')
        return { status: 'failed', message: paymentTexts.refundNotPaid };
      return refundPayment(
        payment,
        input.amountMinor,
        { amountMinor: payment.amountMinor, currency: payment.currency },
        input.reason ?? null,
        input.idempotencyKey ?? `refund:${randomUUID()}`,
        now,
      );
    },

    /**
     * The provider took money for a payment we refuse to record (wrong amount or currency, cart
     * changed): ends the pending payment as rejected, owing back what was `charged` (in its
     * currency), and tries the refund at once. When that try does not go through,
     * `retryOwedRefunds` tries again with backoff. False when the payment was no longer pending.
     */
    async reject(
      payment: PaymentRow,
      reason: string,
      charged: Charged,
      now = new Date(),
      /** Written in the rejecting transaction (the diner's mail), only when this call rejects. */
      alongside?: (tx: Db, rejected: PaymentRow) => Promise<void>,
    ): Promise<boolean> {
      const owed =
        Number.isInteger(charged.amountMinor) && charged.amountMinor > 0 ? charged : null;
      const retryAt = new Date(now.getTime() + refundRetryDelayMs(1));
      const rejected = await repo.transaction(async (tx) => {
        const row = await repo.reject(payment.id, reason, owed, retryAt, tx);
        if (row && alongside) await alongside(tx, row);
        return row;
      });
      if (!rejected) return false;
      if (owed === null) return true;
      log.warn({ reference: payment.reference, reason }, 'paid transaction refused; refunding');
      await tryOwedRefund(rejected, now).catch((err) =>
        log.error({ err, reference: payment.reference }, 'refund of a refused payment failed'),
      );
      return true;
    },

    /**
     * Reconciles refunds left open (no answer, a crash, pending at the provider) with the
     * provider; the recovery loop calls it. Each is claimed first, so instances share the work.
     */
    async reconcileRefunds(now = new Date()): Promise<void> {
      for (const row of await refunds.listDueForCheck(now, REFUND_CHECK_AFTER_MS, SWEEP_BATCH)) {
        await engine
          .reconcile(row, now)
          .catch((err) => log.warn({ err, refundId: row.id }, 'refund not reconciled; will retry'));
      }
    },

    /** The provider says a refund changed (its webhook): reconcile the refunds it may be about. */
    async refundNotice(notice: { providerRefundId?: string; reference?: string }) {
      const now = new Date();
      for (const row of await refunds.forNotice(notice)) {
        const young =
          row.status === 'requested' &&
          now.getTime() - row.updatedAt.getTime() < REFUND_CHECK_AFTER_MS;
        if (row.status === 'refunded' || row.status === 'failed' || young) continue;
        await engine.reconcile(row, now);
      }
    },

    /** For the back office's "needs attention" list (see RefundsRepository.needingAttention). */
    async listRefundsNeedingAttention(
      limit = 50,
      now = new Date(),
    ): Promise<RefundNeedingAttention[]> {
      const rows = await refunds.needingAttention(
        new Date(now.getTime() - REFUND_CHECK_AFTER_MS),
        limit,
      );
      return rows.map(({ refund, reference, customerEmail, customerName }) => ({
        refundId: refund.id,
        paymentId: refund.paymentId,
        reference,
        customerEmail,
        customerName,
        amountMinor: refund.amountMinor,
        currency: refund.currency,
        status:
          refund.status === 'requested'
            ? 'unknown'
            : (refund.status as RefundNeedingAttention['status']),
        message: refund.message,
        idempotencyKey: refund.idempotencyKey,
        createdAt: refund.createdAt.toISOString(),
        updatedAt: refund.updatedAt.toISOString(),
      }));
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
          const outcome = await tryOwedRefund(claimed, now);
          if (outcome.status === 'failed' || outcome.status === 'unknown') {
            log.error(
              {
                reference: payment.reference,
                attempts: claimed.refundAttempts,
                message: outcome.message,
              },
              'refund of a refused payment not through yet; will retry',
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
