import { randomBytes } from 'node:crypto';
import type { Db } from '@server/db/client';
import { asc, eq } from 'drizzle-orm';
import { orderStatusHistory, orders } from './schema';

export interface PaidLine {
  dishId: string | null;
  mealName: string;
  mealImg: string;
  unitPrice: number;
  quantity: number;
}

export interface PaidOrdersInput {
  userId: string;
  email: string;
  paymentId: string;
  lines: PaidLine[];
  at: Date;
}

/** One order of a payment, as its receipt and the payment view show it. */
export interface PaymentOrder {
  orderId: string;
  mealName: string;
  quantity: number;
  unitPrice: number;
  price: number;
}

/** A short, readable, unguessable public order id, e.g. "TV-7K3M9Q2XWD". */
export function newOrderId(): string {
  const alphabet = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
  const bytes = randomBytes(10);
  let id = '';
  for (const byte of bytes) id += alphabet[byte % alphabet.length];
  return `TV-${id}`;
}

/**
 * Writes one paid orders row per cart line (with its first history entry). Called by checkout
 * inside the transaction that records the verified payment, so payment and orders land together.
 */
export async function recordPaidOrders(
  tx: Db,
  input: PaidOrdersInput,
): Promise<{ ids: string[]; orderIds: string[] }> {
  if (input.lines.length === 0) return { ids: [], orderIds: [] };
  const rows = await tx
    .insert(orders)
    .values(
      input.lines.map((line) => ({
        orderId: newOrderId(),
        userId: input.userId,
        email: input.email,
        paymentId: input.paymentId,
        dishId: line.dishId,
        mealName: line.mealName,
        mealImg: line.mealImg,
        unitPrice: line.unitPrice,
        quantity: line.quantity,
        price: line.unitPrice * line.quantity,
        status: 'paid' as const,
        createdAt: input.at,
      })),
    )
    .returning({ id: orders.id, orderId: orders.orderId });
  await tx
    .insert(orderStatusHistory)
    .values(rows.map((row) => ({ orderId: row.id, status: 'paid', at: input.at })));
  return { ids: rows.map((r) => r.id), orderIds: rows.map((r) => r.orderId) };
}

/**
 * The orders a payment paid for, in the order they were written. `executor` reads inside the
 * caller's transaction (checkout queues the receipts in one).
 */
export function ordersOfPayment(executor: Db, paymentId: string): Promise<PaymentOrder[]> {
  return executor
    .select({
      orderId: orders.orderId,
      mealName: orders.mealName,
      quantity: orders.quantity,
      unitPrice: orders.unitPrice,
      price: orders.price,
    })
    .from(orders)
    .where(eq(orders.paymentId, paymentId))
    .orderBy(asc(orders.createdAt), asc(orders.id));
}
