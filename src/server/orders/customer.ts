import { AppError } from '@server/errors';
import { type Order, type OrderPage, orderTexts } from '@shared/orders';
import type { PublicUser } from '@shared/schemas/auth';
import { type OrdersContext, publish, sendMail, track } from './context';
import { orderCanceledMail } from './mails';
import { attemptRefund, mailData, REFUND_LEASE_MS } from './refunds';
import type { OrderRow } from './repository';
import { pageOf, toOrder, toPage } from './views';

const delay = (ms: number) =>
  new Promise<null>((resolve) => setTimeout(() => resolve(null), ms).unref());

export async function listPresent(
  ctx: OrdersContext,
  user: PublicUser,
  page: number,
): Promise<OrderPage> {
  return toPage(await ctx.repo.listPresent(user.id, pageOf(page)));
}

export async function listPast(
  ctx: OrdersContext,
  user: PublicUser,
  page: number,
): Promise<OrderPage> {
  return toPage(await ctx.repo.listPast(user.id, pageOf(page)));
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
 * The diner cancels their own paid order: status canceled (one conditional update, so only
 * once and never after delivery), then the line price is refunded through the provider. The
 * answer waits a few seconds for the provider; a slow or failed refund stays pending and is
 * finished in the background or by the retry loop.
 */
export async function cancel(
  ctx: OrdersContext,
  user: PublicUser,
  orderId: string,
): Promise<Order> {
  const at = ctx.clock();
  const canceled = await ctx.repo.cancelPaidOfUser(
    orderId,
    user.id,
    at,
    new Date(at.getTime() + REFUND_LEASE_MS),
  );
  if (!canceled) {
    const row = await requireOwnOrder(ctx, user, orderId);
    if (row.status === 'delivered')
      throw new AppError('conflict', orderTexts.deliveredCannotCancel);
    throw new AppError('conflict', orderTexts.alreadyCanceled);
  }
  await publish(ctx, {
    type: 'order.canceled',
    userId: canceled.userId,
    orderIds: [canceled.orderId],
  });
  let answered = false;
  const attempt = track(
    ctx,
    attemptRefund(ctx, canceled, () => answered),
  );
  const settled = await Promise.race([attempt, delay(ctx.refundWaitMs)]);
  answered = settled === null;
  const current = settled ?? canceled;
  const refund =
    current.refundStatus === 'refunded' || current.refundStatus === 'processing'
      ? current.refundStatus
      : 'pending';
  await sendMail(
    ctx,
    orderCanceledMail(mailData(current, refund), ctx.config.appUrl),
    current.orderId,
  );
  return toOrder(current);
}
