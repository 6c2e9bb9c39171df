import type { Db } from '@server/db/client';
import { statementName } from '@server/db/prepared';
import { BOOKING_STATUSES, HOLDING_STATUSES } from '@shared/booking-stages';
import { COUNT_CAP } from '@shared/paging';
import type { ReservationStatus } from '@shared/reservations';
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import { reservationStatusCounts } from './rollup-schema';
import { reservations } from './schema';

/** The back office's figures about bookings: bounded counts, never a count of the whole table. */
export function createReservationCounts(db: Db) {
  // On every dashboard view: built once (server/db/prepared.ts).
  const perStatus = db
    .select({
      status: reservationStatusCounts.status,
      n: sql<string>`sum(${reservationStatusCounts.n})`,
    })
    .from(reservationStatusCounts)
    .groupBy(reservationStatusCounts.status)
    .prepare(statementName(db, 'reservation_status_sum'));

  return {
    /** The dashboard's "Now": pending bookings from `today` on, and tonight's guests. */
    async now(today: string, tonightFrom: string) {
      const [pending] = await db.select({ n: sql<string>`count(*)` }).from(
        db
          .select({ one: sql`1` })
          .from(reservations)
          .where(and(eq(reservations.status, 'pending'), gte(reservations.reservationDate, today)))
          .limit(COUNT_CAP + 1)
          .as('limited'),
      );
      const [covers] = await db
        .select({ n: sql<string>`coalesce(sum(${reservations.guests}), 0)` })
        .from(reservations)
        .where(
          and(
            eq(reservations.reservationDate, today),
            gte(reservations.reservationTime, tonightFrom),
            inArray(reservations.status, [...HOLDING_STATUSES]),
          ),
        );
      return {
        toConfirm: Math.min(Number(pending?.n ?? 0), COUNT_CAP),
        tonightCovers: Number(covers?.n ?? 0),
      };
    },

    /**
     * How many bookings have each status (the back-office dashboard's tile): from the counts the
     * database keeps by trigger (rollup-schema.ts), never a count of the table.
     */
    async countByStatus(): Promise<Record<ReservationStatus, number>> {
      const rows = await perStatus.execute();
      const counts = Object.fromEntries(BOOKING_STATUSES.map((s) => [s, 0])) as Record<
        ReservationStatus,
        number
      >;
      for (const row of rows) counts[row.status] = Number(row.n);
      return counts;
    },
  };
}
