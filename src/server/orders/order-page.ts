import type { CartService } from '@server/cart';
import { AppError } from '@server/errors';
import { type Order, orderTexts, type ReorderResult } from '@shared/orders';
import type { PublicUser } from '@shared/schemas/auth';
import { reorder } from './reorder';
import type { OrderRow } from './repository';
import type { StagesContext } from './stages';
import { toOrder } from './views';

/** Someone else's order is answered exactly like a missing one: numbers reveal nothing. */
function ownOrNotFound(row: OrderRow | null, user: PublicUser): OrderRow {
  if (!row || row.userId !== user.id) throw new AppError('not_found', orderTexts.notFound);
  return row;
}

/** The diner's order page: one of their own orders by its number, with its whole timeline. */
export async function orderByNumber(
  ctx: StagesContext,
  user: PublicUser,
  number: number,
): Promise<Order> {
  const row = ownOrNotFound(await ctx.repo.findByNumber(number), user);
  const order = toOrder(await ctx.repo.withLinesOf(row), ctx.config.pickup);
  order.timeline = (await ctx.stages.timelines([row.id])).get(row.id) ?? [];
  return order;
}

/** "Order again": the diner's own order's dishes back in their cart (reorder.ts says how). */
export async function orderAgain(
  ctx: StagesContext,
  cart: CartService,
  user: PublicUser,
  orderId: string,
): Promise<ReorderResult> {
  const row = ownOrNotFound(await ctx.repo.findByOrderId(orderId), user);
  return reorder(cart, user.id, await ctx.repo.withLinesOf(row));
}
