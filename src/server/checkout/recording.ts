import type { CartOwner } from '@server/cart';
import type { PaidOrderInput } from '@server/orders';
import type { PaymentLine, PaymentRow, PaymentsService } from '@server/payments';
import { PICKUP_OPTION } from '@shared/constants';
import type { SettlementDeps } from './deps';
import { sendReceipts } from './receipts';
import { type OrderSchedule, scheduleOf } from './schedule';

/** How one attempt to record a payment ended. */
export type SettleOutcome =
  | { kind: 'recorded'; payment: PaymentRow; orderIds: string[] }
  | { kind: 'already' }
  | { kind: 'closed' }
  | { kind: 'not_confirmed'; providerStatus: string }
  | { kind: 'rejected'; message: string };

export type Origin = 'customer' | 'webhook' | 'recovery';

/** A payment recorded with its order, and the stage the order starts in. */
export interface Recorded {
  payment: PaymentRow;
  orderIds: string[];
  stage: 'scheduled' | 'new';
}

export class CartChangedError extends Error {}

/** A dish or choice paid for sold out (or its last portions went) before the order was recorded. */
export class SoldOutRaceError extends Error {
  constructor(readonly names: string[]) {
    super(`sold out: ${names.join(', ')}`);
  }
}

/**
 * The cart a checkout payment paid for: a guest's (its key; kept after the order joined an
 * account) or the account's. A payment link's has none (link-settlement.ts).
 */
export function cartOwner(payment: PaymentRow): CartOwner {
  if (payment.guestKey) return { guestKey: payment.guestKey };
  if (payment.userId) return { userId: payment.userId };
  throw new Error(`payment ${payment.reference} has no cart: it pays an order`);
}

type ContentLine = { dishId: string; quantity: number; selectionKey?: string; note?: string };

/**
 * Two carts hold the same thing when they have the same lines (dish, choices, note) in the same
 * quantities.
 */
export function sameContents(current: ContentLine[], paid: PaymentLine[]): boolean {
  const key = (lines: ContentLine[]) =>
    lines
      .map(
        (l) => `${l.dishId}\u0000${l.selectionKey ?? ''}\u0000${l.note ?? ''}\u0000${l.quantity}`,
      )
      .sort()
      .join('\u0001');
  return key(current) === key(paid);
}

/**
 * The one order a payment records: its lines at the prices paid, the delivery fee (what was
 * charged beyond the lines), contact and fulfilment. Pickup is recorded as pickup only when it was
 * charged no fee: a Pickup Station payment started by the old code (address asked, fee charged)
 * is recorded as what it was, a delivery to that address, so the money still adds up.
 */
export function paidOrderOf(
  payment: PaymentRow,
  at: Date,
  schedule?: OrderSchedule,
): PaidOrderInput {
  const subtotal = payment.lines.reduce((sum, l) => sum + l.unitPriceMinor * l.quantity, 0);
  const fee = Math.max(0, payment.amountMinor - subtotal);
  const pickup = payment.deliveryOption === PICKUP_OPTION && fee === 0;
  return {
    userId: payment.userId,
    email: payment.email,
    customerName: payment.customerName,
    customerPhone: payment.deliveryPhone,
    paymentId: payment.id,
    fulfilment: pickup ? 'pickup' : 'delivery',
    deliveryAddress: pickup ? null : payment.deliveryAddress,
    deliveryArea: pickup ? null : payment.deliveryArea,
    deliveryDirections: pickup ? null : payment.deliveryDirections,
    deliveryEstimateMinutes: pickup ? null : payment.deliveryEstimateMinutes,
    note: payment.note,
    lines: payment.lines.map((line) => ({
      dishId: line.dishId,
      mealName: line.name,
      mealImg: line.imageUrl,
      unitPrice: line.unitPriceMinor,
      quantity: line.quantity,
      choices: line.choices ?? [],
      note: line.note || null,
    })),
    deliveryFeeMinor: fee,
    at,
    schedule,
  };
}

/** Turns the payment successful in `tx`, conditionally; undefined when another caller won. */
export type Claim = PaymentsService['claimAsSuccessful'];

/**
 * Claims the payment, checks the locked cart still holds what was paid for, writes the orders and
 * empties the cart: one transaction, so all of it lands or none. Null when another caller won.
 * The chosen time is re-checked first (ScheduleRefusedError when it cannot be kept any more) and
 * the order takes its place in its slot inside the transaction (SlotFullError from the orders
 * domain when the slot filled up meanwhile: everything rolls back, the payment stays open).
 */
export async function record(
  deps: SettlementDeps,
  payment: PaymentRow,
  verified: { transactionId: string; channel: string | null },
  paidAt: Date,
  claim: Claim = deps.payments.claimAsSuccessful,
): Promise<Recorded | null> {
  const { db, cart, orders, catalog } = deps;
  const fulfilment = paidOrderOf(payment, paidAt).fulfilment;
  const schedule = await scheduleOf(deps, payment, fulfilment, paidAt);
  let counted = false;
  const recorded = await db.transaction(async (tx) => {
    const claimed = await claim(tx, payment.id, {
      providerTransactionId: verified.transactionId,
      channel: verified.channel,
      paidAt,
    });
    if (!claimed) return null;
    // The cart must still hold what was paid for; locked until commit so it cannot change now.
    const current = await cart.lockLines(tx, cartOwner(payment));
    if (!sameContents(current, payment.lines)) throw new CartChangedError();
    // Sold out meanwhile, or the last portions taken by a faster payment.
    const stock = await catalog.takeStock(tx, stockLinesOf(payment.lines), new Date());
    if (stock.soldOut.length > 0) throw new SoldOutRaceError(stock.soldOut);
    counted = stock.counted;
    const { orderIds } = await orders.recordPaid(tx, paidOrderOf(payment, paidAt, schedule));
    await cart.clearForUser(cartOwner(payment), tx);
    return { payment: claimed, orderIds, stage: schedule.stage };
  });
  if (counted) catalog.stockTaken();
  return recorded;
}

/** What lines (a payment's, a cart's, a staff order's) take from the stock: dish, quantity, choices. */
export function stockLinesOf(
  lines: ReadonlyArray<{
    dishId: string;
    quantity: number;
    choices?: ReadonlyArray<{ choiceId: string }> | null;
  }>,
) {
  return lines.map((line) => ({
    dishId: line.dishId,
    quantity: line.quantity,
    choiceIds: (line.choices ?? []).map((choice) => choice.choiceId),
  }));
}

/** Another caller ended the payment first: say how it ended. */
export async function lostTheRace(
  { payments }: SettlementDeps,
  payment: PaymentRow,
): Promise<SettleOutcome> {
  const now = await payments.findByReference(payment.reference);
  if (now?.status === 'successful') return { kind: 'already' };
  return { kind: 'closed' };
}

/** After the commit: the log line, the live event and the receipts of a recorded payment. */
export async function announceRecorded(
  deps: SettlementDeps,
  recorded: Recorded,
  origin: Origin,
): Promise<SettleOutcome> {
  const { log, events } = deps;
  const { payment } = recorded;
  log.info(
    { reference: payment.reference, origin, orders: recorded.orderIds.length },
    'payment recorded',
  );
  // A scheduled order waits in the board's Scheduled column: the chime comes when it is due.
  const scheduled = recorded.stage === 'scheduled';
  await events
    .publish({
      type: scheduled ? 'order.scheduled' : 'order.paid',
      userId: payment.userId ?? '',
      orderIds: recorded.orderIds,
    })
    .catch((err) => log.warn({ err }, 'order.paid event not published'));
  await sendReceipts(deps, payment);
  return { kind: 'recorded', payment: recorded.payment, orderIds: recorded.orderIds };
}
