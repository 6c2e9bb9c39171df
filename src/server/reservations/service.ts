import type { Config } from '@server/config';
import type { KeysetPage } from '@server/db/keyset';
import { AppError } from '@server/errors';
import type { MailMessage, MailService } from '@server/mail';
import type { SettingsService } from '@server/settings';
import {
  type AdminListFilter,
  type Availability,
  addDays,
  BOOKING_HORIZON_DAYS,
  RESERVATION_PAGE_SIZE,
  type Reservation,
  type ReservationPage,
  type ReservationValues,
  reservationTexts as t,
  zonedNow,
} from '@shared/reservations';
import type { PublicUser } from '@shared/schemas/auth';
import type { FastifyBaseLogger } from 'fastify';
import { fits, openSittings, slotsForDate } from './availability';
import {
  reservationCanceledMail,
  reservationConfirmedMail,
  reservationReceivedMail,
} from './mails';
import type { ReservationsRepository, WithChange } from './repository';
import type { ReservationRow } from './schema';

export interface ReservationsDeps {
  repo: ReservationsRepository;
  config: Pick<Config, 'appUrl' | 'timeZone' | 'reservations'>;
  mail: MailService;
  log: FastifyBaseLogger;
  /** The reservation hours and closures: which sittings a date offers. */
  settings: Pick<SettingsService, 'current'>;
  /** The clock; tests move it to put "now" near midnight or past a slot. */
  now?: () => Date;
}

/** A response shape, never the raw row. */
export function toReservation(row: ReservationRow): Reservation {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    date: row.reservationDate,
    time: row.reservationTime,
    guests: row.guests,
    seats: row.seats,
    specialRequests: row.specialRequests,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
    canceledAt: row.canceledAt?.toISOString() ?? null,
  };
}

export function createReservationsService(deps: ReservationsDeps) {
  const { repo, config, mail, log } = deps;
  const clock = deps.now ?? (() => new Date());
  const capacity = config.reservations.seatsPerSlot;
  const pageSize = RESERVATION_PAGE_SIZE;

  /** The restaurant's date and wall-clock time now, whatever the server's own zone. */
  const restaurantNow = () => zonedNow(clock(), config.timeZone);
  const sittingsOf = async (date: string) =>
    openSittings((await deps.settings.current()).hours, date, config.timeZone);

  const paged = ({ rows, ...info }: KeysetPage<ReservationRow>): ReservationPage => ({
    items: rows.map(toReservation),
    ...info,
  });

  /**
   * Every state change that promises the diner a mail writes it to the outbox in the change's own
   * transaction (issue 13, item 16): the change and its mail commit together or not at all, so a
   * crash right after the commit loses no mail. Delivery is tried once committed; the outbox's
   * retry loop sends it otherwise.
   */
  function mailing(build: (reservation: Reservation) => MailMessage) {
    const queued: string[] = [];
    const withChange: WithChange = async (tx, row) => {
      queued.push(...(await mail.enqueueInTransaction(tx, [build(toReservation(row))])));
    };
    const deliver = () => {
      try {
        mail.deliverSoon(queued);
      } catch (err) {
        log.error({ err }, 'reservation mail stored; delivery will be retried');
      }
    };
    return { withChange, deliver };
  }

  return {
    /** The slots of a date (today by default) with their state and seats left. Public. */
    async availability(date?: string): Promise<Availability> {
      const now = restaurantNow();
      const day = date ?? now.date;
      const lastDate = addDays(now.date, BOOKING_HORIZON_DAYS);
      if (day > lastDate) throw new AppError('invalid', t.dateTooFar, { date: t.dateTooFar });
      const bookings = await repo.heldSeats(day);
      const open = await sittingsOf(day);
      return {
        date: day,
        today: now.date,
        lastDate,
        timeZone: config.timeZone,
        capacity,
        slots: slotsForDate({ date: day, bookings, capacity, now }).filter((slot) =>
          open.has(slot.time),
        ),
      };
    },

    /**
     * Books seats for a signed-in customer. The availability check and the insert are one atomic
     * step in the database (see repository.insertIfFits), so concurrent bookings never overbook.
     */
    async create(user: PublicUser, input: ReservationValues): Promise<Reservation> {
      // The mails go to the account's own verified address, never to one typed in the form.
      if (!user.emailVerified) throw new AppError('forbidden', t.mustVerify);
      const now = restaurantNow();
      if (input.date < now.date) throw new AppError('invalid', t.datePast, { date: t.datePast });
      if (input.date > addDays(now.date, BOOKING_HORIZON_DAYS))
        throw new AppError('invalid', t.dateTooFar, { date: t.dateTooFar });
      if (input.seats > capacity) {
        const message = t.seatsOverCapacity(capacity);
        throw new AppError('invalid', message, { seats: message });
      }
      // A sitting outside the reservation hours, or on a closure day, is not offered: taken as gone.
      if (!(await sittingsOf(input.date)).has(input.time))
        throw new AppError('conflict', t.slotUnavailable);
      const received = mailing((r) => reservationReceivedMail(r, config.appUrl));
      const row = await repo.insertIfFits(
        {
          userId: user.id,
          firstName: input.firstName,
          lastName: input.lastName,
          email: user.email,
          phone: input.phone,
          reservationDate: input.date,
          reservationTime: input.time,
          guests: input.guests,
          seats: input.seats,
          specialRequests: input.specialRequests,
          status: config.reservations.autoConfirm ? 'confirmed' : 'pending',
        },
        (bookings) => {
          // "Now" is read again inside the lock: a slot that started meanwhile is no longer offered.
          const slots = slotsForDate({
            date: input.date,
            bookings,
            capacity,
            now: restaurantNow(),
          });
          return fits(
            slots.find((s) => s.time === input.time),
            input.seats,
          );
        },
        received.withChange,
      );
      if (!row) throw new AppError('conflict', t.slotUnavailable);
      received.deliver();
      return toReservation(row);
    },

    async listMine(user: PublicUser, cursor: string | undefined): Promise<ReservationPage> {
      const today = restaurantNow().date;
      return paged(await repo.listForUser(user.id, { today, cursor, pageSize }));
    },

    /** A customer cancels their own booking while it is not confirmed; its seats are freed. */
    async cancelMine(user: PublicUser, id: string): Promise<Reservation> {
      const mailed = mailing((r) => reservationCanceledMail(r, config.appUrl));
      const canceled = await repo.cancelPendingOfUser(id, user.id, clock(), mailed.withChange);
      if (canceled) {
        mailed.deliver();
        return toReservation(canceled);
      }
      const row = await repo.findById(id);
      // Someone else's booking is answered exactly like a missing one: ids reveal nothing.
      if (!row || row.userId !== user.id) throw new AppError('not_found', t.notFound);
      if (row.status === 'confirmed') throw new AppError('conflict', t.confirmedCannotCancel);
      return toReservation(row); // already canceled: canceling again changes nothing
    },

    async listForAdmin(
      filter: AdminListFilter,
      cursor: string | undefined,
    ): Promise<ReservationPage> {
      const today = restaurantNow().date;
      const status = filter === 'confirmed' ? 'confirmed' : null;
      return paged(await repo.listAll(status, { today, cursor, pageSize }));
    },

    /** An admin confirms a pending booking and the diner is mailed; confirming twice is harmless. */
    async confirm(id: string): Promise<Reservation> {
      const mailed = mailing((r) => reservationConfirmedMail(r, config.appUrl));
      const confirmed = await repo.confirmPending(id, clock(), mailed.withChange);
      if (confirmed) {
        mailed.deliver();
        return toReservation(confirmed);
      }
      const row = await repo.findById(id);
      if (!row) throw new AppError('not_found', t.notFound);
      if (row.status === 'canceled') throw new AppError('conflict', t.canceledCannotConfirm);
      return toReservation(row);
    },

    /** Counts per status, for the back-office dashboard. */
    countByStatus: () => repo.countByStatus(),
  };
}

export type ReservationsService = ReturnType<typeof createReservationsService>;
