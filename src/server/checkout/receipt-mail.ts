import { type MailMessage, renderMail } from '@server/mail';
import type { PaymentOrder } from '@server/orders';
import { BUSINESS } from '@shared/constants';
import { formatOrderDelivery } from '@shared/delivery-address';
import { lineLabel } from '@shared/dish-options';
import { formatMoney } from '@shared/money';
import { orderLinkTexts } from '@shared/order-links';
import { scheduleTexts } from '@shared/scheduled-orders';

/** One paid order, with its lines, and how it was paid: what its one receipt shows. */
export interface ReceiptMailData {
  order: PaymentOrder;
  email: string;
  customerName: string;
  /** The provider's reference; none for money taken at the counter or on delivery. */
  paymentReference: string | null;
  paymentMethod: string;
  /** Where and when pickup orders are collected (the restaurant's settings). */
  pickup: { address: string; note: string };
  /** Already formatted in the restaurant's time zone. */
  paidAt: string;
  /** The chosen ready time in words with the zone ("Tue 19:30 GMT+1"); null: as soon as possible. */
  scheduledFor?: string | null;
  /** The order page's signed link: live status, no sign-in needed. */
  orderPageUrl: string;
  /** A delivery's window, or how long its ride takes once ready (receipts.ts); null: none. */
  deliveryWords?: string | null;
}

export type Row = [string, string];

/** The delivery fee and address, or the pickup place and its hours. */
export function fulfilmentRows({
  order,
  pickup,
}: Pick<ReceiptMailData, 'order' | 'pickup'>): Row[] {
  if (order.fulfilment === 'pickup')
    return [
      ['Delivery fee', 'Pickup — no delivery fee'],
      ['Pickup at', pickup.address],
      ['Opening hours', pickup.note],
    ];
  return [
    ['Delivery fee', formatMoney(order.deliveryFeeMinor)],
    ['Deliver to', `${formatOrderDelivery(order)}, ${order.deliveryPhone ?? ''}`],
  ];
}

/** Each line with its choices and note, unit price and line total. */
export const lineRows = (order: PaymentOrder): Row[] =>
  order.lines.map((line) => [
    `${lineLabel(line.name, line.choices, line.note)} × ${line.quantity}`,
    `${formatMoney(line.unitPriceMinor)} each — ${formatMoney(line.lineTotalMinor)}`,
  ]);

/** The one receipt mailed for each paid order: every line, the fee (or pickup place) and the total. */
export function orderReceiptMail(r: ReceiptMailData): MailMessage {
  const { order } = r;
  const number = `#${order.number}`;
  const { html, text } = renderMail({
    title: 'Thank you for your order',
    greeting: `Hello ${r.customerName},`,
    paragraphs: [
      `We have received your payment and ${BUSINESS.name}'s kitchen has your order ${number} (${order.orderId}). Here is your receipt.`,
      ...(r.scheduledFor ? [`${scheduleTexts.scheduledFor(r.scheduledFor)}.`] : []),
      ...(r.deliveryWords ? [r.deliveryWords] : []),
      ...(order.fulfilment === 'pickup'
        ? [`Collect it at ${r.pickup.address}. ${r.pickup.note}`]
        : []),
    ],
    details: [
      ['Order', number],
      ['Order ID', order.orderId],
      ...(r.scheduledFor ? ([[scheduleTexts.readyAtLabel, r.scheduledFor]] as Row[]) : []),
      ...lineRows(order),
      ['Items', formatMoney(order.subtotalMinor)],
      ...fulfilmentRows(r),
      ['Total', formatMoney(order.totalMinor)],
      ...(order.note ? ([['Your note', order.note]] as Row[]) : []),
      ['Paid with', r.paymentMethod],
      ...(r.paymentReference ? ([['Payment reference', r.paymentReference]] as Row[]) : []),
      ['Paid on', r.paidAt],
    ],
    action: { label: orderLinkTexts.receiptAction, url: r.orderPageUrl },
    footnote: `Questions about your order? Call us on ${BUSINESS.phone} and give the order number.`,
  });
  return {
    kind: 'order_receipt',
    to: r.email,
    subject: `Your ${BUSINESS.name} receipt for order ${number}`,
    html,
    text,
    params: {
      order_id: order.orderId,
      order_number: number,
      lines: order.lines.map((l) => `${lineLabel(l.name, l.choices)} x${l.quantity}`).join(', '),
      items_total: formatMoney(order.subtotalMinor),
      delivery_fee: formatMoney(order.deliveryFeeMinor),
      order_total: formatMoney(order.totalMinor),
      fulfilment: order.fulfilment,
      payment_reference: r.paymentReference ?? '',
      payment_method: r.paymentMethod,
      paid_at: r.paidAt,
      order_page_url: r.orderPageUrl,
    },
  };
}
