/**
 * The restaurant's clock: the date and wall-clock time in its zone. A module of its own because
 * every page's first load needs it (the header's open/closed line, the session's zone), and the
 * rest of the calendar (shared/calendar-dates.ts) only the pages that book or schedule.
 */

/** The restaurant's zone when `RESTAURANT_TIMEZONE` is not set (and the browser's until told). */
export const DEFAULT_RESTAURANT_TIMEZONE = 'Africa/Lagos';

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
  // Intl writes the year 190 as '190': padded, every date string compares and sorts as a date
  // (unpadded, a day-by-day walk from '0189-…' to '190-…' ran through 1,700 years).
  return {
    date: `${part('year').padStart(4, '0')}-${part('month')}-${part('day')}`,
    time: `${part('hour')}:${part('minute')}`,
  };
}
