import { type MailMessage, renderMail } from '@server/mail';
import { formatMoney } from '@shared/money';

/** What the order mails show about one canceled order line. */
export interface CanceledOrderMailData {
  orderId: string;
  email: string;
  mealName: string;
  quantity: number;
  priceMinor: number;
  /** Where the refund stands when the mail is written. */
  refund: 'pending' | 'processing' | 'refunded';
}

function details(o: CanceledOrderMailData): Array<[string, string]> {
  return [
    ['Order ID', o.orderId],
    ['Meal', o.mealName],
    ['Quantity', String(o.quantity)],
    ['Refund', formatMoney(o.priceMinor)],
  ];
}

function params(o: CanceledOrderMailData) {
  return {
    order_id: o.orderId,
    meal_name: o.mealName,
    quantity: o.quantity,
    refund_amount: formatMoney(o.priceMinor),
    refund_status: o.refund,
  };
}

const refundSentence: Record<CanceledOrderMailData['refund'], string> = {
  refunded:
    'We have refunded the full price to the card or account you paid with. Depending on your bank, it can take a few working days to show.',
  processing:
    'Your refund of the full price has been sent to the payment provider and is on its way to the card or account you paid with.',
  pending:
    'Your refund of the full price is being sent. If it does not go through at once, we retry it automatically and write to you when it is done.',
};

/** Sent when a diner cancels a paid order. */
export function orderCanceledMail(o: CanceledOrderMailData, appUrl: string): MailMessage {
  const { html, text } = renderMail({
    title: 'Your order has been canceled',
    greeting: 'Hello,',
    paragraphs: [
      `Your order ${o.orderId} (${o.mealName}) has been canceled as you asked.`,
      refundSentence[o.refund],
    ],
    details: details(o),
    action: { label: 'See your past orders', url: `${appUrl}/user/past-orders` },
    footnote: 'If you did not cancel this order, please contact us right away.',
  });
  return {
    kind: 'order_canceled',
    to: o.email,
    subject: `Your Tavola order ${o.orderId} has been canceled`,
    html,
    text,
    params: params(o),
  };
}

/** Sent when a refund that did not go through at cancel time went through later. */
export function orderRefundedMail(o: CanceledOrderMailData, appUrl: string): MailMessage {
  const { html, text } = renderMail({
    title: 'Your refund has been sent',
    greeting: 'Hello,',
    paragraphs: [
      `The refund for your canceled order ${o.orderId} (${o.mealName}) has gone through.`,
      refundSentence[o.refund],
    ],
    details: details(o),
    action: { label: 'See your past orders', url: `${appUrl}/user/past-orders` },
  });
  return {
    kind: 'order_refunded',
    to: o.email,
    subject: `Your refund for Tavola order ${o.orderId}`,
    html,
    text,
    params: params(o),
  };
}
