import type { Db } from '@server/db/client';
import type { PersonalDataKeeper } from '@server/platform/personal-data';
import { zonedNow } from '@shared/zoned-now';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { reservations } from './schema';

/**
 * A diner's bookings for "download my data". On account deletion the bookings still to come are
 * canceled (their seats are free again) and every booking keeps only its date, time, party size
 * and status for the restaurant's history.
 */
export function reservationsPersonalData(db: Db, timeZone: string): PersonalDataKeeper {
  return {
    name: 'reservations',

    exportFor: (userId) =>
      db
        .select({
          reservationDate: reservations.reservationDate,
          reservationTime: reservations.reservationTime,
          guests: reservations.guests,
          seats: reservations.seats,
          firstName: reservations.firstName,
          lastName: reservations.lastName,
          email: reservations.email,
          phone: reservations.phone,
          specialRequests: reservations.specialRequests,
          status: reservations.status,
          depositMinor: reservations.depositMinor,
          depositStatus: reservations.depositStatus,
          createdAt: reservations.createdAt,
        })
        .from(reservations)
        .where(eq(reservations.userId, userId))
        .orderBy(desc(reservations.reservationDate), desc(reservations.reservationTime)),

    async forget(tx, userId, replacement, at) {
      const now = zonedNow(at, timeZone);
      await tx
        .update(reservations)
        .set({ status: 'canceled', canceledBy: 'guest', canceledAt: at })
        .where(
          and(
            eq(reservations.userId, userId),
            // A paid deposit is then owed back by the trigger; the deposit sweep refunds it.
            inArray(reservations.status, ['awaiting_deposit', 'pending', 'confirmed']),
            sql`(${reservations.reservationDate}, ${reservations.reservationTime}) >= (${now.date}::date, ${now.time})`,
          ),
        );
      await tx
        .update(reservations)
        .set({
          firstName: replacement.name,
          lastName: '',
          email: replacement.email,
          phone: '',
          specialRequests: '',
        })
        .where(eq(reservations.userId, userId));
    },
  };
}
