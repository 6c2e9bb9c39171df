import { addDays, zonedNow } from './calendar-dates';

/**
 * Wall-clock times in an IANA zone turned into instants and back, with Intl only (no zone data of
 * our own): the restaurant's clock decides what "19:45" or "tomorrow" means, on the server and in
 * every browser alike, whatever zone the machine itself runs in.
 */

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** 'yyyy-MM-dd' + 'HH:mm' read as if it were UTC: the wall clock as a plain number to compare. */
function wallClockAsUtc(date: string, time: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  return Date.UTC(year, month - 1, day, hour, minute);
}

/** The zone's offset from UTC in minutes at `at` (e.g. 60 in Lagos, -240 in New York in summer). */
export function zoneOffsetMinutes(at: Date, timeZone: string): number {
  // The zoned formatter shows whole minutes, so compare it with the instant cut to its minute.
  const minuteStart = Math.floor(at.getTime() / MINUTE_MS) * MINUTE_MS;
  const wall = zonedNow(new Date(minuteStart), timeZone);
  return (wallClockAsUtc(wall.date, wall.time) - minuteStart) / MINUTE_MS;
}

/**
 * Every instant at which the zone's clock shows `time` on `date`, earliest first: one on most days,
 * two when the clocks go back (the hour is lived twice), none when they go forward past it.
 */
export function instantsOfWallClock(date: string, time: string, timeZone: string): Date[] {
  const wall = wallClockAsUtc(date, time);
  // A zone changes its offset at most once around a given day, so the offsets a day either side
  // (and at the wall time itself) are every offset that can apply.
  const offsets = new Set(
    [wall - DAY_MS, wall, wall + DAY_MS].map((probe) =>
      zoneOffsetMinutes(new Date(probe), timeZone),
    ),
  );
  const instants = [...offsets]
    .map((offset) => wall - offset * MINUTE_MS)
    .filter((instant) => {
      const shown = zonedNow(new Date(instant), timeZone);
      return shown.date === date && shown.time === time;
    })
    .sort((a, b) => a - b);
  return [...new Set(instants)].map((instant) => new Date(instant));
}

/**
 * The instant the zone's clock shows `time` on `date`. A time the clocks skip is read with the
 * offset from before the jump, so it lands as far after the jump as it was meant after the hour
 * (New York, 8 March 2026: 02:30 is 03:30 EDT), as calendars and Temporal do; a time lived twice
 * is its first occurrence.
 */
export function instantOfWallClock(date: string, time: string, timeZone: string): Date {
  const [first] = instantsOfWallClock(date, time, timeZone);
  if (first) return first;
  const wall = wallClockAsUtc(date, time);
  const offsetBefore = zoneOffsetMinutes(new Date(wall - DAY_MS), timeZone);
  return new Date(wall - offsetBefore * MINUTE_MS);
}

/** The zone's calendar date a number of days after the one `at` falls on there. */
export function zonedDatePlusDays(at: Date, days: number, timeZone: string): string {
  return addDays(zonedNow(at, timeZone).date, days);
}

/** One formatter per zone: building an Intl.DateTimeFormat is far dearer than using one. */
const zoneNameFormatters = new Map<string, Intl.DateTimeFormat>();

/** How Intl names the zone at `at` for a label ('GMT+1' for Lagos, 'BST'/'GMT' for London). */
export function zoneAbbreviation(at: Date, timeZone: string): string {
  let formatter = zoneNameFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', { timeZone, timeZoneName: 'short' });
    zoneNameFormatters.set(timeZone, formatter);
  }
  return (
    formatter.formatToParts(at).find((part) => part.type === 'timeZoneName')?.value ?? timeZone
  );
}
