import { type MailMessage, renderMail } from '@server/mail';
import { bookingLinkTexts } from '@shared/booking-link';
import { BUSINESS } from '@shared/constants';
import { type DepositView, depositTexts } from '@shared/deposits';
import {
  formatReservationDate,
  RESERVATION_NAME_MAX,
  type ReservationStatus,
  SPECIAL_REQUESTS_MAX,
} from '@shared/reservations';

/** What the reservation mails show: the fields docs/storefront-spec.md names for the confirmation mail (§7). */
export interface ReservationMailData {
  firstName: string;
  lastName: string;
  email: string;
  /** 'yyyy-MM-dd', the restaurant-local calendar date the diner picked. */
  date: string;
  time: string;
  guests: number;
  seats: number;
  specialRequests: string;
  status: ReservationStatus;
  /** The booking's deposit, when one was asked. */
  deposit?: DepositView | null;
}

/** A mail's detail row about the deposit taken (none while unpaid or when none was asked). */
export const depositDetail = (d?: DepositView | null): Array<[string, string]> =>
  d && d.status !== 'awaiting' && d.status !== 'unpaid'
    ? [[depositTexts.mailDetail, depositTexts.mailValue(d)]]
    : [];
/** The words about the deposit's money: kept on terms while paid, refunded once the booking ended. */
export const depositWords = (d?: DepositView | null): string[] =>
  d?.status === 'refunding' || d?.status === 'refunded'
    ? [depositTexts.mailRefund(d.amountMinor)]
    : d?.status === 'paid'
      ? [depositTexts.mailPaid(d.amountMinor)]
      : [];

/**
 * The diner's own words are capped here too, whatever let them into the row: a line field is one
 * line (no forged lines in the plain-text part) and at most `max` characters. The layout escapes
 * every value for the HTML part.
 */
export function clip(value: string, max: number, oneLine = true): string {
  const flat = oneLine ? value.replace(/\s+/g, ' ').trim() : value.trim();
  const chars = Array.from(flat);
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : flat;
}

/**
 * The signed link to the booking's own page: the button of a mail about a
 * booking still ahead, a line under a mail about one that has ended.
 */
export const manageAction = (
  link: string | undefined,
  otherwise: { label: string; url: string },
) => (link ? { label: bookingLinkTexts.mailAction, url: link } : otherwise);
export const bookingLine = (link: string | undefined): string[] =>
  link ? [bookingLinkTexts.mailLine(link)] : [];

/** The mail's view of a booking: the free text capped (names, special requests). */
function capped(r: ReservationMailData): ReservationMailData {
  return {
    ...r,
    firstName: clip(r.firstName, RESERVATION_NAME_MAX),
    lastName: clip(r.lastName, RESERVATION_NAME_MAX),
    specialRequests: clip(r.specialRequests, SPECIAL_REQUESTS_MAX, false),
  };
}

function details(r: ReservationMailData): Array<[string, string]> {
  return [
    ['First name', r.firstName],
    ['Last name', r.lastName],
    ['E-mail', r.email],
    ['Date', formatReservationDate(r.date)],
    ['Time', r.time],
    ['Guests', String(r.guests)],
    ['Seats', String(r.seats)],
    ['Special requests', r.specialRequests || 'None'],
    ...depositDetail(r.deposit),
  ];
}

/** The template variables of the spec's e-mail payload, for transports that render on their side. */
function params(r: ReservationMailData) {
  return {
    firstName: r.firstName,
    lastName: r.lastName,
    email: r.email,
    reservationDate: r.date,
    reservationTime: r.time,
    noOfGuests: r.guests,
    noOfReservedSeat: r.seats,
    specialRequests: r.specialRequests,
    status: r.status,
  };
}

/** Sent right after booking: received (Pending), or confirmed at once when auto-confirm is on. */
export function reservationReceivedMail(
  data: ReservationMailData,
  appUrl: string,
  link?: string,
): MailMessage {
  const r = capped(data);
  const confirmed = r.status === 'confirmed';
  const { html, text } = renderMail({
    title: confirmed ? 'Your table is confirmed' : 'We have your reservation',
    greeting: `Hello ${r.firstName},`,
    paragraphs: [
      confirmed
        ? `Thank you for booking with ${BUSINESS.name}. Your table is confirmed; we look forward to seeing you.`
        : `Thank you for booking with ${BUSINESS.name}. Your seats are held for you, and we will e-mail you again as soon as the restaurant confirms the reservation.`,
      ...depositWords(r.deposit),
    ],
    details: details(r),
    action: manageAction(link, {
      label: 'See your reservations',
      url: `${appUrl}/user/reservations`,
    }),
    footnote: link
      ? bookingLinkTexts.mailFootnote(BUSINESS.phone)
      : confirmed
        ? `Plans changed? Call us on ${BUSINESS.phone}.`
        : `Plans changed? You can cancel the reservation from your account until it is confirmed, or call us on ${BUSINESS.phone}.`,
  });
  return {
    kind: 'reservation_confirmation',
    to: r.email,
    subject: confirmed
      ? `Your table at ${BUSINESS.name} is confirmed`
      : `Your reservation at ${BUSINESS.name} is received`,
    html,
    text,
    params: params(r),
  };
}

/** Sent when the restaurant confirms a pending reservation. */
export function reservationConfirmedMail(
  data: ReservationMailData,
  appUrl: string,
  link?: string,
): MailMessage {
  const r = capped(data);
  const { html, text } = renderMail({
    title: 'Your table is confirmed',
    greeting: `Hello ${r.firstName},`,
    paragraphs: [
      `Good news: ${BUSINESS.name} has confirmed your reservation. We look forward to seeing you.`,
    ],
    details: details(r),
    action: manageAction(link, {
      label: 'See your reservations',
      url: `${appUrl}/user/reservations`,
    }),
    footnote: link
      ? bookingLinkTexts.mailFootnote(BUSINESS.phone)
      : `Plans changed? Call us on ${BUSINESS.phone}.`,
  });
  return {
    kind: 'reservation_confirmed',
    to: r.email,
    subject: `Your table at ${BUSINESS.name} is confirmed`,
    html,
    text,
    params: params({ ...r, status: 'confirmed' }),
  };
}

/** Sent when the diner cancels a pending reservation: the seats are freed. */
export function reservationCanceledMail(
  data: ReservationMailData,
  appUrl: string,
  link?: string,
): MailMessage {
  const r = capped(data);
  const { html, text } = renderMail({
    title: 'Your reservation is canceled',
    greeting: `Hello ${r.firstName},`,
    paragraphs: [
      `As you asked, your reservation at ${BUSINESS.name} is canceled and its seats are free again. We hope to welcome you another time.`,
      ...depositWords(r.deposit),
      ...bookingLine(link),
    ],
    details: details(r),
    action: { label: 'Book another table', url: `${appUrl}/Reservation` },
    footnote: `Did not cancel it yourself? Call us on ${BUSINESS.phone}.`,
  });
  return {
    kind: 'reservation_canceled',
    to: r.email,
    subject: `Your reservation at ${BUSINESS.name} is canceled`,
    html,
    text,
    params: params({ ...r, status: 'canceled' }),
  };
}

/** Sent when a pending reservation expires unconfirmed: its seats are freed. */
export function reservationExpiredMail(
  data: ReservationMailData,
  appUrl: string,
  link?: string,
): MailMessage {
  const r = capped(data);
  const { html, text } = renderMail({
    title: 'Your reservation request expired',
    greeting: `Hello ${r.firstName},`,
    paragraphs: [
      `We are sorry: ${BUSINESS.name} could not confirm your reservation in time, so the request has expired and its seats are free again. You are welcome to book another time or call us.`,
      ...depositWords(r.deposit),
      ...bookingLine(link),
    ],
    details: details(r),
    action: { label: 'Book another table', url: `${appUrl}/Reservation` },
    footnote: `Questions? Call us on ${BUSINESS.phone}.`,
  });
  return {
    kind: 'reservation_expired',
    to: r.email,
    subject: `Your reservation request at ${BUSINESS.name} expired`,
    html,
    text,
    params: params({ ...r, status: 'expired' }),
  };
}

/** Sent once, ahead of a confirmed booking (the lead time is a booking rule). */
export function reservationReminderMail(
  data: ReservationMailData,
  appUrl: string,
  link?: string,
): MailMessage {
  const r = capped(data);
  const when = `${formatReservationDate(r.date)} at ${r.time}`;
  const { html, text } = renderMail({
    title: 'See you soon',
    greeting: `Hello ${r.firstName},`,
    paragraphs: [
      `A reminder of your table at ${BUSINESS.name} on ${when} for ${r.guests} ${r.guests === 1 ? 'guest' : 'guests'}. We look forward to seeing you.`,
      `Plans changed? Please call us on ${BUSINESS.phone} so we can give the table to someone else.`,
    ],
    details: details(r),
    action: manageAction(link, {
      label: 'See your reservations',
      url: `${appUrl}/user/reservations`,
    }),
    footnote: `Questions? Call us on ${BUSINESS.phone}.`,
  });
  return {
    kind: 'reservation_reminder',
    to: r.email,
    subject: `Reminder: your table at ${BUSINESS.name} on ${when}`,
    html,
    text,
    params: params({ ...r, status: 'confirmed' }),
  };
}
