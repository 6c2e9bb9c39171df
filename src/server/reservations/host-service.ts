import { AppError } from '@server/errors';
import type { MailMessage, MailService } from '@server/mail';
import type { SettingsService } from '@server/settings';
import { hostMayMove, type StatusChange, bookingStageTexts as st } from '@shared/booking-stages';
import {
  type BookingEdit,
  coversPerSlot,
  type DayBooking,
  type HostDay,
  type WalkIn,
} from '@shared/host-day';
import { type Reservation, reservationTexts as rt, zonedNow } from '@shared/reservations';
import {
  assignTables,
  seatingOptions,
  stayMinutes,
  type TableBooking,
  tableFree,
  toMinutes,
} from '@shared/tables';
import type { FastifyBaseLogger } from 'fastify';
import type { Deposits } from './deposits';
import {
  reservationCanceledByRestaurantMail,
  reservationChangedMail,
  reservationDeclinedMail,
} from './host-mails';
import type { EditDecision, HostRepository } from './host-repository';
import { mailingWith } from './mailing';
import { reservationConfirmedMail } from './mails';
import type { WithChange } from './repository';
import type { ReservationRow } from './schema';
import type { TablesService } from './tables-service';
import { toReservation } from './view';

export interface HostDeps {
  repo: HostRepository;
  tables: TablesService;
  tableNames: (ids: readonly string[]) => Promise<Map<string, string[]>>;
  settings: Pick<SettingsService, 'current'>;
  mail: MailService;
  log: FastifyBaseLogger;
  appUrl: string;
  timeZone: string;
  /** Seats per sitting when no tables are listed. */
  capacity: number;
  now?: () => Date;
  /** The signed link to a booking's own page, carried by every mail to the guest. */
  bookingUrl?: (row: ReservationRow) => string;
  /** A deposit owed back after a decline or cancel is refunded at once. */
  deposits?: Pick<Deposits, 'refundIfOwed'>;
}

/**
 * Who edits, when not the host: the guest from their booking's link rides the
 * same locked edit with their own guard, mail and words.
 */
export interface EditBy {
  /** Run on the row read under the day's lock; throws to refuse (e.g. past the guest's cutoff). */
  guard?: (row: ReservationRow) => void;
  /** The guest's mail of the change (else the restaurant's "we have changed it"). */
  mail?: (r: Reservation, link?: string) => MailMessage;
  /** The refusal when the change does not fit. */
  noFit?: string;
}

/** The host's day: stages, edits, walk-ins and the day's plan. */
export function createHostService(deps: HostDeps) {
  const { repo } = deps;
  const clock = deps.now ?? (() => new Date());
  const restaurantNow = () => zonedNow(clock(), deps.timeZone);
  const rules = async () => (await deps.settings.current()).bookings;
  const mailing = mailingWith(deps.mail, deps.log, deps.bookingUrl);
  /** A mail only to a guest with an address (a walk-in has none). */
  const mailed = (build: (r: Reservation, link?: string) => MailMessage) => {
    const m = mailing(build);
    const withChange: WithChange = (tx, row) =>
      row.source === 'online' && row.email ? m.withChange(tx, row) : Promise.resolve();
    return { withChange, deliver: m.deliver };
  };
  const quiet = { withChange: (async () => {}) as WithChange, deliver: () => {} };
  const shaped = async (row: ReservationRow) =>
    toReservation(row, (await deps.tableNames([row.id])).get(row.id) ?? []);

  /** The fields each move stamps, and the mail it sends the guest (or none). */
  const moveOf = (change: StatusChange, at: Date) => {
    switch (change.to) {
      case 'confirmed':
        return {
          set: { confirmedAt: at, expiresAt: null },
          mail: mailed((r, link) => reservationConfirmedMail(r, deps.appUrl, link)),
        };
      case 'declined':
        return {
          set: { declineReason: change.reason ?? '', expiresAt: null },
          mail: mailed((r, link) => reservationDeclinedMail(r, deps.appUrl, link)),
        };
      case 'canceled':
        return {
          set: { canceledAt: at, canceledBy: 'restaurant' as const, expiresAt: null },
          mail: mailed((r, link) => reservationCanceledByRestaurantMail(r, deps.appUrl, link)),
        };
      case 'seated':
        return { set: { seatedAt: at }, mail: quiet };
      case 'completed':
        return { set: { completedAt: at }, mail: quiet };
      case 'no_show':
        return { set: {}, mail: quiet };
    }
  };

  /** Where an edited booking goes: its tables when they still fit, the chosen one, or the best. */
  const placeEdit = async (edit: BookingEdit) => {
    const r = await rules();
    const byTables = await deps.tables.byTables();
    return (
      row: ReservationRow,
      next: { date: string; time: string; guests: number },
      list: Parameters<typeof seatingOptions>[0],
      others: TableBooking[],
      own: string[],
    ): EditDecision => {
      if (!byTables)
        return { kind: 'seats', seatsFree: (held) => held + next.guests <= deps.capacity };
      const start = toMinutes(next.time);
      const stay =
        next.guests === row.guests && row.stayMinutes
          ? row.stayMinutes
          : stayMinutes(next.guests, r);
      const free = (ids: string[]) => ids.every((t) => tableFree(t, start, stay, others));
      const options = seatingOptions(list, next.guests);
      const same = (ids: string[]) =>
        ids.length === own.length && ids.every((i) => own.includes(i));
      const chosen = edit.tableId
        ? options.find((ids) => ids.includes(edit.tableId!) && free(ids))
        : (options.find((ids) => same(ids) && free(ids)) ??
          assignTables({ tables: list, bookings: others, party: next.guests, start, stay }));
      return chosen ? { kind: 'tables', hold: { tableIds: chosen, start, stay } } : null;
    };
  };

  return {
    async changeStatus(id: string, change: StatusChange): Promise<Reservation> {
      const at = clock();
      const { set, mail } = moveOf(change, at);
      const now = restaurantNow();
      // Completed today frees the table from this minute on.
      const endsAt = change.to === 'completed' ? toMinutes(now.time) : undefined;
      const outcome = await repo.changeStatus(
        id,
        change.to,
        set,
        mail.withChange,
        endsAt,
        hostMayMove,
      );
      if (!outcome.ok && outcome.reason === 'missing') throw new AppError('not_found', rt.notFound);
      if (!outcome.ok && outcome.reason === 'refused')
        throw new AppError('conflict', st.cannotMove(outcome.current, change.to));
      if (!outcome.ok) throw new AppError('not_found', rt.notFound);
      mail.deliver();
      // Declined or canceled: a paid deposit goes back in full; a no-show's is kept (the trigger).
      return shaped((await deps.deposits?.refundIfOwed(outcome.row)) ?? outcome.row);
    },

    async edit(id: string, edit: BookingEdit, by: EditBy = {}): Promise<Reservation> {
      const place = await placeEdit(edit);
      const decide: typeof place = (row, ...rest) => {
        by.guard?.(row);
        return place(row, ...rest);
      };
      let timeOrParty = false;
      const m = mailed(by.mail ?? ((r, link) => reservationChangedMail(r, deps.appUrl, link)));
      const outcome = await repo.edit(
        id,
        (row) => {
          const next = {
            date: edit.date ?? row.reservationDate,
            time: edit.time ?? row.reservationTime,
            guests: edit.partySize ?? row.guests,
          };
          timeOrParty =
            next.date !== row.reservationDate ||
            next.time !== row.reservationTime ||
            next.guests !== row.guests;
          return next;
        },
        decide,
        // The guest hears of a new day, time or party; a table move alone changes nothing for them.
        (tx, row) => (timeOrParty ? m.withChange(tx, row) : Promise.resolve()),
      );
      if (!outcome.ok && outcome.reason === 'missing') throw new AppError('not_found', rt.notFound);
      if (!outcome.ok && outcome.reason === 'locked')
        throw new AppError('conflict', st.notEditable(outcome.current));
      if (!outcome.ok)
        throw new AppError(
          'conflict',
          by.noFit ?? ((await deps.tables.byTables()) ? st.editNoFit : st.editNoSeats),
        );
      m.deliver();
      return shaped(outcome.row);
    },

    /** Seats a walk-in now at a free table (the chosen one, or the best fit). */
    async walkIn(input: WalkIn): Promise<Reservation> {
      const r = await rules();
      const now = restaurantNow();
      const start = toMinutes(now.time);
      const stay = stayMinutes(input.partySize, r);
      const byTables = await deps.tables.byTables();
      const place = byTables
        ? (list: Parameters<typeof seatingOptions>[0], bookings: TableBooking[]) => {
            const free = (ids: string[]) => ids.every((t) => tableFree(t, start, stay, bookings));
            const ids = input.tableId
              ? seatingOptions(list, input.partySize).find(
                  (o) => o.includes(input.tableId!) && free(o),
                )
              : assignTables({ tables: list, bookings, party: input.partySize, start, stay });
            return ids ? { tableIds: ids, start, stay } : null;
          }
        : null;
      const at = clock();
      const row = await repo.walkIn(
        {
          userId: null,
          source: 'walk_in',
          firstName: input.name,
          lastName: '',
          email: '',
          phone: input.phone,
          reservationDate: now.date,
          reservationTime: now.time,
          guests: input.partySize,
          specialRequests: input.note,
          status: 'seated',
          seatedAt: at,
          stayMinutes: stay,
        },
        place,
      );
      if (!row) throw new AppError('conflict', st.walkInNoFit);
      return shaped(row);
    },

    /** The day's tables and bookings (every status) with covers per slot. */
    async day(date?: string): Promise<HostDay> {
      const now = restaurantNow();
      const day = date ?? now.date;
      const r = await rules();
      const [tables, { rows, spans }] = [await deps.tables.list(), await repo.day(day)];
      const names = new Map(tables.map((t) => [t.id, t.name]));
      const bookings: DayBooking[] = rows.map((row) => {
        const span = spans.get(row.id);
        const start = span?.start ?? toMinutes(row.reservationTime);
        const end = span?.end ?? start + (row.stayMinutes ?? stayMinutes(row.guests, r));
        const tableIds = span?.tableIds ?? [];
        return {
          ...toReservation(row, tableIds.map((t) => names.get(t) ?? '').filter(Boolean)),
          tableIds,
          startsMin: start,
          endsMin: end,
        };
      });
      return {
        date: day,
        today: now.date,
        now: now.time,
        byTables: tables.length > 0,
        slotInterval: r.slotInterval,
        tables,
        bookings,
        covers: coversPerSlot(bookings, r.slotInterval),
      };
    },
  };
}

export type HostService = ReturnType<typeof createHostService>;
