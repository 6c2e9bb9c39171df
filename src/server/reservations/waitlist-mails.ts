import { type MailMessage, renderMail } from '@server/mail';
import { BUSINESS } from '@shared/constants';
import { RESERVATION_NAME_MAX } from '@shared/reservations';
import { waitlistTexts as wt } from '@shared/waitlist';
import { clip } from './mails';

export interface WaitlistOfferMailData {
  firstName: string;
  email: string;
  date: string;
  time: string;
  guests: number;
  /** 'HH:MM' in the restaurant's zone. */
  heldUntil: string;
  /** The signed link that opens the offer. */
  url: string;
}

/** Sent when a waitlisted slot frees up: the first in line gets 15 minutes. */
export function waitlistOfferMail(data: WaitlistOfferMailData): MailMessage {
  const firstName = clip(data.firstName, RESERVATION_NAME_MAX);
  const { html, text } = renderMail({
    title: wt.offerTitle,
    greeting: `Hello ${firstName},`,
    paragraphs: [
      `${wt.offerLine(data.date, data.time, data.guests)} ${wt.heldUntil(data.heldUntil)}`,
      'Open the link to book it; after that the table goes to the next diner on the waitlist.',
    ],
    action: { label: wt.book, url: data.url },
    footnote: `Questions? Call us on ${BUSINESS.phone}.`,
  });
  return {
    kind: 'reservation_waitlist_offer',
    to: data.email,
    subject: `A table is free at ${BUSINESS.name}`,
    html,
    text,
  };
}
