import { z } from 'zod';
import { PAGE_SIZE } from './constants';
import { chosenOptionSchema } from './dish-options-schema';
import { timelineEntrySchema } from './kitchen';
import { messages } from './messages';
import { ORDER_STAGES } from './order-stages';
import { cursorQueryShape, pageInfoShape } from './paging';

/**
 * Orders after payment: the wire shapes and texts shared by the customer's order pages, the back
 * office and the server (docs/storefront-spec.md §2 Present orders / Past orders, §4 Order lifecycle, §8 toasts).
 * One orders table with a status (docs/decisions/002-departures-from-the-spec.md): paid ->
 * delivered, or paid -> canceled + refund.
 */

export const ORDER_STATUSES = ['paid', 'delivered', 'canceled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * none: not canceled. pending: the refund is owed and is being retried until the provider takes it.
 * processing: the provider accepted the refund and is paying it out. refunded: money sent back.
 */
export const REFUND_STATUSES = ['none', 'pending', 'processing', 'refunded'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

export const ORDERS_PAGE_SIZE = PAGE_SIZE;

export const orderTexts = {
  presentTitle: 'Your Present Orders',
  pastTitle: 'Your Past Orders',
  /** The spec gives this text for the present-orders screen, word for word. */
  presentEmpty: 'You do not have any past orders',
  pastEmpty: 'You do not have any past orders',
  presentEmptyHint: 'Hungry? Your paid orders show here until they reach you.',
  pastEmptyHint: 'Delivered and canceled orders show here.',
  browseMenu: 'Browse the menu',
  copyOrderId: 'Copy order ID',
  cancelOrder: 'Cancel Order',
  cancelQuestion: 'Do you want to delete your order?',
  /** The cancel dialog: the whole order (every dish and the delivery fee) is refunded. */
  cancelRefundTotal: (total: string) =>
    `${total} will be refunded to the card or account you paid with: every dish and the delivery fee.`,
  keepOrder: 'Keep order',
  canceling: 'Canceling...',
  delivered: 'Delivered',
  canceled: 'Canceled',
  paid: 'Being prepared',
  orderId: 'Order ID',
  /** How diners and staff say an order aloud: `#1042`. */
  number: (n: number) => `#${n}`,
  orderNumberLabel: (n: number) => `Order #${n}`,
  deliveryTo: (address: string, phone: string) => `Delivery to ${address}, ${phone}`,
  pickup: 'Pickup',
  pickupAt: (address: string) => `Pickup at ${address}`,
  subtotal: 'Items',
  deliveryFee: 'Delivery fee',
  noDeliveryFee: 'Pickup — no delivery fee',
  total: 'Total',
  note: 'Note',
  customer: 'Customer',
  lineCanceled: 'Canceled',
  quantity: 'Quantity',
  orderedOn: 'Ordered on',
  deliveredOn: 'Delivered on',
  canceledOn: 'Canceled on',
  loadError: 'We could not load your orders.',
  retry: 'Try again',
  // Toasts (docs/storefront-spec.md §8), word for word.
  fetchError: messages.toast.orderFetchError,
  cancelError: messages.toast.cancelOrderError,
  canceledToast: messages.toast.orderCanceled,
  copied: messages.toast.orderIdCopied,
  copyFailed: messages.toast.orderIdCopyFailed,
  markedDelivered: messages.toast.markedDelivered,
  alreadyDelivered: messages.toast.alreadyDelivered,
  markDeliveredFailed: messages.toast.markDeliveredFailed,
  // Server answers.
  notFound: 'Order not found.',
  deliveredCannotCancel: 'This order has been delivered and can no longer be canceled.',
  alreadyCanceled: 'This order has already been canceled.',
  canceledCannotDeliver: 'This order was canceled and cannot be marked as delivered.',
  noRefundOwed: 'This order has no refund waiting.',
  refundInProgress:
    'This refund is already with the payment provider. It cannot be sent again until the provider has answered; it is checked automatically.',
} as const;

export const refundLabels: Record<RefundStatus, string> = {
  none: '',
  pending: 'Refund pending',
  processing: 'Refund processing',
  refunded: 'Refunded',
};

/** What the diner reads under a canceled order, so they know where their money is. */
export const refundExplanations: Record<RefundStatus, string> = {
  none: '',
  pending: 'We are sending your refund; it is retried automatically until it goes through.',
  processing: 'Your refund is on its way to your card or account.',
  refunded: 'Your money has been refunded.',
};

/** Where an order came from, and how it is paid (staff orders: staff-orders.ts). */
export const ORDER_SOURCES = ['online', 'phone', 'counter'] as const;
export type OrderSource = (typeof ORDER_SOURCES)[number];
export const PAYMENT_METHODS = ['card_online', 'cash', 'card_terminal', 'payment_link'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const FULFILMENTS = ['delivery', 'pickup'] as const;
export type Fulfilment = (typeof FULFILMENTS)[number];
export const ORDER_NOTE_MAX_LENGTH = 500;

/** One dish of an order, at the name and price paid. Money is integer kobo. */
export const orderLineSchema = z.object({
  name: z.string(),
  image: z.string(),
  quantity: z.number().int(),
  unitPriceMinor: z.number().int(),
  lineTotalMinor: z.number().int(),
  /** Only orders made before one order per checkout: this line alone was canceled and refunded. */
  canceled: z.boolean(),
  /** The choices as they were paid for (names and deltas), and the diner's note for the kitchen. */
  choices: z.array(chosenOptionSchema),
  note: z.string().nullable(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

/** One order (one checkout) as both the diner and the back office see it. Money is integer kobo. */
export const orderSchema = z.object({
  orderId: z.string(),
  /** The short number said aloud, shown as `#1042`. */
  number: z.number().int(),
  email: z.string(),
  customerName: z.string(),
  customerPhone: z.string(),
  fulfilment: z.enum(FULFILMENTS),
  /** Delivery only, as the diner entered it (null for pickup): shown with formatDeliveryAddress. */
  deliveryAddress: z.string().nullable(),
  deliveryArea: z.string().nullable(),
  deliveryDirections: z.string().nullable(),
  deliveryPhone: z.string().nullable(),
  /** Pickup only: where and when to collect it (the restaurant's settings). */
  pickup: z.object({ address: z.string(), note: z.string() }).nullable(),
  note: z.string().nullable(),
  lines: z.array(orderLineSchema),
  subtotalMinor: z.number().int(),
  deliveryFeeMinor: z.number().int(),
  totalMinor: z.number().int(),
  /**
   * The money a cancel gives back: for a canceled order what was refunded, for a paid one what
   * canceling it now would refund (its total, less any line refunded before), null when delivered.
   */
  refundMinor: z.number().int().nullable(),
  status: z.enum(ORDER_STATUSES),
  /** Where the kitchen is with it (order-stages.ts); `status` is derived from it. */
  stage: z.enum(ORDER_STAGES),
  /** When staff said it would be ready (ISO), once accepted. */
  readyAt: z.string().nullable(),
  /**
   * Delivery: the zone's travel estimate in minutes kept from when it was ordered; the delivery
   * window is the ready time plus this (order-times.ts). Null or absent: pickup, or no zones.
   */
  deliveryEstimateMinutes: z.number().int().nullish(),
  /** The ready time the diner chose (ISO); null or absent: as soon as possible. */
  scheduledFor: z.string().nullish(),
  /** The stage changes, oldest first (the diner's lists and order page). */
  timeline: z.array(timelineEntrySchema).optional(),
  refundStatus: z.enum(REFUND_STATUSES),
  createdAt: z.string(),
  deliveredAt: z.string().nullable(),
  canceledAt: z.string().nullable(),
  refundedAt: z.string().nullable(),
  /** Online checkout, or staff on the phone / at the counter (absent: online). */
  source: z.enum(ORDER_SOURCES).optional(),
  paymentMethod: z.enum(PAYMENT_METHODS).optional(),
  /** A staff order not paid yet (pay at counter/on delivery): staff mark it paid. */
  awaitingPayment: z.boolean().optional(),
  /** When a staff order was marked paid (ISO). */
  paidAt: z.string().nullish(),
});
export type Order = z.infer<typeof orderSchema>;

/** A page of orders: reached by cursor (shared/paging.ts), with the bounded total. */
export const orderPageSchema = z.object({
  items: z.array(orderSchema),
  ...pageInfoShape,
});
export type OrderPage = z.infer<typeof orderPageSchema>;

export const orderResponseSchema = z.object({ order: orderSchema });

export const orderPageQuerySchema = z.strictObject(cursorQueryShape);

/** Public order ids look like TV-7K3M9Q2XWD; anything else can never match, so it is a 404 early. */
export const ORDER_ID_PATTERN = /^TV-[A-Z0-9]{4,20}$/;
export const orderIdParamsSchema = z.object({
  orderId: z
    .string()
    .trim()
    .transform((value) => value.toUpperCase())
    .pipe(z.string().regex(ORDER_ID_PATTERN, orderTexts.notFound)),
});

/** A change pushed to live screens over server-sent events. */
export const ORDER_EVENT_TYPES = [
  'order.paid',
  'order.scheduled',
  'order.due',
  'order.delivered',
  'order.canceled',
  'order.refunded',
  'order.stage',
  'order.acknowledged',
] as const;
export type OrderEventType = (typeof ORDER_EVENT_TYPES)[number];
export interface OrderStreamEvent {
  type: OrderEventType;
  orderIds: string[];
}
/** The SSE event name the browser listens to. */
export const ORDER_STREAM_EVENT = 'orders';

/** The order page's address: `/user/orders/1042`. Numbers start at 1001 and fit a 32-bit column. */
export const orderNumberParamsSchema = z.object({
  number: z.coerce.number({ error: orderTexts.notFound }).int().min(1).max(2_147_483_647),
});

/** Why "Order again" left a dish out. */
export const REORDER_SKIP_REASONS = [
  'off_menu',
  'unavailable',
  'sold_out',
  'at_cap',
  'too_large',
] as const;
export type ReorderSkipReason = (typeof REORDER_SKIP_REASONS)[number];

/** What "Order again" put back in the cart, and what it left out (named, with the reason). */
export const reorderResponseSchema = z.object({
  added: z.array(z.object({ name: z.string(), quantity: z.number().int() })),
  skipped: z.array(z.object({ name: z.string(), reason: z.enum(REORDER_SKIP_REASONS) })),
});
export type ReorderResult = z.infer<typeof reorderResponseSchema>;

/** The diner's order page and "Order again". */
export const orderPageTexts = {
  title: (n: number) => `Order #${n}`,
  backToOrders: 'Your orders',
  stage: 'Where it is',
  lines: 'What you ordered',
  timeline: 'Timeline',
  orderAgain: 'Order again',
  addingAgain: 'Adding...',
  goToCart: 'Go to cart',
  added: (count: number) =>
    count === 1 ? '1 dish is back in your cart.' : `${count} dishes are back in your cart.`,
  nothingAdded: 'Nothing was added to your cart.',
  skipped: (name: string, reason: ReorderSkipReason) =>
    ({
      off_menu: `${name} is no longer on the menu, so it was not added.`,
      unavailable: `${name} is not available right now, so it was not added.`,
      sold_out: `${name} is sold out for now, so it was not added.`,
      at_cap: `${name} is already in your cart at the most of one dish, so no more were added.`,
      too_large: `${name} would take the cart past the largest order, so it was not added.`,
    })[reason],
  reorderError: 'We could not add this order to your cart. Please try again.',
  notFoundHint: 'It may belong to another account, or the number may be mistyped.',
} as const;
