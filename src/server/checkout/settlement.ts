import { AppError } from '@server/errors';
import type { PaymentLine, PaymentRow } from '@server/payments';
import { type PaymentView, paymentTexts } from '@shared/payments';
import type { PublicUser } from '@shared/schemas/auth';
import type { SettlementDeps } from './deps';
import { sendReceipts } from './receipts';

/** How one attempt to record a payment ended. */
export type SettleOutcome =
  | { kind: 'recorded'; payment: PaymentRow; orderIds: string[] }
  | { kind: 'already' }
  | { kind: 'closed' }
  | { kind: 'not_confirmed'; providerStatus: string }
  | { kind: 'rejected'; message: string };

export type Origin = 'customer' | 'webhook' | 'recovery';

class CartChangedError extends Error {}

/** Two carts hold the same thing when they have the same dishes in the same quantities. */
function sameContents(
  current: { dishId: string; quantity: number }[],
  paid: PaymentLine[],
): boolean {
  const key = (lines: { dishId: string; quantity: number }[]) =>
    lines
      .map((l) => `${l.dishId}\u0000${l.quantity}`)
      .sort()
      .join('\u0001');
  return key(current) === key(paid);
}

/** The provider took money we will not record: close the payment and give the money back. */
async function reject(
  { payments }: SettlementDeps,
  payment: PaymentRow,
  message: string,
  paidMinor: number,
): Promise<SettleOutcome> {
  // Rejected and owed back in one write; a refund the provider cannot make now is retried by
  // the recovery loop until it goes through.
  await payments.reject(payment, message, paidMinor);
  return { kind: 'rejected', message };
}

/**
 * Claims the payment, checks the locked cart still holds what was paid for, writes the orders and
 * empties the cart: one transaction, so all of it lands or none. Null when another caller won.
 */
function record(
  { db, payments, cart, orders }: SettlementDeps,
  payment: PaymentRow,
  verified: { transactionId: string; channel: string | null },
  paidAt: Date,
): Promise<{ payment: PaymentRow; orderIds: string[] } | null> {
  return db.transaction(async (tx) => {
    const claimed = await payments.claimAsSuccessful(tx, payment.id, {
      providerTransactionId: verified.transactionId,
      channel: verified.channel,
      paidAt,
    });
    if (!claimed) return null;
    // The cart must still hold what was paid for; locked until commit so it cannot change now.
    const current = await cart.lockLines(tx, payment.userId);
    if (!sameContents(current, payment.lines)) throw new CartChangedError();
    const { orderIds } = await orders.recordPaid(tx, {
      userId: payment.userId,
      email: payment.email,
      paymentId: payment.id,
      lines: payment.lines.map((line) => ({
        dishId: line.dishId,
        mealName: line.name,
        mealImg: line.imageUrl,
        unitPrice: line.unitPriceMinor,
        quantity: line.quantity,
      })),
      at: paidAt,
    });
    await cart.clearForUser(payment.userId, tx);
    return { payment: claimed, orderIds };
  });
}

/**
 * Asks the provider about the payment and, when it confirms the exact amount and currency,
 * records payment + orders + empty cart in one transaction. Safe to call any number of times
 * concurrently: the conditional claim lets exactly one caller record it.
 */
export async function settle(
  deps: SettlementDeps,
  payment: PaymentRow,
  origin: Origin,
): Promise<SettleOutcome> {
  const { payments, log, events } = deps;
  if (payment.status === 'successful') return { kind: 'already' };
  if (payment.status !== 'pending') return { kind: 'closed' };
  const verified = await payments.askProvider(payment.reference);
  if (!verified.found) return { kind: 'not_confirmed', providerStatus: 'not_found' };
  if (verified.status !== 'success')
    return { kind: 'not_confirmed', providerStatus: verified.status };
  if (
    verified.reference !== payment.reference ||
    verified.amountMinor !== payment.amountMinor ||
    verified.currency !== payment.currency
  ) {
    return reject(deps, payment, paymentTexts.amountMismatch, verified.amountMinor);
  }

  let recorded: { payment: PaymentRow; orderIds: string[] } | null;
  try {
    recorded = await record(deps, payment, verified, verified.paidAt ?? new Date());
  } catch (error) {
    if (error instanceof CartChangedError)
      return reject(deps, payment, paymentTexts.cartChanged, verified.amountMinor);
    throw error;
  }
  if (!recorded) {
    const now = await payments.findByReference(payment.reference);
    return now?.status === 'successful' ? { kind: 'already' } : { kind: 'closed' };
  }

  log.info(
    { reference: payment.reference, origin, orders: recorded.orderIds.length },
    'payment recorded',
  );
  await events
    .publish({ type: 'order.paid', userId: payment.userId, orderIds: recorded.orderIds })
    .catch((err) => log.warn({ err }, 'order.paid event not published'));
  await sendReceipts(deps, recorded.payment);
  return { kind: 'recorded', ...recorded };
}

function toView(payment: PaymentRow, orderIds: string[]): PaymentView {
  return {
    reference: payment.reference,
    status: payment.status,
    amountMinor: payment.amountMinor,
    currency: payment.currency,
    method: payment.method,
    createdAt: payment.createdAt.toISOString(),
    paidAt: payment.paidAt?.toISOString() ?? null,
    orderIds,
    reason: payment.reason,
  };
}

async function ownPayment(
  { payments }: SettlementDeps,
  user: PublicUser,
  reference: string,
): Promise<PaymentRow> {
  const payment = await payments.findByReference(reference);
  if (!payment) throw new AppError('not_found', paymentTexts.unknownReference);
  if (payment.userId !== user.id) throw new AppError('forbidden', paymentTexts.notYourPayment);
  return payment;
}

/** The diner's browser reports success: verify with the provider and record, or say why not. */
export async function confirmPayment(
  deps: SettlementDeps,
  user: PublicUser,
  reference: string,
): Promise<PaymentView> {
  const payment = await ownPayment(deps, user, reference);
  const outcome = await settle(deps, payment, 'customer');
  switch (outcome.kind) {
    case 'recorded':
      return toView(outcome.payment, outcome.orderIds);
    case 'already':
      throw new AppError('conflict', paymentTexts.alreadyRecorded);
    case 'closed':
      throw new AppError('conflict', payment.reason ?? paymentTexts.noLongerOpen);
    case 'not_confirmed':
      throw new AppError('payment_failed', paymentTexts.notConfirmed);
    case 'rejected':
      throw new AppError('payment_failed', outcome.message);
  }
}

/** One of the diner's payments, with the orders it paid for once recorded. */
export async function paymentView(
  deps: SettlementDeps,
  user: PublicUser,
  reference: string,
): Promise<PaymentView> {
  const payment = await ownPayment(deps, user, reference);
  const paid = payment.status === 'successful' ? await deps.orders.ofPayment(payment.id) : [];
  return toView(
    payment,
    paid.map((o) => o.orderId),
  );
}

/** The provider's webhook (or the sandbox standing in for it) says a transaction settled. */
export async function onSettlementNotice(deps: SettlementDeps, reference: string): Promise<void> {
  const payment = await deps.payments.findByReference(reference);
  if (!payment) {
    deps.log.warn({ reference }, 'settlement notice for an unknown reference ignored');
    return;
  }
  const outcome = await settle(deps, payment, 'webhook');
  if (outcome.kind === 'not_confirmed' || outcome.kind === 'rejected') {
    deps.log.warn({ reference, outcome }, 'settlement notice not recorded');
  }
}
