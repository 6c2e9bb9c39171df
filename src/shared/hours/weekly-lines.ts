import { type HoursSettings, hoursFor, type Service } from '@shared/hours/settings';
import { type Period, WEEKDAYS, type Weekday, type WeeklyHours } from '@shared/hours/week';

/**
 * The weekly hours in a diner's words, for the contact page and the footer:
 * days with the same periods are grouped ("Every day", "Mon–Fri", "Sat, Sun"), periods joined
 * ("11:00–15:00 and 17:00–22:30"), a day without any is "Closed". Delivery, pickup and table
 * bookings get their own line only when the owner gave them their own hours.
 */

export const weeklyLinesTexts = {
  restaurant: 'Opening hours',
  delivery: 'Delivery',
  pickup: 'Pickup',
  reservations: 'Table bookings',
  everyDay: 'Every day',
  closed: 'Closed',
  allDay: 'Open 24 hours',
  and: ' and ',
} as const;

const SHORT: Record<Weekday, string> = {
  mon: 'Mon',
  tue: 'Tue',
  wed: 'Wed',
  thu: 'Thu',
  fri: 'Fri',
  sat: 'Sat',
  sun: 'Sun',
};

export interface HoursLine {
  label: string;
  value: string;
}

/** Touching periods read as one (11:00–15:00 and 15:00–18:00 is 11:00–18:00). */
function merged(periods: Period[]): Period[] {
  const out: Period[] = [];
  for (const period of [...periods].sort((a, b) => a.start.localeCompare(b.start))) {
    const last = out.at(-1);
    if (last && last.end === period.start) out[out.length - 1] = { ...last, end: period.end };
    else out.push({ ...period });
  }
  return out;
}

function periodsWords(periods: Period[]): string {
  if (periods.length === 0) return weeklyLinesTexts.closed;
  const joined = merged(periods);
  // A day that comes back to where it started (00:00–12:00 and 12:00–00:00) never closes.
  if (joined.length === 1 && joined[0]!.start === joined[0]!.end) return weeklyLinesTexts.allDay;
  return joined.map((p) => `${p.start}–${p.end}`).join(weeklyLinesTexts.and);
}

/** Runs of consecutive days ("Mon–Fri"), a lone day or pair named one by one ("Sat, Sun"). */
export function daysWords(days: Weekday[]): string {
  if (days.length === WEEKDAYS.length) return weeklyLinesTexts.everyDay;
  const runs: Weekday[][] = [];
  for (const day of days) {
    const run = runs.at(-1);
    const previous = run?.at(-1);
    if (run && previous && WEEKDAYS.indexOf(previous) + 1 === WEEKDAYS.indexOf(day)) run.push(day);
    else runs.push([day]);
  }
  return runs
    .map((run) =>
      run.length > 2
        ? `${SHORT[run[0]!]}–${SHORT[run.at(-1)!]}`
        : run.map((d) => SHORT[d]).join(', '),
    )
    .join(', ');
}

/** One week as lines of "days: periods", in weekday order of each group's first day. */
export function weekWords(week: WeeklyHours): string[] {
  const groups = new Map<string, Weekday[]>();
  for (const day of WEEKDAYS) {
    const words = periodsWords(week[day]);
    groups.set(words, [...(groups.get(words) ?? []), day]);
  }
  return [...groups].map(([words, days]) => `${daysWords(days)}: ${words}`);
}

/** The lines the contact page shows: the restaurant's hours, then any service with its own. */
export function weeklyHoursLines(settings: HoursSettings): HoursLine[] {
  const lines: HoursLine[] = [
    { label: weeklyLinesTexts.restaurant, value: weekWords(settings.hours.default).join(' · ') },
  ];
  for (const service of ['delivery', 'pickup', 'reservations'] as Service[]) {
    if (settings.hours[service] === null) continue;
    lines.push({
      label: weeklyLinesTexts[service],
      value: weekWords(hoursFor(settings, service)).join(' · '),
    });
  }
  return lines;
}
