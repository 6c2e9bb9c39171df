import { z } from 'zod';
import { isCalendarDate } from './calendar-dates';
import { dishInputSchema, dishPatchSchema, menuItemSchema } from './catalog';
import { ORDER_STAGES } from './order-stages';
import { orderSchema } from './orders';
import { cursorQueryShape } from './paging';
import { SALES_FIGURES } from './sales-figures';

/**
 * The back office (docs/storefront-spec.md §2 Admin dashboard, Admin orders, Admin delivered / canceled orders, and
 * the menu management behind the side menu's 'Menu'): wire shapes and texts.
 */

export const ADMIN_ORDER_FILTERS = [
  'all',
  'newest',
  '7d',
  '1m',
  '1y',
  'delivered',
  'not-delivered',
] as const;
export type AdminOrderFilter = (typeof ADMIN_ORDER_FILTERS)[number];

/** The filter buttons of /admin/orders, in the spec's order, with what each one shows. */
export const ADMIN_ORDER_FILTER_OPTIONS: ReadonlyArray<{
  value: AdminOrderFilter;
  label: string;
  description: string;
}> = [
  {
    value: 'all',
    label: 'All orders',
    description:
      'Every order not canceled, paid or unpaid (phone and counter orders paid at the counter or on delivery), newest first.',
  },
  { value: 'newest', label: 'Newest', description: 'Orders placed in the last 24 hours.' },
  { value: '7d', label: '7 days', description: 'Orders placed in the last 7 days.' },
  { value: '1m', label: '1 month', description: 'Orders placed in the last month.' },
  { value: '1y', label: '1 year', description: 'Orders placed in the last year.' },
  { value: 'delivered', label: 'Delivered', description: 'Orders marked as delivered.' },
  {
    value: 'not-delivered',
    label: 'Not Delivered',
    description:
      'Orders not delivered yet, paid or unpaid (to be paid at the counter or on delivery).',
  },
];

export const ORDER_SEARCH_MAX_LENGTH = 40;

/** The stage select: any of the eight stages, or every stage still in the kitchen's hands. */
export const ADMIN_STAGE_FILTERS = ['active', ...ORDER_STAGES] as const;
export type AdminStageFilter = (typeof ADMIN_STAGE_FILTERS)[number];
export const ADMIN_FULFILMENT_FILTERS = ['delivery', 'pickup'] as const;

/** A day of the restaurant's calendar (its time zone), as the date inputs send it. */
const restaurantDay = (which: string) =>
  z
    .string()
    .refine(isCalendarDate, { message: `The ${which} date must be a real day, as yyyy-MM-dd.` })
    .optional();

export const adminOrdersQuerySchema = z
  .strictObject({
    ...cursorQueryShape,
    filter: z.enum(ADMIN_ORDER_FILTERS).default('all'),
    /** A piece of an order id, matched case-insensitively anywhere in it. */
    search: z.string().trim().max(ORDER_SEARCH_MAX_LENGTH).default(''),
    stage: z
      .enum(ADMIN_STAGE_FILTERS, {
        message: `The stage must be one of: ${ADMIN_STAGE_FILTERS.join(', ')}.`,
      })
      .optional(),
    fulfilment: z
      .enum(ADMIN_FULFILMENT_FILTERS, { message: 'The fulfilment must be delivery or pickup.' })
      .optional(),
    /** First and last day placed, both included, in the restaurant's time zone. */
    from: restaurantDay('from'),
    to: restaurantDay('to'),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: 'The from date must not be after the to date.',
    path: ['to'],
  });
export type AdminOrdersQuery = z.output<typeof adminOrdersQuerySchema>;

export const markDeliveredResponseSchema = z.object({
  order: orderSchema,
  /** True when the order had been marked before: the screen shows an info notice, not an error. */
  alreadyDelivered: z.boolean(),
});
export type MarkDeliveredResponse = z.infer<typeof markDeliveredResponseSchema>;

export const pendingRefundSchema = z.object({
  orderId: z.string(),
  /** The order's `#number`. */
  number: z.number().int(),
  email: z.string(),
  /** Its dishes in a few words, e.g. "Jollof x1, Suya x2". */
  summary: z.string(),
  priceMinor: z.number().int(),
  canceledAt: z.string().nullable(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
});
export type PendingRefund = z.infer<typeof pendingRefundSchema>;

export const salesDaySchema = z.object({
  /** A calendar day in the restaurant's time zone, yyyy-MM-dd. */
  date: z.string(),
  /** That day's Revenue (shared/sales-figures.ts): the report's figure for the same day. */
  revenueMinor: z.number().int(),
  orders: z.number().int(),
});
export type SalesDay = z.infer<typeof salesDaySchema>;

export const SALES_CHART_DAYS = 30;
export const DASHBOARD_LIST_SIZE = 5;

export const dashboardSchema = z.object({
  totals: z.object({
    /** Paid orders, delivered or not (canceled ones are not orders any more). */
    orders: z.number().int(),
    delivered: z.number().int(),
    /** Reservations that hold seats: pending and confirmed. */
    reservations: z.number().int(),
    /** Revenue of every day (shared/sales-figures.ts): dishes and delivery fees, in kobo. */
    revenueMinor: z.number().int(),
    refundsPending: z.number().int(),
  }),
  sales: z.array(salesDaySchema),
  recentCanceled: z.array(orderSchema),
  pendingRefunds: z.array(pendingRefundSchema),
  timeZone: z.string(),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

// Menu management ---------------------------------------------------------------------------

export const adminDishListSchema = z.object({
  items: z.array(menuItemSchema),
  /** 'local' when the menu is the restaurant's own dishes; otherwise edits do not reach /Menu. */
  source: z.enum(['local', 'themealdb']),
});
export type AdminDishList = z.infer<typeof adminDishListSchema>;

export const adminDishResponseSchema = z.object({ item: menuItemSchema });
export const dishIdParamsSchema = z.object({ id: z.uuid('This dish is not on the menu.') });

/** Where dish pictures may come from: our uploads and the shipped illustrations. */
export const ALLOWED_IMAGE_PREFIXES = ['/uploads/', '/media/dishes/'] as const;
const isOwnImage = (url: string) =>
  ALLOWED_IMAGE_PREFIXES.some((prefix) => url.startsWith(prefix)) && !url.includes('..');

const ownImageUrl = { message: 'Please upload a picture of the dish.' };
export const adminDishInputSchema = dishInputSchema.refine((dish) => isOwnImage(dish.image.url), {
  ...ownImageUrl,
  path: ['image'],
});
export const adminDishPatchSchema = dishPatchSchema.refine(
  (patch) => patch.image === undefined || isOwnImage(patch.image.url),
  { ...ownImageUrl, path: ['image'] },
);

export const uploadedImageSchema = z.object({
  image: z.object({ url: z.string(), width: z.number().int(), height: z.number().int() }),
});
export type UploadedImage = z.infer<typeof uploadedImageSchema>;

export const MAX_UPLOAD_BYTES = 2 * 1024 * 1024;
export const UPLOAD_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

export const adminTexts = {
  welcome: 'Welcome, Admin',
  totalOrders: 'Total Orders',
  totalDelivered: 'Total Delivered',
  reservations: 'Reservations',
  /** The spec's name of the all-time Revenue (shared/sales-figures.ts), with its definition. */
  totalRevenue: 'Total Revenue',
  revenueDefinition: SALES_FIGURES.revenue.definition,
  salesChart: 'Sales chart',
  salesChartCaption: `${SALES_FIGURES.revenue.label} per day over the last ${SALES_CHART_DAYS} days: ${SALES_FIGURES.revenue.definition.toLowerCase()}`,
  noSales: 'No sales in the last 30 days yet.',
  canceledOrders: 'Canceled Orders',
  noCanceled: 'No canceled orders.',
  seeAll: 'See all',
  refundsPending: 'Refunds pending',
  refundsPendingHint:
    'These refunds did not go through yet. They are retried automatically; you can also retry one now.',
  retryRefund: 'Retry refund',
  refundRetried: 'The refund went through.',
  refundStillPending: 'The refund is still pending. It will be retried automatically.',
  refundWithProvider:
    'The payment provider has the refund now. It is paid out (or checked with the provider) without another retry.',
  refundRetryFailed: 'Could not retry the refund. Please try again.',
  attempts: 'Attempts',
  lastError: 'Last error',
  ordersTitle: 'Orders',
  deliveredTitle: 'Delivered Orders',
  canceledTitle: 'Canceled Orders',
  searchLabel: 'Search with order ID',
  /** What a search matched: the ID (or an old per-dish ID), the number, the e-mail or the name. */
  searchMatches: (search: string) =>
    `Order ID or number, e-mail or customer name matching “${search}”.`,
  noOrderFound: 'No order found',
  noOrders: 'No orders yet.',
  noDelivered: 'No delivered orders yet.',
  markDelivered: 'Mark as delivered',
  scheduledNotDeliverable: 'Scheduled: can be marked delivered once it moves to New',
  marking: 'Marking...',
  /** The confirmation before 'Mark as delivered': a tap on the wrong card cannot be undone. */
  confirmDeliveredTitle: (number: string) => `Mark order ${number} as delivered?`,
  confirmDeliveredNote: 'The customer is told their order arrived. This cannot be undone.',
  keep: 'Keep',
  delivered: 'Delivered',
  canceled: 'Canceled',
  filters: 'Filter orders',
  stageFilter: 'Stage',
  anyStage: 'Any stage',
  activeStages: 'Active',
  fulfilmentFilter: 'Fulfilment',
  anyFulfilment: 'Delivery or pickup',
  fromDate: 'Placed from',
  toDate: 'Placed to',
  clearFilters: 'Clear filters',
  customer: 'Customer',
  canceledOn: 'Canceled on',
  deliveredOn: 'Delivered on',
  orderedOn: 'Ordered on',
  loadError: 'We could not load this list. Please try again.',
  // Menu management.
  productsNav: 'Menu',
  productsTitle: 'Menu management',
  productsIntro:
    'Add, edit, hide and delete the dishes of the menu. Changes show on /Menu at once.',
  addDish: 'Add a dish',
  editDish: 'Edit dish',
  saveDish: 'Save dish',
  saving: 'Saving...',
  cancel: 'Cancel',
  hide: 'Hide',
  show: 'Show on menu',
  hidden: 'Hidden',
  onMenu: 'On the menu',
  deleteDish: 'Delete',
  deleteQuestion: 'Do you want to delete this dish?',
  deleteNote: 'It disappears from the menu. Past orders keep their name, picture and price.',
  dishAdded: 'Dish added to the menu.',
  dishSaved: 'Dish saved.',
  dishHidden: 'Dish hidden from the menu.',
  dishShown: 'Dish is on the menu again.',
  dishDeleted: 'Dish deleted.',
  dishSaveError: 'Could not save the dish. Please try again.',
  noDishes: 'No dishes yet. Add the first one.',
  externalSourceReadOnly:
    'The menu comes from the public recipe database (CATALOG_SOURCE=themealdb) and cannot be edited here.',
  externalSource:
    'The public menu currently comes from the public recipe database (CATALOG_SOURCE=themealdb), so these dishes do not show on /Menu until the local catalog is used.',
  name: 'Name',
  description: 'Description',
  category: 'Category',
  area: 'Cuisine',
  price: 'Price (NGN)',
  image: 'Picture',
  imageHint: 'PNG, JPEG or WebP, up to 2 MB.',
  uploading: 'Uploading...',
  nameRequired: 'Please enter the name of the dish.',
  areaRequired: 'Please enter the cuisine of the dish, such as Nigerian or Italian.',
  areaTooLong: 'The cuisine can be at most 60 characters long.',
  priceInvalid: 'Please enter a price of at least NGN 0.01.',
  priceFormat: 'Please enter the price in naira, like 7,500 or 7500.50.',
  imageRequired: 'Please upload a picture of the dish.',
  uploadTooLarge: 'The picture is larger than 2 MB. Please choose a smaller one.',
  uploadWrongType: 'Please upload a PNG, JPEG or WebP picture.',
  uploadMissing: 'Please choose a picture to upload.',
  uploadFailed: 'Could not upload the picture. Please try again.',
} as const;
