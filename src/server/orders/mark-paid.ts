import { recordAudit } from '@server/audit';
import type { Db } from '@server/db/client';
import { AppError } from '@server/errors';
import { type Order, orderTexts } from '@shared/orders';
import type { PublicUser } from '@shared/schemas/auth';
import { type CounterPayment, staffOrderTexts } from '@shared/staff-orders';
import { and, eq, ne } from 'drizzle-orm';
import { dinerOf, type OrdersContext, publish } from './context';
import type { OrderRow } from './repository';
import { orderStatusHistory, orders } from './schema';
import { toOrder } from './views';

/**
 * "Mark paid" of an order taken unpaid (a staff order paid at the counter or on delivery, an online
 * one the diner pays at pickup or on delivery). One
 * conditional UPDATE (awaiting_payment = true and not canceled) is the whole decision, so of two
 * or five clicks at once exactly one moves it; the rollup triggers count its sale in that same
 * statement. The others, and any later call, answer the order as it is with `alreadyPaid`.
 * `alongside` writes what follows the payment (the customer's receipt) in that same transaction,
 * for the call that moved it only; its mail ids are delivered once it commits.
 */
export async function markPaid(
  ctx: OrdersContext & { db: Db },
  admin: PublicUser,
  orderId: string,
  method: CounterPayment,
  alongside?: (tx: Db, paid: OrderRow) => Promise<string[]>,
): Promise<{ order: Order; alreadyPaid: boolean }> {
  const found = await ctx.repo.findByOrderId(orderId);
  if (!found) throw new AppError('not_found', orderTexts.notFound);
  // Paid online through the provider: nothing to mark. Online to pay in person: like a phone order.
  if (found.source === 'online' && found.paymentId !== null)
    throw new AppError('conflict', staffOrderTexts.onlineOrder);
  const at = ctx.clock();
  let mails: string[] = [];
  const changed = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(orders)
      .set({ awaitingPayment: false, paidAt: at, paidBy: admin.id, paymentMethod: method })
      .where(
        and(
          eq(orders.id, found.id),
          eq(orders.awaitingPayment, true),
          ne(orders.status, 'canceled'),
        ),
      )
      .returning();
    if (!row) return null;
    await recordAudit(tx, {
      action: 'order.mark_paid',
      subjectType: 'order',
      subjectId: row.orderId,
      summary: `Order #${row.number}: ${staffOrderTexts.paidWith(staffOrderTexts.paymentLabels[method])}`,
      before: { awaitingPayment: true },
      after: { awaitingPayment: false, paymentMethod: method },
    });
    await tx.insert(orderStatusHistory).values({
      orderId: row.id,
      status: 'paid',
      note: staffOrderTexts.paidWith(staffOrderTexts.paymentLabels[method]),
      actorId: admin.id,
      at,
    });
    if (alongside) mails = await alongside(tx, row);
    return row;
  });
  ctx.mail.deliverSoon(mails);
  const row = changed ?? (await ctx.repo.findById(found.id)) ?? found;
  if (!changed && row.awaitingPayment)
    throw new AppError('conflict', staffOrderTexts.canceledOrder);
  if (changed)
    await publish(ctx, { type: 'order.stage', userId: dinerOf(row), orderIds: [row.orderId] });
  return {
    order: toOrder(await ctx.repo.withLinesOf(row), ctx.config.pickup),
    alreadyPaid: changed === null,
  };
}

/** Why a payment link's money could not pay its order: paid meanwhile, canceled, or gone. */
export type LinkPaymentRefusal = 'paid' | 'canceled' | 'missing';

/**
 * A card payment link's payment confirmed by the provider: inside the caller's
 * transaction that claims the payment, the one conditional UPDATE (still awaiting payment, not
 * canceled) marks the existing order paid and links the payment to it, so the rollup triggers
 * count its sale once. A concurrent "Mark paid" or a second payment waits for the row lock and
 * then finds nothing to update: it is refused with the reason, and its caller refunds the money.
 */
export async function markPaidByLink(
  tx: Db,
  orderRowId: string,
  paymentId: string,
  at: Date,
): Promise<{ orderId: string; userId: string | null } | { refused: LinkPaymentRefusal }> {
  const [row] = await tx
    .update(orders)
    .set({ awaitingPayment: false, paidAt: at, paymentId, paymentMethod: 'payment_link' })
    .where(
      and(
        eq(orders.id, orderRowId),
        eq(orders.awaitingPayment, true),
        ne(orders.status, 'canceled'),
      ),
    )
    .returning({ orderId: orders.orderId, userId: orders.userId });
  if (row) {
    await tx.insert(orderStatusHistory).values({
      orderId: orderRowId,
      status: 'paid',
      note: staffOrderTexts.paidWith(staffOrderTexts.paymentLabels.payment_link),
      at,
    });
    return row;
  }
  const [now] = await tx
    .select({ status: orders.status })
    .from(orders)
    .where(eq(orders.id, orderRowId));
  if (!now) return { refused: 'missing' };
  return { refused: now.status === 'canceled' ? 'canceled' : 'paid' };
}
