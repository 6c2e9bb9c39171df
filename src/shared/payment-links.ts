import { z } from 'zod';
import { formatMoney } from './money';
import { FULFILMENTS, orderLineSchema } from './orders';

/**
 * Card payment links: staff take an order on the phone and the customer pays it
 * by card from a link in a mail, on `/pay/<token>`, without an account. The words both sides use,
 * and the pay page's request and answer shapes.
 */

/** How long a mailed link works; a resend mails a fresh one. */
export const PAYMENT_LINK_DAYS = 7;
/** The signed link's purpose: a token made for anything else opens nothing here. */
export const PAYMENT_LINK_PURPOSE = 'order-payment';

export const paymentLinkTexts = {
  choice: 'Card payment link by mail',
  emailRequired: "A card payment link goes by mail: please enter the customer's e-mail address.",
  unpaidLinkSent: 'Unpaid — card link sent',
  resend: 'Resend payment link',
  resent: (email: string) => `Payment link sent again to ${email}.`,
  notALinkOrder: 'This order is not paid by a card payment link.',
  noEmail: 'This order has no e-mail address to send the link to.',
  alreadyPaid: 'This order is already paid; there is nothing to send.',
  canceledOrder: 'This order was canceled; there is nothing to pay.',
  // The pay page.
  pageTitle: 'Pay for your order',
  orderTitle: 'Your order',
  pay: (amount: string) => `Pay ${amount}`,
  paid: 'This order is paid. Thank you.',
  canceled: 'This order was canceled, so there is nothing to pay.',
  invalid: 'This payment link is not valid. Please ask the restaurant to send you a new one.',
  expired: 'This payment link has expired. Please ask the restaurant to send you a new one.',
  verifying: 'Checking your payment with the bank…',
  cancelledCheckout: 'The payment was not completed. You can try again.',
  transferPending:
    'Your bank transfer is on its way; this page will say paid as soon as the bank confirms it.',
  refundedPaid: (amount: string) =>
    `This order had already been paid, so your payment of ${amount} is being refunded in full.`,
  refundedCanceled: (amount: string) =>
    `This order was canceled before your payment arrived, so your payment of ${amount} is being refunded in full.`,
  // The mail.
  mailSubject: (business: string, number: number) => `Pay for your ${business} order #${number}`,
  mailTitle: 'Your order is waiting for payment',
  mailIntro: (number: number) =>
    `Thank you for your order #${number}. You can pay it by card with the button below.`,
  mailExpiry: (when: string) => `The link works until ${when}.`,
} as const;

/** The amount in words for the pay button: "Pay NGN 12,500.00". */
export const payButtonLabel = (minor: number) => paymentLinkTexts.pay(formatMoney(minor));

export const payTokenParamsSchema = z.strictObject({
  token: z.string().regex(/^[A-Za-z0-9_.-]{1,400}$/, paymentLinkTexts.invalid),
});

export const payLinkPaymentParamsSchema = payTokenParamsSchema.extend({
  reference: z.string().regex(/^[\w.=-]{1,100}$/, 'Unknown payment reference.'),
});

/** What the pay page shows: the order as the customer will pay it, and whether it still can be. */
export const payLinkViewSchema = z.object({
  restaurant: z.string(),
  orderId: z.string(),
  number: z.number().int(),
  customerName: z.string(),
  fulfilment: z.enum(FULFILMENTS),
  lines: z.array(orderLineSchema),
  subtotalMinor: z.number().int(),
  deliveryFeeMinor: z.number().int(),
  totalMinor: z.number().int(),
  currency: z.string(),
  state: z.enum(['unpaid', 'paid', 'canceled']),
  /** When the link stops working (ISO). */
  expiresAt: z.string(),
});
export type PayLinkView = z.infer<typeof payLinkViewSchema>;
export const payLinkResponseSchema = z.object({ order: payLinkViewSchema });

/** How one payment made from the link ended, as its page is told. */
export const payLinkPaymentSchema = z.object({
  reference: z.string(),
  status: z.enum(['pending', 'successful', 'failed', 'rejected']),
  amountMinor: z.number().int(),
  /** Why it failed or was refused (a refunded payment says so in words). */
  reason: z.string().nullable(),
});
export const payLinkPaymentResponseSchema = z.object({ payment: payLinkPaymentSchema });
export type PayLinkPayment = z.infer<typeof payLinkPaymentSchema>;

/** POST /api/admin/orders/:orderId/payment-link: the link mailed again. */
export const resendPaymentLinkResponseSchema = z.object({
  email: z.string(),
  expiresAt: z.string(),
});
