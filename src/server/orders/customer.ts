import { AppError } from '@server/errors';
import { type Order, type OrderPage, orderTexts } from '@shared/orders';
import type { PublicUser } from '@shared/schemas/auth';
import type { OrdersContext } from './context';
import type { OrderRow, RowPage } from './repository';
import { type StagesContext, transitionOrder } from './stages';
import { pageOf, toOrder, toPage } from './views';

/** A page of the diner's orders, each with its timeline (one query for the page). */
async function withTimelines(ctx: StagesContext, rows: RowPage): Promise<OrderPage> {
  const page = toPage(rows, ctx.config.pickup);
  const timelines = await ctx.stages.timelines(rows.rows.map((row) => row.id));
  page.items.forEach((item, i) => {
    item.timeline = timelines.get(rows.rows[i]?.id ?? '') ?? [];
  });
  return page;
}

export async function listPresent(
  ctx: StagesContext,
  user: PublicUser,
  cursor: string | undefined,
): Promise<OrderPage> {
  return withTimelines(ctx, await ctx.repo.listPresent(user.id, pageOf(cursor)));
}

export async function listPast(
  ctx: StagesContext,
  user: PublicUser,
  cursor: string | undefined,
): Promise<OrderPage> {
  return withTimelines(ctx, await ctx.repo.listPast(user.id, pageOf(cursor)));
}

async function requireOwnOrder(
  ctx: OrdersContext,
  user: PublicUser,
  orderId: string,
): Promise<OrderRow> {
  const row = await ctx.repo.findByOrderId(orderId);
  // Someone else's order is answered exactly like a missing one: ids reveal nothing.
  if (!row || row.userId !== user.id) throw new AppError('not_found', orderTexts.notFound);
  return row;
}

/**
 * The diner cancels their own order, only while it is New (shared/order-stages.ts): through the
 * one stage service, so the stage, the refund owed (its whole total, dishes and delivery fee) and
 * the cancel mail are one transaction, and the refund is sent once under the order's key. The
 * answer waits a few seconds for the provider; a slow refund is finished in the background.
 */
export async function cancel(
  ctx: StagesContext,
  user: PublicUser,
  orderId: string,
): Promise<Order> {
  const found = await requireOwnOrder(ctx, user, orderId);
  // The spec's words for an order already finished.
  if (found.status === 'delivered')
    throw new AppError('conflict', orderTexts.deliveredCannotCancel);
  if (found.status === 'canceled') throw new AppError('conflict', orderTexts.alreadyCanceled);
  const row = await transitionOrder(ctx, {
    orderId: found.orderId,
    action: 'cancel',
    actor: { kind: 'diner', userId: user.id },
  });
  return toOrder(await ctx.repo.withLinesOf(row), ctx.config.pickup);
}
