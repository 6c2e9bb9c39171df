import { isCalendarDate } from './calendar-dates';

/**
 * A day typed by hand, read the way the restaurant's locale writes dates: '02/12/2026' is
 * 2 December in en-NG (day first) and February 12 in en-US (month first). The browser's own
 * locale is not asked: a diner abroad books a table in Lagos, and the restaurant's words under
 * the box say which order is meant.
 */

/** The order of day, month and year in a locale's numeric dates. */
export type DateOrder = 'dmy' | 'mdy' | 'ymd';
export const DATE_ORDERS = ['dmy', 'mdy', 'ymd'] as const satisfies readonly DateOrder[];

/** The demo restaurant's locale (Lagos). */
export const DEFAULT_RESTAURANT_LOCALE = 'en-NG';

/** How `locale` orders a numeric date; a locale the engine cannot read is day first. */
export function dateOrderOf(locale: string): DateOrder {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat(locale, {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      timeZone: 'UTC',
    }).formatToParts(new Date(Date.UTC(2026, 11, 2)));
  } catch {
    return 'dmy';
  }
  const order = parts
    .filter((p) => p.type === 'day' || p.type === 'month' || p.type === 'year')
    .map((p) => p.type[0])
    .join('');
  return (DATE_ORDERS as readonly string[]).includes(order) ? (order as DateOrder) : 'dmy';
}

/** What the words under the date box show as the way to type a day. */
export const DATE_ORDER_PATTERN: Record<DateOrder, string> = {
  dmy: 'dd/mm/yyyy',
  mdy: 'mm/dd/yyyy',
  ymd: 'yyyy/mm/dd',
};

const ISO = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;
/** Three numbers split by '/', '.' or '-' (one kind of separator), spaces around them allowed. */
const NUMERIC = /^(\d{1,4})\s*([./-])\s*(\d{1,2})\s*\2\s*(\d{1,4})$/;

const pad = (n: string) => n.padStart(2, '0');

/** 'yyyy-MM-dd' when the parts make a real calendar day, else null. */
function calendarDate(year: string, month: string, day: string): string | null {
  if (year.length !== 4) return null;
  const date = `${year}-${pad(month)}-${pad(day)}`;
  return isCalendarDate(date) ? date : null;
}

/**
 * The calendar date ('yyyy-MM-dd') a typed text means, or null when it is not one: the ISO form
 * 'yyyy-mm-dd' always, else three numbers in the locale's order with a four-digit year
 * ('2/12/2026', '02.12.2026'). An impossible day ('31/02/2026') or a two-digit year is null: the
 * century is not guessed.
 */
export function readTypedDate(text: string, order: DateOrder): string | null {
  const typed = text.trim();
  const iso = ISO.exec(typed);
  if (iso) return calendarDate(iso[1]!, iso[2]!, iso[3]!);
  const numeric = NUMERIC.exec(typed);
  if (!numeric) return null;
  const [first, , second, third] = numeric.slice(1) as [string, string, string, string];
  // A four-digit first number is a year in every locale.
  if (order === 'ymd' || first.length === 4) return calendarDate(first, second, third);
  if (order === 'dmy') return calendarDate(third, second, first);
  return calendarDate(third, first, second);
}
