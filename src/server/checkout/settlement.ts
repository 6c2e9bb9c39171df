import { AppError } from '@server/errors';
import { type Payer, type PaymentRow, paidBy } from '@server/payments';
import { type PaymentView, paymentTexts } from '@shared/payments';
import { soldOutTexts } from '@shared/sold-out';
import { settleDepositPayment } from './deposit-settlement';
import type { SettlementDeps } from './deps';
import { settleLate } from './late-settlement';
import { settleLinkPayment } from './link-settlement';
import {
  announceRecorded,
  CartChangedError,
  lostTheRace,
  type Origin,
  type Recorded,
  record,
  type SettleOutcome,
  SoldOutRaceError,
} from './recording';
import { scheduleRefusal } from './schedule';

export type { Origin, SettleOutcome } from './recording';

/** The provider took money we will not record: close the payment and give the money back. */
async function reject(
  { payments }: SettlementDeps,
  payment: PaymentRow,
  message: string,
  charged: { amountMinor: number; currency: string },
): Promise<SettleOutcome> {
  // Rejected and owed back in one write (what the provider charged, in its currency); a refund
  // the provider cannot make now is retried by the recovery loop until it goes through.
  await payments.reject(payment, message, charged);
  return { kind: 'rejected', message };
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
  const { payments } = deps;
  if (payment.status === 'successful') return { kind: 'already' };
  // Rejected: refused and owed back already. Failed: closed by us, but the provider may still
  // confirm it (a transfer clearing late): then it is recorded or refunded (late-settlement.ts).
  if (payment.status === 'rejected') return { kind: 'closed' };
  const verified = await payments.askProvider(payment.reference);
  const providerStatus = verified.found ? verified.status : 'not_found';
  // A booking deposit's payment moves its booking on: never a cart (deposit-settlement.ts).
  if (payment.reservationId) {
    if (verified.found && verified.status === 'success')
      return settleDepositPayment(deps, payment, verified, origin);
    return payment.status === 'failed'
      ? { kind: 'closed' }
      : { kind: 'not_confirmed', providerStatus };
  }
  // A card payment link's payment pays an order already recorded: never a cart (link-settlement.ts).
  if (payment.orderId) {
    if (verified.found && verified.status === 'success')
      return settleLinkPayment(deps, payment, verified, origin);
    return payment.status === 'failed'
      ? { kind: 'closed' }
      : { kind: 'not_confirmed', providerStatus };
  }
  if (payment.status === 'failed') {
    if (!verified.found || verified.status !== 'success') return { kind: 'closed' };
    return settleLate(deps, payment, verified, origin);
  }
  // Nothing is written here (a refused request changes nothing): the recovery loop keeps what the
  // provider said ('pending' = a bank transfer awaiting the bank).
  if (!verified.found || verified.status !== 'success')
    return { kind: 'not_confirmed', providerStatus };
  if (
    verified.reference !== payment.reference ||
    verified.amountMinor !== payment.amountMinor ||
    verified.currency !== payment.currency
  ) {
    return reject(deps, payment, paymentTexts.amountMismatch, verified);
  }

  let recorded: Recorded | null;
  try {
    recorded = await record(deps, payment, verified, verified.paidAt ?? new Date());
  } catch (error) {
    if (error instanceof CartChangedError)
      return reject(deps, payment, paymentTexts.cartChanged, verified);
    // The race for the last portions was lost after the money was taken.
    if (error instanceof SoldOutRaceError)
      return reject(deps, payment, soldOutTexts.lostAfterPayment, verified);
    // The chosen time closed or its slot filled up after the money was taken.
    const refusal = scheduleRefusal(error);
    if (refusal) return reject(deps, payment, refusal, verified);
    throw error;
  }
  if (!recorded) return lostTheRace(deps, payment);
  return announceRecorded(deps, recorded, origin);
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
  payer: Payer,
  reference: string,
): Promise<PaymentRow> {
  const payment = await payments.findByReference(reference);
  // Another diner's (or guest's) reference answers exactly as an unknown one.
  if (!payment || !paidBy(payment, payer))
    throw new AppError('not_found', paymentTexts.unknownReference);
  return payment;
}

/**
 * The diner's (or guest's) browser reports success: verify with the provider and record, or say
 * why not. `payer` is the account, or the guest cart whose cookie the browser holds.
 */
export async function confirmPayment(
  deps: SettlementDeps,
  payer: Payer,
  reference: string,
): Promise<PaymentView> {
  const payment = await ownPayment(deps, payer, reference);
  const outcome = await settle(deps, payment, 'customer');
  switch (outcome.kind) {
    case 'recorded':
      return toView(outcome.payment, outcome.orderIds);
    case 'already':
      throw new AppError('conflict', paymentTexts.alreadyRecorded);
    case 'closed': {
      // Read again: a late payment may have just been refunded, with its own reason.
      const now = (await deps.payments.findByReference(reference)) ?? payment;
      throw new AppError('conflict', now.reason ?? paymentTexts.noLongerOpen);
    }
    case 'not_confirmed':
      throw new AppError('payment_failed', paymentTexts.notConfirmed);
    case 'rejected':
      throw new AppError('payment_failed', outcome.message);
  }
}

/** One of the diner's (or guest's) payments, with the orders it paid for once recorded. */
export async function paymentView(
  deps: SettlementDeps,
  payer: Payer,
  reference: string,
): Promise<PaymentView> {
  const payment = await ownPayment(deps, payer, reference);
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
