import { type MailMessage, renderMail } from '@server/mail';
import { BUSINESS } from '@shared/constants';
import {
  formatReservationDate,
  RESERVATION_NAME_MAX,
  type Reservation,
} from '@shared/reservations';
import { clip, depositDetail, manageAction } from './mails';

/** Sent when the guest changes their booking's time or party from its link. */
export function reservationChangedByGuestMail(
  r: Reservation,
  appUrl: string,
  link?: string,
): MailMessage {
  const firstName = clip(r.firstName, RESERVATION_NAME_MAX);
  const when = `${formatReservationDate(r.date)} at ${r.time}`;
  const party = `${r.guests} ${r.guests === 1 ? 'guest' : 'guests'}`;
  const { html, text } = renderMail({
    title: 'Your booking is changed',
    greeting: `Hello ${firstName},`,
    paragraphs: [
      `As you asked, your table at ${BUSINESS.name} is now on ${when} for ${party}.`,
      r.status === 'pending'
        ? 'We will e-mail you again as soon as the restaurant confirms it.'
        : 'We look forward to seeing you.',
    ],
    details: [
      ['Date', formatReservationDate(r.date)],
      ['Time', r.time],
      ['Guests', String(r.guests)],
      ...depositDetail(r.deposit),
    ],
    action: manageAction(link, {
      label: 'See your reservations',
      url: `${appUrl}/user/reservations`,
    }),
    footnote: `Did not change it yourself? Call us on ${BUSINESS.phone}.`,
  });
  return {
    kind: 'reservation_changed_by_guest',
    to: r.email,
    subject: `Your reservation at ${BUSINESS.name} is changed`,
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
