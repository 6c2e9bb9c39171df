import { recordAudit } from '@server/audit';
import type { Db } from '@server/db/client';
import { AppError } from '@server/errors';
import { type Order, orderTexts } from '@shared/orders';
import type { PublicUser } from '@shared/schemas/auth';
import { type CounterPayment, staffOrderTexts } from '@shared/staff-orders';
import { and, eq, ne } from 'drizzle-orm';
import { dinerOf, type OrdersContext, publish } from './context';
import { orderStatusHistory, orders } from './schema';
import { toOrder } from './views';

/**
 * "Mark paid" of a staff order taken unpaid (pay at counter/on delivery, issue 19 item 3). One
 * conditional UPDATE (awaiting_payment = true and not canceled) is the whole decision, so of two
 * or five clicks at once exactly one moves it; the rollup triggers count its sale in that same
 * statement. The others, and any later call, answer the order as it is with `alreadyPaid`.
 */
export async function markPaid(
  ctx: OrdersContext & { db: Db },
  admin: PublicUser,
  orderId: string,
  method: CounterPayment,
): Promise<{ order: Order; alreadyPaid: boolean }> {
  const found = await ctx.repo.findByOrderId(orderId);
  if (!found) throw new AppError('not_found', orderTexts.notFound);
  if (found.source === 'online') throw new AppError('conflict', staffOrderTexts.onlineOrder);
  const at = ctx.clock();
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
    return row;
  });
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
