import { type MailMessage, renderMail } from '@server/mail';
import { formatMoney } from '@shared/money';

/** What the order mails show about one canceled order. */
export interface CanceledOrderMailData {
  orderId: string;
  /** The order's number, shown as `#1042`. */
  number: number;
  email: string;
  /** What is refunded: the whole order, dishes and delivery fee. */
  priceMinor: number;
  /** The part of `priceMinor` that is the delivery fee (0 for pickup). */
  deliveryFeeMinor: number;
  /** Where the refund stands when the mail is written. */
  refund: 'pending' | 'processing' | 'refunded';
}

const label = (o: CanceledOrderMailData) => `#${o.number} (${o.orderId})`;

function details(o: CanceledOrderMailData): Array<[string, string]> {
  return [
    ['Order', `#${o.number}`],
    ['Order ID', o.orderId],
    ...(o.deliveryFeeMinor
      ? ([['Delivery fee refunded', formatMoney(o.deliveryFeeMinor)]] as Array<[string, string]>)
      : []),
    ['Refund', formatMoney(o.priceMinor)],
  ];
}

/** Said when the refund includes a delivery fee. */
const feeSentence = (o: CanceledOrderMailData) =>
  o.deliveryFeeMinor
    ? [`The delivery fee of ${formatMoney(o.deliveryFeeMinor)} is refunded with your dishes.`]
    : [];

function params(o: CanceledOrderMailData) {
  return {
    order_id: o.orderId,
    order_number: `#${o.number}`,
    refund_amount: formatMoney(o.priceMinor),
    refund_status: o.refund,
  };
}

const refundSentence: Record<
  CanceledOrderMailData['refund'],
  (o: CanceledOrderMailData) => string
> = {
  refunded: (o) =>
    `We have refunded ${formatMoney(o.priceMinor)} to the card or account you paid with. Depending on your bank, it can take a few working days to show.`,
  processing: (o) =>
    `Your refund of ${formatMoney(o.priceMinor)} has been sent to the payment provider and is on its way to the card or account you paid with.`,
  pending: (o) =>
    `Your refund of ${formatMoney(o.priceMinor)} is being sent. We write to you again as soon as it has gone through.`,
};

/** Sent when a diner cancels a paid order. */
export function orderCanceledMail(o: CanceledOrderMailData, appUrl: string): MailMessage {
  const { html, text } = renderMail({
    title: 'Your order has been canceled',
    greeting: 'Hello,',
    paragraphs: [
      `Your order ${label(o)} has been canceled as you asked.`,
      refundSentence[o.refund](o),
      ...feeSentence(o),
    ],
    details: details(o),
    action: { label: 'See your past orders', url: `${appUrl}/user/past-orders` },
    footnote: 'If you did not cancel this order, please contact us right away.',
  });
  return {
    kind: 'order_canceled',
    to: o.email,
    subject: `Your Tavola order #${o.number} has been canceled`,
    html,
    text,
    params: params(o),
  };
}

/**
 * Sent when a canceled order's refund has gone through (written with that change). `action`: the
 * diner's past orders, or the order's signed page for an order without an account.
 */
export function orderRefundedMail(
  o: CanceledOrderMailData,
  action: { label: string; url: string },
): MailMessage {
  const { html, text } = renderMail({
    title: 'Your refund has been sent',
    greeting: 'Hello,',
    paragraphs: [
      `The refund for your canceled order ${label(o)} has gone through.`,
      refundSentence[o.refund](o),
      ...feeSentence(o),
    ],
    details: details(o),
    action,
  });
  return {
    kind: 'order_refunded',
    to: o.email,
    subject: `Your refund for Tavola order #${o.number}`,
    html,
    text,
    params: params(o),
  };
}
