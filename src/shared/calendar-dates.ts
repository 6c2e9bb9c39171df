/** Calendar dates ('yyyy-MM-dd') and the restaurant's clock: booking dates are calendar dates in
 * the restaurant's zone, so the server and every browser agree on which day it is. */

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real 'yyyy-MM-dd' calendar date (2025-02-30 is not). */
export function isCalendarDate(value: string): boolean {
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const utc = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 2000 &&
    utc.getUTCFullYear() === year &&
    utc.getUTCMonth() === month - 1 &&
    utc.getUTCDate() === day
  );
}

/** Calendar arithmetic on 'yyyy-MM-dd' strings, done in UTC so no zone or DST can interfere. */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** One formatter per time zone: building an Intl.DateTimeFormat is far dearer than using one. */
const zonedFormatters = new Map<string, Intl.DateTimeFormat>();

function zonedFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = zonedFormatters.get(timeZone);
  if (!formatter) {
    // Throws a RangeError for an unknown zone, before anything is cached.
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    zonedFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The date ('yyyy-MM-dd') and wall-clock time ('HH:MM') at `now` in the given IANA zone. */
export function zonedNow(now: Date, timeZone: string): { date: string; time: string } {
  const parts = zonedFormatter(timeZone).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '00';
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    time: `${part('hour')}:${part('minute')}`,
  };
}

/**
 * 'Saturday, 15 March 2025' (or 'Sat, 15 Mar 2025' when short) for a calendar date, formatted in
 * UTC from its own parts so it reads the same in every zone.
 */
export function formatReservationDate(date: string, style: 'long' | 'short' = 'long'): string {
  if (!isCalendarDate(date)) return date;
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: 'UTC',
    weekday: style,
    day: 'numeric',
    month: style,
    year: 'numeric',
  }).format(new Date(Date.UTC(year, month - 1, day)));
}
