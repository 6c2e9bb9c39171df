import { z } from 'zod';
import {
  ADDRESS_MAX_LENGTH,
  ADDRESS_MIN_LENGTH,
  AREA_MAX_LENGTH,
  AREA_MIN_LENGTH,
  checkoutTexts,
  isPlausiblePhone,
  startPaymentSchema,
} from './checkout';
import { directionsSchema } from './delivery-address';
import { FULFILMENTS } from './fulfilment';
import { paymentViewSchema } from './payments';

/**
 * Guest checkout: paying for the cart bound to the guest's cookie with a name,
 * an e-mail and a phone instead of an account; the address (delivery) is typed, not saved. The
 * rules are a signed-in diner's (zones, fees, minimums, hours, sold out, stock, price changes);
 * only who pays and where it goes come from the form. docs/decisions/031-guest-checkout.md.
 */

export const guestCheckoutTexts = {
  yourDetails: 'Your details',
  detailsHint: 'Your receipt, with a link to follow your order, goes to this e-mail address.',
  haveAccount: 'Have an account?',
  signIn: 'Sign in',
  signInHint: 'Your cart comes with you.',
  deliveryAddress: 'Delivery address',
  addressHint: 'Street, number and anything that helps the rider find you.',
  fulfilmentLegend: 'How do you want your order?',
  signedIn: 'You are signed in: checkout uses your account.',
  checkDetails: 'Please check your details above.',
  checkTotal: 'We have just priced delivery to the area you typed: check the total, then pay.',
  tooManyStarts: 'Too many payment attempts. Please wait a while and try again.',
} as const;

const phoneSchema = z
  .string({ error: checkoutTexts.phoneInvalid })
  .trim()
  .max(30, checkoutTexts.phoneInvalid)
  .refine(isPlausiblePhone, checkoutTexts.phoneInvalid);

/** GET /api/checkout/guest: the summary for the way chosen and, for delivery, the area typed so far. */
export const guestSummaryQuerySchema = z.strictObject({
  fulfilment: z.enum(FULFILMENTS).default('delivery'),
  /** The area or postcode the delivery zones match (absent or blank: "add an address"). */
  area: z.string().trim().max(AREA_MAX_LENGTH, checkoutTexts.areaLength).optional(),
});
export type GuestSummaryQuery = z.input<typeof guestSummaryQuerySchema>;

/** GET /api/checkout/guest/when: the "When" section for the way chosen. */
export const guestWhenQuerySchema = z.strictObject({
  fulfilment: z.enum(FULFILMENTS).default('delivery'),
});

/**
 * POST /api/checkout/guest/payments: who pays (name, e-mail, phone), how it reaches them (the
 * address and area for delivery), the note and the time. Amounts come from the server.
 */
export const guestStartPaymentSchema = z
  .strictObject({
    fulfilment: z.enum(FULFILMENTS, { error: checkoutTexts.selectDeliveryOption }),
    fullName: startPaymentSchema.shape.fullName,
    email: startPaymentSchema.shape.email,
    /** Whom the restaurant calls (delivery and pickup alike). */
    phone: phoneSchema,
    /** Delivery only: the address and its area or postcode (checked against the zones). */
    address: z.string().trim().max(ADDRESS_MAX_LENGTH, checkoutTexts.addressLength).optional(),
    area: z.string().trim().max(AREA_MAX_LENGTH, checkoutTexts.areaLength).optional(),
    directions: directionsSchema,
    note: startPaymentSchema.shape.note,
    scheduledFor: startPaymentSchema.shape.scheduledFor,
    expectedTotalMinor: startPaymentSchema.shape.expectedTotalMinor,
  })
  .superRefine((input, ctx) => {
    if (input.fulfilment !== 'delivery') return;
    if ((input.address ?? '').length < ADDRESS_MIN_LENGTH)
      ctx.addIssue({ code: 'custom', path: ['address'], message: checkoutTexts.addressLength });
    if ((input.area ?? '').length < AREA_MIN_LENGTH)
      ctx.addIssue({ code: 'custom', path: ['area'], message: checkoutTexts.areaLength });
  });
export type GuestStartPaymentInput = z.input<typeof guestStartPaymentSchema>;
export type GuestStartPayment = z.output<typeof guestStartPaymentSchema>;

/**
 * A guest's payment, and once recorded the order page of each order it paid for
 * (`/order/<token>`, the page a guest follows it on: there is no account to list it under).
 */
export const guestPaymentResponseSchema = z.object({
  payment: paymentViewSchema,
  orderPaths: z.array(z.string()),
});
export type GuestPaymentResponse = z.infer<typeof guestPaymentResponseSchema>;
