import type { Db } from '@server/db/client';
import { type TableBooking, toClock, toMinutes } from '@shared/tables';
import { and, eq, gt, ne, sql } from 'drizzle-orm';
import type { BookedSeats } from './availability';
import type { ReservationRow } from './schema';
import { reservationWaitlist } from './schema';

/**
 * A live waitlist offer holds its slot: for everyone else the booking step and
 * the offered times count it like a held booking, its tables (by tables) or its party's seats (by
 * sittings). Read inside the caller's transaction, under the same day or slot lock the offer job
 * takes, so an offer and a booking never both take the last table.
 */
export interface OfferHolds {
  /** The live offers of a day as table bookings. */
  tables(q: Pick<Db, 'select'>, date: string): Promise<TableBooking[]>;
  /** The seats live offers hold per sitting of a day (one sitting when `time` is given). */
  seats(q: Pick<Db, 'select'>, date: string, time?: string): Promise<BookedSeats[]>;
}

/** The live offers at `now`, leaving out `except` (the offer being booked by its own diner). */
export function offerHolds(now: Date, except?: string): OfferHolds {
  const live = (date: string) =>
    and(
      eq(reservationWaitlist.restaurantDay, date),
      eq(reservationWaitlist.status, 'offered'),
      gt(reservationWaitlist.offerExpiresAt, now),
      except ? ne(reservationWaitlist.id, except) : undefined,
    );
  return {
    async tables(q, date) {
      const rows = await q
        .select({
          tableIds: reservationWaitlist.tableIds,
          start: reservationWaitlist.startMin,
          stay: reservationWaitlist.stayMinutes,
        })
        .from(reservationWaitlist)
        .where(and(live(date), sql`cardinality(${reservationWaitlist.tableIds}) > 0`));
      return rows.map((r) => ({ tableIds: r.tableIds, start: r.start, stay: r.stay ?? 0 }));
    },
    async seats(q, date, time) {
      const rows = await q
        .select({
          start: reservationWaitlist.startMin,
          seats: sql<number>`coalesce(sum(${reservationWaitlist.party}), 0)::int`,
        })
        .from(reservationWaitlist)
        .where(
          and(live(date), time ? eq(reservationWaitlist.startMin, toMinutes(time)) : undefined),
        )
        .groupBy(reservationWaitlist.startMin);
      return rows.map((r) => ({
        time: toClock(r.start),
        status: 'confirmed' as const,
        seats: Number(r.seats),
      }));
    },
  };
}

/** The holds as the reservations service reads them: outside a booking, over `db`. */
export function waitlistHoldsFor(db: Db) {
  return {
    seats: (date: string, now: Date) => offerHolds(now).seats(db, date),
    tables: (date: string, now: Date) => offerHolds(now).tables(db, date),
    forBooking: offerHolds,
  };
}
/** Live waitlist offers, held for their diner; NO_HOLDS: no waitlist. */
export type WaitlistHolds = ReturnType<typeof waitlistHoldsFor>;

/** No waitlist: nothing is held by offers. */
export const NO_HOLDS: WaitlistHolds = {
  seats: async () => [],
  tables: async () => [],
  forBooking: () => ({ seats: async () => [], tables: async () => [] }),
};

/** A booking made from a waitlist offer: its own hold is left out, `withChange` marks it booked. */
export interface FromOffer {
  entryId: string;
  withChange: (tx: Db, row: ReservationRow) => Promise<void>;
}
