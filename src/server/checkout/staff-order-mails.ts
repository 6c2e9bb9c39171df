import type { Db } from '@server/db/client';
import { type MailMessage, renderMail } from '@server/mail';
import type { PaymentOrder } from '@server/orders';
import { BUSINESS } from '@shared/constants';
import { formatMoney } from '@shared/money';
import { orderLinkTexts } from '@shared/order-links';
import { scheduleTexts } from '@shared/scheduled-orders';
import {
  type CounterPayment,
  staffOrderTexts,
  staffOrderMailTexts as texts,
} from '@shared/staff-orders';
import type { SettlementDeps } from './deps';
import { fulfilmentRows, lineRows, orderReceiptMail, type Row } from './receipt-mail';
import { receiptDeliveryWords, scheduledWords } from './receipts';

/**
 * The mails of a staff order with the customer's e-mail address, paid at the counter or on
 * delivery (docs/decisions/033-staff-orders.md): the order confirmation with the live order link,
 * written in the transaction that places the order, and the receipt when staff mark it paid,
 * written in that transaction. (A card payment link order has its own: the link's mail, then the
 * receipt when the link is paid.) No address: no mail.
 */

interface ConfirmationData {
  order: PaymentOrder;
  email: string;
  customerName: string;
  pickup: { address: string; note: string };
  /** "Tue 19:30 GMT+1"; null: as soon as possible. */
  scheduledFor: string | null;
  /** When a delivery arrives (receiptDeliveryWords); null for pickup or without zones. */
  deliveryWords?: string | null;
  orderPageUrl: string;
}

/** "We have your order": what was ordered, what it costs and how to pay it, and its live link. */
export function staffOrderConfirmationMail(d: ConfirmationData): MailMessage {
  const { order } = d;
  const number = `#${order.number}`;
  const amount = formatMoney(order.totalMinor);
  const { html, text } = renderMail({
    title: texts.title,
    greeting: `Hello ${d.customerName},`,
    paragraphs: [
      texts.intro(BUSINESS.name, order.number),
      ...(d.scheduledFor ? [`${scheduleTexts.scheduledFor(d.scheduledFor)}.`] : []),
      ...(d.deliveryWords ? [d.deliveryWords] : []),
      order.fulfilment === 'pickup' ? texts.payPickup(amount) : texts.payDelivery(amount),
      ...(order.fulfilment === 'pickup'
        ? [`Collect it at ${d.pickup.address}. ${d.pickup.note}`]
        : []),
    ],
    details: [
      ['Order', number],
      ['Order ID', order.orderId],
      ...(d.scheduledFor ? ([[scheduleTexts.readyAtLabel, d.scheduledFor]] as Row[]) : []),
      ...lineRows(order),
      ['Items', formatMoney(order.subtotalMinor)],
      ...fulfilmentRows(d),
      ['Total', amount],
      ...(order.note ? ([['Your note', order.note]] as Row[]) : []),
      [texts.toPay, texts.toPayWhen(amount, order.fulfilment)],
    ],
    action: { label: orderLinkTexts.receiptAction, url: d.orderPageUrl },
    footnote: `Questions about your order? Call us on ${BUSINESS.phone} and give the order number.`,
  });
  return {
    kind: 'order_placed',
    to: d.email,
    subject: texts.subject(BUSINESS.name, order.number),
    html,
    text,
    params: {
      order_id: order.orderId,
      order_number: number,
      order_total: amount,
      fulfilment: order.fulfilment,
      order_page_url: d.orderPageUrl,
    },
  };
}

const scheduledText = (deps: SettlementDeps, at: Date | null, now: Date) =>
  at ? scheduledWords(at, now, deps.config.timeZone) : null;

/** Writes the confirmation of a just-placed staff order into the outbox inside `tx`. */
export async function queueStaffOrderConfirmation(
  deps: SettlementDeps,
  tx: Db,
  placed: { orderRowId: string; email: string; customerName: string; at: Date },
): Promise<string[]> {
  const order = await deps.orders.forReceipt(placed.orderRowId, tx);
  if (!order || !placed.email) return [];
  return deps.mail.enqueueInTransaction(tx, [
    staffOrderConfirmationMail({
      order,
      email: placed.email,
      customerName: placed.customerName,
      pickup: deps.config.pickup,
      scheduledFor: scheduledText(deps, order.scheduledFor, placed.at),
      deliveryWords: receiptDeliveryWords(
        order,
        order.deliveryEstimateMinutes,
        placed.at,
        deps.config.timeZone,
      ),
      orderPageUrl: deps.orders.pageLink(order.orderId),
    }),
  ]);
}

/** Writes the receipt of a staff order just marked paid into the outbox inside `tx`. */
export async function queueCounterReceipt(
  deps: SettlementDeps,
  tx: Db,
  paid: { id: string; email: string; customerName: string; paidAt: Date | null },
  method: CounterPayment,
): Promise<string[]> {
  const order = await deps.orders.forReceipt(paid.id, tx);
  if (!order || !paid.email) return [];
  const paidAt = paid.paidAt ?? new Date();
  return deps.mail.enqueueInTransaction(tx, [
    orderReceiptMail({
      order,
      email: paid.email,
      customerName: paid.customerName,
      paymentReference: null,
      paymentMethod: staffOrderTexts.paymentLabels[method],
      pickup: deps.config.pickup,
      paidAt: deps.paidAtText(paidAt),
      scheduledFor: scheduledText(deps, order.scheduledFor, paidAt),
      orderPageUrl: deps.orders.pageLink(order.orderId),
    }),
  ]);
}
