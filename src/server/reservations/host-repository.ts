import { changedFields, recordAudit } from '@server/audit';
import type { Db } from '@server/db/client';
import { type BookingStatus, canMove, editable, HOLDING_STATUSES } from '@shared/booking-stages';
import type { DiningTable, TableBooking } from '@shared/tables';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { lockSlot, type TableHold, type WithChange } from './repository';
import { type ReservationRow, reservations, reservationTables } from './schema';
import {
  holdTables,
  lockTableDay,
  lockTableDays,
  readDayBookings,
  readTables,
} from './tables-repository';

/** What the host's status change did: the changed row, or why not (the current status). */
export type StatusOutcome =
  | { ok: true; row: ReservationRow }
  | { ok: false; reason: 'missing' }
  | { ok: false; reason: 'refused'; current: BookingStatus };

/** A booking's new place, decided under its day's lock: by tables, or seats in a sitting. */
export type EditDecision =
  | { kind: 'tables'; hold: TableHold }
  | { kind: 'seats'; seatsFree: (heldByOthers: number) => boolean }
  | null;

export type EditOutcome =
  | { ok: true; row: ReservationRow }
  | { ok: false; reason: 'missing' | 'full' }
  | { ok: false; reason: 'locked'; current: BookingStatus };

export interface EditValues {
  date: string;
  time: string;
  guests: number;
}

const HELD = [...HOLDING_STATUSES];

/** The host's writes: status changes, edits and walk-ins, each atomic. */
export function createHostRepository(db: Db) {
  const readRow = async (q: Pick<Db, 'select'>, id: string) =>
    (await q.select().from(reservations).where(eq(reservations.id, id)))[0];

  /** Seats other bookings hold in one sitting (seats per sitting mode), read under its lock. */
  const seatsHeldExcept = async (q: Pick<Db, 'select'>, v: EditValues, except: string) => {
    const [row] = await q
      .select({ n: sql<number>`coalesce(sum(${reservations.seats}), 0)::int` })
      .from(reservations)
      .where(
        and(
          eq(reservations.reservationDate, v.date),
          eq(reservations.reservationTime, v.time),
          inArray(reservations.status, HELD),
          ne(reservations.id, except),
        ),
      );
    return Number(row?.n ?? 0);
  };

  return {
    /**
     * Moves a booking `to` a status: a compare-and-set on the status read, so two hosts pressing
     * at once cannot both move it (the loser is told the status it found). The database's
     * trigger refuses any move outside the stages too.
     */
    async changeStatus(
      id: string,
      to: BookingStatus,
      set: Partial<typeof reservations.$inferInsert>,
      withChange: WithChange,
      endsAtMin?: number,
      /** Who moves it may do less than the table allows (the host: `hostMayMove`). */
      may: (from: BookingStatus, to: BookingStatus) => boolean = canMove,
    ): Promise<StatusOutcome> {
      return db.transaction(async (tx): Promise<StatusOutcome> => {
        const found = await readRow(tx, id);
        if (!found) return { ok: false, reason: 'missing' };
        if (!may(found.status, to)) return { ok: false, reason: 'refused', current: found.status };
        const [row] = await tx
          .update(reservations)
          .set({ ...set, status: to })
          .where(and(eq(reservations.id, id), eq(reservations.status, found.status)))
          .returning();
        if (!row) {
          const now = await readRow(tx, id);
          return now
            ? { ok: false, reason: 'refused', current: now.status }
            : { ok: false, reason: 'missing' };
        }
        // A party that leaves early frees its table from now on (the timeline shows it too).
        if (endsAtMin !== undefined)
          await tx
            .update(reservationTables)
            .set({
              endsMin: sql`greatest(${reservationTables.startsMin} + 1, least(${reservationTables.endsMin}, ${endsAtMin}))`,
            })
            .where(eq(reservationTables.reservationId, id));
        await recordAudit(tx, {
          action: 'booking.status',
          subjectType: 'booking',
          subjectId: row.id,
          summary: `Booking for ${row.guests} on ${row.reservationDate} at ${row.reservationTime.slice(0, 5)}: ${found.status} → ${to}`,
          before: { status: found.status },
          after: { status: to, ...(row.declineReason ? { reason: row.declineReason } : {}) },
        });
        await withChange(tx, row);
        return { ok: true, row };
      });
    },

    /**
     * Changes a held booking's day, time, party or table under the lock of every day (or
     * sitting) it touches, taken in date order so two edits never wait on each other crosswise.
     * `decide` sees the tables, the other held bookings of the new day and the booking's own
     * tables, and answers the new place or null (it does not fit).
     */
    async edit(
      id: string,
      values: (row: ReservationRow) => EditValues,
      decide: (
        row: ReservationRow,
        next: EditValues,
        tables: DiningTable[],
        others: TableBooking[],
        own: string[],
      ) => EditDecision,
      withChange: WithChange,
    ): Promise<EditOutcome> {
      return db.transaction(async (tx): Promise<EditOutcome> => {
        const first = await readRow(tx, id);
        if (!first) return { ok: false, reason: 'missing' };
        const next = values(first);
        await lockTableDays(tx, [first.reservationDate, next.date]);
        const row = await readRow(tx, id);
        if (!row) return { ok: false, reason: 'missing' };
        // Held bookings past their deposit hold (an unpaid hold is only paid or given up).
        if (!editable(row.status)) return { ok: false, reason: 'locked', current: row.status };
        const own = await tx
          .select({ tableId: reservationTables.tableId })
          .from(reservationTables)
          .where(eq(reservationTables.reservationId, id));
        const decision = decide(
          row,
          next,
          await readTables(tx),
          await readDayBookings(tx, next.date, id),
          own.map((o) => o.tableId),
        );
        if (!decision) return { ok: false, reason: 'full' };
        if (decision.kind === 'seats') {
          await lockSlot(tx, next.date, next.time);
          if (!decision.seatsFree(await seatsHeldExcept(tx, next, id)))
            return { ok: false, reason: 'full' };
        }
        const [changed] = await tx
          .update(reservations)
          .set({
            reservationDate: next.date,
            reservationTime: next.time,
            guests: next.guests,
            stayMinutes: decision.kind === 'tables' ? decision.hold.stay : row.stayMinutes,
          })
          .where(eq(reservations.id, id))
          .returning();
        if (!changed) return { ok: false, reason: 'missing' };
        if (decision.kind === 'tables') await holdTables(tx, id, next.date, decision.hold);
        const was = {
          date: row.reservationDate,
          time: row.reservationTime.slice(0, 5),
          guests: row.guests,
        };
        const now = { date: next.date, time: next.time.slice(0, 5), guests: next.guests };
        await recordAudit(tx, {
          action: 'booking.edit',
          subjectType: 'booking',
          subjectId: id,
          summary: `Booking changed to ${now.guests} on ${now.date} at ${now.time}`,
          ...changedFields(was, now),
        });
        await withChange(tx, changed);
        return { ok: true, row: changed };
      });
    },

    /**
     * Seats a walk-in now: under the day's lock, `place` picks a free seating from the fresh
     * tables and held bookings (null: none fits), and the row is written seated.
     */
    async walkIn(
      row: Omit<typeof reservations.$inferInsert, 'id' | 'seats'> & { reservationDate: string },
      place: ((tables: DiningTable[], bookings: TableBooking[]) => TableHold | null) | null,
    ): Promise<ReservationRow | null> {
      return db.transaction(async (tx) => {
        let hold: TableHold | null = null;
        if (place) {
          await lockTableDay(tx, row.reservationDate);
          hold = place(await readTables(tx), await readDayBookings(tx, row.reservationDate));
          if (!hold) return null;
        }
        const [inserted] = await tx
          .insert(reservations)
          .values({ ...row, stayMinutes: hold?.stay ?? row.stayMinutes ?? null })
          .returning();
        if (!inserted) return null;
        if (hold) await holdTables(tx, inserted.id, inserted.reservationDate, hold);
        await recordAudit(tx, {
          action: 'booking.walk_in',
          subjectType: 'booking',
          subjectId: inserted.id,
          summary: `Walk-in of ${inserted.guests} seated on ${inserted.reservationDate} at ${inserted.reservationTime.slice(0, 5)}`,
          after: { status: inserted.status, guests: inserted.guests },
        });
        return inserted;
      });
    },

    /** Every booking of a day (all statuses), by time, with the tables and span each holds. */
    async day(date: string) {
      const rows = await db
        .select()
        .from(reservations)
        .where(eq(reservations.reservationDate, date))
        .orderBy(asc(reservations.reservationTime), asc(reservations.createdAt));
      const spans = new Map<string, { tableIds: string[]; start: number; end: number }>();
      if (rows.length > 0) {
        const links = await db
          .select()
          .from(reservationTables)
          .where(
            inArray(
              reservationTables.reservationId,
              rows.map((r) => r.id),
            ),
          );
        for (const l of links) {
          const found = spans.get(l.reservationId);
          if (found) found.tableIds.push(l.tableId);
          else
            spans.set(l.reservationId, {
              tableIds: [l.tableId],
              start: l.startsMin,
              end: l.endsMin,
            });
        }
      }
      return { rows, spans };
    },
  };
}

export type HostRepository = ReturnType<typeof createHostRepository>;
