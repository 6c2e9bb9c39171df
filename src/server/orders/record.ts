import { randomBytes } from 'node:crypto';
import type { Db } from '@server/db/client';
import type { ChosenOption } from '@shared/dish-options';
import type { Fulfilment } from '@shared/orders';
import { asc, eq } from 'drizzle-orm';
import { orderLines, orderStatusHistory, orders } from './schema';
import { takeSlotPlace } from './slots';

export interface PaidLine {
  dishId: string | null;
  mealName: string;
  mealImg: string;
  unitPrice: number;
  quantity: number;
  /** The picked choices as paid for (a snapshot) and the diner's note; absent on older callers. */
  choices?: ChosenOption[];
  note?: string | null;
}

/** One checkout's order: who, how it reaches them, what was paid for and what it cost. */
export interface PaidOrderInput {
  /** The diner's account; null only for a staff order (`staff` set). */
  userId: string | null;
  /** '' only for a staff order taken without an e-mail (no mails then). */
  email: string;
  customerName: string;
  customerPhone: string;
  /** The provider payment; null only for a staff order paid at the counter or on delivery. */
  paymentId: string | null;
  /**
   * An order staff took on the phone or at the counter: where from, how it is
   * paid, and whether it still awaits that payment (then it is no sale until marked paid).
   */
  staff?: {
    source: 'phone' | 'counter';
    paymentMethod: 'cash' | 'card_terminal' | 'payment_link';
    awaitingPayment: boolean;
    takenBy: string;
  };
  /**
   * An online order the diner pays when it is handed over (at pickup or on delivery): recorded
   * unpaid with no provider payment, no sale until staff mark it paid. `cash` stands for "in
   * person" until then: Mark paid records how the money really came (cash or the card terminal).
   */
  inPerson?: boolean;
  fulfilment: Fulfilment;
  /** Delivery only (ignored for pickup): the street, its area or postcode, the rider's directions. */
  deliveryAddress: string | null;
  deliveryArea: string | null;
  deliveryDirections: string | null;
  /** Delivery: the zone's travel estimate at the time of ordering (null or absent: none). */
  deliveryEstimateMinutes?: number | null;
  note: string | null;
  lines: PaidLine[];
  deliveryFeeMinor: number;
  at: Date;
  /**
   * When it should be ready: `scheduledFor` is the diner's chosen time (null: as soon
   * as possible), `stage` where it starts (Scheduled until `prepDueAt`, else New) and `slot` the
   * slot it takes a place in, under the cap in force (SlotFullError when full). Absent: an order
   * with no slot, New at once (tests and orders recorded outside the hours rules).
   */
  schedule?: {
    scheduledFor: Date | null;
    prepDueAt: Date | null;
    stage: 'scheduled' | 'new';
    slot: { at: Date; cap: number | null } | null;
  };
}

/** A paid order with its lines, as its receipt shows it. */
export interface PaymentOrder {
  id: string;
  orderId: string;
  number: number;
  fulfilment: Fulfilment;
  deliveryAddress: string | null;
  deliveryArea: string | null;
  deliveryDirections: string | null;
  deliveryPhone: string | null;
  note: string | null;
  subtotalMinor: number;
  deliveryFeeMinor: number;
  totalMinor: number;
  /** The diner's chosen ready time; null: as soon as possible. */
  scheduledFor: Date | null;
  /** The delivery zone's ride, as quoted when the order was placed (null: pickup, no zones). */
  deliveryEstimateMinutes: number | null;
  lines: Array<{
    name: string;
    quantity: number;
    unitPriceMinor: number;
    lineTotalMinor: number;
    choices: ChosenOption[];
    note: string | null;
  }>;
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
 * Writes the one paid order of a checkout, its lines in cart order and its first history entry.
 * Called by checkout inside the transaction that records the verified payment, so payment and
 * order land together; the database checks that the amounts add up and pickup carries no fee.
 */
export async function recordPaidOrder(
  tx: Db,
  input: PaidOrderInput,
): Promise<{ ids: string[]; orderIds: string[]; numbers: number[] }> {
  if (input.lines.length === 0) return { ids: [], orderIds: [], numbers: [] };
  const subtotalMinor = input.lines.reduce((sum, l) => sum + l.unitPrice * l.quantity, 0);
  const pickup = input.fulfilment === 'pickup';
  const schedule = input.schedule;
  if (schedule?.slot) await takeSlotPlace(tx, schedule.slot.at, schedule.slot.cap);
  const stage = schedule?.stage ?? 'new';
  const [row] = await tx
    .insert(orders)
    .values({
      orderId: newOrderId(),
      userId: input.userId,
      email: input.email,
      customerName: input.customerName,
      customerPhone: input.customerPhone,
      paymentId: input.paymentId,
      fulfilment: input.fulfilment,
      deliveryAddress: pickup ? null : input.deliveryAddress,
      deliveryArea: pickup ? null : input.deliveryArea,
      deliveryDirections: pickup ? null : input.deliveryDirections,
      deliveryEstimateMinutes: pickup ? null : (input.deliveryEstimateMinutes ?? null),
      deliveryPhone: pickup ? null : input.customerPhone,
      note: input.note,
      subtotalMinor,
      deliveryFeeMinor: input.deliveryFeeMinor,
      totalMinor: subtotalMinor + input.deliveryFeeMinor,
      createdAt: input.at,
      stage,
      scheduledFor: schedule?.scheduledFor ?? null,
      prepDueAt: schedule?.prepDueAt ?? null,
      slotAt: schedule?.slot?.at ?? null,
      ...(input.staff
        ? {
            source: input.staff.source,
            paymentMethod: input.staff.paymentMethod,
            awaitingPayment: input.staff.awaitingPayment,
            paidAt: input.staff.awaitingPayment ? null : input.at,
            paidBy: input.staff.awaitingPayment ? null : input.staff.takenBy,
          }
        : input.inPerson
          ? { paymentMethod: 'cash' as const, awaitingPayment: true, paidAt: null }
          : {}),
    })
    .returning({ id: orders.id, orderId: orders.orderId, number: orders.number });
  if (!row) throw new Error('The order was not written.');
  await tx.insert(orderLines).values(
    input.lines.map((line, i) => ({
      orderId: row.id,
      position: i + 1,
      dishId: line.dishId,
      name: line.mealName,
      image: line.mealImg,
      unitPriceMinor: line.unitPrice,
      quantity: line.quantity,
      lineTotalMinor: line.unitPrice * line.quantity,
      choices: line.choices ?? [],
      note: line.note || null,
    })),
  );
  await tx.insert(orderStatusHistory).values({
    orderId: row.id,
    // A staff order waiting for its money is placed, not paid (mark-paid writes 'paid' later).
    status: input.staff?.awaitingPayment || input.inPerson ? 'placed' : 'paid',
    stage,
    actorKind: input.staff ? 'staff' : 'system',
    actorId: input.staff?.takenBy ?? null,
    note: input.staff
      ? `Taken by staff (${input.staff.source})`
      : input.inPerson
        ? `To pay ${input.fulfilment === 'pickup' ? 'at pickup' : 'on delivery'}`
        : null,
    at: input.at,
  });
  return { ids: [row.id], orderIds: [row.orderId], numbers: [row.number] };
}

/**
 * The order a payment paid for, with its lines (none when the payment recorded no order).
 * `executor` reads inside the caller's transaction (checkout queues the receipt in one).
 */
export async function ordersOfPayment(executor: Db, paymentId: string): Promise<PaymentOrder[]> {
  const found = await executor.select().from(orders).where(eq(orders.paymentId, paymentId));
  const result: PaymentOrder[] = [];
  for (const order of found) result.push(await withReceiptLines(executor, order));
  return result;
}

/** One order with its lines as a receipt shows it (a staff order's mails), read in `executor`. */
export async function orderForReceipt(
  executor: Db,
  orderRowId: string,
): Promise<PaymentOrder | null> {
  const [order] = await executor.select().from(orders).where(eq(orders.id, orderRowId));
  return order ? withReceiptLines(executor, order) : null;
}

async function withReceiptLines(
  executor: Db,
  order: typeof orders.$inferSelect,
): Promise<PaymentOrder> {
  const lines = await executor
    .select({
      name: orderLines.name,
      quantity: orderLines.quantity,
      unitPriceMinor: orderLines.unitPriceMinor,
      lineTotalMinor: orderLines.lineTotalMinor,
      choices: orderLines.choices,
      note: orderLines.note,
    })
    .from(orderLines)
    .where(eq(orderLines.orderId, order.id))
    .orderBy(asc(orderLines.position));
  return {
    id: order.id,
    orderId: order.orderId,
    number: order.number,
    fulfilment: order.fulfilment,
    deliveryAddress: order.deliveryAddress,
    deliveryArea: order.deliveryArea,
    deliveryDirections: order.deliveryDirections,
    deliveryPhone: order.deliveryPhone,
    note: order.note,
    subtotalMinor: order.subtotalMinor,
    deliveryFeeMinor: order.deliveryFeeMinor,
    totalMinor: order.totalMinor,
    scheduledFor: order.scheduledFor,
    deliveryEstimateMinutes: order.deliveryEstimateMinutes,
    lines,
  };
}
