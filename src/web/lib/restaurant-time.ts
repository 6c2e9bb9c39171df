/**
 * Every moment a diner or the staff see, in the restaurant's time zone (RESTAURANT_TIMEZONE), as
 * the mails and receipts show it: one order is on one day, whatever the reader's browser thinks.
 *
 * The zone arrives with the session answer every page already asks for (src/web/accounts/
 * session.tsx); until then it is the default zone. Screens showing times sit behind the session
 * check, and useRestaurantTimeZone() re-renders the others once the zone is known.
 *
 * The label rule: the zone's short name (e.g. "GMT+1") follows what is printed when the reader's
 * own clock, at that moment, would show something else: a time when the reader's wall-clock time
 * differs, a date when the reader's date differs. A reader in the restaurant's zone (or in one
 * with the same offset at that moment) never sees a label.
 */
import { DEFAULT_RESTAURANT_TIMEZONE, zonedNow } from '@shared/zoned-now';
import { useSyncExternalStore } from 'react';

let timeZone = DEFAULT_RESTAURANT_TIMEZONE;
const listeners = new Set<() => void>();

/** Told by the server; a zone this browser does not know is ignored (the last one stays). */
export function setRestaurantTimeZone(zone: string) {
  if (zone === timeZone) return;
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: zone });
  } catch {
    return;
  }
  timeZone = zone;
  for (const listener of listeners) listener();
}

export const restaurantTimeZone = () => timeZone;

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The restaurant's zone, re-rendering the caller when the server's answer changes it. */
export function useRestaurantTimeZone(): string {
  return useSyncExternalStore(subscribe, restaurantTimeZone, () => DEFAULT_RESTAURANT_TIMEZONE);
}

/** The restaurant's calendar date ('yyyy-MM-dd') at `now`: its "today", not the browser's. */
export const restaurantToday = (now: Date = new Date()) => zonedNow(now, timeZone).date;

/** The browser's own zone: whose clock the reader compares what we print with. */
const readerTimeZone = () => new Intl.DateTimeFormat().resolvedOptions().timeZone;

type Style = 'dateTime' | 'date' | 'time';

const styles: Record<Style, Intl.DateTimeFormatOptions> = {
  dateTime: { dateStyle: 'medium', timeStyle: 'short', hourCycle: 'h23' },
  date: { dateStyle: 'medium' },
  time: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
};

/** Built once per zone and style: building an Intl.DateTimeFormat is far dearer than using one. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(zone: string, style: Style | 'zoneName'): Intl.DateTimeFormat {
  const key = `${zone} ${style}`;
  let built = formatters.get(key);
  if (!built) {
    const options: Intl.DateTimeFormatOptions =
      style === 'zoneName' ? { timeZoneName: 'short' } : styles[style];
    built = new Intl.DateTimeFormat('en-GB', { ...options, timeZone: zone });
    formatters.set(key, built);
  }
  return built;
}

/** Whether the reader's clock, at `at`, reads otherwise than the restaurant's (see the rule). */
function readerSeesOtherwise(at: Date, style: Style): boolean {
  const reader = readerTimeZone();
  if (reader === timeZone) return false;
  const ours = zonedNow(at, timeZone);
  const theirs = zonedNow(at, reader);
  if (style === 'date') return ours.date !== theirs.date;
  return ours.date !== theirs.date || ours.time !== theirs.time;
}

/**
 * Whether the reader's clock, now, reads otherwise than the restaurant's: then wall-clock times
 * with no moment behind them (a booking's slots, "18:00") need saying whose they are.
 */
export const readerClockDiffers = (at: Date = new Date()) => readerSeesOtherwise(at, 'time');

/** The restaurant zone's short name at `at`, e.g. "GMT+1" for Lagos, "GMT-7" for Los Angeles in summer. */
export function restaurantZoneName(at: Date = new Date()): string {
  const parts = formatter(timeZone, 'zoneName').formatToParts(at);
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}

function format(moment: string | Date, style: Style): string {
  const at = typeof moment === 'string' ? new Date(moment) : moment;
  if (Number.isNaN(at.getTime())) return String(moment);
  const text = formatter(timeZone, style).format(at);
  return readerSeesOtherwise(at, style) ? `${text} ${restaurantZoneName(at)}` : text;
}

/** "12 Mar 2026, 14:05" in the restaurant's zone (labelled by the rule above). */
export const formatDateTime = (moment: string | Date) => format(moment, 'dateTime');

/** "12 Mar 2026": the restaurant's date of that moment (labelled by the rule above). */
export const formatDate = (moment: string | Date) => format(moment, 'date');

/** "14:05" on the restaurant's clock (labelled by the rule above). */
export const formatTime = (moment: string | Date) => format(moment, 'time');
