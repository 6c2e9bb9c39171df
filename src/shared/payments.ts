import { z } from 'zod';

/**
 * Card payments: the providers, the public facts the browser may know about the active one, the
 * message protocol of the checkout frame (docs/storefront-spec.md §4) and the sandbox's test cards. Secrets never
 * appear here: this file is bundled into the browser.
 */

export const PAYMENT_PROVIDERS = ['sandbox', 'paystack'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** The provider's name as shown to diners ('Pay with Sandbox'); also stored as the payment method. */
export const PROVIDER_DISPLAY_NAMES: Record<PaymentProviderName, string> = {
  sandbox: 'Sandbox',
  paystack: 'Paystack',
};

/**
 * How the browser opens the provider's checkout for a transaction the server started:
 * - frame: our inline module shows the provider's checkout page in a frame over the storefront;
 * - popup: the provider's own inline script (loaded only then) opens its popup;
 * - redirect: the browser goes to the provider's hosted page, which returns to /checkout/payment.
 */
export const BROWSER_CHECKOUTS = ['frame', 'popup', 'redirect'] as const;
export type BrowserCheckout = (typeof BROWSER_CHECKOUTS)[number];

/** What the browser needs to open the active provider's checkout. */
export const providerInfoSchema = z.object({
  name: z.enum(PAYMENT_PROVIDERS),
  displayName: z.string(),
  /** The provider's public key (never the secret one). */
  publicKey: z.string(),
  checkout: z.enum(BROWSER_CHECKOUTS),
});
export type ProviderInfo = z.infer<typeof providerInfoSchema>;

/** Messages the checkout frame posts to the storefront (docs/storefront-spec.md §4 "Messages from the checkout frame"). */
export const CHECKOUT_FRAME_EVENTS = [
  'loaded:checkout',
  'loaded:transaction',
  'success',
  'cancel',
  'close',
  'transfer:pending',
  'error',
] as const;
export type CheckoutFrameEvent = (typeof CHECKOUT_FRAME_EVENTS)[number];

export interface CheckoutFrameMessage {
  event: CheckoutFrameEvent;
  /** The id of the frame that sent it (5 random alphanumerics), so stale frames are ignored. */
  frameId: string;
  data?: Record<string, unknown>;
}

/** The sandbox's test cards (digits only). Any future MM/YY expiry and any 3-digit CVV. */
export const SANDBOX_CARDS = {
  success: '4084084084084081',
  declined: '4084080000005408',
  transferPending: '5060666666666666666',
} as const;

export const sandboxTexts = {
  title: 'Sandbox checkout',
  notice: 'Test mode: no real money moves. Use a test card.',
  cardNumber: 'Card number',
  expiry: 'Expiry date',
  expiryPlaceholder: 'MM/YY',
  cvv: 'CVV',
  pay: 'Pay',
  cancel: 'Cancel payment',
  declined: 'Your card was declined. Try another card or cancel the payment.',
  unknownCard:
    'This is not a sandbox test card. Use 4084 0840 8408 4081 (success), 4084 0800 0000 5408 (declined) or 5060 6666 6666 6666 666 (bank transfer pending).',
  cardNumberInvalid: 'Enter the card number (12 to 19 digits).',
  expiryInvalid: 'Enter the expiry date as MM/YY.',
  expired: 'This card has expired. Use a future expiry date.',
  cvvInvalid: 'Enter the 3-digit CVV.',
  success: 'Payment successful',
  transferPending: 'Waiting for your bank to confirm the transfer.',
  transactionNotFound: 'This checkout link is invalid or has expired.',
  alreadyPaid: 'This transaction has already been paid.',
  notPayable: 'This transaction can no longer be paid.',
  invalidKey: 'Invalid key',
} as const;

export const paymentTexts = {
  unknownReference: 'Unknown payment reference.',
  alreadyRecorded: 'This payment has already been recorded.',
  notConfirmed: 'The payment provider has not confirmed this payment.',
  noLongerOpen: 'This payment is no longer open. Please start a new payment.',
  amountMismatch:
    'The amount paid does not match the order total, so nothing was recorded. The payment will be refunded.',
  cartChanged:
    'Your cart changed after the payment started, so nothing was recorded. The payment will be refunded.',
  providerUnavailable: 'The payment provider could not be reached. Please try again in a moment.',
  providerRefused: 'The payment provider refused the request.',
  refundNotPaid: 'Only a successful payment can be refunded.',
  refundTooLarge: 'The refund is larger than what is left of the payment.',
  refundAmountInvalid: 'The refund amount must be a positive number of kobo.',
  badSignature: 'Invalid webhook signature.',
  noHostedPage: 'The payment provider gave no checkout page.',
  checkoutFailed: 'The payment could not be completed. Please try again.',
} as const;

export const PAYMENT_STATUSES = ['pending', 'successful', 'failed', 'rejected'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** A payment as its owner sees it. */
export const paymentViewSchema = z.object({
  reference: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  amountMinor: z.number().int(),
  currency: z.string(),
  method: z.string(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  /** Public ids of the orders it paid for (empty until it is recorded). */
  orderIds: z.array(z.string()),
  /** Why it was refused or failed, when it was. */
  reason: z.string().nullable(),
});
export type PaymentView = z.infer<typeof paymentViewSchema>;

/** A refund the back office should look at ("needs attention"): see payments.listRefundsNeedingAttention. */
export const refundNeedingAttentionSchema = z.object({
  refundId: z.string(),
  paymentId: z.string(),
  /** The payment's transaction reference, as the provider's dashboard shows it. */
  reference: z.string(),
  customerEmail: z.string(),
  customerName: z.string(),
  amountMinor: z.number().int(),
  currency: z.string(),
  /**
   * unknown: no answer came from the provider and it could not be found yet; needs_attention: the
   * provider needs the diner's account details; failed: the refund of a refused payment was refused.
   */
  status: z.enum(['unknown', 'needs_attention', 'failed']),
  message: z.string().nullable(),
  idempotencyKey: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type RefundNeedingAttention = z.infer<typeof refundNeedingAttentionSchema>;

/** Words for refund states the back office shows. */
export const refundStatusTexts = {
  unknown: 'No answer from the payment provider yet; being checked',
  needs_attention: 'The payment provider needs the customer’s bank details',
  failed: 'Refused by the payment provider; will be retried',
  pending: 'Refund in progress at the payment provider',
  refunded: 'Refunded',
} as const;

/** A refund the provider has not told us the outcome of, as the owner reads it: with its age. */
export function awaitingProviderText(ageMs: number): string {
  const minutes = Math.max(0, Math.floor(ageMs / 60_000));
  const age =
    minutes < 1
      ? 'under a minute'
      : minutes < 120
        ? `${minutes} min`
        : minutes < 2880
          ? `${Math.floor(minutes / 60)} hours`
          : `${Math.floor(minutes / 1440)} days`;
  return `awaiting the payment provider (asked ${age} ago); checked again automatically, never sent twice`;
}
