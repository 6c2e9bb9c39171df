import { recordAudit } from '@server/audit';
import type { Db } from '@server/db/client';
import type { ReservationStatus } from '@shared/reservations';
import { and, eq, inArray } from 'drizzle-orm';
import type { WithChange } from './repository';
import { type ReservationRow, reservations } from './schema';

/** What a diner may still give up from their account: unconfirmed, or an unpaid deposit hold. */
const CANCELABLE: ReservationStatus[] = ['pending', 'awaiting_deposit'];

/** The reservations service's own status writes (the host's are host-repository.ts). */
export function createStatusWrites(db: Db) {
  return {
    /** Pending → confirmed; null when the row is not pending (absent, confirmed or canceled). */
    confirmPending(id: string, at: Date, withChange: WithChange): Promise<ReservationRow | null> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(reservations)
          .set({ status: 'confirmed', confirmedAt: at, expiresAt: null })
          .where(and(eq(reservations.id, id), eq(reservations.status, 'pending')))
          .returning();
        if (row) {
          await recordAudit(tx, {
            action: 'booking.confirm',
            subjectType: 'booking',
            subjectId: row.id,
            summary: `Booking for ${row.guests} on ${row.reservationDate} at ${row.reservationTime} confirmed`,
            before: { status: 'pending' },
            after: { status: 'confirmed' },
          });
          await withChange(tx, row);
        }
        return row ?? null;
      });
    },

    /**
     * The owner's pending booking (or unpaid deposit hold) → canceled; null when it is not
     * theirs or neither. A paid deposit is marked owed back by the database's trigger.
     */
    cancelPendingOfUser(
      id: string,
      userId: string,
      at: Date,
      withChange: WithChange,
    ): Promise<ReservationRow | null> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(reservations)
          .set({ status: 'canceled', canceledBy: 'guest', canceledAt: at, expiresAt: null })
          .where(
            and(
              eq(reservations.id, id),
              eq(reservations.userId, userId),
              inArray(reservations.status, CANCELABLE),
            ),
          )
          .returning();
        if (row) await withChange(tx, row);
        return row ?? null;
      });
    },
  };
}
