import { createHash, randomUUID } from 'node:crypto';
import { activeStaffEmails } from '@server/accounts';
import type { Db } from '@server/db/client';
import type { MailService } from '@server/mail';
import type { SettingsService } from '@server/settings';
import type { FastifyBaseLogger } from 'fastify';
import {
  type NewBookingAlert,
  type NewOrderAlert,
  newBookingAlertMail,
  newOrderAlertMail,
} from './mails';
import { createWatchersRepository } from './repository';

/** A live view's presence: shown at once and at each heartbeat, gone when the view ends. */
export interface ViewPresence {
  beat(): void;
  leave(): void;
}

export interface StaffAlertsDeps {
  db: Db;
  mail: Pick<MailService, 'enqueueInTransaction'>;
  settings: Pick<SettingsService, 'staffAlerts'>;
  appUrl: string;
  timeZone: string;
  log: FastifyBaseLogger;
}

/**
 * Staff alerts: the mails to the staff for a new order or booking, written in
 * the order's (booking's) own transaction, so each new one is told exactly once, and only when
 * the owner turned them on. New orders are told only while no live order view (kitchen board,
 * order lists, dashboard: the /api/admin/events streams of every instance) is open. New bookings
 * are told only while no host's day is open: it reads itself every 30 s, and each read marks the
 * reader's presence (`bookingsViewed`), stale after WATCHER_STALE_SECONDS like a stream's.
 */
export function createStaffAlerts(deps: StaffAlertsDeps) {
  const watchers = createWatchersRepository(deps.db);
  // The presence rows are a convenience: a failed write is logged, never the stream's end.
  const quietly = (what: string, work: Promise<unknown>) =>
    void work.catch((err) => deps.log.warn({ err }, `staff view presence: ${what} failed`));

  return {
    watch(userId: string): ViewPresence {
      const id = randomUUID();
      quietly('prune', watchers.prune());
      return {
        beat: () => quietly('beat', watchers.beat(id, 'orders', userId)),
        leave: () => quietly('leave', watchers.leave(id)),
      };
    },

    /** The host's day was read by `userId`: their one 'bookings' presence row is touched. */
    bookingsViewed(userId: string): void {
      quietly('bookings view', watchers.beat(presenceId(userId, 'bookings'), 'bookings', userId));
    },

    /** The alert mails of a new order, in `tx`; answers their outbox ids (none when not due). */
    async orderPlaced(tx: Db, order: NewOrderAlert): Promise<string[]> {
      if (!(await deps.settings.staffAlerts(tx)).newOrders) return [];
      if (await watchers.watching(tx, 'orders')) return [];
      const to = await activeStaffEmails(tx, 'orders.manage');
      return deps.mail.enqueueInTransaction(
        tx,
        to.map((email) => newOrderAlertMail(email, order, deps.appUrl, deps.timeZone)),
      );
    },

    /** The alert mails of a new booking, in `tx`; answers their outbox ids (none when off). */
    async bookingMade(tx: Db, booking: NewBookingAlert): Promise<string[]> {
      if (!(await deps.settings.staffAlerts(tx)).newBookings) return [];
      if (await watchers.watching(tx, 'bookings')) return [];
      const to = await activeStaffEmails(tx, 'reservations.manage');
      return deps.mail.enqueueInTransaction(
        tx,
        to.map((email) => newBookingAlertMail(email, booking, deps.appUrl)),
      );
    },
  };
}

/** A stable row id per person and view kind (a UUID made from them), so reads touch one row. */
function presenceId(userId: string, kind: string): string {
  const hex = createHash('sha256').update(`${kind}:${userId}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export type StaffAlerts = ReturnType<typeof createStaffAlerts>;
