import { recordAudit } from '@server/audit';
import type { Db } from '@server/db/client';
import { AppError } from '@server/errors';
import type { StartedPayment } from '@shared/checkout';
import { BUSINESS, CURRENCY, DELIVERY_OPTIONS, PICKUP_OPTION } from '@shared/constants';
import { type Order, orderTexts } from '@shared/orders';
import {
  PAYMENT_LINK_DAYS,
  PAYMENT_LINK_PURPOSE,
  type PayLinkPayment,
  type PayLinkView,
  paymentLinkTexts as texts,
} from '@shared/payment-links';
import { paymentTexts } from '@shared/payments';
import type { SettlementDeps } from './deps';
import { type PaymentLinkMailData, paymentLinkMail } from './payment-link-mail';
import { settle } from './settlement';

const DAY_MS = 86_400_000;

/** A fresh signed link to the order's pay page, good for PAYMENT_LINK_DAYS. */
export function signPaymentLink(deps: SettlementDeps, orderId: string, now = new Date()) {
  const expiresAt = new Date(now.getTime() + PAYMENT_LINK_DAYS * DAY_MS);
  const token = deps.links.sign(PAYMENT_LINK_PURPOSE, orderId, expiresAt);
  return { token, url: `${deps.config.appUrl}/pay/${token}`, expiresAt };
}

/** Writes the payment link mail into the outbox inside `tx` (the order's, or the resend's). */
export async function queuePaymentLinkMail(
  deps: SettlementDeps,
  tx: Db,
  data: Omit<PaymentLinkMailData, 'url' | 'expiresText'>,
  now = new Date(),
) {
  const link = signPaymentLink(deps, data.orderId, now);
  const ids = await deps.mail.enqueueInTransaction(tx, [
    paymentLinkMail({ ...data, url: link.url, expiresText: deps.paidAtText(link.expiresAt) }),
  ]);
  return { ids, expiresAt: link.expiresAt };
}

/** "Resend payment link" in the back office: a fresh link mailed, audit-logged with it. */
export async function resendPaymentLink(deps: SettlementDeps, orderId: string) {
  const found = await deps.orders.linkedOrder(orderId);
  if (!found) throw new AppError('not_found', orderTexts.notFound);
  const { order } = found;
  if (order.status === 'canceled') throw new AppError('conflict', texts.canceledOrder);
  if (order.source === 'online' || !order.awaitingPayment)
    throw new AppError('conflict', texts.alreadyPaid);
  if (order.paymentMethod !== 'payment_link') throw new AppError('conflict', texts.notALinkOrder);
  if (!order.email) throw new AppError('conflict', texts.noEmail);
  const sent = await deps.db.transaction(async (tx) => {
    const queued = await queuePaymentLinkMail(deps, tx, mailDataOf(order));
    await recordAudit(tx, {
      action: 'order.payment_link_resend',
      subjectType: 'order',
      subjectId: order.orderId,
      summary: `Order #${order.number}: payment link sent again to ${order.email}`,
    });
    return queued;
  });
  deps.mail.deliverSoon(sent.ids);
  return { email: order.email, expiresAt: sent.expiresAt.toISOString() };
}

function mailDataOf(order: Order): Omit<PaymentLinkMailData, 'url' | 'expiresText'> {
  return {
    email: order.email,
    customerName: order.customerName,
    number: order.number,
    orderId: order.orderId,
    lines: order.lines,
    deliveryFeeMinor: order.deliveryFeeMinor,
    totalMinor: order.totalMinor,
  };
}

/**
 * The order a token opens. A forged or altered token is a 404; a genuine one past its expiry a
 * 410 (its signature still checks when asked as of the epoch), each in words the diner can act on.
 */
async function openLink(deps: SettlementDeps, token: string) {
  const orderId = deps.links.verify(PAYMENT_LINK_PURPOSE, token);
  if (!orderId) {
    if (deps.links.verify(PAYMENT_LINK_PURPOSE, token, new Date(0)))
      throw new AppError('gone', texts.expired);
    throw new AppError('not_found', texts.invalid);
  }
  const found = await deps.orders.linkedOrder(orderId);
  if (!found) throw new AppError('not_found', texts.invalid);
  const expiresAt = new Date(Number(token.split('.')[1]) * 1000);
  return { ...found, expiresAt };
}

const stateOf = (order: Order): PayLinkView['state'] =>
  order.status === 'canceled' ? 'canceled' : order.awaitingPayment ? 'unpaid' : 'paid';

/** GET /api/pay/:token: what the pay page shows. */
export async function payLinkView(deps: SettlementDeps, token: string): Promise<PayLinkView> {
  const { order, expiresAt } = await openLink(deps, token);
  return {
    restaurant: BUSINESS.name,
    orderId: order.orderId,
    number: order.number,
    customerName: order.customerName,
    fulfilment: order.fulfilment,
    lines: order.lines,
    subtotalMinor: order.subtotalMinor,
    deliveryFeeMinor: order.deliveryFeeMinor,
    totalMinor: order.totalMinor,
    currency: CURRENCY,
    state: stateOf(order),
    expiresAt: expiresAt.toISOString(),
  };
}

/**
 * "Pay": a card payment for exactly the order's total through the payments domain, like a
 * checkout's, but naming the order instead of an account and a cart. Refused once it is paid or
 * canceled; a second tab may start another (settlement records one and refunds the other).
 */
export async function startLinkPayment(
  deps: SettlementDeps,
  token: string,
): Promise<StartedPayment> {
  const { id, order } = await openLink(deps, token);
  const state = stateOf(order);
  if (state === 'paid') throw new AppError('conflict', texts.paid);
  if (state === 'canceled') throw new AppError('conflict', texts.canceled);
  const pickup = order.fulfilment === 'pickup';
  const started = await deps.payments.start({
    userId: null,
    orderId: id,
    email: order.email,
    customerName: order.customerName,
    amountMinor: order.totalMinor,
    currency: CURRENCY,
    deliveryAddress: order.deliveryAddress ?? '',
    deliveryArea: order.deliveryArea,
    deliveryDirections: order.deliveryDirections,
    deliveryPhone: order.customerPhone,
    deliveryOption: pickup ? PICKUP_OPTION : DELIVERY_OPTIONS[0],
    note: order.note,
    // What is paid for is the order's lines, kept by the order; the payment names the order.
    lines: [],
    callbackUrl: `${deps.config.appUrl}/pay/${token}`,
  });
  return {
    reference: started.payment.reference,
    accessCode: started.accessCode,
    authorizationUrl: started.authorizationUrl,
    amountMinor: started.payment.amountMinor,
    currency: started.payment.currency,
    provider: deps.payments.providerInfo(),
  };
}

/** One payment of this link's order, or a 404 as for an unknown one. */
async function paymentOfLink(deps: SettlementDeps, token: string, reference: string) {
  const { id } = await openLink(deps, token);
  const payment = await deps.payments.findByReference(reference);
  if (!payment || payment.orderId !== id)
    throw new AppError('not_found', 'Unknown payment reference.');
  return payment;
}

const viewOf = (p: {
  reference: string;
  status: PayLinkPayment['status'];
  amountMinor: number;
  reason: string | null;
}): PayLinkPayment => ({
  reference: p.reference,
  status: p.status,
  amountMinor: p.amountMinor,
  reason: p.reason,
});

/** Back from the provider: verify and settle (settlement.ts decides), then say how it ended. */
export async function confirmLinkPayment(
  deps: SettlementDeps,
  token: string,
  reference: string,
): Promise<PayLinkPayment> {
  const payment = await paymentOfLink(deps, token, reference);
  const outcome = await settle(deps, payment, 'customer');
  if (outcome.kind === 'not_confirmed')
    throw new AppError('payment_failed', paymentTexts.notConfirmed);
  const now = (await deps.payments.findByReference(reference)) ?? payment;
  return viewOf(now);
}

/** GET …/payments/:reference: how a payment of the link ended (after a reload, for one). */
export async function linkPaymentView(
  deps: SettlementDeps,
  token: string,
  reference: string,
): Promise<PayLinkPayment> {
  return viewOf(await paymentOfLink(deps, token, reference));
}
