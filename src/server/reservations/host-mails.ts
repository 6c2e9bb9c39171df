import { type MailMessage, renderMail } from '@server/mail';
import { DECLINE_REASON_MAX } from '@shared/booking-stages';
import { BUSINESS } from '@shared/constants';
import {
  formatReservationDate,
  RESERVATION_NAME_MAX,
  type Reservation,
} from '@shared/reservations';
import { bookingLine, clip, depositDetail, depositWords, manageAction } from './mails';

/**
 * The host's changes the guest must hear of: declined (with the reason),
 * canceled by the restaurant, and a new day, time or party. Seating, completing and no-shows
 * send nothing, and neither does a table move alone (the guest's plans do not change).
 */

const when = (r: Pick<Reservation, 'date' | 'time'>) =>
  `${formatReservationDate(r.date)} at ${r.time}`;
const party = (n: number) => `${n} ${n === 1 ? 'guest' : 'guests'}`;

function mail(
  r: Reservation,
  appUrl: string,
  m: { kind: string; subject: string; title: string; paragraphs: string[]; book?: boolean },
  link?: string,
): MailMessage {
  const firstName = clip(r.firstName, RESERVATION_NAME_MAX);
  const { html, text } = renderMail({
    title: m.title,
    greeting: `Hello ${firstName},`,
    // A booking that ended tells what happens to its deposit (refunded in full).
    paragraphs: m.book
      ? [...m.paragraphs, ...depositWords(r.deposit), ...bookingLine(link)]
      : m.paragraphs,
    details: [
      ['Date', formatReservationDate(r.date)],
      ['Time', r.time],
      ['Guests', String(r.guests)],
      ...depositDetail(r.deposit),
    ],
    action: m.book
      ? { label: 'Book another table', url: `${appUrl}/Reservation` }
      : manageAction(link, { label: 'See your reservations', url: `${appUrl}/user/reservations` }),
    footnote: `Questions? Call us on ${BUSINESS.phone}.`,
  });
  return {
    kind: m.kind,
    to: r.email,
    subject: m.subject,
    html,
    text,
    params: {
      firstName,
      reservationDate: r.date,
      reservationTime: r.time,
      noOfGuests: r.guests,
      status: r.status,
    },
  };
}

export const reservationDeclinedMail = (r: Reservation, appUrl: string, link?: string) =>
  mail(
    r,
    appUrl,
    {
      kind: 'reservation_declined',
      subject: `Your reservation request at ${BUSINESS.name} was declined`,
      title: 'We cannot take your reservation',
      paragraphs: [
        `We are sorry: ${BUSINESS.name} cannot take your reservation for ${when(r)}.`,
        `The restaurant says: “${clip(r.declineReason ?? '', DECLINE_REASON_MAX)}”`,
      ],
      book: true,
    },
    link,
  );

export const reservationCanceledByRestaurantMail = (
  r: Reservation,
  appUrl: string,
  link?: string,
) =>
  mail(
    r,
    appUrl,
    {
      kind: 'reservation_canceled_by_restaurant',
      subject: `Your reservation at ${BUSINESS.name} is canceled`,
      title: 'Your reservation is canceled',
      paragraphs: [
        `We are sorry: ${BUSINESS.name} had to cancel your reservation for ${when(r)}. Please call us if you would like another time.`,
      ],
      book: true,
    },
    link,
  );

export const reservationChangedMail = (r: Reservation, appUrl: string, link?: string) =>
  mail(
    r,
    appUrl,
    {
      kind: 'reservation_changed',
      subject: `Your reservation at ${BUSINESS.name} has changed`,
      title: 'Your reservation has changed',
      paragraphs: [
        `${BUSINESS.name} has changed your reservation: it is now on ${when(r)} for ${party(r.guests)}.`,
      ],
    },
    link,
  );
