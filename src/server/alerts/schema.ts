import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The back office's open live views, one row per open stream on any instance:
 * written when it opens, touched at each heartbeat, deleted when it ends. A row not touched for
 * WATCHER_STALE_SECONDS (an instance killed with its streams) no longer counts. The staff alerts
 * read it in the order's own transaction: "is any board open?".
 */
export const staffWatchers = pgTable(
  'staff_watchers',
  {
    id: uuid('id').primaryKey(),
    /**
     * What the view watches: 'orders' (the kitchen board, the order lists, the dashboard), or
     * 'bookings' (the host's day; one row per staff member, touched by each of its reads).
     */
    kind: text('kind', { enum: ['orders', 'bookings'] }).notNull(),
    userId: uuid('user_id').notNull(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('staff_watchers_kind_seen_idx').on(t.kind, t.seenAt)],
);
