import { AppError } from '@server/errors';
import type { LinkSigner } from '@server/platform/signed-links';
import { type AccountJoin, orderLinkTexts } from '@shared/order-links';
import type { Order } from '@shared/orders';
import type { OrdersContext } from './context';
import type { OrderRow } from './repository';
import type { StagesContext } from './stages';
import { toOrder } from './views';

/** The receipt's signed link: a token for anything else opens no order. */
export const ORDER_LINK_PURPOSE = 'guest-order';
/**
 * The link the guest's own browser is sent to right after paying: the same page,
 * but it cannot join the order to an account. Only the mailed link proves the e-mail address the
 * account would get (anyone may type any address at checkout);
 * docs/decisions/031-guest-checkout.md.
 */
export const ORDER_VIEW_PURPOSE = 'guest-order-view';
/** A link keeps working for half a year (nothing is stored per link). */
const ORDER_LINK_DAYS = 180;

const expiry = (now: Date) => new Date(now.getTime() + ORDER_LINK_DAYS * 86_400_000);

/**
 * `<appUrl>/order/<token>`: the order page that opens without signing in
 * (docs/decisions/031-guest-checkout.md).
 */
export function orderPageUrl(links: LinkSigner, appUrl: string, orderId: string, now: Date) {
  return `${appUrl}/order/${links.sign(ORDER_LINK_PURPOSE, orderId, expiry(now))}`;
}

/**
 * Where a mail about an order takes its diner: the account's page at `accountPath`, or, for an
 * order without an account (a guest's, a staff order's customer), the order's own signed page:
 * "See your order" must open without signing in for them.
 */
export function dinerOrderAction(
  ctx: Pick<OrdersContext, 'config' | 'links' | 'clock'>,
  row: Pick<OrderRow, 'userId' | 'orderId'>,
  account: { label: string; path: string },
): { label: string; url: string } {
  if (row.userId !== null || !ctx.links)
    return { label: account.label, url: `${ctx.config.appUrl}${account.path}` };
  return {
    label: 'See your order',
    url: orderPageUrl(ctx.links, ctx.config.appUrl, row.orderId, ctx.clock()),
  };
}

/** `/order/<token>` for the browser that paid as a guest: view and follow only. */
export function orderViewPath(links: LinkSigner, orderId: string, now: Date) {
  return `/order/${links.sign(ORDER_VIEW_PURPOSE, orderId, expiry(now))}`;
}

/** What a token opens: its order, and whether it is the mailed link (which may join an account). */
export interface OrderLink {
  orderId: string;
  mailed: boolean;
}

/** The order a link names, or 404 alike for a forged, altered, expired or other-purpose token. */
export function orderLinkOf(links: LinkSigner, token: string, now: Date): OrderLink {
  const mailed = links.verify(ORDER_LINK_PURPOSE, token, now);
  if (mailed) return { orderId: mailed, mailed: true };
  const viewed = links.verify(ORDER_VIEW_PURPOSE, token, now);
  if (viewed) return { orderId: viewed, mailed: false };
  throw new AppError('not_found', orderLinkTexts.notFound);
}

/**
 * Whether the order may join an account from this page: an online order no account has yet (a
 * guest's checkout), by its mailed link; by the browser's own link the page points to the mail.
 */
export function accountJoinOf(row: Pick<OrderRow, 'userId' | 'source'>, mailed: boolean) {
  if (row.userId !== null || row.source !== 'online') return 'none' satisfies AccountJoin;
  return mailed ? ('open' satisfies AccountJoin) : ('receipt_link' satisfies AccountJoin);
}

/** The order page's content by link: the order, its choices and its timeline, as its diner sees it. */
export async function orderByLink(
  ctx: StagesContext,
  links: LinkSigner,
  token: string,
): Promise<{ order: Order; accountJoin: AccountJoin }> {
  const link = orderLinkOf(links, token, ctx.clock());
  const row = await ctx.repo.findByOrderId(link.orderId);
  if (!row) throw new AppError('not_found', orderLinkTexts.notFound);
  const order = toOrder(await ctx.repo.withLinesOf(row), ctx.config.pickup);
  order.timeline = (await ctx.stages.timelines([row.id])).get(row.id) ?? [];
  return { order, accountJoin: accountJoinOf(row, link.mailed) };
}
