import { z } from 'zod';
import { addDays, formatReservationDate, zonedNow } from './calendar-dates';
import { orderStageTexts } from './order-stage-texts';
import type { OrderStage } from './order-stages';
import { instantOfWallClock, instantsOfWallClock, zoneAbbreviation } from './zoned-time';

/**
 * The ready-time estimate staff give when they accept an order, and the age of a ticket on the
 * kitchen board. Pure: the caller passes the clock and the restaurant's zone.
 */

const MINUTE_MS = 60_000;
const texts = orderStageTexts.estimate;

/** The estimate buttons staff see when accepting. */
export const ESTIMATE_CHOICES_MINUTES = [10, 20, 30, 45, 60] as const;
/** A clock time must leave the kitchen at least this long... */
export const ESTIMATE_MIN_LEAD_MINUTES = 5;
/** ...and at most this long: a later time is a typo (19:02 at 19:30 would be tomorrow evening). */
export const ESTIMATE_MAX_AHEAD_MINUTES = 6 * 60;

const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** `{ minutes }` from the choices, or `{ at: 'HH:mm' }`, a time on the restaurant's clock. */
export const estimateSchema = z.union([
  z.strictObject({ minutes: z.literal(ESTIMATE_CHOICES_MINUTES) }),
  z.strictObject({ at: z.string().regex(CLOCK_TIME, texts.clockFormat) }),
]);
export type Estimate = z.infer<typeof estimateSchema>;

export type ReadyAtResult = { ok: true; at: Date } | { ok: false; message: string };

/** Validates an estimate as it came over the wire, with the message staff should read. */
export function parseEstimate(
  value: unknown,
): { ok: true; estimate: Estimate } | { ok: false; message: string } {
  const parsed = estimateSchema.safeParse(value);
  if (parsed.success) return { ok: true, estimate: parsed.data };
  const wroteATime = typeof value === 'object' && value !== null && 'at' in value;
  return { ok: false, message: wroteATime ? texts.clockFormat : texts.choose };
}

/**
 * When the order should be ready. Minutes are added to the instant, so a DST change in between
 * cannot stretch or shrink them. A clock time is its next occurrence on the restaurant's clock,
 * today or (once it has passed today) tomorrow, and must fall 5 minutes to 6 hours from now:
 * 00:15 chosen at 23:50 is tomorrow, 18:30 chosen at 19:00 is refused, not taken for tomorrow.
 * On a night the clocks go back, 01:30 is the next 01:30 the clock shows (so it may be the second
 * one); a time the clocks skip lands after the jump (see instantOfWallClock).
 */
export function readyAt(now: Date, estimate: Estimate, timeZone: string): ReadyAtResult {
  if ('minutes' in estimate) {
    return { ok: true, at: new Date(now.getTime() + estimate.minutes * MINUTE_MS) };
  }
  const today = zonedNow(now, timeZone).date;
  const candidates = [today, addDays(today, 1)].flatMap((date) => {
    const instants = instantsOfWallClock(date, estimate.at, timeZone);
    return instants.length > 0 ? instants : [instantOfWallClock(date, estimate.at, timeZone)];
  });
  const next = candidates
    .filter((instant) => instant.getTime() >= now.getTime())
    .sort((a, b) => a.getTime() - b.getTime())[0];
  const lead = next ? next.getTime() - now.getTime() : Number.POSITIVE_INFINITY;
  if (lead < ESTIMATE_MIN_LEAD_MINUTES * MINUTE_MS) return { ok: false, message: texts.tooSoon };
  if (!next || lead > ESTIMATE_MAX_AHEAD_MINUTES * MINUTE_MS) {
    return { ok: false, message: texts.tooFar };
  }
  return { ok: true, at: next };
}

export interface ReadyTimeText {
  /** 'Ready around 19:45', 'Ready tomorrow around 00:15', 'Ready around 12:30 on Sat, 15 Mar 2025'. */
  text: string;
  /** 'HH:mm' on the restaurant's clock. */
  clock: string;
  /** The zone's name at that instant ('GMT+1', 'BST'), for a label where it could confuse. */
  zone: string;
}

/** The estimate as a diner or the staff read it, on the restaurant's clock, relative to `now`. */
export function formatReadyTime(readyAt: Date, now: Date, timeZone: string): ReadyTimeText {
  const ready = zonedNow(readyAt, timeZone);
  const today = zonedNow(now, timeZone).date;
  const text =
    ready.date === today
      ? texts.readyAround(ready.time)
      : ready.date === addDays(today, 1)
        ? texts.readyTomorrowAround(ready.time)
        : texts.readyAroundOn(ready.time, formatReservationDate(ready.date, 'short'));
  return { text, clock: ready.time, zone: zoneAbbreviation(readyAt, timeZone) };
}

/** Whole minutes since the order was paid (never negative, should two clocks disagree). */
export function ticketAge(paidAt: Date, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - paidAt.getTime()) / MINUTE_MS));
}

export type AgeLevel = 'ok' | 'amber' | 'red';

/**
 * When a ticket's age (minutes since paid, the number it shows) turns amber, then red, by the
 * stage it sits in; at the threshold itself it has turned. A New order nobody acknowledged is the
 * urgent one: the diner waits for a word, so 3 and 6 minutes. Accepted and Preparing cover a
 * usual 20-30 minute cook: amber at 20, red at 35. Ready adds the wait at the pass (food going
 * cold): 30 and 45. Out for delivery adds the ride: 45 and 60.
 */
export const AGE_THRESHOLDS = {
  new: { amber: 3, red: 6 },
  accepted: { amber: 20, red: 35 },
  preparing: { amber: 20, red: 35 },
  ready: { amber: 30, red: 45 },
  out_for_delivery: { amber: 45, red: 60 },
} as const satisfies Partial<Record<OrderStage, { amber: number; red: number }>>;

/** 'ok' | 'amber' | 'red' for a ticket; a finished order (off the board) is always 'ok'. */
export function ageLevel(minutes: number, stage: OrderStage): AgeLevel {
  if (!(stage in AGE_THRESHOLDS)) return 'ok';
  const threshold = AGE_THRESHOLDS[stage as keyof typeof AGE_THRESHOLDS];
  if (minutes >= threshold.red) return 'red';
  if (minutes >= threshold.amber) return 'amber';
  return 'ok';
}
