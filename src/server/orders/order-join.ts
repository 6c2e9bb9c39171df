import type { Db } from '@server/db/client';
import { AppError } from '@server/errors';
import type { LinkSigner } from '@server/platform/signed-links';
import { orderLinkTexts } from '@shared/order-links';
import { and, eq, isNull } from 'drizzle-orm';
import { orderLinkOf } from './order-links';
import { orders } from './schema';

/** How a guest's payment follows its order into the account (the payments domain, in `tx`). */
export interface PaymentAccounts {
  joinAccount(tx: Db, paymentId: string, userId: string): Promise<boolean>;
}

interface JoinDeps {
  links: LinkSigner;
  payments: Partial<PaymentAccounts>;
  clock: () => Date;
}

/**
 * The order a mailed link names, read in `tx`. Only the receipt's link may join an order to an
 * account (the browser's own link is refused), and only an online order (a staff order is the
 * restaurant's).
 */
async function linkedOrder(deps: JoinDeps, tx: Db, token: string) {
  const link = orderLinkOf(deps.links, token, deps.clock());
  const [row] = await tx
    .select({
      id: orders.id,
      userId: orders.userId,
      source: orders.source,
      email: orders.email,
      customerName: orders.customerName,
    })
    .from(orders)
    .where(eq(orders.orderId, link.orderId));
  if (!row) throw new AppError('not_found', orderLinkTexts.notFound);
  if (row.source !== 'online') throw new AppError('conflict', orderLinkTexts.notJoinable);
  if (!link.mailed) throw new AppError('forbidden', orderLinkTexts.mailedLinkOnly);
  return { ...row, orderId: link.orderId };
}

/** A guest's order a new account may be made for: by its mailed link, in no account yet. */
export async function joinableOrder(deps: JoinDeps, tx: Db, token: string) {
  const order = await linkedOrder(deps, tx, token);
  if (order.userId !== null) throw new AppError('conflict', orderLinkTexts.joinedElsewhere);
  return order;
}

/**
 * Joins a guest's order (and its payment) to `userId`'s account, in the caller's transaction
 * (docs/decisions/031-guest-checkout.md): the mailed link proves the right to it. One conditional
 * UPDATE (`user_id is null`), so of any number of racing joins exactly one wins; the payment row
 * follows in the same transaction, so "download my data" and "delete my account" reach both. The
 * order_customers and rollup triggers see the change in that statement. 'already': it was in
 * this account before; in another account it is a 409.
 */
export async function joinByLink(
  deps: JoinDeps,
  tx: Db,
  token: string,
  userId: string,
): Promise<{ outcome: 'joined' | 'already'; orderId: string }> {
  const order = await linkedOrder(deps, tx, token);
  const [joined] = await tx
    .update(orders)
    .set({ userId })
    .where(and(eq(orders.id, order.id), isNull(orders.userId), eq(orders.source, 'online')))
    .returning({ paymentId: orders.paymentId });
  if (!joined) {
    // Lost a race, or was never open: read who has it now (in `tx`, after the winner's commit).
    const [now] = await tx
      .select({ userId: orders.userId })
      .from(orders)
      .where(eq(orders.id, order.id));
    if (now?.userId === userId) return { outcome: 'already', orderId: order.orderId };
    throw new AppError('conflict', orderLinkTexts.joinedElsewhere);
  }
  if (joined.paymentId) await deps.payments.joinAccount?.(tx, joined.paymentId, userId);
  return { outcome: 'joined', orderId: order.orderId };
}
