import { BUSINESS } from './constants';
import { messages } from './messages';
import type { ReservationInput } from './reservations';

/** The reservation wizard's own words, beside the spec's texts in reservations.ts. */
export const wizardTexts = {
  /** Said when the booking is confirmed at once (the spec's words). */
  confirmedAtOnce: messages.toast.reserveSuccess,
  /** Said while the booking waits for the restaurant: nothing is confirmed yet. */
  requestReceived: 'Request received — we will confirm by e-mail',
  bookedLine: (guests: number, date: string, time: string) =>
    `A table for ${guests} on ${date} at ${time}.`,
  bookedConfirmed: 'Your table is confirmed.',
  bookedPending: 'Status: Pending until the restaurant confirms it.',
  seeReservations: 'See your reservations',
  callUs: (phone: string) => `Call ${phone}`,
  guestsLabel: 'Number of guests',
  guestsHint: (max: number) => `From 1 to ${max} guests online; one seat each.`,
  dateLabel: 'Date',
  /** Under the date box: both ways of typing a day, the restaurant's order first. */
  dateHint: (pattern: string) =>
    `Type it as ${pattern} or yyyy-mm-dd, or pick it from the calendar.`,
  /** Under the date box once a day is read: the day in words, so a misread one shows. */
  dateRead: (day: string) => `${day}.`,
  reviewLine: 'Table for',
  changeHint: 'To change the party, the day or the time, go back a step.',
  requestsLabel: 'Special requests',
  optional: '(optional)',
  eyebrow: 'Book a table',
  intro: `Lunch and dinner at ${BUSINESS.name}. Tell us who is coming and when: we hold your table at once and e-mail you when the restaurant confirms it.`,
} as const;

/**
 * The fields of each wizard step, in order. The party is chosen with the day and time (the free
 * tables and seats depend on it), so the last step only reviews it and takes the requests.
 */
export const WIZARD_STEPS = [
  {
    title: 'Your details',
    question: 'Who is booking?',
    fields: ['firstName', 'lastName', 'phone'],
  },
  {
    title: 'Party and time',
    question: 'How many of you, and when?',
    fields: ['guests', 'date', 'time'],
  },
  {
    title: 'Review',
    question: 'Anything we should know?',
    fields: ['specialRequests'],
  },
] as const satisfies ReadonlyArray<{
  title: string;
  question: string;
  fields: ReadonlyArray<keyof ReservationInput>;
}>;
