import type { Db } from '@server/db/client';
import type { MailMessage, MailService } from '@server/mail';
import { addDays, zonedNow } from '@shared/reservations';
import { and, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type ReservationRow, reservations } from './schema';

/** How many reminders one transaction writes; a longer backlog goes in further batches. */
const REMINDER_BATCH = 100;

/**
 * Booking reminders: a job kept in the database, not a timer in memory. A
 * confirmed booking is due once its start (the restaurant's wall clock on its day, converted by
 * the database in the restaurant's zone, DST included) is at most `leadHours` away and still
 * ahead, unless it was made inside that window. Each due row is taken with FOR UPDATE SKIP LOCKED,
 * marked `reminded_at` and given its mail in one transaction: two instances, restarts and
 * overlapping sweeps send each reminder exactly once.
 */
export function createReminders(deps: {
  db: Db;
  mail: MailService;
  log: FastifyBaseLogger;
  timeZone: string;
  /** The reminder mail of a booking. */
  mailFor: (row: ReservationRow) => MailMessage;
}) {
  const { db, mail, timeZone } = deps;
  const startsAt = sql`((${reservations.reservationDate} + ${reservations.reservationTime}::time) at time zone ${timeZone})`;

  async function remindBatch(now: Date, leadHours: number) {
    const lead = sql`make_interval(hours => ${leadHours})`;
    const today = zonedNow(now, timeZone).date;
    return db.transaction(async (tx) => {
      const due = tx
        .select({ id: reservations.id })
        .from(reservations)
        .where(
          and(
            eq(reservations.status, 'confirmed'),
            isNull(reservations.remindedAt),
            // The index's range: yesterday (a zone's offset) to the last day the lead reaches.
            gt(reservations.reservationDate, addDays(today, -2)),
            lte(reservations.reservationDate, addDays(today, Math.ceil(leadHours / 24) + 1)),
            sql`${startsAt} > ${now.toISOString()}::timestamptz`,
            sql`${startsAt} - ${lead} <= ${now.toISOString()}::timestamptz`,
            sql`${reservations.createdAt} < ${startsAt} - ${lead}`,
          ),
        )
        .orderBy(reservations.reservationDate, reservations.reservationTime)
        .limit(REMINDER_BATCH)
        .for('update', { skipLocked: true });
      const rows = await tx
        .update(reservations)
        .set({ remindedAt: now })
        .where(and(inArray(reservations.id, due), isNull(reservations.remindedAt)))
        .returning();
      if (rows.length === 0) return { rows, mails: [] };
      const mails = await mail.enqueueInTransaction(
        tx,
        rows.map((row) => deps.mailFor(row)),
      );
      return { rows, mails };
    });
  }

  return {
    /** Writes every reminder now due (with its mail); returns how many. */
    async remindDue(now: Date, leadHours: number): Promise<number> {
      if (leadHours <= 0) return 0;
      let sent = 0;
      for (;;) {
        const { rows, mails } = await remindBatch(now, leadHours);
        sent += rows.length;
        try {
          if (mails.length > 0) mail.deliverSoon(mails);
        } catch (err) {
          deps.log.error({ err }, 'reminder mails stored; delivery will be retried');
        }
        if (rows.length < REMINDER_BATCH) return sent;
      }
    },
  };
}

export type Reminders = ReturnType<typeof createReminders>;
