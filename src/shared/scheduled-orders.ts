import { addDays, formatShortDate, zonedNow } from '@shared/calendar-dates';
import { FULFILMENTS } from '@shared/fulfilment';
import { z } from 'zod';

/**
 * Scheduled orders: when the kitchen should start one, how a chosen time
 * reads to the diner and staff, and the checkout's words for "when". Pure: the caller passes the
 * instants and the restaurant's zone.
 */

const MINUTE_MS = 60_000;

/**
 * When a scheduled order's preparation is due, so it leaves the board's Scheduled column for New:
 * its ready time minus the lead time, in real minutes. A DST change in between does not stretch
 * or shrink the kitchen's time (01:30 BST ready with 60 minutes is due at 00:30 GMT when the clocks
 * went forward, a wall-clock gap of two hours), and midnight is nothing special.
 */
export function prepDueAt(readyAt: Date, leadTimeMinutes: number): Date {
  return new Date(readyAt.getTime() - leadTimeMinutes * MINUTE_MS);
}

/**
 * The stage a paid order starts in: Scheduled while its preparation is not yet due, else New (an
 * ASAP order, or a scheduled one whose prep is already due when the payment is recorded).
 */
export function stageWhenPaid(
  scheduledFor: Date | null,
  leadTimeMinutes: number,
  paidAt: Date,
): 'scheduled' | 'new' {
  if (!scheduledFor) return 'new';
  return prepDueAt(scheduledFor, leadTimeMinutes) > paidAt ? 'scheduled' : 'new';
}

const WEEKDAY_SHORT = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

/**
 * A scheduled time in words, on the restaurant's clock: 'Tue 19:30' within the coming week (the
 * weekday names one day only), 'Tue 1 Dec 19:30' further away or already past.
 */
export function scheduledWhen(at: Date, now: Date, timeZone: string): string {
  const today = zonedNow(now, timeZone).date;
  const { date, time } = zonedNow(at, timeZone);
  if (date >= today && date <= addDays(today, 6)) {
    const weekday = WEEKDAY_SHORT[new Date(`${date}T12:00:00Z`).getUTCDay()];
    return `${weekday} ${time}`;
  }
  return `${formatShortDate(date)} ${time}`;
}

/** The day a slot falls on, for the checkout's day list: 'Today', 'Tomorrow', 'Thu 26 Nov'. */
export function slotDayWords(date: string, now: Date, timeZone: string): string {
  const today = zonedNow(now, timeZone).date;
  if (date === today) return scheduleTexts.today;
  if (date === addDays(today, 1)) return scheduleTexts.tomorrow;
  return formatShortDate(date);
}

/** Slots (ISO instants) grouped by the restaurant's calendar day, in order, with their clock times. */
export function slotsByDay(
  slots: readonly string[],
  timeZone: string,
): Array<{ date: string; times: Array<{ at: string; time: string }> }> {
  const days: Array<{ date: string; times: Array<{ at: string; time: string }> }> = [];
  for (const at of slots) {
    const { date, time } = zonedNow(new Date(at), timeZone);
    const last = days[days.length - 1];
    if (last?.date === date) last.times.push({ at, time });
    else days.push({ date, times: [{ at, time }] });
  }
  return days;
}

/** Every word of scheduling, for the checkout, the order views, the receipt and the board. */
export const scheduleTexts = {
  heading: 'When',
  asap: 'As soon as possible',
  asapEstimate: (time: string) => `As soon as possible · ready around ${time}`,
  later: 'Schedule for later',
  day: 'Day',
  time: 'Time',
  today: 'Today',
  tomorrow: 'Tomorrow',
  noSlots: 'There is no time left to schedule in the next 7 days. Please try again later.',
  loading: 'Loading the times we can have it ready…',
  loadError: 'We could not load the times. Please reload the page.',
  chooseTime: 'Please choose a time for your order.',
  scheduledFor: (when: string) => `Scheduled for ${when}`,
  /** The receipt's row for the chosen time. */
  readyAtLabel: 'Scheduled for',
  /** The board's Scheduled ticket: when the kitchen should start. */
  startsAt: (time: string) => `Start at ${time}`,
} as const;

/** GET /api/checkout/when: what the checkout's "When" section offers for the chosen fulfilment. */
export const whenOptionsSchema = z.object({
  fulfilment: z.enum(FULFILMENTS),
  /** "As soon as possible": its ready time when offered, else why not (in the diner's words). */
  asap: z.union([
    z.object({ available: z.literal(true), readyAt: z.string() }),
    z.object({ available: z.literal(false), reason: z.string() }),
  ]),
  /** The slots (ISO instants) over the next 7 days, earliest first, full ones left out. */
  slots: z.array(z.string()),
  timeZone: z.string(),
  /** The server's clock when answering: "Today" and "Tomorrow" are the restaurant's. */
  now: z.string(),
});
export type WhenOptions = z.infer<typeof whenOptionsSchema>;

/** The chosen time as the checkout sends it: an offered slot's ISO instant; absent = ASAP. */
export const scheduledForSchema = z.iso
  .datetime({ offset: true, error: scheduleTexts.chooseTime })
  .optional();
