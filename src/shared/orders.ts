import { z } from 'zod';
import { PAGE_SIZE } from './constants';
import { messages } from './messages';

/**
 * Orders after payment: the wire shapes and texts shared by the customer's order pages, the back
 * office and the server (docs/storefront-spec.md §2 Present orders / Past orders, §4 Order lifecycle, §8 toasts).
 * One orders table with a status (decisions.md): paid -> delivered, or paid -> canceled + refund.
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
  cancelRefundNote:
    'The full price of this order will be refunded to the card or account you paid with.',
  keepOrder: 'Keep order',
  canceling: 'Canceling...',
  delivered: 'Delivered',
  canceled: 'Canceled',
  paid: 'Being prepared',
  orderId: 'Order ID',
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

/** One order line as both the diner and the back office see it. Money is integer kobo. */
export const orderSchema = z.object({
  orderId: z.string(),
  email: z.string(),
  mealName: z.string(),
  mealImg: z.string(),
  quantity: z.number().int(),
  unitPriceMinor: z.number().int(),
  priceMinor: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  refundStatus: z.enum(REFUND_STATUSES),
  createdAt: z.string(),
  deliveredAt: z.string().nullable(),
  canceledAt: z.string().nullable(),
  refundedAt: z.string().nullable(),
});
export type Order = z.infer<typeof orderSchema>;

export const orderPageSchema = z.object({
  items: z.array(orderSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  pageCount: z.number().int(),
  total: z.number().int(),
});
export type OrderPage = z.infer<typeof orderPageSchema>;

export const orderResponseSchema = z.object({ order: orderSchema });

export const orderPageQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

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
  'order.delivered',
  'order.canceled',
  'order.refunded',
] as const;
export type OrderEventType = (typeof ORDER_EVENT_TYPES)[number];
export interface OrderStreamEvent {
  type: OrderEventType;
  orderIds: string[];
}
/** The SSE event name the browser listens to. */
export const ORDER_STREAM_EVENT = 'orders';
