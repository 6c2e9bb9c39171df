import { changedFields, recordAudit } from '@server/audit';
import type { Db } from '@server/db/client';
import { HOLDING_STATUSES } from '@shared/booking-stages';
import { addDays } from '@shared/calendar-dates';
import type { ReservationStatus } from '@shared/reservations';
import type { DiningTable, TableBooking, TableInput } from '@shared/tables';
import { and, asc, eq, gt, gte, inArray, ne, or, sql } from 'drizzle-orm';
import {
  type DiningTableRow,
  diningTables,
  type ReservationRow,
  reservations,
  reservationTables,
} from './schema';

/** Seated occupies like confirmed (booking-stages.ts says which free it). */
const HELD: ReservationStatus[] = [...HOLDING_STATUSES];

/**
 * The key space of the restaurant-day lock: every write that puts a booking on
 * a table, or moves one, takes it for the booked day first, then reads that day's bookings and
 * writes. Two such writes of one day run one after the other, so no two held bookings overlap
 * on one table; other days do not wait.
 */
const DAY_LOCK_SPACE = 0x7a63;

const lockOneDay = (tx: Pick<Db, 'execute'>, date: string) =>
  tx.execute(
    sql`select pg_advisory_xact_lock(${DAY_LOCK_SPACE}::int4, hashtext(${`tables ${date}`}::text))`,
  );

/**
 * Locks the days a write on `dates` can collide on: each day and the next, since a late stay runs
 * past midnight into the next day's first sittings (and a write on that next day reads it back).
 * Writers on neighbouring days share a lock, so they run one after the other; the locks are taken
 * in date order, one order for everyone, so no two writers wait on each other in a circle.
 */
export async function lockTableDays(tx: Pick<Db, 'execute'>, dates: string[]) {
  const days = new Set(dates.flatMap((date) => [date, addDays(date, 1)]));
  for (const day of [...days].sort()) await lockOneDay(tx, day);
}

/** The locks of a write on one day (that day and the next). */
export const lockTableDay = (tx: Pick<Db, 'execute'>, date: string) => lockTableDays(tx, [date]);

export const toTable = (row: DiningTableRow): DiningTable => ({
  id: row.id,
  name: row.name,
  minSeats: row.minSeats,
  maxSeats: row.maxSeats,
  area: row.area,
  joinsWith: row.joinsWith,
});

/** The tables, by area then name. */
export async function readTables(q: Pick<Db, 'select'>): Promise<DiningTable[]> {
  const rows = await q
    .select()
    .from(diningTables)
    .orderBy(asc(diningTables.area), asc(diningTables.name));
  return rows.map(toTable);
}

const MINUTES_PER_DAY = 1440;

/**
 * The held bookings that can touch one day's tables, one entry per booking (its tables together),
 * in that day's minutes: its own, the day before's stays running past midnight (negative starts)
 * and the next day's (starts past 1440), so a late sitting and the next morning's never overlap.
 */
export async function readDayBookings(
  q: Pick<Db, 'select'>,
  date: string,
  except?: string,
): Promise<(TableBooking & { reservationId: string })[]> {
  const [before, after] = [addDays(date, -1), addDays(date, 1)];
  const rows = await q
    .select({
      reservationId: reservationTables.reservationId,
      date: reservationTables.reservationDate,
      tableId: reservationTables.tableId,
      start: reservationTables.startsMin,
      end: reservationTables.endsMin,
    })
    .from(reservationTables)
    .innerJoin(reservations, eq(reservations.id, reservationTables.reservationId))
    .where(
      and(
        or(
          eq(reservationTables.reservationDate, date),
          eq(reservationTables.reservationDate, after),
          and(
            eq(reservationTables.reservationDate, before),
            gt(reservationTables.endsMin, MINUTES_PER_DAY),
          ),
        ),
        inArray(reservations.status, HELD),
        except ? ne(reservationTables.reservationId, except) : undefined,
      ),
    );
  const byBooking = new Map<string, TableBooking & { reservationId: string; tableIds: string[] }>();
  for (const row of rows) {
    const shift = row.date === before ? -MINUTES_PER_DAY : row.date === after ? MINUTES_PER_DAY : 0;
    const found = byBooking.get(row.reservationId);
    if (found) found.tableIds.push(row.tableId);
    else
      byBooking.set(row.reservationId, {
        reservationId: row.reservationId,
        tableIds: [row.tableId],
        start: row.start + shift,
        stay: row.end - row.start,
      });
  }
  return [...byBooking.values()];
}

/** Puts a booking on its tables (inside the caller's transaction, under the day's lock). */
export async function holdTables(
  tx: Pick<Db, 'insert' | 'delete'>,
  reservationId: string,
  date: string,
  hold: { tableIds: readonly string[]; start: number; stay: number },
) {
  await tx.delete(reservationTables).where(eq(reservationTables.reservationId, reservationId));
  await tx.insert(reservationTables).values(
    hold.tableIds.map((tableId) => ({
      reservationId,
      tableId,
      reservationDate: date,
      startsMin: hold.start,
      endsMin: hold.start + hold.stay,
    })),
  );
}

/** The owner's tables: list, add, change, remove. */
export function createTablesRepository(db: Db) {
  return {
    list: () => readTables(db),
    async count(): Promise<number> {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(diningTables);
      return Number(row?.n ?? 0);
    },
    /** Null when the name is taken (the unique index on lower(name) decides). */
    async insert(input: TableInput): Promise<DiningTable | null> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(diningTables).values(input).onConflictDoNothing().returning();
        if (!row) return null;
        const table = toTable(row);
        await recordAudit(tx, {
          action: 'tables.create',
          subjectType: 'table',
          subjectId: row.id,
          summary: `Table added: ${row.name}`,
          after: { ...table },
        });
        return table;
      });
    },
    /** 'missing' or 'taken' (the name), else the changed table. */
    async update(id: string, input: TableInput): Promise<DiningTable | 'missing' | 'taken'> {
      return db.transaction(async (tx) => {
        const [clash] = await tx
          .select({ id: diningTables.id })
          .from(diningTables)
          .where(
            and(sql`lower(${diningTables.name}) = lower(${input.name})`, ne(diningTables.id, id)),
          );
        if (clash) return 'taken';
        const [old] = await tx
          .select()
          .from(diningTables)
          .where(eq(diningTables.id, id))
          .for('update');
        const [row] = await tx
          .update(diningTables)
          .set(input)
          .where(eq(diningTables.id, id))
          .returning();
        if (!row || !old) return 'missing';
        const table = toTable(row);
        await recordAudit(tx, {
          action: 'tables.update',
          subjectType: 'table',
          subjectId: row.id,
          summary: `Table changed: ${row.name}`,
          ...changedFields({ ...toTable(old) }, { ...table }),
        });
        return table;
      });
    },
    /**
     * Removes a table unless a held booking from `today` on sits at it ('in-use'); its past
     * bookings keep their rows, only their table links go.
     */
    async remove(id: string, today: string): Promise<'ok' | 'missing' | 'in-use'> {
      return db.transaction(async (tx) => {
        const [used] = await tx
          .select({ id: reservationTables.reservationId })
          .from(reservationTables)
          .innerJoin(reservations, eq(reservations.id, reservationTables.reservationId))
          .where(
            and(
              eq(reservationTables.tableId, id),
              gte(reservationTables.reservationDate, today),
              inArray(reservations.status, HELD),
            ),
          )
          .limit(1);
        if (used) return 'in-use';
        const gone = await tx.delete(diningTables).where(eq(diningTables.id, id)).returning();
        for (const row of gone)
          await recordAudit(tx, {
            action: 'tables.delete',
            subjectType: 'table',
            subjectId: row.id,
            summary: `Table removed: ${row.name}`,
            before: { ...toTable(row) },
          });
        // Neighbours no longer name it.
        await tx
          .update(diningTables)
          .set({ joinsWith: sql`array_remove(${diningTables.joinsWith}, ${id}::uuid)` })
          .where(sql`${id}::uuid = any(${diningTables.joinsWith})`);
        return gone.length > 0 ? 'ok' : 'missing';
      });
    },
    /** The table names each of these bookings holds. */
    async namesFor(ids: readonly string[]): Promise<Map<string, string[]>> {
      const names = new Map<string, string[]>();
      if (ids.length === 0) return names;
      const rows = await db
        .select({ reservationId: reservationTables.reservationId, name: diningTables.name })
        .from(reservationTables)
        .innerJoin(diningTables, eq(diningTables.id, reservationTables.tableId))
        .where(inArray(reservationTables.reservationId, [...ids]))
        .orderBy(asc(diningTables.name));
      for (const row of rows)
        names.set(row.reservationId, [...(names.get(row.reservationId) ?? []), row.name]);
      return names;
    },
    dayBookings: (date: string) => readDayBookings(db, date),
    /**
     * Moves a held booking to other tables: under its day's lock, `decide` sees the tables and
     * the day's other held bookings and answers the new hold, or null to refuse.
     */
    async move(
      id: string,
      decide: (
        row: ReservationRow,
        tables: DiningTable[],
        others: TableBooking[],
      ) => { tableIds: string[]; start: number; stay: number } | null,
    ): Promise<ReservationRow | 'missing' | 'refused'> {
      return db.transaction(async (tx) => {
        const [first] = await tx.select().from(reservations).where(eq(reservations.id, id));
        if (!first) return 'missing';
        await lockTableDay(tx, first.reservationDate);
        const [row] = await tx.select().from(reservations).where(eq(reservations.id, id));
        if (!row || !HELD.includes(row.status)) return 'refused';
        const hold = decide(
          row,
          await readTables(tx),
          await readDayBookings(tx, row.reservationDate, id),
        );
        if (!hold) return 'refused';
        const held = await tx
          .select({ tableId: reservationTables.tableId })
          .from(reservationTables)
          .where(eq(reservationTables.reservationId, id));
        await holdTables(tx, id, row.reservationDate, hold);
        await recordAudit(tx, {
          action: 'booking.table',
          subjectType: 'booking',
          subjectId: id,
          summary: `Booking for ${row.guests} on ${row.reservationDate} at ${row.reservationTime} moved to other tables`,
          before: { tableIds: held.map((h) => h.tableId) },
          after: { tableIds: hold.tableIds },
        });
        const [moved] = await tx
          .update(reservations)
          .set({ stayMinutes: hold.stay })
          .where(eq(reservations.id, id))
          .returning();
        return moved ?? 'missing';
      });
    },
  };
}

export type TablesRepository = ReturnType<typeof createTablesRepository>;
