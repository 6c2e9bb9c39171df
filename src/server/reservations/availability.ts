import { holdsTable } from '@shared/booking-stages';
import { bookingTimesLines, bookingTimesTexts } from '@shared/booking-times';
import { addDays, weekdayOf, zonedInstant } from '@shared/calendar-dates';
import { RESERVATION_TIME_SLOTS } from '@shared/constants';
import { closureOn, type HoursSettings, openAt, type Weekday } from '@shared/hours';
import { weekdayKey } from '@shared/hours/week';
import type { Availability, ReservationStatus, SlotState } from '@shared/reservations';
import { dayGrid, type SlotInterval } from '@shared/tables';

/** Seats booked in a slot: one reservation, or the sum of several with the same time and status. */
export interface BookedSeats {
  time: string;
  status: ReservationStatus;
  seats: number;
}

export interface SlotAvailability {
  time: string;
  seatsLeft: number;
  state: SlotState;
}

/**
 * Pending and confirmed bookings hold their seats (docs/decisions/002-departures-from-the-spec.md);
 * canceled ones give them back.
 */
export const holdsSeats = (status: ReservationStatus) => holdsTable(status);

/**
 * The availability rule, pure so it can be tested as a table: the state of every slot of `date`
 * given the bookings of that date, the seat capacity per slot, and the restaurant's current date
 * and wall-clock time. A slot of an earlier day, or of today at or after its start, is past;
 * a slot with no seat left is full. The same rule decides inside the booking transaction.
 */
export function slotsForDate(input: {
  date: string;
  bookings: readonly BookedSeats[];
  capacity: number;
  /** The restaurant-local date and time now ('yyyy-MM-dd', 'HH:MM'). */
  now: { date: string; time: string };
}): SlotAvailability[] {
  const held = new Map<string, number>();
  for (const booking of input.bookings) {
    if (!holdsSeats(booking.status)) continue;
    held.set(booking.time, (held.get(booking.time) ?? 0) + booking.seats);
  }
  return RESERVATION_TIME_SLOTS.map((time) => {
    const seatsLeft = Math.max(0, input.capacity - (held.get(time) ?? 0));
    // 'yyyy-MM-dd' and 'HH:MM' compare correctly as strings.
    const past =
      input.date < input.now.date || (input.date === input.now.date && time <= input.now.time);
    const state: SlotState = past ? 'past' : seatsLeft === 0 ? 'full' : 'available';
    return { time, seatsLeft, state };
  });
}

/** Whether `seats` more fit in the slot: it must be bookable and have that many seats left. */
export function fits(slot: SlotAvailability | undefined, seats: number): boolean {
  return slot !== undefined && slot.state === 'available' && seats <= slot.seatsLeft;
}

/**
 * The grid times of `date` the reservation hours offer. The grid stays the
 * fixed sittings of RESERVATION_TIME_SLOTS, each with its seat capacity; the hours only say which
 * of them exist that day: a sitting is offered when the reservations service is open at its start
 * (a period crossing midnight counts for the morning after). A closure day offers none, even in
 * the small hours of the day before's late period: nobody books a table on a day we are closed.
 */
export function openSittings(hours: HoursSettings, date: string, timeZone: string): Set<string> {
  return openStarts(hours, date, timeZone, RESERVATION_TIME_SLOTS);
}

/** Of `times` ('HH:MM') on `date`, those at which the reservation hours are open (same rule). */
export function openStarts(
  hours: HoursSettings,
  date: string,
  timeZone: string,
  times: readonly string[],
): Set<string> {
  if (closureOn(hours.closures, date)) return new Set();
  return new Set(
    times.filter(
      (time) => openAt(hours, 'reservations', zonedInstant(date, time, timeZone), timeZone).open,
    ),
  );
}

/** The latest words per settings, grid and week: availability is asked on every date change. */
let bookingTimesMemo: { key: string; hours: HoursSettings; words: BookingTimes } | null = null;

export type BookingTimes = Availability['bookingTimes'];

/**
 * The reservation page's "when you can book" copy, from the starts the slots are offered at: the
 * coming seven days' open starts on the tables' grid (`interval`) or of the fixed sittings (null),
 * grouped by weekday. Closures are left out: they close a date, not a weekday, and the wizard
 * says so on the day.
 */
export function bookingTimesOf(
  hours: HoursSettings,
  at: { today: string; timeZone: string; interval: SlotInterval | null },
): BookingTimes {
  const key = `${at.today} ${at.timeZone} ${at.interval}`;
  if (bookingTimesMemo?.hours === hours && bookingTimesMemo.key === key)
    return bookingTimesMemo.words;
  const grid = at.interval === null ? RESERVATION_TIME_SLOTS : dayGrid(at.interval);
  const week = { ...hours, closures: [] };
  const starts = {} as Record<Weekday, string[]>;
  for (let i = 0; i < 7; i += 1) {
    const date = addDays(at.today, i);
    starts[weekdayKey(weekdayOf(date))] = [...openStarts(week, date, at.timeZone, grid)];
  }
  const words = {
    label:
      at.interval === null ? bookingTimesTexts.bySittings : bookingTimesTexts.byTables(at.interval),
    lines: bookingTimesLines(starts, at.interval),
  };
  bookingTimesMemo = { key, hours, words };
  return words;
}
