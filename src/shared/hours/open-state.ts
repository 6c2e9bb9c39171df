import { addDays, zonedNow } from '@shared/calendar-dates';
import {
  closureOn,
  type PlacedPeriod,
  pauseActive,
  periodAt,
  periodsStartingOn,
} from '@shared/hours/periods';
import type { Closure, HoursSettings, Service } from '@shared/hours/settings';

/** Whether a service is open at an instant, and when that changes. */
export type OpenState =
  | {
      open: true;
      periodStart: Date;
      periodEnd: Date;
      /** When it closes: the end of this period or of the periods that follow it without a gap;
       * null when it stays open through the next 7 days. */
      until: Date | null;
    }
  | { open: false; reason: 'paused'; pausedUntil: Date | null; opensAt: Date | null }
  | { open: false; reason: 'closure'; closure: Closure; opensAt: Date | null }
  | { open: false; reason: 'closed_hours'; opensAt: Date | null };

/** How far ahead `opensAt` looks: a year and a bit covers any closure an owner sets. */
const OPENING_SEARCH_DAYS = 400;
/** How far a run of back-to-back periods is followed before `until` says "no end in sight". */
const UNTIL_SEARCH_DAYS = 7;

/**
 * Is `service` open at `instant`? Order of the reasons: the pause (delivery and pickup only) wins,
 * as it is the owner's explicit word; then a closure (the instant falls in a period a closure
 * cancelled, or on a closure date); then the weekly hours.
 */
export function openAt(
  settings: HoursSettings,
  service: Service,
  instant: Date,
  timeZone: string,
): OpenState {
  const { date } = zonedNow(instant, timeZone);
  if (pauseActive(settings, service, instant)) {
    const pausedUntil = settings.pause.until === null ? null : new Date(settings.pause.until);
    const opensAt = pausedUntil && nextOpening(settings, service, pausedUntil, timeZone);
    return { open: false, reason: 'paused', pausedUntil, opensAt };
  }
  const current = periodAt(settings, service, instant, date, timeZone);
  if (current && !current.closure) {
    return {
      open: true,
      periodStart: current.start,
      periodEnd: current.end,
      until: runEnd(settings, service, current, timeZone),
    };
  }
  const opensAt = nextOpening(settings, service, instant, timeZone);
  const closure = current?.closure ?? closureOn(settings.closures, date);
  if (closure) return { open: false, reason: 'closure', closure, opensAt };
  return { open: false, reason: 'closed_hours', opensAt };
}

/**
 * The first instant from `from` on at which the hours and closures let `service` open (`from`
 * itself when it falls in an open period); null when nothing opens within OPENING_SEARCH_DAYS.
 * The pause is not considered: callers pass its end as `from`.
 */
export function nextOpening(
  settings: HoursSettings,
  service: Service,
  from: Date,
  timeZone: string,
): Date | null {
  const { date: today } = zonedNow(from, timeZone);
  for (let offset = -1; offset <= OPENING_SEARCH_DAYS; offset += 1) {
    const date = addDays(today, offset);
    // Skips the zone arithmetic of closed days: a long closure costs a string comparison a day.
    if (closureOn(settings.closures, date)) continue;
    for (const period of periodsStartingOn(settings, service, date, timeZone)) {
      if (period.end > from) return period.start > from ? period.start : from;
    }
  }
  return null;
}

/** Where the run of open periods starting with `current` ends (null: past UNTIL_SEARCH_DAYS).
 * Walks day by day and stops at the first gap: usually the current day answers. */
function runEnd(
  settings: HoursSettings,
  service: Service,
  current: PlacedPeriod,
  timeZone: string,
): Date | null {
  const last = addDays(current.date, UNTIL_SEARCH_DAYS);
  let end = current.end;
  for (let date = current.date; date <= last; date = addDays(date, 1)) {
    for (const period of periodsStartingOn(settings, service, date, timeZone)) {
      if (period.start < end) continue;
      if (period.start.getTime() !== end.getTime() || period.closure) return end;
      end = period.end;
      if (date === last) return null;
    }
    // Nothing of this day continued the run: only the next day's first period still can, when
    // the run ends after this day's last start (at midnight or later).
    if (zonedNow(end, timeZone).date <= date) return end;
  }
  return end;
}
