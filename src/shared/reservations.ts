import { z } from 'zod';
import { BOOKING_STATUSES, type BookingStatus, bookingStageTexts } from './booking-stages';
import { isCalendarDate } from './calendar-dates';
import { PAGE_SIZE } from './constants';
import { depositViewSchema } from './deposits';
import { messages } from './messages';
import { nameRules } from './names';
import { cursorQueryShape, pageInfoShape } from './paging';
import { DATE_ORDERS } from './typed-date';

/**
 * Table reservations: the rules, texts and wire shapes shared by the wizard and the server.
 * Dates are restaurant-local calendar dates written 'yyyy-MM-dd'; they are never turned into a
 * JavaScript Date at local midnight (and never through toISOString), so no zone can shift them.
 */

export const MIN_GUESTS = 1;
export const MAX_GUESTS = 20;
export const SPECIAL_REQUESTS_MAX = 500;
/** Caps of the free text a diner writes, enforced by the schema and again by the mails that show it. */
export const RESERVATION_NAME_MAX = 60;
export const RESERVATION_PHONE_MAX = 24;

export type ReservationTime = string;
/** Every status a booking can have; who moves it where is booking-stages.ts. */
export const RESERVATION_STATUSES = BOOKING_STATUSES;
export type ReservationStatus = BookingStatus;
/** The back office's words for each status. */
export const STATUS_LABELS: Record<ReservationStatus, string> = bookingStageTexts.labels;
/** The diner's words for each status (their bookings page). */
export const DINER_STATUS_LABELS: Record<ReservationStatus, string> = bookingStageTexts.dinerLabels;

export const reservationTexts = {
  fillRequired: messages.toast.fillRequired,
  mustLogin: messages.toast.mustLoginToReserve,
  slotUnavailable: messages.toast.slotUnavailable,
  reserveError: messages.toast.reserveError,
  reserveSuccess: messages.toast.reserveSuccess,
  canceled: messages.toast.reservationCanceled,
  cancelError: messages.toast.genericError,
  wizardTitle: 'Reserve a table',
  next: 'Next',
  previous: 'Previous',
  reserve: 'Reserve a seat',
  reserving: 'Reserving...',
  specialRequestsPlaceholder: 'e.g. Birthday setup...',
  userListTitle: 'Your reservations',
  userListEmpty: 'You do not have any reservations',
  cancelButton: 'Cancel Reservation',
  cancelQuestion: 'Do you want to cancel this reservation?',
  keepButton: 'Keep it',
  adminTitle: 'Reservations',
  adminConfirmedTitle: 'Confirmed reservations',
  adminEmpty: 'No reservations yet',
  adminConfirmedEmpty: 'No confirmed reservations yet',
  adminPendingTitle: 'Reservations to confirm',
  adminPendingEmpty: 'No reservation is waiting to be confirmed',
  confirmButton: 'Confirm Reservation',
  confirmed: 'Reservation confirmed. The diner has been emailed.',
  confirmError: 'Could not confirm the reservation. Please try again.',
  loadError: 'We could not load the reservations. Please try again.',
  firstNameRequired: 'Please enter your first name.',
  lastNameRequired: 'Please enter your last name.',
  nameTooLong: `Names can be at most ${RESERVATION_NAME_MAX} characters long.`,
  /** Step 1 shows where the mails go instead of a free e-mail field. */
  emailLabel: 'Email',
  confirmationGoesTo: (email: string) =>
    `We e-mail the confirmation to ${email}, the address of your account.`,
  mustVerify: 'Please verify your email address before booking a table.',
  phoneRequired: 'Please enter your phone number.',
  phoneInvalid: 'Please enter a valid phone number.',
  dateRequired: 'Please choose a date.',
  /** The date picker's own text for input it cannot read (docs/storefront-spec.md §5, Date picker). */
  dateInvalid: messages.booking.dateInvalid,
  /** Under the times when the diner's clock reads otherwise than the restaurant's. */
  timesAreRestaurants: (zoneName: string) => `Times are the restaurant's local time (${zoneName}).`,
  datePast: messages.booking.datePast,
  timeRequired: 'Please choose a time.',
  timeInvalid: 'Please choose one of the offered times.',
  guestsRange: `Guests must be from ${MIN_GUESTS} to ${MAX_GUESTS}.`,
  seatsLeft: (left: number, time: string) =>
    `Only ${left} ${left === 1 ? 'seat is' : 'seats are'} left at ${time}. Choose a smaller party or another time.`,
  specialRequestsTooLong: `Special requests can be at most ${SPECIAL_REQUESTS_MAX} characters.`,
  notFound: 'Reservation not found.',
  confirmedCannotCancel: 'A confirmed reservation cannot be canceled.',
  canceledCannotConfirm: 'This reservation was canceled and cannot be confirmed.',
  expiredCannotConfirm: 'This reservation expired unconfirmed and cannot be confirmed.',
  awaitingCannotConfirm:
    "This reservation waits for the guest's deposit; it can be confirmed once the deposit is paid.",
} as const;

const t = reservationTexts;

// Calendar dates and the restaurant's clock live in calendar-dates.ts; re-exported for callers.
export { addDays, formatReservationDate, isCalendarDate, zonedNow } from './calendar-dates';

// ---------------------------------------------------------------------------------------------
// Guests and seats (docs/storefront-spec.md §5)

/** Non-numeric input becomes 0 (docs/storefront-spec.md §5); a negative or fractional one is read as its whole part. */
export function toCount(input: string | number): number {
  const n = typeof input === 'number' ? input : Number.parseInt(input, 10);
  return Number.isFinite(n) && n > 0 ? Math.trunc(n) : 0;
}

// ---------------------------------------------------------------------------------------------
// Input schemas (the wizard validates each step with the same rules the server enforces)

const name = (required: string) =>
  nameRules(
    z.string({ error: required }).trim().min(1, required).max(RESERVATION_NAME_MAX, t.nameTooLong),
    required,
  );

/**
 * Who is booking. There is no e-mail field: the booking mails go only to the signed-in account's
 * verified address, so the form cannot be used to mail a stranger.
 */
export const contactSchema = z.object({
  firstName: name(t.firstNameRequired),
  lastName: name(t.lastNameRequired),
  phone: z
    .string({ error: t.phoneRequired })
    .trim()
    .min(1, t.phoneRequired)
    .max(RESERVATION_PHONE_MAX, t.phoneInvalid)
    // Digits with the usual separators, 7 to 15 digits in all (E.164 allows at most 15).
    .regex(/^\+?[\d\s().-]+$/, t.phoneInvalid)
    .refine((v) => {
      const digits = v.replace(/\D/g, '').length;
      return digits >= 7 && digits <= 15;
    }, t.phoneInvalid),
});

export const calendarDateSchema = z
  .string({ error: t.dateRequired })
  .min(1, t.dateRequired)
  .refine(isCalendarDate, t.dateInvalid);

export const slotSchema = z.object({
  date: calendarDateSchema,
  time: z
    .string({ error: t.timeRequired })
    .min(1, t.timeRequired)
    // A quarter hour: a sitting of the fixed grid or a start on the tables' 15/30-minute grid;
    // the server checks it is offered that day.
    .regex(/^([01]\d|2[0-3]):(00|15|30|45)$/, t.timeInvalid),
});

export const partySchema = z.object({
  guests: z
    .number({ error: t.guestsRange })
    .int(t.guestsRange)
    .min(MIN_GUESTS, t.guestsRange)
    .max(MAX_GUESTS, t.guestsRange),
  specialRequests: z.string().trim().max(SPECIAL_REQUESTS_MAX, t.specialRequestsTooLong),
});

export const reservationInputSchema = z.strictObject({
  ...contactSchema.shape,
  ...slotSchema.shape,
  ...partySchema.shape,
  specialRequests: partySchema.shape.specialRequests.default(''),
});
export type ReservationInput = z.input<typeof reservationInputSchema>;
export type ReservationValues = z.output<typeof reservationInputSchema>;

// The wizard's steps and its own words live in reservation-wizard.ts.
export { WIZARD_STEPS } from './reservation-wizard';

// ---------------------------------------------------------------------------------------------
// Wire shapes

export const slotStateSchema = z.enum(['available', 'full', 'past']);
export type SlotState = z.infer<typeof slotStateSchema>;

export const availabilityQuerySchema = z.object({
  /** Defaults to today in the restaurant's zone. */
  date: calendarDateSchema.optional(),
  /** The party the slots are for (tables fit parties, not seats); 2 when left out. */
  guests: z.coerce
    .number({ error: t.guestsRange })
    .int(t.guestsRange)
    .min(MIN_GUESTS, t.guestsRange)
    .max(MAX_GUESTS, t.guestsRange)
    .optional(),
});

export const availabilitySchema = z.object({
  date: z.string(),
  /** Today in the restaurant's zone: the date picker's first day. */
  today: z.string(),
  /** The last day that can be booked. */
  lastDate: z.string(),
  timeZone: z.string(),
  capacity: z.number(),
  /** True when slots come from the tables and stay times, for this party. */
  byTables: z.boolean(),
  /** How the restaurant's locale orders a typed day: the wizard reads '02/12/2026' so. */
  dateOrder: z.enum(DATE_ORDERS),
  /** When tables can be booked, in words: the starts the slots are offered at, week by week. */
  bookingTimes: z.object({ label: z.string(), lines: z.array(z.string()) }),
  /** The owner's booking rules the wizard applies before asking (the server applies them again). */
  rules: z.object({
    maxOnlineParty: z.number(),
    windowDays: z.number(),
    /** The restaurant's phone, for the parties too large to book online. */
    phone: z.string(),
    /** Deposits: parties from `depositFromParty` pay this per guest (0: none). */
    depositFromParty: z.number(),
    depositPerGuestMinor: z.number(),
    /** Until how long before the start a cancel online gets the deposit back. */
    changeCutoffHours: z.number(),
  }),
  slots: z.array(
    z.object({
      time: z.string(),
      seatsLeft: z.number(),
      state: slotStateSchema,
    }),
  ),
});
export type Availability = z.infer<typeof availabilitySchema>;

export const reservationSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  date: z.string(),
  time: z.string(),
  guests: z.number(),
  /** Always the party size (seats are guests); kept for the clients that read it. */
  seats: z.number(),
  specialRequests: z.string(),
  status: z.enum(RESERVATION_STATUSES),
  createdAt: z.string(),
  confirmedAt: z.string().nullable(),
  canceledAt: z.string().nullable(),
  /** The names of the table(s) it holds; empty when booked by seats. */
  tables: z.array(z.string()),
  /** Booked online by a diner, or entered by the host for a walk-in. */
  source: z.enum(['online', 'walk_in']),
  /** Who canceled it, when canceled. */
  canceledBy: z.enum(['guest', 'restaurant']).nullable(),
  /** The restaurant's words to the guest, when declined. */
  declineReason: z.string().nullable(),
  seatedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  /** The booking's deposit; null when none was asked. */
  deposit: depositViewSchema.nullable(),
});
export type Reservation = z.infer<typeof reservationSchema>;

export const reservationResponseSchema = z.object({ reservation: reservationSchema });

export const reservationPageSchema = z.object({
  items: z.array(reservationSchema),
  ...pageInfoShape,
});
export type ReservationPage = z.infer<typeof reservationPageSchema>;

export const pageQuerySchema = z.object(cursorQueryShape);

export const ADMIN_LIST_FILTERS = ['all', 'confirmed', 'pending'] as const;
export type AdminListFilter = (typeof ADMIN_LIST_FILTERS)[number];
export const adminListQuerySchema = pageQuerySchema.extend({
  status: z.enum(ADMIN_LIST_FILTERS).default('all'),
});

export const reservationIdParamsSchema = z.object({ id: z.uuid(t.notFound) });

export const RESERVATION_PAGE_SIZE = PAGE_SIZE;
