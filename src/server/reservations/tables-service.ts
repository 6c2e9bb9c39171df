import type { Db } from '@server/db/client';
import { AppError } from '@server/errors';
import type { SettingsService } from '@server/settings';
import type { BookingRules } from '@shared/booking-rules';
import type { Availability, Reservation } from '@shared/reservations';
import {
  assignTables,
  type DiningTable,
  dayGrid,
  seatingOptions,
  stayMinutes,
  type TableBooking,
  type TableInput,
  tableFree,
  tableTexts,
  toMinutes,
} from '@shared/tables';
import { openStarts } from './availability';
import type { Placement } from './repository';
import { createTablesRepository, type TablesRepository } from './tables-repository';
import { toReservation } from './view';

export interface TablesDeps {
  tables: TablesRepository;
  settings: Pick<SettingsService, 'current'>;
  timeZone: string;
}

/**
 * Tables and the slots they leave free: the owner's table list, the slots a
 * party is offered on a day, the placement the booking step applies under the day's lock, and
 * the host's move of a booking to another table.
 */
export function createTablesService(deps: TablesDeps) {
  const { tables, timeZone } = deps;
  const rules = async () => (await deps.settings.current()).bookings;

  /** The grid starts inside the reservation hours, after `now` when the day is today. */
  const startsOf = async (date: string, interval: BookingRules['slotInterval']) => {
    const grid = dayGrid(interval);
    return { grid, open: openStarts((await deps.settings.current()).hours, date, timeZone, grid) };
  };

  const refuseName = (): never => {
    throw new AppError('conflict', tableTexts.nameTaken, { name: tableTexts.nameTaken });
  };
  const checkNeighbours = async (input: TableInput, self?: string) => {
    const known = new Set((await tables.list()).map((t) => t.id));
    for (const id of input.joinsWith) {
      if (id === self)
        throw new AppError('invalid', tableTexts.selfNeighbour, {
          joinsWith: tableTexts.selfNeighbour,
        });
      if (!known.has(id))
        throw new AppError('invalid', tableTexts.unknownNeighbour, {
          joinsWith: tableTexts.unknownNeighbour,
        });
    }
  };

  return {
    /** Whether the restaurant books by tables (it has listed at least one). */
    byTables: async () => (await tables.count()) > 0,
    list: () => tables.list(),

    async add(input: TableInput): Promise<DiningTable> {
      await checkNeighbours(input);
      return (await tables.insert(input)) ?? refuseName();
    },

    async update(id: string, input: TableInput): Promise<DiningTable> {
      await checkNeighbours(input, id);
      const result = await tables.update(id, input);
      if (result === 'missing') throw new AppError('not_found', tableTexts.notFound);
      if (result === 'taken') return refuseName();
      return result;
    },

    async remove(id: string, today: string): Promise<void> {
      const result = await tables.remove(id, today);
      if (result === 'missing') throw new AppError('not_found', tableTexts.notFound);
      if (result === 'in-use') throw new AppError('conflict', tableTexts.inUse);
    },

    /** The day's slots for a party: open grid starts, each available, full or past. */
    async slots(
      date: string,
      party: number,
      now: { date: string; time: string },
      /** A booking being moved (the guest's link): its own tables do not block its new time. */
      except?: string,
      /** More held tables (live waitlist offers). */
      held: readonly TableBooking[] = [],
    ): Promise<Availability['slots']> {
      const r = await rules();
      const { grid, open } = await startsOf(date, r.slotInterval);
      const list = await tables.list();
      const bookings = [
        ...(await tables.dayBookings(date)).filter((b) => b.reservationId !== except),
        ...held,
      ];
      const stay = stayMinutes(party, r);
      return grid
        .filter((time) => open.has(time))
        .map((time) => {
          const past = date < now.date || (date === now.date && time <= now.time);
          const free =
            !past && assignTables({ tables: list, bookings, party, start: toMinutes(time), stay });
          return {
            time,
            seatsLeft: free ? party : 0,
            state: past ? ('past' as const) : free ? ('available' as const) : ('full' as const),
          };
        });
    },

    /** The booking step's decision, run under the day's lock with fresh tables and bookings. */
    async placement(date: string, time: string, party: number): Promise<Placement> {
      const r = await rules();
      const { open } = await startsOf(date, r.slotInterval);
      if (!open.has(time)) throw new AppError('conflict', tableTexts.noFit);
      const stay = stayMinutes(party, r);
      const start = toMinutes(time);
      return {
        kind: 'tables',
        place: (list, bookings) => {
          const tableIds = assignTables({ tables: list, bookings, party, start, stay });
          return tableIds ? { tableIds, start, stay } : null;
        },
      };
    },

    /**
     * The host moves a held booking to one table (or a joinable pair that table belongs to, when
     * the table alone is too small): re-checked under the day's lock.
     */
    async move(id: string, tableId: string): Promise<Reservation> {
      const r = await rules();
      const result = await tables.move(id, (row, list, others: TableBooking[]) => {
        const start = toMinutes(row.reservationTime);
        const stay = row.stayMinutes ?? stayMinutes(row.guests, r);
        const free = (ids: string[]) => ids.every((t) => tableFree(t, start, stay, others));
        const option = seatingOptions(list, row.guests).find(
          (ids) => ids.includes(tableId) && free(ids),
        );
        return option ? { tableIds: option, start, stay } : null;
      });
      if (result === 'missing') throw new AppError('not_found', tableTexts.notFound);
      if (result === 'refused') throw new AppError('conflict', tableTexts.tableBusy);
      return toReservation(result, (await tables.namesFor([id])).get(id) ?? []);
    },
  };
}

export type TablesService = ReturnType<typeof createTablesService>;

/** The reservations service's table dependencies over one database. */
export function tablesDepsFor(db: Db, settings: TablesDeps['settings'], timeZone: string) {
  const repo = createTablesRepository(db);
  return {
    tables: createTablesService({ tables: repo, settings, timeZone }),
    tableNames: repo.namesFor,
  };
}
