import { addDays, zonedNow } from '@shared/calendar-dates';
import { openAt } from '@shared/hours/open-state';
import { type PlacedPeriod, pauseActive, periodAt, periodsBetween } from '@shared/hours/periods';
import type { HoursSettings, Service } from '@shared/hours/settings';
import type { SlotRefusal } from '@shared/hours/texts';

/**
 * Slots for scheduled orders. A slot is a ready time on its period's grid: the period's start,
 * then every `slotMinutes` of real time while before its end. Every order, ASAP or scheduled,
 * counts in one slot (an ASAP order in the slot its ready time falls in); `taken` holds those
 * counts keyed by the slot's ISO instant, and a slot with `maxOrdersPerSlot` of them is full.
 */
export interface SlotOptions {
  /** Calendar days offered, today included (7: today and the next six). */
  days?: number;
  taken?: ReadonlyMap<string, number>;
}

export const ORDER_SLOT_DAYS = 7;
const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

const isFull = (settings: HoursSettings, slot: Date, taken?: ReadonlyMap<string, number>) =>
  settings.maxOrdersPerSlot !== null &&
  (taken?.get(slot.toISOString()) ?? 0) >= settings.maxOrdersPerSlot;

/**
 * Before this instant no slot can be scheduled while paused: the pause's `until`. A pause without
 * one stops only ASAP orders (the owner has not said until when, so later times stay bookable).
 */
function pausedUntil(settings: HoursSettings, service: Service, now: Date): Date | null {
  const { until } = settings.pause;
  return until !== null && pauseActive(settings, service, now) ? new Date(until) : null;
}

/**
 * The dates whose periods may hold an offered slot: from yesterday (a period running past
 * midnight) to the last offered day, in the restaurant's calendar.
 */
function offeredDates(now: Date, timeZone: string, days: number) {
  const { date: today } = zonedNow(now, timeZone);
  return { first: addDays(today, -1), last: addDays(today, days - 1) };
}

/** The schedulable slot starts from `now` over the offered days, earliest first. */
export function orderSlots(
  settings: HoursSettings,
  service: Service,
  now: Date,
  timeZone: string,
  { days = ORDER_SLOT_DAYS, taken }: SlotOptions = {},
): Date[] {
  const slotMs = settings.slotMinutes * MINUTE_MS;
  const earliest = now.getTime() + settings.leadTimeMinutes * MINUTE_MS;
  const notBefore = Math.max(earliest, pausedUntil(settings, service, now)?.getTime() ?? 0);
  const { first, last } = offeredDates(now, timeZone, days);
  const slots: Date[] = [];
  for (const period of periodsBetween(settings, service, first, last, timeZone)) {
    if (period.closure) continue;
    const start = period.start.getTime();
    const skipped = Math.max(0, Math.ceil((notBefore - start) / slotMs));
    for (let at = start + skipped * slotMs; at < period.end.getTime(); at += slotMs) {
      const slot = new Date(at);
      if (!isFull(settings, slot, taken)) slots.push(slot);
    }
  }
  return slots;
}

/** The server's re-check of a chosen slot when payment starts and when it is recorded. */
export function isSlotAllowed(
  settings: HoursSettings,
  service: Service,
  slot: Date,
  now: Date,
  timeZone: string,
  { days = ORDER_SLOT_DAYS, taken }: SlotOptions = {},
): { ok: true } | { ok: false; reason: SlotRefusal } {
  const refuse = (reason: SlotRefusal) => ({ ok: false as const, reason });
  // Far outside the offered days, answered before any calendar is looked at: a typed time in the
  // year 190 or 9999 costs no more than one tomorrow (the same words as a near one would get).
  if (slot.getTime() < now.getTime() - 2 * DAY_MS) return refuse('too_soon');
  if (slot.getTime() > now.getTime() + (days + 2) * DAY_MS) return refuse('too_far');
  const { date } = zonedNow(slot, timeZone);
  const period = periodAt(settings, service, slot, date, timeZone);
  if (!period) return refuse('closed_hours');
  if (period.closure) return refuse('closure');
  const slotMs = settings.slotMinutes * MINUTE_MS;
  if ((slot.getTime() - period.start.getTime()) % slotMs !== 0) return refuse('not_a_slot');
  if (slot.getTime() < now.getTime() + settings.leadTimeMinutes * MINUTE_MS) {
    return refuse('too_soon');
  }
  const until = pausedUntil(settings, service, now);
  if (until && slot < until) return refuse('paused');
  const { last } = offeredDates(now, timeZone, days);
  if (period.date > last) return refuse('too_far');
  if (isFull(settings, slot, taken)) return refuse('full');
  return { ok: true };
}

/** The slot an order ready at `readyAt` counts in: the grid step of its period at or before it. */
export function slotContaining(settings: HoursSettings, period: PlacedPeriod, readyAt: Date): Date {
  const slotMs = settings.slotMinutes * MINUTE_MS;
  const start = period.start.getTime();
  return new Date(start + Math.floor((readyAt.getTime() - start) / slotMs) * slotMs);
}

export type AsapEstimate =
  | { available: true; readyAt: Date; slot: Date }
  | { available: false; reason: 'closed_hours' | 'closure' | 'paused' | 'closing_soon' | 'full' };

/**
 * "As soon as possible": only while open and not paused, ready `leadTimeMinutes` from now, and
 * only when that is before closing (an order the kitchen cannot finish before it closes must be
 * scheduled) and the slot it counts in is not full.
 */
export function asapEstimate(
  settings: HoursSettings,
  service: Service,
  now: Date,
  timeZone: string,
  { taken }: Pick<SlotOptions, 'taken'> = {},
): AsapEstimate {
  const state = openAt(settings, service, now, timeZone);
  if (!state.open) return { available: false, reason: state.reason };
  const readyAt = new Date(now.getTime() + settings.leadTimeMinutes * MINUTE_MS);
  if (state.until && readyAt >= state.until) return { available: false, reason: 'closing_soon' };
  // Open from now to `until`, so some open period holds the ready time.
  const period = periodAt(settings, service, readyAt, zonedNow(readyAt, timeZone).date, timeZone)!;
  const slot = slotContaining(settings, period, readyAt);
  if (isFull(settings, slot, taken)) return { available: false, reason: 'full' };
  return { available: true, readyAt, slot };
}
