import { addDays, weekdayOf, zonedInstant } from '@shared/calendar-dates';
import type { Closure, HoursSettings, Service } from '@shared/hours/settings';
import { hoursFor, ORDER_SERVICES } from '@shared/hours/settings';
import { minutesOf, weekdayKey } from '@shared/hours/week';

/** One opening period placed on the time line: the instants it starts and ends. */
export interface PlacedPeriod {
  /** The restaurant's calendar date it starts on: its weekday's hours and its closures. */
  date: string;
  start: Date;
  end: Date;
  /** The closure that cancels it, if any: the period then does not open. */
  closure: Closure | null;
}

/** The first closure covering the calendar date, if any (dates compare as 'yyyy-MM-dd' text). */
export const closureOn = (closures: readonly Closure[], date: string): Closure | null =>
  closures.find((closure) => closure.from <= date && date <= closure.to) ?? null;

/**
 * The periods that start on `date` in the restaurant's zone, in order. A period belongs to the
 * day it starts: 18:00–02:00 on the 24th ends on the 25th, and a closure of the 25th leaves it
 * open while a closure of the 24th cancels it (the diner ordering at 01:00 is still in the 24th's
 * evening). Wall-clock times become instants by `zonedInstant`: a start or end the clocks skip
 * on spring-forward day is the moment they jump, one they show twice on fall-back day is its first
 * showing; a period lying wholly in the skipped hour does not happen that day.
 */
export function periodsStartingOn(
  settings: HoursSettings,
  service: Service,
  date: string,
  timeZone: string,
): PlacedPeriod[] {
  const closure = closureOn(settings.closures, date);
  return hoursFor(settings, service)
    [weekdayKey(weekdayOf(date))].map((period) => {
      const endDate = minutesOf(period.end) > minutesOf(period.start) ? date : addDays(date, 1);
      return {
        date,
        start: zonedInstant(date, period.start, timeZone),
        end: zonedInstant(endDate, period.end, timeZone),
        closure,
      };
    })
    .filter((period) => period.end > period.start)
    .sort((a, b) => a.start.getTime() - b.start.getTime());
}

/** Every period starting on the dates `first` to `last` (inclusive), in order. */
export function periodsBetween(
  settings: HoursSettings,
  service: Service,
  first: string,
  last: string,
  timeZone: string,
): PlacedPeriod[] {
  const periods: PlacedPeriod[] = [];
  for (let date = first; date <= last; date = addDays(date, 1)) {
    periods.push(...periodsStartingOn(settings, service, date, timeZone));
  }
  return periods;
}

/**
 * The period whose span holds `instant`, cancelled or not. Only periods starting on the instant's
 * date or the day before can hold it: no period lasts longer than a day and an hour.
 */
export function periodAt(
  settings: HoursSettings,
  service: Service,
  instant: Date,
  date: string,
  timeZone: string,
): PlacedPeriod | null {
  return (
    periodsBetween(settings, service, addDays(date, -1), date, timeZone).find(
      (period) => period.start <= instant && instant < period.end,
    ) ?? null
  );
}

/**
 * While the pause is on, and before its `until` when it has one. It stops online orders (delivery
 * and pickup), never table bookings.
 */
export function pauseActive(settings: HoursSettings, service: Service, instant: Date): boolean {
  const { on, until } = settings.pause;
  if (!on || !ORDER_SERVICES.includes(service)) return false;
  return until === null || instant < new Date(until);
}
