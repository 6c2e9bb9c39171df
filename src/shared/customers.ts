import { z } from 'zod';
import { orderSchema } from './orders';
import { cursorQueryShape, pageInfoShape } from './paging';
import { reservationSchema } from './reservations';

/**
 * The back office's customers and the dashboard's "Now" panel: wire
 * shapes and texts. A customer is an account that has ordered; their figures are kept by the
 * database in the transaction of every order write (orders domain, `order_customers`).
 */

export const CUSTOMERS_PAGE_SIZE = 20;
export const CUSTOMER_SEARCH_MAX_LENGTH = 60;

export const customerSummarySchema = z.object({
  id: z.uuid(),
  /** Name, e-mail and phone of their latest order. */
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  /** Orders not canceled or rejected. */
  orders: z.number().int(),
  /** What they paid and kept: order totals (dishes and delivery) less what was refunded, in kobo. */
  spentMinor: z.number().int(),
  /** When they last placed an order (canceled ones included), ISO instant. */
  lastOrderAt: z.string(),
});
export type CustomerSummary = z.infer<typeof customerSummarySchema>;

export const customersQuerySchema = z.strictObject({
  ...cursorQueryShape,
  /** The start of a name, an e-mail address or a phone number (digits; spaces are ignored). */
  search: z
    .string()
    .trim()
    .max(CUSTOMER_SEARCH_MAX_LENGTH, `Search at most ${CUSTOMER_SEARCH_MAX_LENGTH} characters.`)
    .default(''),
});
export type CustomersQuery = z.output<typeof customersQuerySchema>;

export const customerPageSchema = z.object({
  items: z.array(customerSummarySchema),
  ...pageInfoShape,
});
export type CustomerPage = z.infer<typeof customerPageSchema>;

export const customerIdParamsSchema = z.object({
  id: z.uuid('This customer does not exist.'),
});

export const customerOrdersSchema = z.object({ items: z.array(orderSchema), ...pageInfoShape });
export const customerBookingsSchema = z.object({
  items: z.array(reservationSchema),
  ...pageInfoShape,
});

export const customerDetailSchema = z.object({ customer: customerSummarySchema });
export type CustomerDetail = z.infer<typeof customerDetailSchema>;

export const customerListQuerySchema = z.strictObject({ ...cursorQueryShape });

export const customerTexts = {
  title: 'Customers',
  searchLabel: 'Search customers',
  searchPlaceholder: 'Name, e-mail or phone (start of it)',
  searchButton: 'Search',
  clear: 'Clear',
  empty: 'No customer has ordered yet.',
  noMatch: (term: string) => `No customer's name, e-mail or phone starts with "${term}".`,
  loadError: 'The customers could not be loaded. Try again.',
  notFound: 'This customer does not exist.',
  name: 'Name',
  contact: 'Contact',
  orders: 'Orders',
  spent: 'Spent',
  lastOrder: 'Last order',
  back: 'All customers',
  ordersTitle: 'Orders',
  bookingsTitle: 'Bookings',
  noOrders: 'No orders.',
  noBookings: 'No bookings.',
  spentHint: 'Orders kept (not canceled or rejected), dishes and delivery, less refunds.',
} as const;

// The dashboard's "Now" panel ----------------------------------------------------------------

/** Tonight starts at this wall-clock time on the restaurant's clock (bookings from then on count). */
export const TONIGHT_FROM = '17:00';

export const nowOrdersSchema = z.object({
  /** Orders in stage New: paid, nobody has accepted them yet. */
  waiting: z.number().int(),
  /** Accepted or preparing orders whose promised ready time has passed. */
  late: z.number().int(),
});
export type NowOrders = z.infer<typeof nowOrdersSchema>;

export const nowBookingsSchema = z.object({
  /** Pending bookings from today on, waiting for someone to confirm them. */
  toConfirm: z.number().int(),
  /** Guests of today's pending and confirmed bookings from TONIGHT_FROM on. */
  tonightCovers: z.number().int(),
  /** Today, on the restaurant's calendar (yyyy-MM-dd). */
  date: z.string(),
});
export type NowBookings = z.infer<typeof nowBookingsSchema>;

export const nowTexts = {
  title: 'Now',
  caption: 'What needs someone now. Each figure opens its list.',
  waiting: 'New orders waiting to be accepted',
  late: 'Orders late against their estimate',
  toConfirm: 'Bookings to confirm',
  covers: "Tonight's covers",
  coversHint: `guests booked from ${TONIGHT_FROM}`,
  loadError: 'The figures for now could not be loaded.',
} as const;
