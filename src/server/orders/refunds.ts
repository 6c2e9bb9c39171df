import { MINUTE, type OrdersContext, publish, type RefundResult, sendMail, track } from './context';
import { orderRefundedMail } from './mails';
import type { OrderRow } from './repository';

/** While one attempt runs, the retry loop leaves that refund alone for this long. */
export const REFUND_LEASE_MS = 5 * MINUTE;
/** A failed refund is retried after 1, 2, 4 ... minutes, then hourly, until it goes through. */
export const refundBackoffMs = (attempts: number) =>
  Math.min(MINUTE * 2 ** Math.max(0, attempts - 1), 60 * MINUTE);
const REFUND_BATCH = 20;

/** What the cancel and refund mails show of an order line. */
export const mailData = (row: OrderRow, refund: 'pending' | 'processing' | 'refunded') => ({
  orderId: row.orderId,
  email: row.email,
  mealName: row.mealName,
  quantity: row.quantity,
  priceMinor: row.price,
  refund,
});

async function callProvider(ctx: OrdersContext, row: OrderRow): Promise<RefundResult> {
  try {
    if (typeof ctx.payments.refund !== 'function')
      throw new Error('The payment service cannot refund yet.');
    return await ctx.payments.refund({
      paymentId: row.paymentId,
      amountMinor: row.price,
      reason: `Order ${row.orderId} canceled by the customer`,
      idempotencyKey: `order:${row.id}`,
    });
  } catch (error) {
    return { status: 'failed', message: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * One refund attempt of a canceled order whose refund is pending (and leased to the caller).
 * Success settles it; failure keeps it pending with the next attempt time. Never throws.
 * `mailWhenSettled` says whether the diner still needs to hear that the money went back.
 */
export async function attemptRefund(
  ctx: OrdersContext,
  row: OrderRow,
  mailWhenSettled: () => boolean,
): Promise<OrderRow> {
  const { repo, clock, log, config } = ctx;
  try {
    const result = await callProvider(ctx, row);
    if (result.status === 'refunded' || result.status === 'pending') {
      const status = result.status === 'refunded' ? 'refunded' : 'processing';
      const settled = await repo.settleRefund(row.id, {
        status,
        providerRefundId: result.providerRefundId ?? null,
        at: clock(),
      });
      if (!settled) return (await repo.findByOrderId(row.orderId)) ?? row;
      await publish(ctx, { type: 'order.refunded', userId: row.userId, orderIds: [row.orderId] });
      if (mailWhenSettled())
        await sendMail(
          ctx,
          orderRefundedMail(mailData(settled, status), config.appUrl),
          row.orderId,
        );
      return settled;
    }
    const attempts = row.refundAttempts + 1;
    const next = new Date(clock().getTime() + refundBackoffMs(attempts));
    log.warn(
      {
        orderId: row.orderId,
        attempts,
        reason: result.message,
        nextAttemptAt: next.toISOString(),
      },
      'refund did not go through; it stays pending and will be retried',
    );
    return (
      (await repo.recordRefundFailure(
        row.id,
        result.message ?? 'The refund was declined.',
        next,
      )) ?? row
    );
  } catch (error) {
    // The database failed while recording: the lease runs out and the loop tries again.
    log.error({ err: error, orderId: row.orderId }, 'could not record a refund attempt');
    return row;
  }
}

async function retryDue(ctx: OrdersContext): Promise<number> {
  const now = ctx.clock();
  const due = await ctx.repo.claimDueRefunds(
    now,
    new Date(now.getTime() + REFUND_LEASE_MS),
    REFUND_BATCH,
  );
  for (const row of due)
    await track(
      ctx,
      attemptRefund(ctx, row, () => true),
    );
  return due.length;
}

/**
 * The refund retry loop of this instance: one sweep at a time (a call during a sweep joins it);
 * several instances share the work safely, as each due refund is claimed with a lease.
 */
export function createRefundRetries(ctx: OrdersContext) {
  let loop: NodeJS.Timeout | null = null;
  let sweeping: Promise<number> | null = null;

  function retryDueRefunds(): Promise<number> {
    if (!sweeping) {
      sweeping = retryDue(ctx).finally(() => {
        sweeping = null;
      });
    }
    return sweeping;
  }

  return {
    retryDueRefunds,
    start(intervalMs: number) {
      if (loop) return;
      loop = setInterval(() => {
        retryDueRefunds().catch((error) =>
          ctx.log.error({ err: error }, 'refund retry sweep failed'),
        );
      }, intervalMs);
      loop.unref();
    },
    stop() {
      if (loop) clearInterval(loop);
      loop = null;
    },
    /** Resolves when the sweep under way, if any, has finished (its failure is logged by the loop). */
    async idle() {
      await sweeping?.catch(() => undefined);
    },
  };
}
