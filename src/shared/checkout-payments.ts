import { z } from 'zod';
import type { Fulfilment } from './fulfilment';

/**
 * How a diner pays at checkout: online through the payment provider (card, bank transfer or
 * USSD), or in person when the order is handed over ("pay at pickup" / "pay on delivery"), which
 * the owner allows per fulfilment. An order paid in person is recorded unpaid, like a phone order:
 * the kitchen's ticket says how much to collect and staff mark it paid once they have the money.
 */
export const CHECKOUT_PAYMENTS = ['online', 'in_person'] as const;
export type CheckoutPayment = (typeof CHECKOUT_PAYMENTS)[number];

/** Which in-person payments the owner allows; both off until the owner turns one on. */
export const paymentOptionsSchema = z.strictObject({
  payAtPickup: z.boolean(),
  payOnDelivery: z.boolean(),
});
export type PaymentOptions = z.infer<typeof paymentOptionsSchema>;
export const DEFAULT_PAYMENT_OPTIONS: PaymentOptions = { payAtPickup: false, payOnDelivery: false };

/** Whether the diner may pay in person for this fulfilment. */
export const inPersonAllowed = (options: PaymentOptions, fulfilment: Fulfilment) =>
  fulfilment === 'pickup' ? options.payAtPickup : options.payOnDelivery;

export const checkoutPaymentTexts = {
  /** The choice's legend on the checkout page. */
  choose: 'How would you like to pay?',
  online: 'Pay online now',
  onlineHint: 'Card, bank transfer or USSD.',
  inPerson: (fulfilment: Fulfilment) =>
    fulfilment === 'pickup' ? 'Pay at pickup' : 'Pay on delivery',
  inPersonHint: (fulfilment: Fulfilment) =>
    fulfilment === 'pickup'
      ? 'Pay at the counter when you collect it, in cash or by card.'
      : 'Pay the rider when it arrives, in cash or by card.',
  checkDetails: 'Please check your details above.',
  startFailed: 'We could not start the payment. Please try again.',
  placeFailed: 'We could not place the order. Please try again.',
  /** The summary's button when nothing is paid now. */
  placeOrder: 'Place order',
  placed: (number: number) => `Order #${number} placed. Pay when you get it.`,
  notAllowed: (fulfilment: Fulfilment) =>
    fulfilment === 'pickup'
      ? 'Paying at pickup is not offered right now. Please pay online.'
      : 'Paying on delivery is not offered right now. Please pay online.',
  /** The settings section. */
  settingsIntro:
    'Diners can always pay online. Let them also pay in person, recorded unpaid until staff mark the order paid.',
  payAtPickupLabel: 'Diners may pay at pickup',
  payOnDeliveryLabel: 'Diners may pay on delivery',
} as const;
