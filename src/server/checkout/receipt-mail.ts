import { type MailMessage, renderMail } from '@server/mail';
import { BUSINESS } from '@shared/constants';
import { formatMoney } from '@shared/money';

/** One paid order line and the payment it belongs to, as the receipt shows them. */
export interface ReceiptMailData {
  orderId: string;
  email: string;
  customerName: string;
  mealName: string;
  quantity: number;
  unitPriceMinor: number;
  linePriceMinor: number;
  /** Shared by every order of the payment: how it was paid and where it goes. */
  paymentReference: string;
  paymentMethod: string;
  paymentTotalMinor: number;
  deliveryFeeMinor: number;
  deliveryOption: string;
  deliveryAddress: string;
  /** Already formatted in the restaurant's time zone. */
  paidAt: string;
}

/** The receipt mailed for each paid order. */
export function orderReceiptMail(r: ReceiptMailData, appUrl: string): MailMessage {
  const { html, text } = renderMail({
    title: 'Thank you for your order',
    greeting: `Hello ${r.customerName},`,
    paragraphs: [
      `We have received your payment and ${BUSINESS.name}'s kitchen has your order ${r.orderId}. Here is your receipt.`,
    ],
    details: [
      ['Order ID', r.orderId],
      ['Meal', r.mealName],
      ['Quantity', String(r.quantity)],
      ['Unit price', formatMoney(r.unitPriceMinor)],
      ['Order price', formatMoney(r.linePriceMinor)],
      ['Delivery', r.deliveryOption],
      ['Address', r.deliveryAddress],
      ['Paid with', r.paymentMethod],
      ['Payment reference', r.paymentReference],
      [
        'Payment total (with delivery fee)',
        `${formatMoney(r.paymentTotalMinor)} (delivery fee ${formatMoney(r.deliveryFeeMinor)})`,
      ],
      ['Paid on', r.paidAt],
    ],
    action: { label: 'See your orders', url: `${appUrl}/user/present-orders` },
    footnote: `Questions about your order? Call us on ${BUSINESS.phone} and give the order ID.`,
  });
  return {
    kind: 'order_receipt',
    to: r.email,
    subject: `Your ${BUSINESS.name} receipt for order ${r.orderId}`,
    html,
    text,
    params: {
      order_id: r.orderId,
      meal_name: r.mealName,
      quantity: r.quantity,
      order_price: formatMoney(r.linePriceMinor),
      payment_reference: r.paymentReference,
      payment_method: r.paymentMethod,
      payment_total: formatMoney(r.paymentTotalMinor),
      delivery_option: r.deliveryOption,
      paid_at: r.paidAt,
    },
  };
}
