/** The weekly wall clock the opening periods sit on, and the clash check of the settings. */

/** Monday first, as the settings page lists them; `weekdayKey` maps a date's day to its key. */
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
/** The key of a day numbered as `Date.getUTCDay` and `weekdayOf` do (0 = Sunday). */
export const weekdayKey = (sundayFirstIndex: number): Weekday =>
  WEEKDAYS[(sundayFirstIndex + 6) % 7]!;

/** 'HH:MM' wall-clock times in the restaurant's zone (see `periodSchema`). */
export interface Period {
  start: string;
  end: string;
}
export type WeeklyHours = Record<Weekday, Period[]>;

/** Minutes since midnight of an 'HH:MM' time. */
export const minutesOf = (time: string): number => {
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  return hour * 60 + minute;
};

const DAY_MINUTES = 1440;
const WEEK_MINUTES = 7 * DAY_MINUTES;

/** How long a period lasts on the wall clock: an end at or before the start is the next day's. */
export const periodMinutes = (period: Period): number =>
  (minutesOf(period.end) - minutesOf(period.start) + DAY_MINUTES) % DAY_MINUTES;

interface PlacedPeriod {
  day: Weekday;
  index: number;
  period: Period;
  /** Minutes from Monday 00:00 to its start, and to its end (may pass the week's end). */
  from: number;
  to: number;
}

export interface PeriodClash {
  first: PlacedPeriod;
  second: PlacedPeriod;
}

/** Whether b, placed as it is or a week earlier, shares a minute with a (a starts first in the week). */
const overlaps = (a: PlacedPeriod, b: PlacedPeriod, shift: number) =>
  a.from < b.to + shift && b.from + shift < a.to;

/**
 * Every pair of periods that share a minute on the weekly wall clock, midnight-crossing ones
 * included (Monday 18:00–02:00 clashes with Tuesday 01:00–05:00, Sunday's with Monday's), the
 * earlier-starting one first. Periods that only touch (11:00–15:00 and 15:00–18:00) do not clash.
 */
export function overlappingPeriods(week: WeeklyHours): PeriodClash[] {
  const placed: PlacedPeriod[] = WEEKDAYS.flatMap((day, dayIndex) =>
    week[day].map((period, index) => {
      const from = dayIndex * DAY_MINUTES + minutesOf(period.start);
      return { day, index, period, from, to: from + periodMinutes(period) };
    }),
  )
    .filter((entry) => Number.isFinite(entry.from) && entry.to > entry.from)
    .sort((a, b) => a.from - b.from);
  const clashes: PeriodClash[] = [];
  for (let i = 0; i < placed.length; i += 1) {
    for (let j = i + 1; j < placed.length; j += 1) {
      const [a, b] = [placed[i]!, placed[j]!];
      if (overlaps(a, b, 0)) clashes.push({ first: a, second: b });
      // Sunday night running into Monday: the Sunday period comes first.
      else if (overlaps(a, b, -WEEK_MINUTES)) clashes.push({ first: b, second: a });
    }
  }
  return clashes;
}
