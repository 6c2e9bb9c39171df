import {
  addDays,
  formatReservationDate,
  formatShortDate,
  weekdayOf,
  zonedNow,
} from '@shared/calendar-dates';
import type { OpenState } from '@shared/hours/open-state';
import type { HoursSettings } from '@shared/hours/settings';
import { openStateTexts as texts } from '@shared/hours/texts';

const WEEKDAY_SHORT = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const DAY_MS = 86_400_000;

/**
 * A moment in the diner's words, in the restaurant's zone and 24-hour time: 'at 17:00' today,
 * 'Tue 11:00' within the coming week, 'Tue, 3 Mar 2026 11:00' beyond (a weekday alone would then
 * name the wrong week).
 */
function whenWords(at: Date, now: Date, timeZone: string): string {
  const today = zonedNow(now, timeZone).date;
  const { date, time } = zonedNow(at, timeZone);
  if (date === today) return `at ${time}`;
  if (date <= addDays(today, 6)) return `${WEEKDAY_SHORT[weekdayOf(date)]} ${time}`;
  return `${formatReservationDate(date, 'short')} ${time}`;
}

/** A closing time: the bare time when it comes within a day ('until 02:00' past midnight too). */
function untilWords(until: Date, now: Date, timeZone: string): string {
  const { time } = zonedNow(until, timeZone);
  if (until.getTime() - now.getTime() < DAY_MS) return time;
  return whenWords(until, now, timeZone);
}

/**
 * The words a diner reads for `state` (from `openAt` at `now`): "Open now · until 22:00",
 * "Closed · opens Tue 11:00", "Closed today (Public holiday) · opens Wed 11:00",
 * "Online orders are paused" or "Online orders are paused until 18:30".
 */
export function describeOpenState(state: OpenState, now: Date, timeZone: string): string {
  if (state.open) {
    return state.until ? texts.openUntil(untilWords(state.until, now, timeZone)) : texts.open;
  }
  if (state.reason === 'paused') {
    return state.pausedUntil
      ? texts.pausedUntil(untilWords(state.pausedUntil, now, timeZone))
      : texts.paused;
  }
  const opens = state.opensAt ? whenWords(state.opensAt, now, timeZone) : null;
  if (state.reason === 'closure') {
    const today = zonedNow(now, timeZone).date;
    const coversToday = state.closure.from <= today && today <= state.closure.to;
    return texts.closure(coversToday, state.closure.note, opens);
  }
  return texts.closed(opens);
}

/**
 * The closures a diner should know of, in words and in date order: those touching today or the
 * next `days - 1` days ("Closed today (Public holiday)", "Closed Fri 25 Dec (Christmas)",
 * "Closed from today to Sat 28 Nov (Refurbishment)").
 */
export function closureNotices(
  settings: Pick<HoursSettings, 'closures'>,
  now: Date,
  timeZone: string,
  days = 7,
): string[] {
  const today = zonedNow(now, timeZone).date;
  const dayWords = (date: string) =>
    date <= today ? 'today' : date === addDays(today, 1) ? 'tomorrow' : formatShortDate(date);
  return settings.closures
    .filter((closure) => closure.to >= today && closure.from <= addDays(today, days - 1))
    .sort((a, b) => a.from.localeCompare(b.from))
    .map((closure) => {
      const from = dayWords(closure.from);
      const to = dayWords(closure.to);
      return texts.closureNotice(from, to === from ? null : to, closure.note);
    });
}
