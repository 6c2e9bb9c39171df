import { users } from '@server/accounts/schema';
import { orders } from '@server/orders/schema';
import { reservations } from '@server/reservations/schema';
import type { ChosenOption } from '@shared/dish-options';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** One cart line as it was when the payment started: what the diner pays for, at these prices. */
export interface PaymentLine {
  dishId: string;
  name: string;
  imageUrl: string;
  unitPriceMinor: number;
  quantity: number;
  /** The choices as priced, their key, the note (absent on payments started before options). */
  choices?: ChosenOption[];
  selectionKey?: string;
  note?: string;
}

/**
 * A card payment: created 'pending' when checkout starts (amount computed here, never by the
 * browser), and turned 'successful' exactly once, after the provider confirmed it, in the same
 * transaction that writes the orders. 'failed' = the provider says it never went through;
 * 'rejected' = the provider took money we refuse to record (wrong amount, cart changed) and it
 * is refunded.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Our unique transaction reference, sent to the provider and used to verify. */
    reference: text('reference').notNull(),
    /** The diner's account; null for a payment link's payment (paid by whoever holds the mail). */
    userId: uuid('user_id').references(() => users.id),
    /**
     * A card payment link's payment: the staff order it pays for, already
     * recorded awaiting payment. Settling it marks that order paid; it never writes a new order.
     */
    orderId: uuid('order_id').references(() => orders.id),
    /**
     * A booking deposit's payment: the booking it pays, awaiting its deposit.
     * Settling it moves that booking on; it never touches a cart or writes an order.
     */
    reservationId: uuid('reservation_id').references(() => reservations.id),
    /**
     * A guest's checkout: the SHA-256 of the guest cart's cookie secret, the cart
     * this payment pays for (cart_items.guest_key). Kept when the order later joins an account.
     */
    guestKey: text('guest_key'),
    email: text('email').notNull(),
    customerName: text('customer_name').notNull(),
    /** Which adapter handled it ('sandbox' | 'paystack'). */
    provider: text('provider').notNull(),
    /** The provider's name as shown to users (spec: payment_method). */
    method: text('method').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: ['pending', 'successful', 'failed', 'rejected'] })
      .notNull()
      .default('pending'),
    accessCode: text('access_code'),
    /** The provider's own id of the transaction, once verified. */
    providerTransactionId: text('provider_transaction_id'),
    channel: text('channel'),
    deliveryAddress: text('delivery_address').notNull(),
    /** Delivery: the area or postcode the address was priced for, and the rider's directions. */
    deliveryArea: text('delivery_area'),
    deliveryDirections: text('delivery_directions'),
    deliveryPhone: text('delivery_phone').notNull(),
    deliveryOption: text('delivery_option').notNull(),
    /** Delivery: the zone's travel estimate the diner was shown (null: pickup or no zones). */
    deliveryEstimateMinutes: integer('delivery_estimate_minutes'),
    /** The diner's optional note to the restaurant (at most 500 characters, trimmed). */
    note: text('note'),
    /** The ready time the diner chose; null = as soon as possible. */
    scheduledFor: timestamp('scheduled_for', { withTimezone: true }),
    lines: jsonb('lines').$type<PaymentLine[]>().notNull(),
    /** Why it failed or was rejected (shown to the diner and to the engineer on call). */
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** Last time the recovery loop asked the provider about it (backs off between tries). */
    lastCheckedAt: timestamp('last_checked_at', { withTimezone: true }),
    checkAttempts: integer('check_attempts').notNull().default(0),
    /** Set once the receipt mails are in the outbox, so a crash right after payment loses none. */
    receiptsQueuedAt: timestamp('receipts_queued_at', { withTimezone: true }),
    /**
     * A rejected payment: what the provider took, owed back. Written by the same statement that
     * rejects the payment, so a crash before the refund cannot forget it.
     */
    refundDueMinor: integer('refund_due_minor'),
    /** The currency the provider actually charged (a mismatch may differ from ours): refunded in it. */
    refundDueCurrency: text('refund_due_currency'),
    /** Tries of that refund so far (the recovery loop backs off between them). */
    refundAttempts: integer('refund_attempts').notNull().default(0),
    /** When the recovery loop tries that refund (again); null once the provider accepted it. */
    refundRetryAt: timestamp('refund_retry_at', { withTimezone: true }),
    /**
     * What the provider last said about a payment still pending here ('pending' = a bank transfer
     * awaiting the bank; 'abandoned' = a checkout closed without paying). Written whenever it is asked.
     */
    providerStatus: text('provider_status'),
    /**
     * The provider confirmed the payment only after we had closed it: 'recorded' (the cart still
     * matched, the orders were written) or 'refunded' (given back in full). Shown in the back
     * office under "Needs attention" (docs/decisions/029-late-payments-and-pending-transfers.md).
     */
    lateOutcome: text('late_outcome', { enum: ['recorded', 'refunded'] }),
    lateAt: timestamp('late_at', { withTimezone: true }),
    /**
     * What its refunds that are not 'failed' add up to, kept by a trigger on `refunds`; the CHECK
     * below makes the database refuse any refund beyond what was charged, whatever code runs.
     */
    refundedMinor: integer('refunded_minor').notNull().default(0),
  },
  (t) => [
    uniqueIndex('payments_reference_unique').on(t.reference),
    index('payments_user_idx').on(t.userId, t.createdAt),
    index('payments_status_idx').on(t.status, t.createdAt),
    index('payments_late_idx').on(t.lateAt).where(sql`${t.lateAt} is not null`),
    index('payments_refund_retry_idx')
      .on(t.refundRetryAt)
      .where(sql`${t.refundRetryAt} is not null`),
    index('payments_order_idx').on(t.orderId).where(sql`${t.orderId} is not null`),
    index('payments_reservation_idx')
      .on(t.reservationId)
      .where(sql`${t.reservationId} is not null`),
    // A deposit's payment is the diner's own (never a cart's: settlement tells them apart by this).
    check(
      'payments_deposit_payer',
      sql`${t.reservationId} is null or (${t.userId} is not null and ${t.orderId} is null)`,
    ),
    index('payments_guest_idx').on(t.guestKey, t.createdAt).where(sql`${t.guestKey} is not null`),
    check('payments_amount_positive', sql`${t.amountMinor} > 0`),
    // A cart's payment belongs to an account or a guest's cart; a payment link's to its order.
    check(
      'payments_payer',
      sql`${t.userId} is not null or ${t.orderId} is not null or ${t.guestKey} is not null`,
    ),
    // A guest's payment pays for a cart, never for an existing order.
    check('payments_guest_cart', sql`${t.guestKey} is null or ${t.orderId} is null`),
    check(
      'payments_refund_due_positive',
      sql`${t.refundDueMinor} is null or ${t.refundDueMinor} > 0`,
    ),
    check(
      'payments_refunded_within_charged',
      sql`${t.refundedMinor} >= 0 and ${t.refundedMinor} <= coalesce(${t.refundDueMinor}, ${t.amountMinor})`,
    ),
  ],
);

export const REFUND_STATUSES = [
  'requested',
  'unknown',
  'pending',
  'needs_attention',
  'refunded',
  'failed',
] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** Money given back on a payment (a canceled order, or a payment we refused to record). */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    reason: text('reason'),
    /**
     * 'requested' while the provider is being asked; then its answer: 'refunded', 'pending' (paying
     * out), 'needs_attention' (the provider needs the diner's account details), 'failed' (refused:
     * no money moved), or 'unknown' (no answer came: reconciled with the provider, never re-sent blind).
     */
    status: text('status', { enum: REFUND_STATUSES }).notNull().default('requested'),
    providerRefundId: text('provider_refund_id'),
    message: text('message'),
    /** One refund per key (e.g. per canceled order): a retried request never refunds twice. */
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Last time the provider was asked about it (the reconciliation sweep backs off pending ones). */
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    checkAttempts: integer('check_attempts').notNull().default(0),
  },
  (t) => [
    index('refunds_payment_idx').on(t.paymentId),
    index('refunds_open_idx')
      .on(t.status, t.updatedAt)
      .where(sql`${t.status} in ('requested', 'unknown', 'pending', 'needs_attention')`),
    uniqueIndex('refunds_idempotency_key_unique').on(t.idempotencyKey),
    check('refunds_amount_positive', sql`${t.amountMinor} > 0`),
  ],
);

/**
 * The sandbox provider's own ledger: what a real provider keeps on its side. In the database so it
 * survives restarts and is shared by every instance, like the provider it stands in for.
 */
export const sandboxTransactions = pgTable(
  'sandbox_transactions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    reference: text('reference').notNull(),
    accessCode: text('access_code').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    email: text('email').notNull(),
    /** Provider statuses: '' (new), 'abandoned', 'failed', 'pending' (transfer), 'success'. */
    status: text('status').notNull().default(''),
    channel: text('channel'),
    attempts: integer('attempts').notNull().default(0),
    gatewayResponse: text('gateway_response'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>(),
    refundedMinor: integer('refunded_minor').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('sandbox_transactions_reference_unique').on(t.reference),
    uniqueIndex('sandbox_transactions_access_code_unique').on(t.accessCode),
  ],
);

/** The sandbox provider's refunds, kept like a real provider's so a lost answer can be looked up. */
export const sandboxRefunds = pgTable(
  'sandbox_refunds',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    reference: text('reference').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    /** The merchant's note: we put our idempotency key there, as with Paystack. */
    merchantNote: text('merchant_note'),
    status: text('status').notNull().default('processed'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sandbox_refunds_reference_idx').on(t.reference)],
);
