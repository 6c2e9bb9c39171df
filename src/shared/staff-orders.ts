import { z } from 'zod';
import { addressInputSchema, checkoutTexts, isPlausiblePhone } from './checkout';
import { CART_QUANTITY_MAX, CART_QUANTITY_MIN } from './constants';
import { groupSelectionSchema, lineNoteSchema } from './dish-options-schema';
import { isPlausibleEmail } from './email';
import { nameRules } from './names';
import {
  FULFILMENTS,
  ORDER_NOTE_MAX_LENGTH,
  type OrderSource,
  orderSchema,
  type PaymentMethod,
} from './orders';
import { paymentLinkTexts } from './payment-links';
import { scheduledForSchema } from './scheduled-orders';

export {
  ORDER_SOURCES,
  type OrderSource,
  PAYMENT_METHODS,
  type PaymentMethod,
} from './orders';

/**
 * Orders staff take on the phone or at the counter: the request bodies and the
 * words. Priced by the server exactly like a cart (never a price from the browser); paid at the
 * counter or on delivery, so recorded unpaid until staff mark it paid, or by a card payment link
 * mailed to the customer (payment-links.ts), recorded unpaid until that payment settles.
 */

/** How a staff order is paid: at the counter or on delivery, cash or the card terminal. */
export const COUNTER_PAYMENTS = ['cash', 'card_terminal'] as const;
export type CounterPayment = (typeof COUNTER_PAYMENTS)[number];
/** The choices when taking the order: paid there, or by a card payment link mailed to the customer. */
export const STAFF_ORDER_PAYMENTS = [...COUNTER_PAYMENTS, 'payment_link'] as const;
export type StaffOrderPayment = (typeof STAFF_ORDER_PAYMENTS)[number];
export const STAFF_ORDER_LINES_MAX = 50;
export const CUSTOMER_NAME_MAX = 100;

export const staffOrderTexts = {
  title: 'New phone order',
  link: 'New phone order',
  noLines: 'Add at least one dish to the order.',
  tooManyLines: `An order holds at most ${STAFF_ORDER_LINES_MAX} lines.`,
  nameRequired: "Please enter the customer's name.",
  emailInvalid: 'Please enter a valid e-mail address, or leave it empty.',
  addressRequired: 'Please enter the delivery address with its area.',
  deliveryAreaHint: 'Picks the delivery zone and its fee, as at checkout.',
  unknownDish: (dishId: string) => `There is no dish "${dishId}" on the menu.`,
  dishUnavailable: (name: string) => `${name} is not available right now.`,
  onlineOrder: 'This order was paid online; there is nothing to mark paid.',
  canceledOrder: 'This order was canceled; it cannot be marked paid.',
  paymentLabels: {
    card_online: 'Card (online)',
    cash: 'Cash',
    card_terminal: 'Card terminal',
    payment_link: 'Card payment link',
  } satisfies Record<PaymentMethod, string>,
  sourceLabels: {
    online: 'Online',
    phone: 'Phone',
    counter: 'Counter',
  } satisfies Record<OrderSource, string>,
  unpaid: 'Unpaid — pay at counter',
  unpaidDelivery: 'Unpaid — pay on delivery',
  unpaidLinkSent: paymentLinkTexts.unpaidLinkSent,
  emailForLink: paymentLinkTexts.emailRequired,
  paymentChoices: {
    cash: 'Cash',
    card_terminal: 'Card terminal',
    payment_link: paymentLinkTexts.choice,
  } satisfies Record<StaffOrderPayment, string>,
  paidWith: (method: string) => `Paid: ${method}`,
  markPaid: 'Mark paid',
  markPaidAs: (method: string) => `Mark paid (${method})`,
  markedPaid: 'Marked paid.',
  alreadyPaid: 'This order was already marked paid.',
} as const;

/** The hours' words as a sentence ("We are closed now · opens at 11:00" gets its full stop). */
const sentence = (words: string) => (/[.!?]$/.test(words) ? words : `${words}.`);

/**
 * When a staff order is for (docs/decisions/033-staff-orders.md): a later time among the slots
 * diners are offered, or as soon as possible. ASAP while the kitchen would refuse it online
 * (closed, a closure, paused, closing soon, its slot full) is taken only when the staff member
 * confirms it ("take it anyway"): the server refuses it otherwise, with the reason.
 */
export const staffOrderWhenTexts = {
  heading: 'When',
  /** The box above ASAP when online orders would refuse it now. */
  warning: (reason: string) =>
    `${sentence(reason)} Take it for as soon as possible only if the kitchen can, or schedule it for later.`,
  takeAnyway: 'Take it anyway for as soon as possible',
  /** The server's 409 when ASAP needs that confirmation. */
  confirmNeeded: (reason: string) =>
    `${sentence(reason)} Confirm "Take it anyway" to take it for as soon as possible, or schedule it for later.`,
  /** The screen's refusal before sending: ASAP chosen while refused online, not confirmed. */
  confirmFirst: 'Tick "Take it anyway" to take it for as soon as possible, or choose a later time.',
  /** The e-mail field's hint: what the customer is sent. */
  emailHint:
    'With an e-mail, the customer gets the order confirmation with a link to follow it live, and the receipt once paid.',
  /** The audit log's and the timeline's words for an order taken anyway. */
  takenAnyway: (reason: string) => `taken for as soon as possible anyway (${reason})`,
} as const;

/**
 * The customer's mails of a staff order with an e-mail address (paid at the counter or on
 * delivery): the order confirmation with the live order link when it is placed, and the receipt
 * when staff mark it paid, each in the transaction of that change.
 */
export const staffOrderMailTexts = {
  subject: (business: string, number: number) => `Your ${business} order #${number}`,
  title: 'We have your order',
  intro: (business: string, number: number) =>
    `Thank you for your order #${number}. ${business}'s kitchen has it; follow it live with the button below.`,
  payPickup: (amount: string) =>
    `Please pay ${amount} when you collect it, in cash or by card at the counter.`,
  payDelivery: (amount: string) =>
    `Please pay ${amount} to the rider when it arrives, in cash or by card.`,
  toPay: 'To pay',
  toPayWhen: (amount: string, fulfilment: 'pickup' | 'delivery') =>
    `${amount} ${fulfilment === 'pickup' ? 'at the counter' : 'on delivery'}`,
  /** The diner's order page of an unpaid staff order: what is still to pay, and how. */
  orderPageToPay: (amount: string, method: PaymentMethod, fulfilment: 'pickup' | 'delivery') =>
    method === 'payment_link'
      ? `To pay: ${amount}, by the card payment link in your e-mail.`
      : `To pay: ${amount}, ${fulfilment === 'pickup' ? 'at the counter when you collect it' : 'to the rider on delivery'} (cash or card).`,
  /** Rejected or canceled before it was paid: the stage mail says so instead of a refund. */
  nothingCharged: 'It was not paid yet, so nothing was charged and nothing is owed.',
  /** Rejected or canceled after it was paid at the counter or on delivery. */
  refundInPerson: (amount: string) =>
    `Your payment of ${amount} is given back to you in full, the way you paid it (cash, or to your card on the terminal).`,
} as const;

const lineSchema = z.strictObject({
  dishId: z.string().trim().min(1).max(200),
  quantity: z
    .number()
    .int()
    .min(CART_QUANTITY_MIN, 'Quantity must be at least 1.')
    .max(CART_QUANTITY_MAX, `Quantity must be at most ${CART_QUANTITY_MAX}.`),
  /** The choices per option group; left out: the dish's default choices (as the cart does). */
  options: groupSelectionSchema.optional(),
  note: lineNoteSchema.default(''),
});

/** POST /api/admin/orders: the dishes, who it is for, how it reaches them and how they pay. */
export const staffOrderInputSchema = z
  .strictObject({
    lines: z
      .array(lineSchema)
      .min(1, staffOrderTexts.noLines)
      .max(STAFF_ORDER_LINES_MAX, staffOrderTexts.tooManyLines),
    customer: z.strictObject({
      name: nameRules(
        z
          .string({ error: staffOrderTexts.nameRequired })
          .trim()
          .min(1, staffOrderTexts.nameRequired)
          .max(CUSTOMER_NAME_MAX, staffOrderTexts.nameRequired),
        staffOrderTexts.nameRequired,
      ),
      phone: z
        .string({ error: checkoutTexts.phoneInvalid })
        .trim()
        .max(30, checkoutTexts.phoneInvalid)
        .refine(isPlausiblePhone, checkoutTexts.phoneInvalid),
      /** Optional: with one, the customer gets the order's mails. */
      email: z
        .string()
        .trim()
        .max(254, staffOrderTexts.emailInvalid)
        .refine((v) => v === '' || isPlausibleEmail(v), staffOrderTexts.emailInvalid)
        .default(''),
    }),
    source: z.enum(['phone', 'counter']).default('phone'),
    fulfilment: z.enum(FULFILMENTS),
    /** Delivery only: where to (its area picks the delivery zone and fee, as at checkout). */
    delivery: addressInputSchema.pick({ address: true, area: true, directions: true }).optional(),
    payment: z.enum(STAFF_ORDER_PAYMENTS),
    note: z.string().trim().max(ORDER_NOTE_MAX_LENGTH).default(''),
    /** The total the screen showed: a different one now is refused (as checkout does). */
    expectedTotalMinor: z.number().int().nonnegative().optional(),
    /** A later time among the offered slots (ISO); absent: as soon as possible. */
    scheduledFor: scheduledForSchema,
    /** ASAP though online orders would refuse it now (closed, paused, full): staff confirmed. */
    takeAnyway: z.boolean().default(false),
  })
  .refine((input) => input.fulfilment === 'pickup' || input.delivery !== undefined, {
    message: staffOrderTexts.addressRequired,
    path: ['delivery'],
  })
  .refine((input) => input.payment !== 'payment_link' || input.customer.email !== '', {
    message: staffOrderTexts.emailForLink,
    path: ['customer', 'email'],
  });
export type StaffOrderInput = z.input<typeof staffOrderInputSchema>;
export type StaffOrderRequest = z.output<typeof staffOrderInputSchema>;

/** GET /api/admin/orders/when: what "When" offers a staff order for this fulfilment. */
export const staffWhenQuerySchema = z.object({ fulfilment: z.enum(FULFILMENTS) });

/** POST /api/admin/orders/:orderId/mark-paid: how the money came in. */
export const markPaidInputSchema = z.strictObject({ method: z.enum(COUNTER_PAYMENTS) });
export type MarkPaidInput = z.infer<typeof markPaidInputSchema>;

export const markPaidResponseSchema = z.object({
  order: orderSchema,
  /** True when it was already paid: this call changed nothing. */
  alreadyPaid: z.boolean(),
});
