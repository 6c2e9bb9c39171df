import type { FastifyBaseLogger } from 'fastify';
import { type PaymentProvider, ProviderError, type ProviderRefund } from './providers/types';
import type { RefundRow, RefundsRepository } from './refunds-repository';
import type { PaymentRow, PaymentsRepository } from './repository';

/**
 * What a refund request came to:
 * - refunded: the money is back;
 * - pending: the provider accepted it and is paying out (or waits for the diner's account details);
 * - unknown: no answer came (timeout, network, 5xx) or it is in flight: it is reconciled with the
 *   provider, never simply sent again; `onRefundSettled` tells when it is known;
 * - failed: the provider definitively refused it (no money moved); it may be asked again.
 */
export interface RefundResult {
  status: 'refunded' | 'pending' | 'unknown' | 'failed';
  providerRefundId?: string;
  message?: string;
}

/** A refund's status changed after its first answer (reconciliation or the provider's webhook). */
export interface RefundSettledEvent {
  paymentId: string;
  idempotencyKey: string | null;
  status: 'refunded' | 'pending' | 'failed' | 'needs_attention';
  providerRefundId?: string;
  message?: string;
}
export type RefundSettledListener = (event: RefundSettledEvent) => Promise<void>;

/**
 * A refund without an answer (or in flight) is looked up at the provider once it is this old; only
 * then, and only when the provider clearly has none, is it sent again (under the same key).
 */
export const REFUND_CHECK_AFTER_MS = 60_000;

/** One key per refused payment: however often its refund is tried, the money goes back once. */
export const refusedRefundKey = (paymentId: string) => `refused:${paymentId}`;

export function resultOf(row: RefundRow): RefundResult {
  const extra = {
    providerRefundId: row.providerRefundId ?? undefined,
    message: row.message ?? undefined,
  };
  switch (row.status) {
    case 'refunded':
    case 'failed':
      return { status: row.status, ...extra };
    case 'pending':
    case 'needs_attention':
      return { status: 'pending', ...extra };
    default:
      return { status: 'unknown', ...extra };
  }
}

/**
 * Sending refunds to the provider and reconciling those whose answer was lost, crashed or is still
 * pending. Every look and every write is claimed on the refund row (status + check count), so two
 * instances, a sweep and a webhook never send or report the same refund twice.
 */
export function createRefundEngine(deps: {
  refunds: RefundsRepository;
  payments: PaymentsRepository;
  provider: PaymentProvider;
  log: FastifyBaseLogger;
}) {
  const { refunds, payments, provider, log } = deps;
  const listeners = new Set<RefundSettledListener>();

  /** After reconciliation changed a refund: keep an owed refund's schedule, then tell listeners. */
  async function changed(row: RefundRow, now: Date) {
    if (row.idempotencyKey === refusedRefundKey(row.paymentId)) {
      if (row.status === 'failed') await payments.refundDueAgain(row.paymentId, now);
      else if (row.status !== 'unknown' && row.status !== 'requested')
        await payments.refundNoLongerDue(row.paymentId);
    }
    if (row.status === 'unknown' || row.status === 'requested') return;
    const event: RefundSettledEvent = {
      paymentId: row.paymentId,
      idempotencyKey: row.idempotencyKey,
      status: row.status,
      providerRefundId: row.providerRefundId ?? undefined,
      message: row.message ?? undefined,
    };
    for (const listener of listeners) {
      try {
        await listener(event);
      } catch (err) {
        log.error({ err, refundId: row.id }, 'refund listener failed');
      }
    }
  }

  /**
   * Asks the provider for a refund held 'requested' by the caller and writes its answer; no
   * answer is 'unknown'. `first`: the caller reports the answer itself (no listener call).
   */
  async function send(
    row: RefundRow,
    payment: PaymentRow,
    now: Date,
    first: boolean,
  ): Promise<RefundResult> {
    let outcome: ProviderRefund | { status: 'unknown'; message?: string };
    try {
      outcome = await provider.refund({
        reference: payment.reference,
        amountMinor: row.amountMinor,
        currency: row.currency,
        reason: row.reason ?? undefined,
        idempotencyKey: row.idempotencyKey ?? row.id,
      });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      // Only a refusal we are sure of is 'failed'; anything else may have moved money.
      outcome =
        error instanceof ProviderError && !error.transient
          ? { status: 'failed', message }
          : { status: 'unknown', message };
    }
    const written = await refunds.settle(row, outcome, now);
    if (outcome.status === 'failed' || outcome.status === 'unknown') {
      log.error(
        {
          reference: payment.reference,
          refundId: row.id,
          status: outcome.status,
          message: outcome.message,
        },
        outcome.status === 'failed' ? 'refund refused' : 'refund answer lost; will reconcile',
      );
    }
    if (!written) return resultOf((await refunds.byId(row.id)) ?? row);
    if (!first) await changed(written, now);
    return resultOf(written);
  }

  /**
   * Looks an open refund up at the provider and writes what it says. An unknown (or crashed
   * 'requested') refund the provider clearly does not have is sent again, under the same key, but
   * only once it is older than REFUND_CHECK_AFTER_MS (an answer may still be on its way).
   */
  async function reconcile(row: RefundRow, now: Date): Promise<RefundResult> {
    const payment = await payments.findById(row.paymentId);
    if (!payment) return resultOf(row);
    const claimed = await refunds.claimCheck(row, now, REFUND_CHECK_AFTER_MS);
    // Someone else is looking at it (or still sending it) right now: report what we know.
    if (!claimed) return resultOf((await refunds.byId(row.id)) ?? row);
    const inFlight = row.status === 'unknown' || row.status === 'requested';
    let found: Awaited<ReturnType<PaymentProvider['findRefund']>>;
    try {
      found = await provider.findRefund({
        reference: payment.reference,
        idempotencyKey: row.idempotencyKey ?? row.id,
        providerRefundId: row.providerRefundId ?? undefined,
        since: row.createdAt,
      });
    } catch (err) {
      log.warn({ err, refundId: row.id }, 'refund not reconciled: the provider cannot tell now');
      found = { status: 'unknown' };
    }
    // The provider may have it: asked again later (backing off), never sent again.
    if (found.status === 'unknown') {
      const providerRefundId = found.providerRefundId ?? row.providerRefundId ?? undefined;
      if (!inFlight) return resultOf(row);
      const message = row.message ?? undefined;
      await refunds.settle(claimed, { status: 'unknown', providerRefundId, message }, now);
      return { status: 'unknown', providerRefundId, message };
    }
    if (found.status === 'absent') {
      if (!inFlight) {
        log.error({ refundId: row.id }, 'the provider no longer knows an accepted refund');
        return resultOf(row);
      }
      // A refund written before keys travelled to the provider cannot be told apart there: it is
      // left unknown for a person to settle (it shows under "needs attention"), never re-sent.
      if (!row.idempotencyKey || now.getTime() - row.updatedAt.getTime() < REFUND_CHECK_AFTER_MS) {
        await refunds.settle(
          claimed,
          { status: 'unknown', message: row.message ?? undefined },
          now,
        );
        return { status: 'unknown', message: row.message ?? undefined };
      }
      log.warn({ refundId: row.id }, 'the provider has no such refund; sending it again');
      return send(claimed, payment, now, false);
    }
    if (
      !inFlight &&
      found.status === row.status &&
      (found.providerRefundId ?? null) === (row.providerRefundId ?? null)
    ) {
      return resultOf(row);
    }
    const written = await refunds.settle(claimed, found, now);
    if (!written) return resultOf((await refunds.byId(row.id)) ?? row);
    await changed(written, now);
    return resultOf(written);
  }

  return {
    send,
    reconcile,
    onSettled(listener: RefundSettledListener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type RefundEngine = ReturnType<typeof createRefundEngine>;
