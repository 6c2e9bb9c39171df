import type { StaffAlerts } from '@server/alerts';
import type { MailMessage, MailService } from '@server/mail';
import type { Reservation } from '@shared/reservations';
import type { FastifyBaseLogger } from 'fastify';
import type { WithChange } from './repository';
import type { ReservationRow } from './schema';
import { toReservation } from './view';

/**
 * Every state change that promises the diner a mail writes it to the outbox in the change's own
 * transaction: the change and its mail commit together or not at all, so a
 * crash right after the commit loses no mail. Delivery is tried once committed; the outbox's
 * retry loop sends it otherwise.
 */
export function mailingWith(
  mail: MailService,
  log: FastifyBaseLogger,
  /** The signed link to the booking's own page (booking-link.ts), for every mail to the guest. */
  linkFor?: (row: ReservationRow) => string,
) {
  return function mailing(build: (reservation: Reservation, link?: string) => MailMessage) {
    const queued: string[] = [];
    const withChange: WithChange = async (tx, row) => {
      const message = build(toReservation(row), linkFor?.(row));
      queued.push(...(await mail.enqueueInTransaction(tx, [message])));
    };
    const deliver = () => {
      try {
        mail.deliverSoon(queued);
      } catch (err) {
        log.error({ err }, 'reservation mail stored; delivery will be retried');
      }
    };
    /** `queued`: the outbox ids written so far, for a caller that delivers them itself. */
    return { withChange, deliver, queued };
  };
}

/**
 * The staff's alert of a new booking, written in the booking's transaction
 * beside the guest's mail; `queued` holds the outbox ids to deliver once it committed.
 */
export function staffAlerting(alerts?: Pick<StaffAlerts, 'bookingMade'>) {
  const queued: string[] = [];
  const withChange: WithChange = async (tx, row) => {
    if (!alerts) return;
    const ids = await alerts.bookingMade(tx, {
      name: `${row.firstName} ${row.lastName}`.trim(),
      guests: row.guests,
      date: row.reservationDate,
      time: row.reservationTime.slice(0, 5),
      status: row.status,
      specialRequests: row.specialRequests || null,
    });
    queued.push(...ids);
  };
  return { withChange, queued };
}
