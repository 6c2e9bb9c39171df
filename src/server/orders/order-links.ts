import { AppError } from '@server/errors';
import type { LinkSigner } from '@server/platform/signed-links';
import { orderLinkTexts } from '@shared/order-links';
import type { Order } from '@shared/orders';
import type { OrdersContext } from './context';
import type { StagesContext } from './stages';
import { toOrder } from './views';

/** The signed link's purpose: a token for anything else opens no order. */
export const ORDER_LINK_PURPOSE = 'guest-order';
/** A receipt's link keeps working for half a year (nothing is stored per link). */
const ORDER_LINK_DAYS = 180;

/** `<appUrl>/order/<token>`: the order page that opens without signing in (docs/decisions.md § Guest checkout). */
export function orderPageUrl(links: LinkSigner, appUrl: string, orderId: string, now: Date) {
  const expiresAt = new Date(now.getTime() + ORDER_LINK_DAYS * 86_400_000);
  return `${appUrl}/order/${links.sign(ORDER_LINK_PURPOSE, orderId, expiresAt)}`;
}

/**
 * Where an order's mails lead its diner: their orders when they have an account, else (a staff
 * order) the order's signed page, the only way in without one.
 */
export function orderUrlFor(
  ctx: Pick<OrdersContext, 'config' | 'links'>,
  row: { orderId: string; userId: string | null },
  now: Date,
): string {
  if (row.userId !== null || !ctx.links) return `${ctx.config.appUrl}/user/present-orders`;
  return orderPageUrl(ctx.links, ctx.config.appUrl, row.orderId, now);
}

/** The order a link names, or 404 alike for a forged, altered, expired or other-purpose token. */
export function orderIdOfLink(links: LinkSigner, token: string, now: Date): string {
  const orderId = links.verify(ORDER_LINK_PURPOSE, token, now);
  if (!orderId) throw new AppError('not_found', orderLinkTexts.notFound);
  return orderId;
}

/** The order page's content by link: the order, its choices and its timeline, as its diner sees it. */
export async function orderByLink(
  ctx: StagesContext,
  links: LinkSigner,
  token: string,
): Promise<Order> {
  const row = await ctx.repo.findByOrderId(orderIdOfLink(links, token, ctx.clock()));
  if (!row) throw new AppError('not_found', orderLinkTexts.notFound);
  const order = toOrder(await ctx.repo.withLinesOf(row), ctx.config.pickup);
  order.timeline = (await ctx.stages.timelines([row.id])).get(row.id) ?? [];
  return order;
}
