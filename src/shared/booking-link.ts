import { z } from 'zod';
import { BOOKING_STATUSES, type BookingStatus, bookingStageTexts } from './booking-stages';
import { formatReservationDate, zonedInstant, zonedNow } from './calendar-dates';
import { depositViewSchema } from './deposits';
import { partySchema, slotSchema } from './reservations';

/**
 * A guest manages their booking from the signed link in every booking mail:
 * no sign-in, the link is the proof. They may change the time or party, or cancel, while the
 * booking is pending or confirmed and its start is more than the owner's cutoff away.
 */

/** The signed links' purpose for a booking: a token made for anything else opens nothing here. */
export const BOOKING_LINK_PURPOSE = 'booking';

/** The statuses a guest may still change or cancel from the link. */
const GUEST_CHANGEABLE: readonly BookingStatus[] = ['pending', 'confirmed'];

/** The last instant a guest may change or cancel: `cutoffHours` of real time before the start. */
export const changeDeadline = (
  date: string,
  time: string,
  timeZone: string,
  cutoffHours: number,
): Date => new Date(zonedInstant(date, time, timeZone).getTime() - cutoffHours * 3_600_000);

/** Whether a guest may still change or cancel a booking in `status` at `now`. */
export const guestMayChange = (status: BookingStatus, now: Date, deadline: Date): boolean =>
  GUEST_CHANGEABLE.includes(status) && now.getTime() < deadline.getTime();

/** The deadline on the restaurant's clock, in words: 'Saturday, 5 December 2026 at 18:00'. */
export const deadlineInWords = (deadline: Date, timeZone: string): string => {
  const wall = zonedNow(deadline, timeZone);
  return `${formatReservationDate(wall.date)} at ${wall.time}`;
};

export const bookingLinkTexts = {
  title: 'Your booking',
  notFound:
    'This booking link is not valid or has expired. Please use the link in your latest mail, or call us.',
  changeTitle: 'Change the time or party',
  cancelTitle: 'Cancel the booking',
  changeButton: 'Save the change',
  changing: 'Saving…',
  cancelButton: 'Cancel my booking',
  canceling: 'Canceling…',
  cancelQuestion: 'Cancel this booking? The table goes to someone else.',
  keepButton: 'Keep it',
  bookAgain: 'Book another table',
  changed: 'Your booking is changed. We have e-mailed you the new details.',
  canceled: 'Your booking is canceled. We have e-mailed you.',
  nothingToChange: 'Please pick another time or party size.',
  changeUntil: (when: string) => `You can change or cancel online until ${when}.`,
  tooLate: (when: string, phone: string) =>
    `Changes online were possible until ${when}. Please call us on ${phone}.`,
  closed: (status: BookingStatus, phone: string) =>
    `This booking is ${bookingStageTexts.dinerLabels[status].toLowerCase()}: it can no longer be changed online. Questions? Call us on ${phone}.`,
  /** The mails' button to the page, and the line of the mails about a booking that has ended. */
  mailAction: 'View, change or cancel your booking',
  mailLine: (url: string) => `Your booking as we have it: ${url}`,
  mailFootnote: (phone: string) =>
    `Plans changed? Change or cancel from the link above, or call us on ${phone}.`,
  restaurantTime: (zone: string) => `Times are the restaurant's local time (${zone}).`,
} as const;

export const bookingLinkParamsSchema = z.object({
  token: z.string().min(1, bookingLinkTexts.notFound).max(400, bookingLinkTexts.notFound),
});

/** The guest's change: the day, time and party they want (all three, as the page shows them). */
export const bookingLinkChangeSchema = z.strictObject({
  date: slotSchema.shape.date,
  time: slotSchema.shape.time,
  guests: partySchema.shape.guests,
});
export type BookingLinkChange = z.output<typeof bookingLinkChangeSchema>;

/** What the link's page shows: the booking as the guest knows it, and what they may still do. */
export const bookingByLinkSchema = z.object({
  booking: z.object({
    firstName: z.string(),
    date: z.string(),
    time: z.string(),
    guests: z.number(),
    status: z.enum(BOOKING_STATUSES),
    specialRequests: z.string(),
    /** The table names it holds (empty when booked by seats). */
    tables: z.array(z.string()),
    /** Its deposit, when one was asked. */
    deposit: depositViewSchema.nullable(),
  }),
  /** Pending or confirmed, and before the deadline. */
  canChange: z.boolean(),
  /** The deadline in words on the restaurant's clock. */
  changeUntil: z.string(),
  phone: z.string(),
  timeZone: z.string(),
  today: z.string(),
  lastDate: z.string(),
  maxOnlineParty: z.number(),
});
export type BookingByLink = z.infer<typeof bookingByLinkSchema>;
