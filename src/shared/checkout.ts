import { z } from 'zod';
import { dishImageSchema } from './catalog';
import { DELIVERY_OPTIONS } from './constants';
import { directionsSchema } from './delivery-address';
import { deliveryTermsSchema } from './delivery-terms';
import { chosenOptionSchema } from './dish-options-schema';
import { nameRules } from './names';
import { FULFILMENTS, ORDER_NOTE_MAX_LENGTH } from './orders';
import { paymentViewSchema, providerInfoSchema } from './payments';
import { scheduledForSchema } from './scheduled-orders';

/**
 * Checkout: saved addresses, the delivery option, the order summary and starting a payment.
 * Request schemas are strict (a price, total or user id sent by the browser is refused); the
 * texts are those of docs/storefront-spec.md (§2 Checkout page, §4, §5, §8) word for word, plus our own errors.
 */

export const ADDRESS_MIN_LENGTH = 5;
export const ADDRESS_MAX_LENGTH = 200;
export const MAX_SAVED_ADDRESSES = 20;
export const AREA_MIN_LENGTH = 2;
export const AREA_MAX_LENGTH = 80;

export const checkoutTexts = {
  title: 'Confirm order details',
  customerAddress: 'Customer Address',
  deliveryDetails: 'Delivery Details',
  paymentMethod: 'Payment Method',
  select: 'Select',
  payWithBlurb: 'Pay with card, bank transfer or USSD.',
  change: 'Change',
  changePaymentAlert: 'Change Payment Method',
  orderSummary: 'Order summary',
  itemsTotal: 'Items',
  deliveryFee: 'Delivery fee',
  total: 'Total',
  proceedToPay: 'Proceed to pay',
  payWith: (providerName: string) => `Pay with ${providerName}`,
  fullName: 'Full name',
  email: 'E-mail',
  payNow: 'Pay Now',
  changeAddress: 'Change address',
  addAddress: 'Add address',
  newAddress: 'New Address',
  /** The same field when a saved address is being edited: it is no longer new. */
  address: 'Address',
  phoneNumber: 'Phone Number',
  area: 'Area or postcode',
  areaHint: 'We check it against the areas we deliver to, e.g. Lekki Phase 1 or 101233.',
  areaLength: `Please give the area or postcode (${AREA_MIN_LENGTH} to ${AREA_MAX_LENGTH} characters).`,
  cancel: 'Cancel',
  save: 'Save',
  remove: 'Remove',
  noAddress: 'No saved address yet. Add one so we know where to bring your order.',
  addressAdded: 'Address added successfully!',
  addressRemoved: 'Address removed.',
  addressUpdated: 'Address saved.',
  addressMadeDefault: 'This is now your default address.',
  addressUpdateError: (message: string) => `Error updating address: ${message}`,
  selectDeliveryOption: 'Please select a delivery option.',
  noDeliveryOption: 'Choose Home Delivery or Pickup Station.',
  deliveryUpdated: 'Delivery options updated successfully!',
  selectAddress: 'Please choose a delivery address.',
  addressLength: `The address must be ${ADDRESS_MIN_LENGTH} to ${ADDRESS_MAX_LENGTH} characters long.`,
  phoneInvalid: 'Please enter a valid phone number, e.g. +234 803 555 0147.',
  fullNameRequired: 'Please enter your full name.',
  emailInvalid: 'Please enter a valid email address.',
  tooManyAddresses: `You can keep up to ${MAX_SAVED_ADDRESSES} addresses. Remove one to add another.`,
  addressNotFound: 'This address is no longer saved. Choose another one.',
  cartEmpty: 'Your cart is empty',
  browseMenu: 'Browse the menu',
  cartUnavailable:
    'Some dishes in your cart are no longer available. Remove them from your cart to check out.',
  loadError: 'We could not load your order. Please try again.',
  paymentCancelled:
    'You closed the payment window. Nothing was charged and your cart is as it was.',
  transferPending:
    'Your bank transfer is waiting for confirmation. Your order will appear under your orders as soon as the bank confirms it; your cart stays as it is until then.',
  verifying: 'Confirming your payment…',
  opening: 'Opening secure checkout…',
  pickupPlace: 'Pickup place',
  pickupNoFee: 'Pickup — no delivery fee',
  contactPhone: 'Contact phone',
  contactPhoneHint: 'The restaurant calls this number if anything about your order changes.',
  contactPhoneRequired: 'Please enter a phone number the restaurant can call.',
  noteLabel: 'Note to the restaurant (optional)',
  noteHint: `Allergies, directions, anything the kitchen should know. At most ${ORDER_NOTE_MAX_LENGTH} characters.`,
  totalChanged: (total: string) =>
    `The total has just changed to ${total} (the menu or the delivery terms changed). Nothing was charged; please check your order and pay again.`,
  noteTooLong: `The note can be at most ${ORDER_NOTE_MAX_LENGTH} characters long.`,
} as const;

/**
 * A plausible phone number: 7 to 15 digits (E.164's maximum), an optional leading +, and the
 * usual separators (spaces, dashes, dots, parentheses), e.g. "+234 803 555 0147" or "0803-555-0147".
 */
export function isPlausiblePhone(value: string): boolean {
  const trimmed = value.trim();
  if (!/^\+?[\d\s().-]+$/.test(trimmed)) return false;
  const digits = trimmed.replace(/\D/g, '');
  return digits.length >= 7 && digits.length <= 15;
}

export const addressInputSchema = z.strictObject({
  address: z
    .string({ error: checkoutTexts.addressLength })
    .trim()
    .min(ADDRESS_MIN_LENGTH, checkoutTexts.addressLength)
    .max(ADDRESS_MAX_LENGTH, checkoutTexts.addressLength),
  phone: z
    .string({ error: checkoutTexts.phoneInvalid })
    .trim()
    .max(30, checkoutTexts.phoneInvalid)
    .refine(isPlausiblePhone, checkoutTexts.phoneInvalid),
  /** What delivery zones match: every new address names its area or postcode. */
  area: z
    .string({ error: checkoutTexts.areaLength })
    .trim()
    .min(AREA_MIN_LENGTH, checkoutTexts.areaLength)
    .max(AREA_MAX_LENGTH, checkoutTexts.areaLength),
  directions: directionsSchema,
});
export type AddressInput = z.input<typeof addressInputSchema>;
export type AddressRequest = z.output<typeof addressInputSchema>;

export const addressSchema = z.object({
  id: z.string(),
  address: z.string(),
  phone: z.string(),
  /** Null for addresses saved before zones: they cannot be delivered to until re-saved. */
  area: z.string().nullable(),
  /** The diner's directions for the rider; null: none given. */
  directions: z.string().nullable(),
  /** The address checkout preselects: the first saved, then the diner's choice. */
  isDefault: z.boolean(),
  createdAt: z.string(),
});
export type SavedAddress = z.infer<typeof addressSchema>;

/** The address checkout starts from: the diner's default, else the newest (lists are newest first). */
export const defaultAddressOf = (list: readonly SavedAddress[] | undefined) =>
  list?.find((saved) => saved.isDefault) ?? list?.[0];

export const addressListSchema = z.object({ addresses: z.array(addressSchema) });
export const addressParamsSchema = z.strictObject({ id: z.uuid(checkoutTexts.addressNotFound) });

export const deliveryOptionSchema = z.enum(DELIVERY_OPTIONS, {
  error: checkoutTexts.selectDeliveryOption,
});
export type DeliveryOption = z.infer<typeof deliveryOptionSchema>;

export const deliveryInputSchema = z.strictObject({ option: deliveryOptionSchema });
export const deliveryViewSchema = z.object({ option: deliveryOptionSchema.nullable() });

/** One line of the order summary, priced by the server. */
export const checkoutLineSchema = z.object({
  /** The cart line it comes from (one dish may be several lines, with other choices). */
  lineId: z.string(),
  dishId: z.string(),
  name: z.string(),
  image: dishImageSchema,
  unitPriceMinor: z.number().int().nonnegative(),
  quantity: z.number().int().positive(),
  lineTotalMinor: z.number().int().nonnegative(),
  available: z.boolean(),
  choices: z.array(chosenOptionSchema),
  note: z.string(),
  /** The price the diner last saw, when today's differs. */
  previousUnitPriceMinor: z.number().int().nonnegative().optional(),
});
export type CheckoutLine = z.infer<typeof checkoutLineSchema>;

/** GET /api/checkout: what the diner is about to pay for, and with which provider. */
export const checkoutSummarySchema = z.object({
  lines: z.array(checkoutLineSchema),
  itemsTotalMinor: z.number().int().nonnegative(),
  deliveryFeeMinor: z.number().int().nonnegative(),
  totalMinor: z.number().int().nonnegative(),
  currency: z.string(),
  provider: providerInfoSchema,
  /** The chosen option's fulfilment (delivery until one is chosen): pickup has no fee. */
  fulfilment: z.enum(FULFILMENTS),
  /** Where and when pickup orders are collected (the restaurant's settings). */
  pickup: z.object({ address: z.string(), note: z.string() }),
  /** Delivery: the zone's fee, minimum and estimate for the chosen address, or why not (null for pickup). */
  delivery: deliveryTermsSchema.nullable(),
});
export type CheckoutSummary = z.infer<typeof checkoutSummarySchema>;

/** GET /api/checkout?addressId=: the saved address the delivery terms are for (default: the newest). */
export const checkoutSummaryQuerySchema = z.strictObject({
  addressId: z.uuid(checkoutTexts.addressNotFound).optional(),
});

/** POST /api/checkout/payments: where it goes (or the pickup contact) and who pays. Amounts come from the server. */
export const startPaymentSchema = z.strictObject({
  /** Delivery: the saved address to deliver to (its phone is the contact). Not sent for pickup. */
  addressId: z.uuid(checkoutTexts.selectAddress).optional(),
  /** Pickup: the phone the restaurant may call (no address is asked). */
  contactPhone: z
    .string({ error: checkoutTexts.phoneInvalid })
    .trim()
    .max(30, checkoutTexts.phoneInvalid)
    .refine(isPlausiblePhone, checkoutTexts.phoneInvalid)
    .optional(),
  /** The total the diner was shown: a different one now (a zone changed) is refused, never charged. */
  expectedTotalMinor: z.number().int().nonnegative().optional(),
  /** The ready time chosen among the offered slots; absent = as soon as possible. */
  scheduledFor: scheduledForSchema,
  /** An optional note to the restaurant, at most 500 characters; blank means none. */
  note: z
    .string()
    .trim()
    .max(ORDER_NOTE_MAX_LENGTH, checkoutTexts.noteTooLong)
    .optional()
    .transform((value) => (value ? value : undefined)),
  fullName: nameRules(
    z
      .string({ error: checkoutTexts.fullNameRequired })
      .trim()
      .min(1, checkoutTexts.fullNameRequired)
      .max(100),
    checkoutTexts.fullNameRequired,
  ),
  email: z
    .string({ error: checkoutTexts.emailInvalid })
    .trim()
    .max(254)
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, checkoutTexts.emailInvalid),
});
export type StartPaymentInput = z.input<typeof startPaymentSchema>;

export const startedPaymentSchema = z.object({
  reference: z.string(),
  accessCode: z.string(),
  /** The provider's hosted page (used when the inline popup is not available). */
  authorizationUrl: z.string().nullable(),
  amountMinor: z.number().int(),
  currency: z.string(),
  provider: providerInfoSchema,
});
export type StartedPayment = z.infer<typeof startedPaymentSchema>;

/** Our references and the provider's: letters, digits, '-', '.', '=' (nothing else reaches a query). */
export const paymentParamsSchema = z.strictObject({
  reference: z.string().regex(/^[\w.=-]{1,100}$/, 'Unknown payment reference.'),
});

export const paymentResponseSchema = z.object({ payment: paymentViewSchema });
export type PaymentResponse = z.infer<typeof paymentResponseSchema>;
