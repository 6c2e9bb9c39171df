import { addDays, formatReservationDate, weekdayOf, zonedNow } from '@shared/calendar-dates';
import { hoursSettingsTexts, type Pause } from '@shared/hours';
import { z } from 'zod';

/**
 * The emergency pause of online orders (delivery and pickup): one tap stops them and one resumes
 * them, on their own endpoint, whatever else the settings page holds unsaved. Wire shapes, the
 * words staff read, and the event name the open storefronts hear it by.
 */

/** What PUT /api/admin/ordering-pause takes: on or off, and an optional end (an instant). */
export const pauseChangeSchema = z.strictObject({
  on: z.boolean(),
  until: z.iso
    .datetime({ offset: true, error: hoursSettingsTexts.pauseUntilInvalid })
    .nullable()
    .default(null),
});
export type PauseChange = z.input<typeof pauseChangeSchema>;

/** The pause as every staff screen shows it; `on` is false once an `until` has passed. */
export const pauseStateSchema = z.object({
  on: z.boolean(),
  until: z.string().nullable(),
  since: z.string().nullable(),
  by: z.string().nullable(),
  /** "Online orders paused since 19:42 by Ada · until 22:00", on the restaurant's clock. */
  words: z.string().nullable(),
});
export type PauseState = z.infer<typeof pauseStateSchema>;

export { ORDERING_CHANGED } from './ordering-events';

export const orderingPauseTexts = {
  pause: 'Pause online orders',
  resume: 'Resume online orders',
  pausing: 'Pausing…',
  resuming: 'Resuming…',
  paused:
    'Online orders are paused now. Diners cannot order delivery or pickup until you resume; table bookings go on.',
  resumed: 'Online orders are back on: diners can order delivery and pickup again.',
  untilSet: (until: string) => `Online orders stay paused until ${until}.`,
  failed: 'The pause could not be changed. Please try again.',
  untilPast: 'Please choose a time still to come for the end of the pause.',
  staffOnly: 'Only staff on shift can pause or resume online orders.',
  hintOn: 'Takes effect at once, for every diner. Table bookings go on.',
  hintOff: 'Online orders are taken during opening hours. The switch takes effect at once.',
  untilLabel: (timeZone: string) => `Resume by itself at (optional, ${timeZone} time)`,
  setUntil: 'Set the end',
  bannerLabel: 'Online orders paused',
} as const;

const WEEKDAY_SHORT = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

/** '19:42' today, 'Tue 19:42' within the week, '3 Mar 2026 19:42' beyond; the restaurant's clock. */
function momentWords(at: Date, now: Date, timeZone: string): string {
  const today = zonedNow(now, timeZone).date;
  const { date, time } = zonedNow(at, timeZone);
  if (date === today) return time;
  if (date >= addDays(today, -6) && date <= addDays(today, 6))
    return `${WEEKDAY_SHORT[weekdayOf(date)]} ${time}`;
  return `${formatReservationDate(date, 'short')} ${time}`;
}

/**
 * The banner's words while the pause is on: "Online orders paused since 19:42 by Ada", with
 * " · until 22:00" when it ends by itself; null while orders are taken.
 */
export function pauseWords(pause: Pause, now: Date, timeZone: string): string | null {
  if (!pause.on) return null;
  if (pause.until && new Date(pause.until) <= now) return null;
  let words = 'Online orders paused';
  if (pause.since) words += ` since ${momentWords(new Date(pause.since), now, timeZone)}`;
  if (pause.by) words += ` by ${pause.by}`;
  if (pause.until) words += ` · until ${momentWords(new Date(pause.until), now, timeZone)}`;
  return words;
}
