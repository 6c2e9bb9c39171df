import type { Db } from '@server/db/client';
import type { PersonalDataKeeper } from '@server/platform/personal-data';
import { toClock } from '@shared/tables';
import { asc, eq } from 'drizzle-orm';
import { reservationWaitlist, waitlistRechecks } from './schema';

/**
 * A diner's waitlist entries for "download my data"; on account deletion they
 * go (nothing in them is the restaurant's history), and a live offer they held is passed on.
 */
export function waitlistPersonalData(db: Db): PersonalDataKeeper {
  return {
    name: 'waitlist',
    exportFor: async (userId) =>
      (
        await db
          .select()
          .from(reservationWaitlist)
          .where(eq(reservationWaitlist.userId, userId))
          .orderBy(asc(reservationWaitlist.createdAt))
      ).map((r) => ({
        date: r.restaurantDay,
        time: toClock(r.startMin),
        guests: r.party,
        firstName: r.firstName,
        lastName: r.lastName,
        phone: r.phone,
        email: r.email,
        status: r.status,
        createdAt: r.createdAt,
      })),
    async forget(tx, userId) {
      const gone = await tx
        .delete(reservationWaitlist)
        .where(eq(reservationWaitlist.userId, userId))
        .returning({ day: reservationWaitlist.restaurantDay, status: reservationWaitlist.status });
      const days = [...new Set(gone.filter((g) => g.status === 'offered').map((g) => g.day))];
      if (days.length > 0)
        await tx.insert(waitlistRechecks).values(days.map((restaurantDay) => ({ restaurantDay })));
    },
  };
}
