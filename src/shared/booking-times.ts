import { WEEKDAYS, type Weekday } from '@shared/hours/week';
import { daysWords } from '@shared/hours/weekly-lines';

/**
 * The times a table can be booked, in a diner's words, for the reservation page's copy. Read from
 * the very starts the slots are offered at (the reservation hours over the booking grid), so the
 * page never promises a time the wizard does not list: weekdays with the same starts are grouped
 * as the opening hours are ("Every day", "Mon–Fri"), a run of starts on the grid is one range
 * ("11:00–14:30"), fixed sittings are listed ("12:00, 14:00 and 18:00").
 */

export const bookingTimesTexts = {
  /** By tables: starts every `interval` minutes, said as ranges. */
  byTables: (interval: number) => `Tables start every ${interval} minutes`,
  bySittings: 'Sittings',
  closed: 'No tables',
  and: ' and ',
} as const;

const minutes = (time: string) => {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return h * 60 + m;
};

/** '12:00, 14:00 and 18:00'. */
const listed = (items: string[]) =>
  items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')}${bookingTimesTexts.and}${items.at(-1)}`;

/** Consecutive starts on the grid as ranges: 11:00, 11:30 … 14:30 is '11:00–14:30'. */
function ranges(starts: string[], interval: number): string[] {
  const runs: string[][] = [];
  for (const time of starts) {
    const run = runs.at(-1);
    const last = run?.at(-1);
    if (run && last && minutes(time) - minutes(last) === interval) run.push(time);
    else runs.push([time]);
  }
  return runs.map((run) => (run.length === 1 ? run[0]! : `${run[0]}–${run.at(-1)}`));
}

/**
 * One line per group of weekdays with the same starts, in weekday order ("Every day: 11:00–14:30
 * and 17:00–22:00"). `interval` is the tables' grid; null for the fixed sittings.
 */
export function bookingTimesLines(
  starts: Record<Weekday, readonly string[]>,
  interval: number | null,
): string[] {
  const groups = new Map<string, Weekday[]>();
  for (const day of WEEKDAYS) {
    const sorted = [...starts[day]].sort();
    const words =
      sorted.length === 0
        ? bookingTimesTexts.closed
        : interval === null
          ? listed(sorted)
          : ranges(sorted, interval).join(bookingTimesTexts.and);
    groups.set(words, [...(groups.get(words) ?? []), day]);
  }
  return [...groups].map(([words, days]) => `${daysWords(days)}: ${words}`);
}
