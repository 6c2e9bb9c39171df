import { users } from '@server/accounts/schema';
import { WAITLIST_STATUSES } from '@shared/waitlist';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * The waitlist (issue 18 item 8): one row per diner waiting for a full slot. An offered row holds
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

export type WaitlistRow = typeof reservationWaitlist.$inferSelect;
