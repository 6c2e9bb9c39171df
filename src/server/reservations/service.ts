import type { StaffAlerts } from '@server/alerts';
import type { Config } from '@server/config';
import type { KeysetPage } from '@server/db/keyset';
import { AppError } from '@server/errors';
import type { MailService } from '@server/mail';
import type { SettingsService } from '@server/settings';
import { checkBookingDay } from '@shared/booking-rules';
import { type NowBookings, TONIGHT_FROM } from '@shared/customers';
import { messages } from '@shared/messages';
import {
  type AdminListFilter,
  type Availability,
  addDays,
  RESERVATION_PAGE_SIZE,
  type Reservation,
  type ReservationPage,
  type ReservationValues,
  reservationTexts as t,
  zonedNow,
} from '@shared/reservations';
import type { PublicUser } from '@shared/schemas/auth';
import { dateOrderOf } from '@shared/typed-date';
import type { FastifyBaseLogger } from 'fastify';
import { bookingTimesOf, openSittings } from './availability';
import { bookingTerms } from './booking-terms';
import type { Deposits } from './deposits';
import { cancelMine } from './diner-cancel';
import { mailingWith, staffAlerting } from './mailing';
import { reservationConfirmedMail, reservationExpiredMail, reservationReceivedMail } from './mails';
import type { ReservationsRepository, WithChange } from './repository';
import type { ReservationRow } from './schema';
import { seatRules } from './seat-placement';
import type { TablesService } from './tables-service';
import { toReservation } from './view';
import { type FromOffer, NO_HOLDS, type WaitlistHolds } from './waitlist-holds';

export interface ReservationsDeps {
  repo: ReservationsRepository;
  config: Pick<Config, 'appUrl' | 'timeZone' | 'locale' | 'reservations'>;
  mail: MailService;
  log: FastifyBaseLogger;
  /** The reservation hours and closures: which sittings a date offers. */
  settings: Pick<SettingsService, 'current'>;
  /** Tables and stay times: when any are listed, slots come from them. */
  tables: TablesService;
  tableNames: (ids: readonly string[]) => Promise<Map<string, string[]>>;
  /** The clock; tests move it to put "now" near midnight or past a slot. */
  now?: () => Date;
  /** Writes the reminders due at `now` for a lead time (reminders.ts); returns how many. */
  remindDue?: (now: Date, leadHours: number) => Promise<number>;
  /** The staff alerts, told of each new booking in its transaction (none: no alerts). */
  alerts?: Pick<StaffAlerts, 'bookingMade'>;
  /** The signed link to a booking's own page, carried by every mail to the guest. */
  bookingUrl?: (row: ReservationRow) => string;
  waitlist?: WaitlistHolds;
  /** Booking deposits: refunds owed after a cancel or an expiry. */
  deposits?: Pick<Deposits, 'refundIfOwed'>;
}

/** How many expired bookings one transaction takes; a longer backlog goes in further batches. */
const EXPIRY_BATCH = 100;

export function createReservationsService(deps: ReservationsDeps) {
  const { repo, config, mail, log, waitlist: holds = NO_HOLDS } = deps;
  const clock = deps.now ?? (() => new Date());
  const pageSize = RESERVATION_PAGE_SIZE;
  const capacity = config.reservations.seatsPerSlot;
  /** The restaurant's date and wall-clock time now, whatever the server's own zone. */
  const restaurantNow = () => zonedNow(clock(), config.timeZone);
  const sittingsOf = async (date: string) =>
    openSittings((await deps.settings.current()).hours, date, config.timeZone);
  /** The owner's booking rules in force, and the phone larger parties are asked to call. */
  const rulesNow = async () => {
    const { bookings, details } = await deps.settings.current();
    return { ...bookings, phone: details.phone };
  };
  /** The typed day refused in words, as the wizard says it too. */
  const assertBookableDay = (date: string, today: string, windowDays: number) => {
    const day = checkBookingDay(date, today, windowDays);
    if (!day.ok) throw new AppError('invalid', day.message, { date: day.message });
  };

  const paged = ({ rows, ...info }: KeysetPage<ReservationRow>): ReservationPage => ({
    items: rows.map((row) => toReservation(row)),
    ...info,
  });

  const mailing = mailingWith(mail, log, deps.bookingUrl);

  const { seatSlots, seatPlacement } = seatRules({
    heldSeats: repo.heldSeats,
    holds,
    sittingsOf,
    capacity,
    clock,
    restaurantNow,
  });
  const tableNames = async (id: string) => (await deps.tableNames([id])).get(id) ?? [];
  const dateOrder = dateOrderOf(config.locale);

  return {
    /**
     * The slots of a date (today by default) with their state: by tables and stay times for
     * `guests` when tables are listed, else by seats per sitting. Public.
     */
    async availability(date?: string, guests = 2, except?: string): Promise<Availability> {
      const now = restaurantNow();
      const day = date ?? now.date;
      const rules = await rulesNow();
      const lastDate = addDays(now.date, rules.windowDays);
      // A past day still answers (every slot 'past'): the wizard shows why in words.
      if (day > lastDate) {
        const message = messages.booking.dateTooFar(rules.windowDays);
        throw new AppError('invalid', message, { date: message });
      }
      const byTables = await deps.tables.byTables();
      const slots = byTables
        ? await deps.tables.slots(day, guests, now, except, await holds.tables(day, clock()))
        : await seatSlots(day, now);
      const { hours } = await deps.settings.current();
      return {
        date: day,
        today: now.date,
        lastDate,
        timeZone: config.timeZone,
        dateOrder,
        bookingTimes: bookingTimesOf(hours, {
          today: now.date,
          timeZone: config.timeZone,
          interval: byTables ? rules.slotInterval : null,
        }),
        capacity,
        rules: {
          maxOnlineParty: rules.maxOnlineParty,
          windowDays: rules.windowDays,
          phone: rules.phone,
          depositFromParty: rules.depositFromParty,
          depositPerGuestMinor: rules.depositPerGuestMinor,
          changeCutoffHours: rules.changeCutoffHours,
        },
        byTables,
        slots,
      };
    },

    /**
     * Books seats for a signed-in customer. The availability check and the insert are one atomic
     * step in the database (see repository.insertIfFits), so concurrent bookings never overbook.
     */
    async create(user: PublicUser, input: ReservationValues, offer?: FromOffer) {
      // The mails go to the account's own verified address, never to one typed in the form.
      if (!user.emailVerified) throw new AppError('forbidden', t.mustVerify);
      const now = restaurantNow();
      const rules = await rulesNow();
      assertBookableDay(input.date, now.date, rules.windowDays);
      if (input.guests > rules.maxOnlineParty) {
        const message = messages.booking.callForGroups(rules.maxOnlineParty, rules.phone);
        throw new AppError('invalid', message, { guests: message });
      }
      const placement = (await deps.tables.byTables())
        ? await deps.tables.placement(input.date, input.time, input.guests)
        : await seatPlacement(input);
      const made = clock();
      const terms = bookingTerms(
        input,
        rules,
        made,
        config.timeZone,
        config.reservations.autoConfirm,
      );
      const received = mailing((r, link) => reservationReceivedMail(r, config.appUrl, link));
      const alerting = staffAlerting(deps.alerts);
      const withChange: WithChange = async (tx, row) => {
        // A party owing a deposit hears from us once it is paid (deposits.ts recordPayment).
        if (terms.tellNow) await received.withChange(tx, row);
        if (terms.tellNow) await alerting.withChange(tx, row);
        await offer?.withChange(tx, row);
      };
      const { tellNow: _, ...startsAs } = terms;
      const outcome = await repo.insertIfFits(
        {
          userId: user.id,
          firstName: input.firstName,
          lastName: input.lastName,
          email: user.email,
          phone: input.phone,
          reservationDate: input.date,
          reservationTime: input.time,
          guests: input.guests,
          specialRequests: input.specialRequests,
          ...startsAs,
        },
        { today: now.date, max: rules.maxActiveBookings },
        placement,
        withChange,
        holds.forBooking(clock(), offer?.entryId),
      );
      if (!outcome.ok && outcome.reason === 'cap')
        throw new AppError('conflict', messages.booking.tooManyActive(rules.maxActiveBookings));
      if (!outcome.ok) throw new AppError('conflict', t.slotUnavailable);
      received.deliver();
      deps.mail.deliverSoon(alerting.queued);
      return toReservation(outcome.row, await tableNames(outcome.row.id));
    },

    async listMine(user: PublicUser, cursor: string | undefined): Promise<ReservationPage> {
      const today = restaurantNow().date;
      return paged(await repo.listForUser(user.id, { today, cursor, pageSize }));
    },

    /** A customer cancels their own booking while it is not confirmed (diner-cancel.ts). */
    cancelMine: (user: PublicUser, id: string): Promise<Reservation> =>
      cancelMine(
        {
          repo,
          mailing,
          settings: deps.settings,
          deposits: deps.deposits,
          appUrl: config.appUrl,
          timeZone: config.timeZone,
          clock,
        },
        user,
        id,
      ),

    /** A customer's bookings for the back office's customer page (read-only), upcoming first. */
    async listOfCustomer(userId: string, cursor: string | undefined): Promise<ReservationPage> {
      const today = restaurantNow().date;
      return paged(await repo.listForUser(userId, { today, cursor, pageSize }));
    },

    /** The dashboard's "Now": bookings to confirm and tonight's covers, on the restaurant's day. */
    async now(): Promise<NowBookings> {
      const today = restaurantNow().date;
      return { ...(await repo.now(today, TONIGHT_FROM)), date: today };
    },

    async listForAdmin(
      filter: AdminListFilter,
      cursor: string | undefined,
    ): Promise<ReservationPage> {
      const today = restaurantNow().date;
      const status = filter === 'all' ? null : filter;
      const page = paged(await repo.listAll(status, { today, cursor, pageSize }));
      const names = await deps.tableNames(page.items.map((r) => r.id));
      return { ...page, items: page.items.map((r) => ({ ...r, tables: names.get(r.id) ?? [] })) };
    },

    /** An admin confirms a pending booking and the diner is mailed; confirming twice is harmless. */
    async confirm(id: string): Promise<Reservation> {
      const mailed = mailing((r, link) => reservationConfirmedMail(r, config.appUrl, link));
      const confirmed = await repo.confirmPending(id, clock(), mailed.withChange);
      if (confirmed) {
        mailed.deliver();
        return toReservation(confirmed);
      }
      const row = await repo.findById(id);
      if (!row) throw new AppError('not_found', t.notFound);
      if (row.status === 'canceled') throw new AppError('conflict', t.canceledCannotConfirm);
      if (row.status === 'expired') throw new AppError('conflict', t.expiredCannotConfirm);
      if (row.status === 'awaiting_deposit')
        throw new AppError('conflict', t.awaitingCannotConfirm);
      return toReservation(row);
    },

    /**
     * Expires the pending bookings whose time is up, each with its mail in the same
     * transaction; safe with two instances (repository.expireDue). Returns how many it expired.
     */
    async expirePending(now: Date = clock()): Promise<number> {
      let expired = 0;
      for (;;) {
        const mailed = mailing((r, link) => reservationExpiredMail(r, config.appUrl, link));
        // A deposit hold that lapsed unpaid goes quietly: it was never booked.
        const rows = await repo.expireDue(now, EXPIRY_BATCH, (tx, row) =>
          row.depositStatus === 'unpaid' ? Promise.resolve() : mailed.withChange(tx, row),
        );
        if (rows.length > 0) mailed.deliver();
        // A paid deposit of a booking the restaurant never confirmed goes back in full.
        for (const row of rows) await deps.deposits?.refundIfOwed(row);
        expired += rows.length;
        if (rows.length < EXPIRY_BATCH) return expired;
      }
    },

    /** Mails the booking reminders now due; safe with several instances. */
    async remindUpcoming(now: Date = clock()): Promise<number> {
      return deps.remindDue ? deps.remindDue(now, (await rulesNow()).reminderHours) : 0;
    },

    /** The restaurant's date today. */
    today: () => restaurantNow().date,

    /** Counts per status, for the back-office dashboard. */
    countByStatus: () => repo.countByStatus(),
  };
}

export type ReservationsService = ReturnType<typeof createReservationsService>;
