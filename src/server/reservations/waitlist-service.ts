import type { Db } from '@server/db/client';
import { AppError } from '@server/errors';
import type { MailService } from '@server/mail';
import type { LinkSigner } from '@server/platform/signed-links';
import type { SettingsService } from '@server/settings';
import { messages } from '@shared/messages';
import { type Reservation, reservationTexts as rt, zonedNow } from '@shared/reservations';
import type { PublicUser } from '@shared/schemas/auth';
import { stayMinutes, toClock, toMinutes } from '@shared/tables';
import {
  OFFER_HOLD_MINUTES,
  WAITLIST_OFFER_PURPOSE,
  type WaitlistEntry,
  type WaitlistJoin,
  waitlistTexts as wt,
} from '@shared/waitlist';
import type { FastifyBaseLogger } from 'fastify';
import type { WaitlistRow } from './schema';
import type { ReservationsService } from './service';
import { waitlistOfferMail } from './waitlist-mails';
import type { OfferRules, WaitlistRepository } from './waitlist-repository';

export interface WaitlistDeps {
  repo: WaitlistRepository;
  reservations: Pick<ReservationsService, 'availability' | 'create'>;
  settings: Pick<SettingsService, 'current'>;
  mail: MailService;
  log: FastifyBaseLogger;
  links: LinkSigner;
  appUrl: string;
  timeZone: string;
  /** Seats per sitting when no tables are listed. */
  capacity: number;
  now?: () => Date;
}

/**
 * The waitlist: joining a full slot, leaving, the offer a freed slot makes to
 * the first in line (the job: `sweep`), and booking from that offer through the normal booking
 * step, which re-checks every rule and the account's cap.
 */
export function createWaitlistService(deps: WaitlistDeps) {
  const { repo, timeZone } = deps;
  const clock = deps.now ?? (() => new Date());

  const view = (row: WaitlistRow): WaitlistEntry => {
    const lapsed =
      row.status === 'offered' && !!row.offerExpiresAt && row.offerExpiresAt <= clock();
    const live = row.status === 'offered' && !lapsed && row.offerExpiresAt;
    return {
      id: row.id,
      date: row.restaurantDay,
      time: toClock(row.startMin),
      guests: row.party,
      status: lapsed ? 'expired' : row.status,
      heldUntil: live ? zonedNow(row.offerExpiresAt!, timeZone).time : null,
      offerExpiresAt: live ? row.offerExpiresAt!.toISOString() : null,
      createdAt: row.createdAt.toISOString(),
    };
  };

  /** The entry a signed offer link names, if it is this diner's. */
  const offerOf = async (user: PublicUser, token: string): Promise<WaitlistRow> => {
    const id = deps.links.verify(WAITLIST_OFFER_PURPOSE, token, clock());
    const row = id ? await repo.findById(id) : null;
    if (!row) throw new AppError('not_found', wt.offerGone);
    if (row.userId !== user.id) throw new AppError('forbidden', wt.offerNotYours);
    return row;
  };

  const offerMailer = (tx: Db, row: WaitlistRow) => {
    const expires = row.offerExpiresAt!;
    const token = deps.links.sign(WAITLIST_OFFER_PURPOSE, row.id, expires);
    return deps.mail.enqueueInTransaction(tx, [
      waitlistOfferMail({
        firstName: row.firstName,
        email: row.email,
        date: row.restaurantDay,
        time: toClock(row.startMin),
        guests: row.party,
        heldUntil: zonedNow(expires, timeZone).time,
        url: `${deps.appUrl}/reservation/waitlist/${token}`,
      }),
    ]);
  };

  return {
    /** Joins the waitlist of a slot that is full for this party; the cap is checked at booking. */
    async join(user: PublicUser, input: WaitlistJoin): Promise<WaitlistEntry> {
      if (!user.emailVerified) throw new AppError('forbidden', wt.mustVerify);
      const availability = await deps.reservations.availability(input.date, input.guests);
      const { maxOnlineParty, phone } = availability.rules;
      if (input.guests > maxOnlineParty) {
        const message = messages.booking.callForGroups(maxOnlineParty, phone);
        throw new AppError('invalid', message, { guests: message });
      }
      const slot = availability.slots.find((s) => s.time === input.time);
      if (!slot || slot.state === 'past') throw new AppError('conflict', rt.slotUnavailable);
      if (slot.state === 'available' && slot.seatsLeft >= input.guests)
        throw new AppError('conflict', wt.notFull);
      const row = await repo.join({
        userId: user.id,
        restaurantDay: input.date,
        startMin: toMinutes(input.time),
        party: input.guests,
        firstName: input.firstName,
        lastName: input.lastName,
        phone: input.phone,
        email: user.email,
      });
      if (!row) throw new AppError('conflict', wt.alreadyWaiting);
      return view(row);
    },

    async leave(user: PublicUser, id: string): Promise<WaitlistEntry> {
      const left = await repo.leave(id, user.id);
      if (left) return view(left);
      const row = await repo.findById(id);
      if (!row || row.userId !== user.id) throw new AppError('not_found', wt.notFound);
      return view(row); // already left, booked or expired: leaving again changes nothing
    },

    listMine: async (user: PublicUser) => (await repo.listActive(user.id)).map(view),

    /** The offer a mailed link opens, for its own diner only. */
    offer: async (user: PublicUser, token: string) => view(await offerOf(user, token)),

    /**
     * Books the offered slot through the normal booking step (same locks, rules and cap; its own
     * hold left out) and marks the entry booked in the booking's transaction.
     */
    async book(user: PublicUser, token: string): Promise<Reservation> {
      const row = await offerOf(user, token);
      if (view(row).status !== 'offered') throw new AppError('conflict', wt.offerGone);
      return deps.reservations.create(
        user,
        {
          firstName: row.firstName,
          lastName: row.lastName,
          phone: row.phone,
          date: row.restaurantDay,
          time: toClock(row.startMin),
          guests: row.party,
          specialRequests: '',
        },
        {
          entryId: row.id,
          withChange: async (tx) => {
            if (!(await repo.markBooked(tx, row.id, user.id, clock())))
              throw new AppError('conflict', wt.offerGone);
          },
        },
      );
    },

    /**
     * The job (safe with several instances): lapses offers whose time is up, then re-checks every
     * day asked for, offering freed slots to the first in line with the mail in the same
     * transaction. Returns how many offers it made.
     */
    async sweep(now: Date = clock()): Promise<number> {
      const here = zonedNow(now, timeZone);
      await repo.expireOffers(now, here.date);
      const { bookings } = await deps.settings.current();
      const rules: OfferRules = {
        expiresAt: (at) => new Date(at.getTime() + OFFER_HOLD_MINUTES * 60_000),
        stayFor: (party) => stayMinutes(party, bookings),
        capacity: deps.capacity,
        today: here.date,
        nowMin: toMinutes(here.time),
      };
      let offered = 0;
      for (;;) {
        const pass = await repo.recheckOneDay(now, rules, offerMailer);
        if (!pass) return offered;
        offered += pass.offered.length;
        try {
          if (pass.mails.length > 0) deps.mail.deliverSoon(pass.mails);
        } catch (err) {
          deps.log.error({ err }, 'waitlist offer mail stored; delivery will be retried');
        }
      }
    },
  };
}

export type WaitlistService = ReturnType<typeof createWaitlistService>;
