import type { Db } from '@server/db/client';
import { type KeysetList, keysetPage, type SortKey } from '@server/db/keyset';
import { HOLDING_STATUSES } from '@shared/booking-stages';
import type { ReservationStatus } from '@shared/reservations';
import type { DiningTable, TableBooking } from '@shared/tables';
import { and, eq, gte, inArray, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { BookedSeats } from './availability';
import { createReservationCounts } from './counts-repository';
import { type ReservationRow, reservations } from './schema';
import { createStatusWrites } from './status-writes';
import { holdTables, lockTableDay, readDayBookings, readTables } from './tables-repository';
import type { OfferHolds } from './waitlist-holds';

export type NewReservation = Omit<
  typeof reservations.$inferInsert,
  'id' | 'createdAt' | 'confirmedAt' | 'canceledAt' | 'seats' | 'userId'
> & { userId: string };

/** Why the atomic booking step did not insert: the slot is full, or the account holds its cap. */
export type InsertOutcome =
  | { ok: true; row: ReservationRow }
  | { ok: false; reason: 'full' | 'cap' };

/** Where a booking's tables go: the held tables and the span, or null when none is free. */
export type TableHold = { tableIds: string[]; start: number; stay: number };

/**
 * How the booking step decides: by seats per sitting (no tables listed), or by tables,
 * `place` picking the best free seating from the day's tables and held bookings.
 */
export type Placement =
  | { kind: 'seats'; decide: (held: BookedSeats[]) => boolean }
  | {
      kind: 'tables';
      place: (tables: DiningTable[], bookings: TableBooking[]) => TableHold | null;
    };

/** The per-account cap, read inside the booking's lock: at most `max` held bookings from `today`. */
export interface AccountCap {
  today: string;
  max: number;
}

/** Seated occupies like confirmed (booking-stages.ts says which free it). */
const HELD: ReservationStatus[] = [...HOLDING_STATUSES];

/** What expires at `expires_at`: an unconfirmed booking, and an unpaid deposit hold. */
const EXPIRING: ReservationStatus[] = ['pending', 'awaiting_deposit'];

/** A page of a list: the restaurant's today splits upcoming from past. */
export interface ListRequest {
  today: string;
  cursor?: string;
  pageSize: number;
}

/**
 * Work that must commit with a state change, run inside its transaction with the changed row
 * (the service writes the mail it promises to the outbox here): both land, or neither.
 */
export type WithChange = (tx: Db, row: ReservationRow) => Promise<void>;

/**
 * The key space of this domain's advisory locks (the two-integer form, which never collides
 * with the single-bigint lock the migrator takes).
 */
const SLOT_LOCK_SPACE = 0x7a61;
/** One sitting's lock (seats per sitting, no tables): every write of its seats takes it first. */
export const lockSlot = (tx: Pick<Db, 'execute'>, date: string, time: string) =>
  tx.execute(
    sql`select pg_advisory_xact_lock(${SLOT_LOCK_SPACE}::int4, hashtext(${`${date} ${time}`}::text))`,
  );
/** The key space of the per-account lock (the cap on upcoming bookings). */
const ACCOUNT_LOCK_SPACE = 0x7a62;

/** All database access of the reservations domain. */
export function createReservationsRepository(db: Db) {
  /** Seats held per time and status on one date: one grouped read on the partial slot index. */
  async function heldSeats(
    q: Pick<Db, 'select'>,
    date: string,
    time?: string,
  ): Promise<BookedSeats[]> {
    const rows = await q
      .select({
        time: reservations.reservationTime,
        status: reservations.status,
        seats: sql<number>`coalesce(sum(${reservations.seats}), 0)::int`,
      })
      .from(reservations)
      .where(
        and(
          eq(reservations.reservationDate, date),
          time ? eq(reservations.reservationTime, time) : undefined,
          inArray(reservations.status, HELD),
        ),
      )
      .groupBy(reservations.reservationTime, reservations.status);
    // Drivers may hand sums back as strings; the cast above makes it int, Number() makes it sure.
    return rows.map((r) => ({ ...r, seats: Number(r.seats) }));
  }

  /**
   * The atomic booking step. Inside one transaction: take the slot's lock, read the seats held in
   * the slot, let `decide` apply the availability rule, and insert only when it says yes. Two
   * bookings of the same slot queue on the lock, and under READ COMMITTED the second one's read
   * (a new statement after the lock) sees the first one's committed row, so the sum of held seats
   * can never pass the capacity. Bookings of other slots do not wait.
   */
  async function insertIfFits(
    row: NewReservation,
    cap: AccountCap,
    placement: Placement,
    withChange: WithChange,
    /** Live waitlist offers hold their slot like bookings. */
    holds?: OfferHolds,
  ): Promise<InsertOutcome> {
    return db.transaction(async (tx): Promise<InsertOutcome> => {
      // The account's lock first, then the slot's: every booking takes them in this order, so two
      // never wait on each other crosswise. Under the account's lock its count cannot change, so
      // ten parallel requests of one account see each other's rows one by one.
      await tx.execute(
        sql`select pg_advisory_xact_lock(${ACCOUNT_LOCK_SPACE}::int4, hashtext(${row.userId}::text))`,
      );
      const [active] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(reservations)
        .where(
          and(
            eq(reservations.userId, row.userId),
            inArray(reservations.status, HELD),
            gte(reservations.reservationDate, cap.today),
          ),
        );
      if (Number(active?.n ?? 0) >= cap.max) return { ok: false, reason: 'cap' };
      let hold: TableHold | null = null;
      if (placement.kind === 'tables') {
        // The day's lock, then a fresh read of its tables and held bookings.
        await lockTableDay(tx, row.reservationDate);
        const [tables, bookings] = [
          await readTables(tx),
          [
            ...(await readDayBookings(tx, row.reservationDate)),
            ...((await holds?.tables(tx, row.reservationDate)) ?? []),
          ],
        ];
        hold = placement.place(tables, bookings);
        if (!hold) return { ok: false, reason: 'full' };
      } else {
        await lockSlot(tx, row.reservationDate, row.reservationTime);
        const held = [
          ...(await heldSeats(tx, row.reservationDate, row.reservationTime)),
          ...((await holds?.seats(tx, row.reservationDate, row.reservationTime)) ?? []),
        ];
        if (!placement.decide(held)) return { ok: false, reason: 'full' };
      }
      const [inserted] = await tx
        .insert(reservations)
        .values({ ...row, stayMinutes: hold?.stay ?? null })
        .returning();
      if (!inserted) return { ok: false, reason: 'full' };
      if (hold) await holdTables(tx, inserted.id, inserted.reservationDate, hold);
      await withChange(tx, inserted);
      return { ok: true, row: inserted };
    });
  }

  /**
   * Expires up to `limit` pending bookings (and unpaid deposit holds) whose time is up,
   * each with its mail in the same transaction. A compare-and-set: the UPDATE re-checks `status = 'pending'`, and the rows
   * are picked FOR UPDATE SKIP LOCKED, so two instances sweeping at once never take the same row,
   * and a booking confirmed meanwhile is left alone. Expired, it holds no seats any more.
   */
  async function expireDue(
    now: Date,
    limit: number,
    withChange: WithChange,
  ): Promise<ReservationRow[]> {
    return db.transaction(async (tx) => {
      const due = tx
        .select({ id: reservations.id })
        .from(reservations)
        .where(and(inArray(reservations.status, EXPIRING), lte(reservations.expiresAt, now)))
        .orderBy(reservations.expiresAt)
        .limit(limit)
        .for('update', { skipLocked: true });
      const rows = await tx
        .update(reservations)
        .set({ status: 'expired' })
        .where(and(inArray(reservations.id, due), inArray(reservations.status, EXPIRING)))
        .returning();
      for (const row of rows) await withChange(tx, row);
      return rows;
    });
  }

  async function findById(id: string): Promise<ReservationRow | null> {
    const [row] = await db.select().from(reservations).where(eq(reservations.id, id));
    return row ?? null;
  }

  /**
   * Upcoming bookings first (soonest first), then past ones (most recent first): what both the
   * diner and the restaurant look for first. Two keyset segments (server/db/keyset.ts), each one
   * range of an index on (…, date, time, created_at, id), instead of one CASE nobody can index.
   */
  const upcomingFirst = (name: string, where: SQL | undefined, today: string): KeysetList => {
    const keys: SortKey[] = [
      { expr: sql`${reservations.reservationDate}`, kind: 'date' },
      { expr: sql`${reservations.reservationTime}`, kind: 'text' },
      { expr: sql`${reservations.createdAt}`, kind: 'timestamptz' },
      { expr: sql`${reservations.id}`, kind: 'uuid' },
    ];
    return {
      name,
      where,
      segments: [
        { where: and(where, gte(reservations.reservationDate, today)), keys, desc: false },
        { where: and(where, lt(reservations.reservationDate, today)), keys, desc: true },
      ],
    };
  };

  const page = (list: KeysetList, request: ListRequest) =>
    keysetPage(db, reservations, list, request);

  return {
    heldSeats: (date: string) => heldSeats(db, date),
    insertIfFits,
    expireDue,
    findById,

    listForUser: (userId: string, request: ListRequest) =>
      page(
        upcomingFirst('reservations.mine', eq(reservations.userId, userId), request.today),
        request,
      ),

    listAll: (status: ReservationStatus | null, request: ListRequest) =>
      page(
        upcomingFirst(
          status ? `reservations.${status}` : 'reservations.all',
          status ? eq(reservations.status, status) : undefined,
          request.today,
        ),
        request,
      ),

    ...createReservationCounts(db),

    ...createStatusWrites(db),
  };
}

export type ReservationsRepository = ReturnType<typeof createReservationsRepository>;
