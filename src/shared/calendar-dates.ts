/** Calendar dates ('yyyy-MM-dd') and the restaurant's clock: booking dates are calendar dates in
 * the restaurant's zone, so the server and every browser agree on which day it is. */

import { zonedNow } from './zoned-now';

export { DEFAULT_RESTAURANT_TIMEZONE, zonedNow } from './zoned-now';

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

/**
 * A calendar date in words ('en-GB', e.g. { day: 'numeric', month: 'short' } -> '15 Mar'),
 * formatted in UTC from its own parts so it reads the same day in every zone.
 */
export function formatCalendarDate(date: string, options: Intl.DateTimeFormatOptions): string {
  if (!isCalendarDate(date)) return date;
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat('en-GB', { ...options, timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, day)),
  );
}

/** 'Saturday, 15 March 2025' (or 'Sat, 15 Mar 2025' when short) for a calendar date. */
export function formatReservationDate(date: string, style: 'long' | 'short' = 'long'): string {
  return formatCalendarDate(date, {
    weekday: style,
    day: 'numeric',
    month: style,
    year: 'numeric',
  });
}

/** Day of the week of a 'yyyy-MM-dd' calendar date: 0 for Sunday to 6 for Saturday. */
export function weekdayOf(date: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

const MINUTE_MS = 60_000;

/** How far the zone's wall clock is ahead of UTC at `instant`, in ms (whole minutes). */
function zoneOffsetMs(instant: number, timeZone: string): number {
  const minute = Math.floor(instant / MINUTE_MS) * MINUTE_MS;
  const { date, time } = zonedNow(new Date(minute), timeZone);
  return wallClockAsUtc(date, time) - minute;
}

/** The wall-clock reading `date` `time` as if it were UTC, in ms: the zone's local time line. */
function wallClockAsUtc(date: string, time: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  return Date.UTC(year, month - 1, day, hour, minute);
}

/**
 * The instant when the zone's wall clock on `date` reaches `time` ('HH:MM'): the first instant it
 * shows that time or a later one. So a time the clocks skip (01:30 in London on the spring-forward
 * day) is the moment they jump (02:00 BST), and a time they show twice (01:30 on the fall-back day)
 * is its first showing. Offsets change at most once within a day either side, as in every real zone.
 */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  const key = `${timeZone} ${date} ${time}`;
  let instant = zonedInstants.get(key);
  if (instant === undefined) {
    if (zonedInstants.size >= ZONED_INSTANTS_KEPT) zonedInstants.clear();
    instant = findZonedInstant(date, time, timeZone);
    zonedInstants.set(key, instant);
  }
  return new Date(instant);
}

/** Answers of zonedInstant: the hours ask for the same few dates and times on every request. */
const zonedInstants = new Map<string, number>();
const ZONED_INSTANTS_KEPT = 10_000;

function findZonedInstant(date: string, time: string, timeZone: string): number {
  const local = wallClockAsUtc(date, time);
  const DAY_MS = 86_400_000;
  const before = local - zoneOffsetMs(local - DAY_MS, timeZone);
  const after = local - zoneOffsetMs(local + DAY_MS, timeZone);
  const shows = (instant: number) => instant + zoneOffsetMs(instant, timeZone) === local;
  const readings = [before, after].filter(shows);
  if (readings.length > 0) return Math.min(...readings);
  // In the gap: the clocks jumped over `time` somewhere between `after` and `before`. Find the
  // first minute whose reading is past it: that is the jump.
  let low = Math.min(before, after);
  let high = Math.max(before, after);
  while (high - low > MINUTE_MS) {
    const middle = low + Math.floor((high - low) / 2 / MINUTE_MS) * MINUTE_MS;
    if (middle + zoneOffsetMs(middle, timeZone) >= local) high = middle;
    else low = middle;
  }
  return high;
}

/**
 * Built on first use, not when the module loads: every page's start-up imports this module (the
 * session carries the restaurant's zone), and the first Intl.DateTimeFormat a page builds loads
 * the engine's locale data, ~15 ms of a phone's main thread on a page that shows no date.
 */
let shortDateFormatter: Intl.DateTimeFormat | undefined;

/** 'Thu 25 Dec' for a calendar date: for dates within weeks of today, where the year goes unsaid. */
export function formatShortDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  // Built from its parts: engines differ on the comma after the weekday.
  shortDateFormatter ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: 'UTC',
    weekday: 'short',
    day: 'numeric',
    month: 'short',
  });
  const parts = shortDateFormatter.formatToParts(new Date(Date.UTC(year, month - 1, day)));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value;
  return `${part('weekday')} ${part('day')} ${part('month')}`;
}
