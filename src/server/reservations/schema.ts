import { users } from '@server/accounts/schema';
import { BOOKING_STATUSES } from '@shared/booking-stages';
import { DEPOSIT_STATUSES } from '@shared/deposits';
import { WAITLIST_STATUSES } from '@shared/waitlist';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * Table reservations. Rows are never deleted: a canceled booking keeps its row (status canceled)
 * for the history of both the diner and the restaurant, and simply stops holding seats.
 */
export const reservations = pgTable(
  'reservations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The diner's account; null only for a walk-in the host entered (CHECK below). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    /** A calendar date in the restaurant's zone, read back as the 'yyyy-MM-dd' string. */
    reservationDate: date('reservation_date', { mode: 'string' }).notNull(),
    /** One of the fixed slots, 'HH:MM'. */
    reservationTime: text('reservation_time').notNull(),
    guests: integer('guests').notNull(),
    /**
     * The seats the booking holds: always its party size, kept by
     * the database so no writer can hold more seats than guests.
     */
    seats: integer('seats').notNull().generatedAlwaysAs(sql`guests`),
    specialRequests: text('special_requests').notNull().default(''),
    status: text('status', { enum: BOOKING_STATUSES }).notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    /** When a pending booking expires unconfirmed: set at booking, null once decided. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** When its reminder mail was written: set once, by one sweep, with the mail. */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    /** How long the table(s) are held; null for bookings made before tables. */
    stayMinutes: integer('stay_minutes'),
    /** The host's day: online or a walk-in (name and phone may be empty). */
    source: text('source', { enum: ['online', 'walk_in'] })
      .notNull()
      .default('online'),
    /** The restaurant's reason, required when it declines (CHECK below). */
    declineReason: text('decline_reason'),
    seatedAt: timestamp('seated_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    canceledBy: text('canceled_by', { enum: ['guest', 'restaurant'] }),
    /**
     * The deposit a large party pays by card when booking (minor units, the
     * party times the per-guest amount in force then); null when none was asked. Its status
     * follows the booking's by trigger (migration 0041, `depositAfterMove` in shared/deposits.ts).
     */
    depositMinor: integer('deposit_minor'),
    depositStatus: text('deposit_status', { enum: DEPOSIT_STATUSES }),
    /** The payment that paid it (payments.reservation_id names the booking; no key back, no cycle). */
    depositPaymentId: uuid('deposit_payment_id'),
    depositPaidAt: timestamp('deposit_paid_at', { withTimezone: true }),
    /**
     * While a refund of the deposit is owed and not yet taken by the provider: when the next
     * attempt is due (set by the trigger with the status change; null once the provider has it).
     */
    depositRefundDueAt: timestamp('deposit_refund_due_at', { withTimezone: true }),
    depositRefundAttempts: integer('deposit_refund_attempts').notNull().default(0),
  },
  (t) => [
    // Availability sums the seats still held in one slot: this partial index answers it alone.
    index('reservations_held_slot_idx')
      .on(t.reservationDate, t.reservationTime)
      .where(sql`${t.status} in ('awaiting_deposit', 'pending', 'confirmed', 'seated')`),
    // Keyset lists (repository.ts upcomingFirst): upcoming and past are two ranges of these.
    index('reservations_when_idx').on(t.reservationDate, t.reservationTime, t.createdAt, t.id),
    index('reservations_user_when_idx').on(
      t.userId,
      t.reservationDate,
      t.reservationTime,
      t.createdAt,
      t.id,
    ),
    index('reservations_status_when_idx').on(
      t.status,
      t.reservationDate,
      t.reservationTime,
      t.createdAt,
      t.id,
    ),
    check('reservations_guests_range', sql`${t.guests} between 1 and 20`),
    check(
      'reservations_status_known',
      sql`${t.status} in ('awaiting_deposit', 'pending', 'confirmed', 'seated', 'completed', 'declined', 'canceled', 'expired', 'no_show')`,
    ),
    check(
      'reservations_deposit_known',
      sql`${t.depositStatus} is null or ${t.depositStatus} in ('awaiting', 'paid', 'refunding', 'refunded', 'kept', 'unpaid')`,
    ),
    // A deposit has an amount and a status, or neither; only a booking awaiting it is awaiting.
    check(
      'reservations_deposit_shape',
      sql`(${t.depositStatus} is null) = (${t.depositMinor} is null) and (${t.depositMinor} is null or ${t.depositMinor} > 0) and (${t.status} = 'awaiting_deposit') = (coalesce(${t.depositStatus}, '') = 'awaiting')`,
    ),
    // Money taken names the payment that took it.
    check(
      'reservations_deposit_paid_by',
      sql`coalesce(${t.depositStatus}, 'awaiting') in ('awaiting', 'unpaid') or ${t.depositPaymentId} is not null`,
    ),
    check(
      'reservations_account_or_walk_in',
      sql`${t.userId} is not null or ${t.source} = 'walk_in'`,
    ),
    check(
      'reservations_declined_with_reason',
      sql`${t.status} <> 'declined' or length(coalesce(${t.declineReason}, '')) between 1 and 200`,
    ),
    // The expiry sweep's read: the pending bookings and unpaid deposit holds whose time is up.
    index('reservations_pending_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} in ('pending', 'awaiting_deposit')`),
    // The deposit refund sweep's read: refunds owed and due.
    index('reservations_deposit_refund_due_idx')
      .on(t.depositRefundDueAt)
      .where(sql`${t.depositStatus} = 'refunding' and ${t.depositRefundDueAt} is not null`),
    // The reminder sweep's read: confirmed bookings not yet reminded, by day.
    index('reservations_to_remind_idx')
      .on(t.reservationDate, t.reservationTime)
      .where(sql`${t.status} = 'confirmed' and ${t.remindedAt} is null`),
  ],
);

/**
 * The restaurant's tables. `joins_with` names the neighbours a table can be
 * pushed together with; a pair seats the sum of their seats.
 */
export const diningTables = pgTable(
  'dining_tables',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    minSeats: integer('min_seats').notNull(),
    maxSeats: integer('max_seats').notNull(),
    area: text('area').notNull(),
    joinsWith: uuid('joins_with').array().notNull().default(sql`'{}'::uuid[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('dining_tables_name_key').on(sql`lower(${t.name})`),
    check(
      'dining_tables_seats_range',
      sql`${t.minSeats} between 1 and 20 and ${t.maxSeats} between ${t.minSeats} and 20`,
    ),
  ],
);

/**
 * Which table(s) a booking holds, from `starts_min` to `ends_min` (minutes from the booked
 * day's midnight). Written only under the restaurant-day's advisory lock (repository.ts), so two
 * held bookings never overlap on one table.
 */
export const reservationTables = pgTable(
  'reservation_tables',
  {
    reservationId: uuid('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    tableId: uuid('table_id')
      .notNull()
      .references(() => diningTables.id, { onDelete: 'cascade' }),
    reservationDate: date('reservation_date', { mode: 'string' }).notNull(),
    startsMin: integer('starts_min').notNull(),
    endsMin: integer('ends_min').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tableId, t.reservationId] }),
    index('reservation_tables_day_idx').on(t.reservationDate, t.tableId),
    index('reservation_tables_reservation_idx').on(t.reservationId),
    check('reservation_tables_span', sql`${t.startsMin} >= 0 and ${t.endsMin} > ${t.startsMin}`),
  ],
);

/**
 * The waitlist: one row per diner waiting for a full slot. An offered row holds
 * its slot (`table_ids` by tables, `party` seats by sittings) until `offer_expires_at`; the
 * availability of everyone else counts it as taken.
 */
export const reservationWaitlist = pgTable(
  'reservation_waitlist',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The restaurant's calendar day, 'yyyy-MM-dd'. */
    restaurantDay: date('restaurant_day', { mode: 'string' }).notNull(),
    /** Minutes from that day's midnight (the slot's start). */
    startMin: integer('start_min').notNull(),
    party: integer('party').notNull(),
    /** The contact the booking made from the offer carries (typed in the wizard's first step). */
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone').notNull(),
    /** The account's verified address at joining: where the offer is mailed. */
    email: text('email').notNull(),
    status: text('status', { enum: WAITLIST_STATUSES }).notNull().default('waiting'),
    offeredAt: timestamp('offered_at', { withTimezone: true }),
    offerExpiresAt: timestamp('offer_expires_at', { withTimezone: true }),
    /** The tables a live offer holds (by tables); empty by seats per sitting. */
    tableIds: uuid('table_ids').array().notNull().default(sql`'{}'::uuid[]`),
    stayMinutes: integer('stay_minutes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One active entry per account and slot; a left or expired one may be joined again.
    uniqueIndex('reservation_waitlist_active_key')
      .on(t.userId, t.restaurantDay, t.startMin)
      .where(sql`${t.status} in ('waiting', 'offered')`),
    // The offer job's read: the day's waiting entries, oldest first; and the live offers.
    index('reservation_waitlist_day_idx')
      .on(t.restaurantDay, t.createdAt)
      .where(sql`${t.status} in ('waiting', 'offered')`),
    index('reservation_waitlist_offer_expiry_idx')
      .on(t.offerExpiresAt)
      .where(sql`${t.status} = 'offered'`),
    check(
      'reservation_waitlist_status_known',
      sql`${t.status} in ('waiting', 'offered', 'booked', 'expired', 'left')`,
    ),
    check('reservation_waitlist_party_range', sql`${t.party} between 1 and 20`),
    check('reservation_waitlist_start_range', sql`${t.startMin} between 0 and 1439`),
    check(
      'reservation_waitlist_offer_times',
      sql`${t.status} <> 'offered' or (${t.offeredAt} is not null and ${t.offerExpiresAt} > ${t.offeredAt})`,
    ),
  ],
);

/**
 * Work for the offer job: "re-check the waitlist of this day". Written by a trigger in the very
 * transaction in which a booking stops holding its table (migration 0038), and by an offer's
 * expiry or a diner leaving; the job takes rows FOR UPDATE SKIP LOCKED and deletes them. Plain
 * appends (no key on the day), so a writer never waits on a row the job holds.
 */
export const waitlistRechecks = pgTable(
  'waitlist_rechecks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    restaurantDay: date('restaurant_day', { mode: 'string' }).notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('waitlist_rechecks_day_idx').on(t.restaurantDay)],
);

export type ReservationRow = typeof reservations.$inferSelect;
export type DiningTableRow = typeof diningTables.$inferSelect;
export type WaitlistRow = typeof reservationWaitlist.$inferSelect;
