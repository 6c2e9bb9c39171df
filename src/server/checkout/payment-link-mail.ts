import { type MailMessage, renderMail } from '@server/mail';
import { BUSINESS } from '@shared/constants';
import { type ChosenOption, lineLabel } from '@shared/dish-options';
import { formatMoney } from '@shared/money';
import { paymentLinkTexts as texts } from '@shared/payment-links';

/** What the payment link mail shows: the order as it will be paid, and the link. */
export interface PaymentLinkMailData {
  email: string;
  customerName: string;
  number: number;
  orderId: string;
  lines: {
    name: string;
    quantity: number;
    unitPriceMinor: number;
    choices: readonly Pick<ChosenOption, 'name'>[];
    note: string | null;
  }[];
  deliveryFeeMinor: number;
  totalMinor: number;
  url: string;
  /** When the link stops working, in words with the restaurant's zone. */
  expiresText: string;
}

/** The mail with a card payment link for a phone order, sent and resent. */
export function paymentLinkMail(d: PaymentLinkMailData): MailMessage {
  const number = `#${d.number}`;
  const { html, text } = renderMail({
    title: texts.mailTitle,
    greeting: `Hello ${d.customerName},`,
    paragraphs: [texts.mailIntro(d.number), texts.mailExpiry(d.expiresText)],
    details: [
      ['Order', number],
      ['Order ID', d.orderId],
      ...d.lines.map((line): [string, string] => [
        `${lineLabel(line.name, line.choices, line.note)} × ${line.quantity}`,
        formatMoney(line.unitPriceMinor * line.quantity),
      ]),
      ...(d.deliveryFeeMinor > 0
        ? ([['Delivery fee', formatMoney(d.deliveryFeeMinor)]] as [string, string][])
        : []),
      ['Total', formatMoney(d.totalMinor)],
    ],
    action: { label: texts.pay(formatMoney(d.totalMinor)), url: d.url },
    footnote: `Questions about your order? Call us on ${BUSINESS.phone} and give the order number.`,
  });
  return {
    kind: 'payment_link',
    to: d.email,
    subject: texts.mailSubject(BUSINESS.name, d.number),
    html,
    text,
    params: {
      order_id: d.orderId,
      order_number: number,
      order_total: formatMoney(d.totalMinor),
      payment_url: d.url,
      expires: d.expiresText,
    },
  };
}
