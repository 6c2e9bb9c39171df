import { z } from 'zod';
import { addDays, zonedInstant, zonedNow } from './calendar-dates';
import { messages } from './messages';
import { formatMoney } from './money';
import { type DateOrder, readTypedDate } from './typed-date';

/** The largest deposit per guest an owner may ask (NGN 100,000.00): 20 guests stay far inside int4. */
export const DEPOSIT_PER_GUEST_MAX_MINOR = 100_000_00;
const DEPOSIT_PER_GUEST_MAX_TEXT = formatMoney(DEPOSIT_PER_GUEST_MAX_MINOR);

/**
 * The booking rules the owner sets on /admin/settings, and the pure
 * checks both the wizard and the server apply with them: the typed day in words, the party size,
 * when a pending booking expires.
 */

export const bookingRulesTexts = {
  maxOnlineParty: 'The largest party booked online must be from 1 to 20 guests.',
  maxActiveBookings: 'Upcoming bookings per account must be from 1 to 50.',
  pendingExpiryHours: 'A pending booking must expire after 1 to 336 hours.',
  windowDays: 'Bookings must open from 1 to 365 days ahead.',
  reminderHours: 'Reminders must go 1 to 168 hours before, or 0 for none.',
  stay: 'A stay must be from 30 to 480 minutes.',
  slotInterval: 'Times are offered every 15 or 30 minutes.',
  changeCutoffHours: 'Guests may change or cancel until 0 to 168 hours before.',
  depositFromParty: 'Deposits must start from a party of 1 to 20 guests.',
  depositPerGuestMinor: `A deposit per guest must be from 0 (no deposit) to ${DEPOSIT_PER_GUEST_MAX_TEXT}.`,
} as const;

const whole = (min: number, max: number, message: string) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

export const bookingRulesSchema = z.strictObject({
  /** Parties from 1 to this book online; larger ones are asked to call. */
  maxOnlineParty: whole(1, 20, bookingRulesTexts.maxOnlineParty),
  /** Pending or confirmed bookings of today or later one account may hold at once. */
  maxActiveBookings: whole(1, 50, bookingRulesTexts.maxActiveBookings),
  /** A pending booking the restaurant has not confirmed after this long expires (never past its start). */
  pendingExpiryHours: whole(1, 336, bookingRulesTexts.pendingExpiryHours),
  /** The last bookable day is today plus this many days, in the restaurant's zone. */
  windowDays: whole(1, 365, bookingRulesTexts.windowDays),
  /**
   * A confirmed booking's guest is mailed a reminder this long before it starts (0: never). A
   * booking made inside that window gets none: its confirmation is recent enough.
   */
  reminderHours: whole(0, 168, bookingRulesTexts.reminderHours),
  /** How long a table is held for a party of 1–2, 3–4, and 5 or more (minutes). */
  staySmall: whole(30, 480, bookingRulesTexts.stay),
  stayMedium: whole(30, 480, bookingRulesTexts.stay),
  stayLarge: whole(30, 480, bookingRulesTexts.stay),
  /** The offered starts: every 15 or 30 minutes within the reservation hours. */
  slotInterval: z.union([z.literal(15), z.literal(30)], { error: bookingRulesTexts.slotInterval }),
  /**
   * A guest changes or cancels from the link in their mails until this long before the start.
   * A stored row without it reads as the default (settings service).
   */
  changeCutoffHours: whole(0, 168, bookingRulesTexts.changeCutoffHours),
  /**
   * Booking deposits: parties of this size or more pay `depositPerGuestMinor`
   * per guest by card when booking. 0 per guest: no deposits (the default, so an upgrade charges
   * nobody until the owner sets an amount). Stored rules without them read the defaults.
   */
  depositFromParty: whole(1, 20, bookingRulesTexts.depositFromParty),
  depositPerGuestMinor: whole(
    0,
    DEPOSIT_PER_GUEST_MAX_MINOR,
    bookingRulesTexts.depositPerGuestMinor,
  ),
});
export type BookingRules = z.infer<typeof bookingRulesSchema>;

export const DEFAULT_BOOKING_RULES: BookingRules = {
  maxOnlineParty: 8,
  maxActiveBookings: 3,
  pendingExpiryHours: 24,
  windowDays: 60,
  reminderHours: 24,
  staySmall: 90,
  stayMedium: 120,
  stayLarge: 150,
  slotInterval: 30,
  changeCutoffHours: 2,
  depositFromParty: 6,
  depositPerGuestMinor: 0,
};

export type DayCheck = { ok: true; date: string } | { ok: false; message: string };

/**
 * What the diner typed in the date box, read as the day they mean, or why it cannot be booked, in
 * words: unreadable or impossible ('2026-02-30', '31/02/2026') is the spec's 'Date input not
 * valid.'; before the restaurant's today, "That day is in the past"; past the window, "Bookings
 * open up to N days ahead". 'yyyy-mm-dd' is always read; '02/12/2026' is read in `order`, the
 * restaurant's locale's (typed-date.ts), and only 'yyyy-mm-dd' when no order is given.
 */
export function checkBookingDay(
  text: string,
  today: string,
  windowDays: number,
  order: DateOrder = 'ymd',
): DayCheck {
  const date = readTypedDate(text, order);
  if (!date) return { ok: false, message: messages.booking.dateInvalid };
  if (date < today) return { ok: false, message: messages.booking.datePast };
  if (date > addDays(today, windowDays))
    return { ok: false, message: messages.booking.dateTooFar(windowDays) };
  return { ok: true, date };
}

/** The same check against an instant: "today" is the restaurant's date at `now` in `timeZone`. */
export const checkBookingDayAt = (
  text: string,
  now: Date,
  timeZone: string,
  windowDays: number,
): DayCheck => checkBookingDay(text, zonedNow(now, timeZone).date, windowDays);

/**
 * When a booking made at `createdAt` expires if still pending: `hours` later, but never past the
 * sitting's start (the restaurant's wall clock on `date` at `time`).
 */
export function pendingExpiresAt(
  createdAt: Date,
  date: string,
  time: string,
  timeZone: string,
  hours: number,
): Date {
  const byAge = createdAt.getTime() + hours * 3_600_000;
  const start = zonedInstant(date, time, timeZone).getTime();
  return new Date(Math.min(byAge, start));
}
