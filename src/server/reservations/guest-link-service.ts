import { AppError } from '@server/errors';
import type { MailService } from '@server/mail';
import type { SettingsService } from '@server/settings';
import {
  type BookingByLink,
  type BookingLinkChange,
  bookingLinkTexts as bt,
  changeDeadline,
  deadlineInWords,
  guestMayChange,
} from '@shared/booking-link';
import { checkBookingDay } from '@shared/booking-rules';
import { depositFor, depositTexts } from '@shared/deposits';
import { messages } from '@shared/messages';
import { addDays, reservationTexts as t, zonedNow } from '@shared/reservations';
import type { FastifyBaseLogger } from 'fastify';
import type { BookingLinks } from './booking-link';
import type { Deposits } from './deposits';
import { reservationChangedByGuestMail } from './guest-link-mails';
import type { HostRepository } from './host-repository';
import type { HostService } from './host-service';
import { mailingWith } from './mailing';
import { reservationCanceledMail } from './mails';
import type { WithChange } from './repository';
import type { ReservationRow } from './schema';
import type { ReservationsService } from './service';
import { depositOf } from './view';

export interface GuestLinkDeps {
  links: BookingLinks;
  findById: (id: string) => Promise<ReservationRow | null>;
  tableNames: (ids: readonly string[]) => Promise<Map<string, string[]>>;
  /** The wizard's slots, the booking's own tables left out. */
  availability: ReservationsService['availability'];
  /** The host's locked edit: the guest's change is re-checked exactly as the host's is. */
  edit: HostService['edit'];
  /** The host's status compare-and-set (the booking stages' table applies to the guest too). */
  changeStatus: HostRepository['changeStatus'];
  settings: Pick<SettingsService, 'current'>;
  mail: MailService;
  log: FastifyBaseLogger;
  appUrl: string;
  timeZone: string;
  now?: () => Date;
  /** A canceled booking's paid deposit is refunded at once. */
  deposits?: Pick<Deposits, 'refundIfOwed'>;
}

/**
 * The guest's own booking, opened by the signed link in its mails: view it,
 * change its time or party, cancel it, until the owner's cutoff before it starts. A bad,
 * other-purpose or expired token and a walk-in are all the same 404.
 */
export function createGuestLinkService(deps: GuestLinkDeps) {
  const clock = deps.now ?? (() => new Date());
  const mailing = mailingWith(deps.mail, deps.log, deps.links.urlFor);
  const notFound = () => new AppError('not_found', bt.notFound);

  const open = async (token: string) => {
    const id = deps.links.verify(token, clock());
    const row = id ? await deps.findById(id) : null;
    if (row?.source !== 'online') throw notFound();
    const { bookings, details } = await deps.settings.current();
    return { row, rules: bookings, phone: details.phone };
  };

  const deadlineOf = (row: ReservationRow, cutoffHours: number) =>
    changeDeadline(
      row.reservationDate,
      row.reservationTime.slice(0, 5),
      deps.timeZone,
      cutoffHours,
    );

  /** Refuses, in words, a change or cancel the booking's status or the clock no longer allow. */
  const assertChangeable = (row: ReservationRow, cutoffHours: number, phone: string) => {
    const deadline = deadlineOf(row, cutoffHours);
    if (guestMayChange(row.status, clock(), deadline)) return;
    if (row.status !== 'pending' && row.status !== 'confirmed')
      throw new AppError('conflict', bt.closed(row.status, phone));
    throw new AppError('conflict', bt.tooLate(deadlineInWords(deadline, deps.timeZone), phone));
  };

  const viewOf = async (token: string): Promise<BookingByLink> => {
    const { row, rules, phone } = await open(token);
    const deadline = deadlineOf(row, rules.changeCutoffHours);
    const today = zonedNow(clock(), deps.timeZone).date;
    return {
      booking: {
        firstName: row.firstName,
        date: row.reservationDate,
        time: row.reservationTime.slice(0, 5),
        guests: row.guests,
        status: row.status,
        specialRequests: row.specialRequests,
        tables: (await deps.tableNames([row.id])).get(row.id) ?? [],
        deposit: depositOf(row),
      },
      canChange: guestMayChange(row.status, clock(), deadline),
      changeUntil: deadlineInWords(deadline, deps.timeZone),
      phone,
      timeZone: deps.timeZone,
      today,
      lastDate: addDays(today, rules.windowDays),
      maxOnlineParty: rules.maxOnlineParty,
    };
  };

  return {
    view: viewOf,

    /** The wizard's slots of a day for the guest's party, their own booking not in the way. */
    async slots(token: string, date: string, guests: number) {
      const { row } = await open(token);
      return deps.availability(date, guests, row.id);
    },

    async change(token: string, input: BookingLinkChange): Promise<BookingByLink> {
      const { row, rules, phone } = await open(token);
      const cutoff = rules.changeCutoffHours;
      assertChangeable(row, cutoff, phone);
      if (
        input.date === row.reservationDate &&
        input.time === row.reservationTime.slice(0, 5) &&
        input.guests === row.guests
      )
        throw new AppError('invalid', bt.nothingToChange);
      if (input.guests > rules.maxOnlineParty) {
        const message = messages.booking.callForGroups(rules.maxOnlineParty, phone);
        throw new AppError('invalid', message, { guests: message });
      }
      // A party grown into the deposit's size pays it when booking, not by changing a booking
      // made without one (a deposit paid already stays as it is: no money moves on an edit).
      if (row.depositMinor === null && depositFor(input.guests, rules) > 0) {
        const message = depositTexts.partyNeedsDeposit(rules.depositFromParty, phone);
        throw new AppError('conflict', message, { guests: message });
      }
      const day = checkBookingDay(
        input.date,
        zonedNow(clock(), deps.timeZone).date,
        rules.windowDays,
      );
      if (!day.ok) throw new AppError('invalid', day.message, { date: day.message });
      // Offered as the wizard offers it (inside the hours, not past, free for this party)...
      const { slots } = await deps.availability(input.date, input.guests, row.id);
      const slot = slots.find((s) => s.time === input.time);
      if (slot?.state !== 'available') throw new AppError('conflict', t.slotUnavailable);
      // ...then placed under the day's lock by the host's edit, the cutoff read again there.
      await deps.edit(
        row.id,
        { date: input.date, time: input.time, partySize: input.guests },
        {
          guard: (locked) => assertChangeable(locked, cutoff, phone),
          mail: (r, link) => reservationChangedByGuestMail(r, deps.appUrl, link),
          noFit: t.slotUnavailable,
        },
      );
      return viewOf(token);
    },

    async cancel(token: string): Promise<BookingByLink> {
      const { row, rules, phone } = await open(token);
      assertChangeable(row, rules.changeCutoffHours, phone);
      const mailed = mailing((r, link) => reservationCanceledMail(r, deps.appUrl, link));
      // The compare-and-set holds the row: its day and time are the ones the cutoff is read on.
      const withChange: WithChange = async (tx, changed) => {
        assertChangeable({ ...changed, status: row.status }, rules.changeCutoffHours, phone);
        await mailed.withChange(tx, changed);
      };
      const set = { canceledAt: clock(), canceledBy: 'guest' as const, expiresAt: null };
      const outcome = await deps.changeStatus(row.id, 'canceled', set, withChange);
      if (!outcome.ok && outcome.reason === 'refused')
        throw new AppError('conflict', bt.closed(outcome.current, phone));
      if (!outcome.ok) throw notFound();
      mailed.deliver();
      // Canceled before the cutoff: a paid deposit goes back in full, at once.
      await deps.deposits?.refundIfOwed(outcome.row);
      return viewOf(token);
    },
  };
}

export type GuestLinkService = ReturnType<typeof createGuestLinkService>;
