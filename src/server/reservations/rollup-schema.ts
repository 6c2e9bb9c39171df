import { BOOKING_STATUSES } from '@shared/booking-stages';
import { bigint, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';

/**
 * How many reservations have each status, kept by a trigger on `reservations` in the same
 * transaction as every booking, confirmation and cancellation (drizzle/*_order_rollups_triggers.sql),
 * so the dashboard's Reservations tile never counts the table. Split over `slot`s (the writing
 * connection's backend pid modulo 4) so parallel bookings rarely wait on one row; readers sum them.
 */
export const reservationStatusCounts = pgTable(
  'reservation_status_counts',
  {
    status: text('status', { enum: BOOKING_STATUSES }).notNull(),
    slot: smallint('slot').notNull(),
    n: bigint('n', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.status, t.slot] })],
);
