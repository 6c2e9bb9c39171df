import type { ChosenOption } from '@shared/dish-options';
import { ORDER_ACTORS, ORDER_STAGES } from '@shared/order-stages';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

export const orderNumberSeq = pgSequence('order_number_seq', { startWith: 1001 });

/**
 * One row per checkout (payment), its dishes in order_lines. Delivered and canceled orders are statuses of this one table
 * (docs/decisions/002-departures-from-the-spec.md), with timestamps and a status history, never
 * copies in other tables.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The public order id shown to diners and admins (copyable, searchable). */
    orderId: text('order_id').notNull().unique(),
    /** The short number diners and staff say aloud, shown as `#1042`; from order_number_seq. */
    number: integer('number').notNull().unique().default(sql`nextval('order_number_seq')`),
    /**
     * The diner's account; null for an order staff took by phone or at the counter, and for a
     * guest's checkout until the guest joins it to an account from its link.
     */
    userId: uuid('user_id'),
    /**
     * The customer's e-mail (the payment's), where receipts and order mails go. A staff order
     * taken without one stores '' (and sends no mail); an online order always has one.
     */
    email: text('email').notNull(),
    customerName: text('customer_name').notNull(),
    customerPhone: text('customer_phone').notNull(),
    /**
     * payments.id of the payment that paid for this order: one order per payment. Null for a staff
     * order paid at the counter or on delivery (cash or the card terminal: no provider payment).
     */
    paymentId: uuid('payment_id').unique(),
    /** Where the order came from: the diner's online checkout, or staff on the phone/at the counter. */
    source: text('source', { enum: ['online', 'phone', 'counter'] })
      .notNull()
      .default('online'),
    /** How it is (to be) paid: online by card, or at the counter / on delivery. */
    paymentMethod: text('payment_method', {
      enum: ['card_online', 'cash', 'card_terminal', 'payment_link'],
    })
      .notNull()
      .default('card_online'),
    /**
     * A staff order not yet paid ("Pay at counter/on delivery"): it is cooked like any other but
     * the sales figures (rollup triggers, reports) leave it out until staff mark it paid.
     */
    awaitingPayment: boolean('awaiting_payment').notNull().default(false),
    /** When and by whom a staff order was marked paid (null for online orders: see paymentId). */
    paidAt: timestamp('paid_at', { withTimezone: true }),
    paidBy: uuid('paid_by'),
    fulfilment: text('fulfilment', { enum: ['delivery', 'pickup'] }).notNull(),
    /**
     * Snapshot of where it goes, as the diner entered it (delivery only; null for pickup): the
     * street, the area or postcode, and the optional directions for the rider. The area is null
     * on orders recorded before it was kept apart.
     */
    deliveryAddress: text('delivery_address'),
    deliveryArea: text('delivery_area'),
    deliveryDirections: text('delivery_directions'),
    deliveryPhone: text('delivery_phone'),
    /**
     * Delivery: the zone's travel estimate in minutes as it stood when the order was placed, so a
     * later settings change cannot move the window promised (ready time + this). Null for pickup,
     * for a store without zones and for orders placed before it was kept.
     */
    deliveryEstimateMinutes: integer('delivery_estimate_minutes'),
    /** The diner's note to the restaurant (at most 500 characters). */
    note: text('note'),
    subtotalMinor: integer('subtotal_minor').notNull(),
    deliveryFeeMinor: integer('delivery_fee_minor').notNull(),
    totalMinor: integer('total_minor').notNull(),
    /** Where the order is in the kitchen's workflow (shared/order-stages.ts). */
    stage: text('stage', { enum: ORDER_STAGES }).notNull().default('new'),
    /**
     * The spec's status, derived from the stage by the database so the two can never disagree:
     * completed -> delivered, rejected/canceled -> canceled, any active stage -> paid.
     */
    status: text('status', { enum: ['paid', 'delivered', 'canceled'] })
      .notNull()
      .generatedAlwaysAs(
        sql`case stage when 'completed' then 'delivered' when 'rejected' then 'canceled' when 'canceled' then 'canceled' else 'paid' end`,
      ),
    /**
     * The ready time the diner chose at checkout; null for "as soon as
     * possible". `prepDueAt` (that time minus the lead time, shared/scheduled-orders.ts) is when
     * the sweep moves a Scheduled order to New; `slotAt` is the slot it counts in (order_slots).
     */
    scheduledFor: timestamp('scheduled_for', { withTimezone: true }),
    prepDueAt: timestamp('prep_due_at', { withTimezone: true }),
    slotAt: timestamp('slot_at', { withTimezone: true }),
    /** When staff said it would be ready (set on Accept). */
    readyAt: timestamp('ready_at', { withTimezone: true }),
    /** A new ticket stays highlighted on every board until someone acknowledges it. */
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    acknowledgedBy: uuid('acknowledged_by'),
    /**
     * none: not canceled. pending: a refund is owed and not yet accepted by the provider (the
     * retry loop keeps trying). processing: the provider accepted it and is paying it out.
     * refunded: paid back. (failed is kept for compatibility; a failing refund stays pending.)
     * A refund whose answer never came ("unknown") is processing too: the money may have moved,
     * so only the payments service's reconciliation (its onRefundSettled listener) moves it on.
     */
    refundStatus: text('refund_status', {
      enum: ['none', 'pending', 'processing', 'refunded', 'failed'],
    })
      .notNull()
      .default('none'),
    /** What the cancel refunds, in kobo, fixed when the order is canceled (null before). */
    refundMinor: integer('refund_minor'),
    refundAttempts: integer('refund_attempts').notNull().default(0),
    /** When the retry loop may try the refund again (also a lease while one attempt runs). */
    refundNextAttemptAt: timestamp('refund_next_attempt_at', { withTimezone: true }),
    refundLastError: text('refund_last_error'),
    providerRefundId: text('provider_refund_id'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /** Set when the provider said the refund needs attention (a person must look at it). */
    refundFlaggedAt: timestamp('refund_flagged_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
  },
  (t) => [
    // Keyset lists (server/orders/lists.ts): each reads one index in (time, id) order.
    index('orders_created_idx').on(t.createdAt, t.id),
    index('orders_status_created_idx').on(t.status, t.createdAt, t.id),
    index('orders_stage_created_idx').on(t.stage, t.createdAt, t.id),
    index('orders_user_created_idx').on(t.userId, t.createdAt, t.id),
    // The fulfilment filter: read in (time, id) order, and its bounded count from the index alone
    // (status last: it filters, it does not order). Without it the count visited the table.
    index('orders_fulfilment_created_idx').on(t.fulfilment, t.createdAt, t.id, t.status),
    // The same for the live statuses (every filter but delivered / not delivered): its count reads
    // 10,001 entries with no filter instead of 12,500 filtered ones (docs/benchmarks/bench-scale.md).
    index('orders_live_fulfilment_created_idx')
      .on(t.fulfilment, t.createdAt, t.id)
      .where(sql`${t.status} in ('paid', 'delivered')`),
    index('orders_delivered_idx').on(t.deliveredAt, t.id).where(sql`${t.status} = 'delivered'`),
    // The canceled list (newest cancellation first) and the refund retry loop's due rows.
    index('orders_canceled_idx').on(t.canceledAt, t.id).where(sql`${t.status} = 'canceled'`),
    // The diner's past orders, by when they finished.
    index('orders_user_finished_idx')
      .on(t.userId, sql`coalesce(${t.canceledAt}, ${t.deliveredAt}, ${t.createdAt})`, t.id)
      .where(sql`${t.status} in ('delivered', 'canceled')`),
    // Search (lists.ts searchMatch): substrings through pg_trgm, short terms as lower() prefixes.
    // A name's substring is looked up among the distinct names (name-schema.ts), then its orders
    // by the name's btree below (equality on lower(customer_name)).
    index('orders_order_id_trgm_idx').using('gin', t.orderId.op('gin_trgm_ops')),
    index('orders_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
    index('orders_order_id_prefix_idx').on(sql`lower(${t.orderId}) text_pattern_ops`),
    index('orders_email_prefix_idx').on(sql`lower(${t.email}) text_pattern_ops`),
    // One name's orders newest first (a search that found one name pages along it), and a name's
    // prefix (a search of one or two characters): text_pattern_ops serves `=` and `like 'ab%'`.
    index('orders_customer_name_time_idx').on(
      sql`lower(${t.customerName}) text_pattern_ops`,
      t.createdAt,
      t.id,
    ),
    // The kitchen board: every active order, oldest first.
    index('orders_active_stage_idx')
      .on(t.createdAt, t.id)
      .where(
        sql`${t.stage} in ('scheduled', 'new', 'accepted', 'preparing', 'ready', 'out_for_delivery')`,
      ),
    // The sweep that moves Scheduled orders to New once their preparation is due.
    index('orders_prep_due_idx').on(t.prepDueAt).where(sql`${t.stage} = 'scheduled'`),
    index('orders_refund_due_idx')
      .on(t.refundNextAttemptAt)
      .where(sql`${t.refundStatus} = 'pending'`),
    // The reports' money given back in person (a staff order paid at the counter or on delivery,
    // then canceled: refunded there, with no provider refund row), by when it was given back.
    index('orders_in_person_refunds_idx')
      .on(t.refundedAt, t.id)
      .where(sql`${t.paymentId} is null and ${t.refundStatus} = 'refunded'`),
    check(
      'orders_amounts_add_up',
      sql`${t.subtotalMinor} >= 0 and ${t.deliveryFeeMinor} >= 0 and ${t.totalMinor} = ${t.subtotalMinor} + ${t.deliveryFeeMinor}`,
    ),
    check(
      'orders_fulfilment_shape',
      sql`(${t.fulfilment} = 'pickup' and ${t.deliveryFeeMinor} = 0 and ${t.deliveryAddress} is null and ${t.deliveryArea} is null and ${t.deliveryDirections} is null) or (${t.fulfilment} = 'delivery' and ${t.deliveryAddress} is not null)`,
    ),
    // Keyset lists sort finished orders by these times: never null where a list needs them.
    check(
      'orders_finished_times',
      sql`(${t.status} <> 'delivered' or ${t.deliveredAt} is not null) and (${t.status} <> 'canceled' or ${t.canceledAt} is not null)`,
    ),
    // An online order is paid by card through the provider (by a diner with an account, or a
    // guest: no account), or in person when it is handed over (no provider payment, waiting until
    // staff mark it paid); only staff orders may lack an e-mail or be paid by a mailed link.
    check(
      'orders_source_shape',
      sql`(${t.source} = 'online' and ${t.paymentId} is not null and ${t.paymentMethod} = 'card_online' and not ${t.awaitingPayment}) or (${t.source} = 'online' and ${t.paymentId} is null and ${t.paymentMethod} in ('cash', 'card_terminal')) or (${t.source} in ('phone', 'counter') and ${t.paymentMethod} <> 'card_online')`,
    ),
    // A staff order paid at the counter says when: never "not awaiting" without a paid time.
    check(
      'orders_staff_paid_shape',
      sql`${t.paymentId} is not null or (${t.awaitingPayment} and ${t.paidAt} is null) or (not ${t.awaitingPayment} and ${t.paidAt} is not null)`,
    ),
    check(
      'orders_refund_within_total',
      sql`${t.refundMinor} is null or (${t.refundMinor} >= 0 and ${t.refundMinor} <= ${t.totalMinor})`,
    ),
  ],
);

/**
 * How many orders each slot holds (the per-slot cap). One row per slot instant,
 * raised by one conditional upsert inside the transaction that records the order, so concurrent
 * payments for the last places can never overfill it (orders/slots.ts).
 */
export const orderSlots = pgTable(
  'order_slots',
  {
    slotAt: timestamp('slot_at', { withTimezone: true }).primaryKey(),
    taken: integer('taken').notNull(),
  },
  (t) => [check('order_slots_taken_positive', sql`${t.taken} >= 0`)],
);

/**
 * The dishes of an order, in the order they were in the cart, at the name and price paid. Lines of
 * orders made before one order per checkout keep their old public id (still searchable) and, when
 * that line alone was canceled, its cancel time and refund.
 */
export const orderLines = pgTable(
  'order_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    dishId: text('dish_id'),
    name: text('name').notNull(),
    image: text('image').notNull(),
    unitPriceMinor: integer('unit_price_minor').notNull(),
    quantity: integer('quantity').notNull(),
    lineTotalMinor: integer('line_total_minor').notNull(),
    legacyOrderId: text('legacy_order_id').unique(),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    refundMinor: integer('refund_minor'),
    /** What was picked (names and deltas as paid): later menu edits never change it. */
    choices: jsonb('choices').$type<ChosenOption[]>().notNull().default([]),
    /** The diner's note for the kitchen on this line ("no onions"), null when none. */
    note: text('note'),
  },
  (t) => [
    index('order_lines_order_idx').on(t.orderId, t.position),
    index('order_lines_legacy_trgm_idx').using('gin', t.legacyOrderId.op('gin_trgm_ops')),
    index('order_lines_legacy_prefix_idx').on(sql`lower(${t.legacyOrderId}) text_pattern_ops`),
    check(
      'order_lines_total',
      sql`${t.quantity} > 0 and ${t.unitPriceMinor} >= 0 and ${t.lineTotalMinor} = ${t.unitPriceMinor} * ${t.quantity}`,
    ),
  ],
);

export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    note: text('note'),
    actorId: uuid('actor_id'),
    /** Stage changes only: the stage entered, who moved it and what came with it (the timeline). */
    stage: text('stage', { enum: ORDER_STAGES }),
    actorKind: text('actor_kind', { enum: ORDER_ACTORS }),
    reason: text('reason'),
    estimateReadyAt: timestamp('estimate_ready_at', { withTimezone: true }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_history_order_idx').on(t.orderId)],
);
