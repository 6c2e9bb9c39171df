import type { Db } from '@server/db/client';
import { HOLDING_STATUSES } from '@shared/booking-stages';
import { toClock } from '@shared/tables';
import { chooseSeatOffers, chooseTableOffers, type WaitingSlot } from '@shared/waitlist';
import { and, asc, eq, gt, inArray, lt, lte, sql } from 'drizzle-orm';
import { lockSlot } from './repository';
import { reservations, reservationWaitlist, type WaitlistRow, waitlistRechecks } from './schema';
import { lockTableDay, readDayBookings, readTables } from './tables-repository';
import { offerHolds } from './waitlist-holds';

export type NewWaitlistEntry = Pick<
  typeof reservationWaitlist.$inferInsert,
  'userId' | 'restaurantDay' | 'startMin' | 'party' | 'firstName' | 'lastName' | 'phone' | 'email'
>;

/** What the offer job needs to know of the restaurant, read once per pass. */
export interface OfferRules {
  /** When the offer lapses, given when it was made. */
  expiresAt: (offeredAt: Date) => Date;
  stayFor: (party: number) => number;
  /** Seats per sitting (no tables listed). */
  capacity: number;
  /** The restaurant's date and minute now: slots already started are not offered. */
  today: string;
  nowMin: number;
}

/** Writes the offer's mail in the offer's transaction; returns the outbox ids. */
export type OfferMailer = (tx: Db, row: WaitlistRow) => Promise<string[]>;

const ACTIVE = ['waiting', 'offered'] as const;
const HELD = [...HOLDING_STATUSES];

/** The waitlist's SQL. */
export function createWaitlistRepository(db: Db) {
  /** Seats held per sitting of a day: bookings and live offers (seats per sitting mode). */
  const heldPerStart = async (tx: Db, day: string, now: Date) => {
    const rows = await tx
      .select({
        time: reservations.reservationTime,
        seats: sql<number>`coalesce(sum(${reservations.seats}), 0)::int`,
      })
      .from(reservations)
      .where(and(eq(reservations.reservationDate, day), inArray(reservations.status, HELD)))
      .groupBy(reservations.reservationTime);
    const held = new Map<number, number>();
    const add = (time: string, seats: number) => {
      const [h, m] = time.split(':').map(Number);
      const start = (h ?? 0) * 60 + (m ?? 0);
      held.set(start, (held.get(start) ?? 0) + Number(seats));
    };
    for (const r of rows) add(r.time, r.seats);
    for (const r of await offerHolds(now).seats(tx, day)) add(r.time, r.seats);
    return held;
  };

  /**
   * One day's re-check, under the day's lock (and, by sittings, each waiting sitting's lock, the
   * same the booking step takes): the waiting entries oldest first, each offered when its party
   * now fits with bookings and live offers counted as taken. A compare-and-set on 'waiting'
   * makes the offer; its mail goes in the same transaction.
   */
  async function offerOnDay(
    tx: Db,
    day: string,
    now: Date,
    rules: OfferRules,
    mailer: OfferMailer,
  ): Promise<{ offered: WaitlistRow[]; mails: string[] }> {
    await lockTableDay(tx, day);
    const entries = await tx
      .select()
      .from(reservationWaitlist)
      .where(
        and(eq(reservationWaitlist.restaurantDay, day), eq(reservationWaitlist.status, 'waiting')),
      )
      .orderBy(asc(reservationWaitlist.createdAt), asc(reservationWaitlist.id));
    const waiting: WaitingSlot[] = entries
      .filter((e) => day > rules.today || (day === rules.today && e.startMin > rules.nowMin))
      .map((e) => ({ id: e.id, startMin: e.startMin, party: e.party }));
    if (waiting.length === 0) return { offered: [], mails: [] };
    const tables = await readTables(tx);
    let grants: { id: string; tableIds: string[]; stay: number | null }[];
    if (tables.length > 0) {
      const bookings = [
        ...(await readDayBookings(tx, day)),
        ...(await offerHolds(now).tables(tx, day)),
      ];
      grants = chooseTableOffers({ waiting, tables, bookings, stayFor: rules.stayFor });
    } else {
      const starts = [...new Set(waiting.map((w) => w.startMin))].sort((a, b) => a - b);
      for (const start of starts) await lockSlot(tx, day, toClock(start));
      const held = await heldPerStart(tx, day, now);
      grants = chooseSeatOffers({ waiting, held, capacity: rules.capacity }).map((id) => ({
        id,
        tableIds: [],
        stay: null,
      }));
    }
    const offered: WaitlistRow[] = [];
    const mails: string[] = [];
    for (const grant of grants) {
      const [row] = await tx
        .update(reservationWaitlist)
        .set({
          status: 'offered',
          offeredAt: now,
          offerExpiresAt: rules.expiresAt(now),
          tableIds: grant.tableIds,
          stayMinutes: grant.stay,
        })
        .where(and(eq(reservationWaitlist.id, grant.id), eq(reservationWaitlist.status, 'waiting')))
        .returning();
      if (!row) continue;
      offered.push(row);
      mails.push(...(await mailer(tx, row)));
    }
    return { offered, mails };
  }

  return {
    /** Null when the account already waits for this slot (the unique active index decides). */
    async join(entry: NewWaitlistEntry): Promise<WaitlistRow | null> {
      const [row] = await db
        .insert(reservationWaitlist)
        .values(entry)
        .onConflictDoNothing()
        .returning();
      return row ?? null;
    },

    /** Waiting or offered → left; a live offer's slot is re-checked for the next in line. */
    async leave(id: string, userId: string): Promise<WaitlistRow | null> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(reservationWaitlist)
          .set({ status: 'left' })
          .where(
            and(
              eq(reservationWaitlist.id, id),
              eq(reservationWaitlist.userId, userId),
              inArray(reservationWaitlist.status, [...ACTIVE]),
            ),
          )
          .returning();
        if (row?.offeredAt)
          await tx.insert(waitlistRechecks).values({ restaurantDay: row.restaurantDay });
        return row ?? null;
      });
    },

    async findById(id: string): Promise<WaitlistRow | null> {
      const [row] = await db
        .select()
        .from(reservationWaitlist)
        .where(eq(reservationWaitlist.id, id));
      return row ?? null;
    },

    /** An account's waiting and offered entries, soonest slot first. */
    listActive(userId: string): Promise<WaitlistRow[]> {
      return db
        .select()
        .from(reservationWaitlist)
        .where(
          and(
            eq(reservationWaitlist.userId, userId),
            inArray(reservationWaitlist.status, [...ACTIVE]),
          ),
        )
        .orderBy(asc(reservationWaitlist.restaurantDay), asc(reservationWaitlist.startMin));
    },

    /**
     * Inside the booking's transaction: offered (and not lapsed at `now`) → booked, for its own
     * diner only. False when the offer is gone: the caller then rolls the booking back.
     */
    async markBooked(tx: Db, id: string, userId: string, now: Date): Promise<boolean> {
      const rows = await tx
        .update(reservationWaitlist)
        .set({ status: 'booked' })
        .where(
          and(
            eq(reservationWaitlist.id, id),
            eq(reservationWaitlist.userId, userId),
            eq(reservationWaitlist.status, 'offered'),
            gt(reservationWaitlist.offerExpiresAt, now),
          ),
        )
        .returning({ id: reservationWaitlist.id });
      return rows.length > 0;
    },

    /**
     * Lapses the offers whose 15 minutes are up (FOR UPDATE SKIP LOCKED plus a compare-and-set on
     * 'offered', so two instances never lapse one twice) and asks for their days to be re-checked
     * in the same transaction: the next in line is offered by the following pass.
     */
    async expireOffers(now: Date, today: string): Promise<number> {
      return db.transaction(async (tx) => {
        // Entries for a day gone by wait for nothing any more.
        await tx
          .update(reservationWaitlist)
          .set({ status: 'expired' })
          .where(
            and(
              eq(reservationWaitlist.status, 'waiting'),
              lt(reservationWaitlist.restaurantDay, today),
            ),
          );
        const due = tx
          .select({ id: reservationWaitlist.id })
          .from(reservationWaitlist)
          .where(
            and(
              eq(reservationWaitlist.status, 'offered'),
              lte(reservationWaitlist.offerExpiresAt, now),
            ),
          )
          .limit(100)
          .for('update', { skipLocked: true });
        const rows = await tx
          .update(reservationWaitlist)
          .set({ status: 'expired' })
          .where(
            and(inArray(reservationWaitlist.id, due), eq(reservationWaitlist.status, 'offered')),
          )
          .returning();
        const days = [...new Set(rows.map((r) => r.restaurantDay))];
        if (days.length > 0)
          await tx
            .insert(waitlistRechecks)
            .values(days.map((restaurantDay) => ({ restaurantDay })));
        return rows.length;
      });
    },

    /**
     * Takes one day asked to be re-checked (its queue rows FOR UPDATE SKIP LOCKED, deleted in the
     * same transaction, so a second instance takes another day or waits on the day's lock) and
     * makes its offers. Null when no day is waiting to be re-checked.
     */
    async recheckOneDay(
      now: Date,
      rules: OfferRules,
      mailer: OfferMailer,
    ): Promise<{ offered: WaitlistRow[]; mails: string[] } | null> {
      return db.transaction(async (tx) => {
        const [next] = await tx
          .select({ day: waitlistRechecks.restaurantDay })
          .from(waitlistRechecks)
          .orderBy(asc(waitlistRechecks.id))
          .limit(1)
          .for('update', { skipLocked: true });
        if (!next) return null;
        const mine = tx
          .select({ id: waitlistRechecks.id })
          .from(waitlistRechecks)
          .where(eq(waitlistRechecks.restaurantDay, next.day))
          .for('update', { skipLocked: true });
        await tx.delete(waitlistRechecks).where(inArray(waitlistRechecks.id, mine));
        return offerOnDay(tx, next.day, now, rules, mailer);
      });
    },
  };
}

export type WaitlistRepository = ReturnType<typeof createWaitlistRepository>;
