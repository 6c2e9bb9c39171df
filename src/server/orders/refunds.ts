import type { MailMessage } from '@server/mail';
import { createBackgroundJob } from '@server/platform/background-job';
import {
  dinerOf,
  MINUTE,
  type OrdersContext,
  orderRefundKey,
  orderRowIdOfKey,
  publish,
  type RefundResult,
  type RefundSettledEvent,
  track,
} from './context';
import { orderRefundedMail } from './mails';
import { dinerOrderAction } from './order-links';
import type { Changed, InTransaction } from './refund-repository';
import type { OrderRow } from './repository';

/** While one attempt runs, the retry loop leaves that refund alone for this long. */
export const REFUND_LEASE_MS = 5 * MINUTE;
/** A failed refund is retried after 1, 2, 4 ... minutes, then hourly, until it goes through. */
export const refundBackoffMs = (attempts: number) =>
  Math.min(MINUTE * 2 ** Math.max(0, attempts - 1), 60 * MINUTE);
const REFUND_BATCH = 20;
/** What an order whose refund answer never came records, until payments reconciles it. */
export const UNKNOWN_REFUND_NOTE =
  'No answer from the payment provider; the refund is being checked with it before anything is sent again.';

/** What the cancel and refund mails show of an order: the amount actually refunded. */
export const mailData = (row: OrderRow, refund: 'pending' | 'processing' | 'refunded') => {
  const priceMinor = row.refundMinor ?? row.totalMinor;
  return {
    orderId: row.orderId,
    number: row.number,
    email: row.email,
    priceMinor,
    deliveryFeeMinor: Math.min(row.deliveryFeeMinor, priceMinor),
    refund,
  };
};

/** Writes `messages(row)` to the outbox inside the transaction of a state change. */
export const mailsWith =
  (ctx: OrdersContext, messages: (row: OrderRow) => MailMessage[]): InTransaction =>
  (tx, row) =>
    // A staff order taken without an e-mail address gets no mail.
    row.email ? ctx.mail.enqueueInTransaction(tx, messages(row)) : Promise.resolve([]);

const refundedMailOf = (ctx: OrdersContext) =>
  mailsWith(ctx, (row) => [
    orderRefundedMail(
      mailData(row, 'refunded'),
      dinerOrderAction(ctx, row, { label: 'See your past orders', path: '/user/past-orders' }),
    ),
  ]);

/** After a committed change: its mails go out now, the live screens hear of it. */
async function committed(ctx: OrdersContext, changed: Changed, type: 'order.refunded' | null) {
  if (changed.mailIds.length > 0) ctx.mail.deliverSoon(changed.mailIds);
  if (type)
    await publish(ctx, { type, userId: dinerOf(changed.row), orderIds: [changed.row.orderId] });
}

async function callProvider(ctx: OrdersContext, row: OrderRow): Promise<RefundResult> {
  try {
    if (typeof ctx.payments.refund !== 'function')
      throw new Error('The payment service cannot refund yet.');
    // A staff order paid at the counter has no provider payment: it never has a refund pending.
    if (!row.paymentId) throw new Error('This order was not paid through the payment provider.');
    return await ctx.payments.refund({
      paymentId: row.paymentId,
      amountMinor: row.refundMinor ?? row.totalMinor,
      reason: `Order #${row.number} (${row.orderId}) canceled by the customer`,
      idempotencyKey: orderRefundKey(row.id),
    });
  } catch (error) {
    // Nothing came back from payments itself: the same key makes the next try safe.
    return { status: 'failed', message: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * One refund attempt of a canceled order whose refund is pending (and leased to the caller).
 * Refunded settles it (the refund mail in the same transaction); pending (provider paying out) or
 * unknown (no answer came: the money may have moved) leave it processing, to be moved only by
 * payments' settlement; failed keeps it pending with the next attempt time. Never throws.
 */
export async function attemptRefund(ctx: OrdersContext, row: OrderRow): Promise<OrderRow> {
  const { repo, clock, log } = ctx;
  try {
    const result = await callProvider(ctx, row);
    if (result.status !== 'failed') {
      const status = result.status === 'refunded' ? 'refunded' : 'processing';
      if (result.status === 'unknown')
        log.warn({ orderId: row.orderId }, 'refund answer unknown; left to reconciliation');
      const settled = await repo.settleRefund(
        row.id,
        {
          status,
          providerRefundId: result.providerRefundId ?? null,
          at: clock(),
          note: result.status === 'unknown' ? UNKNOWN_REFUND_NOTE : undefined,
        },
        ['pending'],
        status === 'refunded' ? refundedMailOf(ctx) : undefined,
      );
      if (!settled) return (await repo.findByOrderId(row.orderId)) ?? row;
      await committed(ctx, settled, 'order.refunded');
      return settled.row;
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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * What payments later learns about an order's refund (webhook or reconciliation) moves the
 * order's refund on: refunded (with the refund mail, in the same transaction), processing,
 * back to pending for a retry when the provider refused it, or flagged for a person. Every
 * move is conditional on the state it leaves, so a repeated event changes nothing and mails
 * nothing twice. Throws when the database fails, so payments may tell it again.
 */
export async function onRefundSettled(ctx: OrdersContext, e: RefundSettledEvent): Promise<void> {
  const id = orderRowIdOfKey(e.idempotencyKey);
  if (!id || !UUID.test(id)) return;
  const row = await ctx.repo.findById(id);
  if (!row || row.paymentId !== e.paymentId) return;
  const at = ctx.clock();
  const providerRefundId = e.providerRefundId ?? null;
  switch (e.status) {
    case 'refunded': {
      const changed = await ctx.repo.settleRefund(
        id,
        { status: 'refunded', providerRefundId, at },
        ['pending', 'processing'],
        refundedMailOf(ctx),
      );
      if (changed) await committed(ctx, changed, 'order.refunded');
      return;
    }
    case 'pending': {
      const changed = await ctx.repo.settleRefund(id, {
        status: 'processing',
        providerRefundId,
        at,
      });
      if (changed) await committed(ctx, changed, 'order.refunded');
      return;
    }
    case 'failed': {
      const message = e.message ?? 'The payment provider refused the refund.';
      const changed = await ctx.repo.reopenRefund(id, message, at, at);
      if (changed)
        ctx.log.warn(
          { orderId: row.orderId, message },
          'refund refused by the provider; owed again',
        );
      return;
    }
    case 'needs_attention': {
      const message = e.message ?? 'The payment provider says this refund needs attention.';
      if (await ctx.repo.flagRefund(id, message, at))
        ctx.log.error({ orderId: row.orderId, message }, 'refund needs attention');
      return;
    }
  }
}

async function retryDue(ctx: OrdersContext): Promise<number> {
  const now = ctx.clock();
  const due = await ctx.repo.claimDueRefunds(
    now,
    new Date(now.getTime() + REFUND_LEASE_MS),
    REFUND_BATCH,
  );
  for (const row of due) await track(ctx, attemptRefund(ctx, row));
  return due.length;
}

/**
 * The refund retry loop of this instance: one sweep at a time (a call during a sweep joins it);
 * several instances share the work safely, as each due refund is claimed with a lease.
 */
export function createRefundRetries(ctx: OrdersContext) {
  const job = createBackgroundJob({
    name: 'refund retry sweep',
    pass: () => retryDue(ctx),
    log: ctx.log,
    intervalMs: MINUTE,
  });
  return { ...job, retryDueRefunds: job.run };
}
