import type { LinkSigner } from '@server/platform/signed-links';
import { BOOKING_LINK_PURPOSE } from '@shared/booking-link';
import { zonedInstant } from '@shared/calendar-dates';
import type { ReservationRow } from './schema';

/** The longest stay a booking rule allows: a booking without its own stay ends by then. */
const LONGEST_STAY_MIN = 480;
const DAY_MS = 86_400_000;

/**
 * The booking's uuid as its 16 bytes in base64url (22 characters): the token stays under the
 * router's 100-character limit for a path parameter, and the mailed link is shorter.
 */
const compact = (id: string) => Buffer.from(id.replaceAll('-', ''), 'hex').toString('base64url');
const expand = (subject: string): string | null => {
  const hex = Buffer.from(subject, 'base64url').toString('hex');
  if (!/^[0-9a-f]{32}$/.test(hex)) return null;
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

/**
 * The signed links to a booking's own page, one fresh in every mail to the
 * guest. A link lasts until a day after the booking ends (its start plus its stay; a booking by
 * seats has no stay of its own, so the longest allowed), so the guest can still read it that
 * night. Nothing is stored: a change moves the booking and the next mail carries a new link.
 */
export function bookingLinks(links: LinkSigner, appUrl: string, timeZone: string) {
  return {
    urlFor(
      row: Pick<ReservationRow, 'id' | 'reservationDate' | 'reservationTime' | 'stayMinutes'>,
    ) {
      const start = zonedInstant(row.reservationDate, row.reservationTime.slice(0, 5), timeZone);
      const ends = start.getTime() + (row.stayMinutes ?? LONGEST_STAY_MIN) * 60_000;
      return `${appUrl}/booking/${links.sign(BOOKING_LINK_PURPOSE, compact(row.id), new Date(ends + DAY_MS))}`;
    },
    /** The booking id a token names, or null (forged, another purpose, expired). */
    verify(token: string, now?: Date): string | null {
      const subject = links.verify(BOOKING_LINK_PURPOSE, token, now);
      return subject ? expand(subject) : null;
    },
  };
}

export type BookingLinks = ReturnType<typeof bookingLinks>;
