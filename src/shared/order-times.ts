import { addDays, formatReservationDate, zonedNow } from './calendar-dates';
import { formatReadyTime } from './ready-time';
import { zoneAbbreviation, zoneOffsetMinutes } from './zoned-time';

/**
 * The times an order's diner is promised, said for what they are: the kitchen's ready time (set
 * by staff on Accept) and, for a delivery, the window it reaches the door in: from when it leaves
 * the kitchen (ready, or later if the rider left later) to that plus the zone's travel estimate
 * kept with the order. Pure: the caller passes the clock and the restaurant's zone; every clock
 * shown is on the restaurant's zone.
 */

const MINUTE_MS = 60_000;

export const orderTimesTexts = {
  readyLabel: 'Ready in the kitchen',
  pickupLabel: 'Ready for pickup',
  windowLabel: 'Delivery window',
  /** 'Delivery between 20:41 and 21:21' and its day forms. */
  window: (from: string, to: string) => `Delivery between ${from} and ${to}`,
  windowTomorrow: (from: string, to: string) => `Delivery tomorrow between ${from} and ${to}`,
  windowOn: (from: string, to: string, day: string) =>
    `Delivery between ${from} and ${to} on ${day}`,
  today: 'today',
  tomorrow: 'tomorrow',
  on: (day: string) => `on ${day}`,
  /** Before the kitchen gives a time: what the zone's estimate means. */
  travelAfterReady: (minutes: number) =>
    `Delivery takes about ${minutes} min once your order is ready; we send the time when the kitchen confirms it.`,
} as const;

export interface DeliveryWindow {
  from: Date;
  to: Date;
}

/**
 * When a delivery reaches the door: from the moment it leaves (the ready time, or the moment the
 * rider set off when that was later) to that plus the travel estimate. Minutes are added to the
 * instant, so a clock change on the way cannot stretch or shrink the ride.
 */
export function deliveryWindow(
  readyAt: Date,
  travelMinutes: number,
  leftAt: Date | null = null,
): DeliveryWindow {
  const from = leftAt && leftAt.getTime() > readyAt.getTime() ? leftAt : readyAt;
  return { from, to: new Date(from.getTime() + travelMinutes * MINUTE_MS) };
}

/**
 * The window as a diner reads it, relative to `now`: 'Delivery between 20:41 and 21:21', 'Delivery
 * tomorrow between 00:10 and 00:50', or, across midnight, 'Delivery between 23:50 today and 00:30
 * tomorrow'. When the clocks change inside the window each end carries its zone's name
 * ('01:50 EDT and 01:30 EST'), so a window never reads as running backwards.
 */
export function formatDeliveryWindow(window: DeliveryWindow, now: Date, timeZone: string): string {
  const t = orderTimesTexts;
  const from = zonedNow(window.from, timeZone);
  const to = zonedNow(window.to, timeZone);
  const clockChanges =
    zoneOffsetMinutes(window.from, timeZone) !== zoneOffsetMinutes(window.to, timeZone);
  const fromClock = clockChanges
    ? `${from.time} ${zoneAbbreviation(window.from, timeZone)}`
    : from.time;
  const toClock = clockChanges ? `${to.time} ${zoneAbbreviation(window.to, timeZone)}` : to.time;
  const today = zonedNow(now, timeZone).date;
  const tomorrow = addDays(today, 1);
  if (from.date === to.date) {
    if (from.date === today) return t.window(fromClock, toClock);
    if (from.date === tomorrow) return t.windowTomorrow(fromClock, toClock);
    return t.windowOn(fromClock, toClock, formatReservationDate(from.date, 'short'));
  }
  const day = (date: string) =>
    date === today
      ? t.today
      : date === tomorrow
        ? t.tomorrow
        : t.on(formatReservationDate(date, 'short'));
  return t.window(`${fromClock} ${day(from.date)}`, `${toClock} ${day(to.date)}`);
}

export interface TimedOrder {
  fulfilment: 'delivery' | 'pickup';
  /** When staff said it would be ready; null before Accept. */
  readyAt: Date | null;
  /** The zone's travel estimate kept with the order; null: pickup, or no zones. */
  deliveryEstimateMinutes: number | null;
  /** When the rider set off, once out for delivery. */
  leftAt?: Date | null;
}

export interface OrderTimes {
  /** 'Ready around 20:41' on the restaurant's clock, with the zone's name for a label. */
  ready: { text: string; zone: string } | null;
  /** A delivery with a known travel estimate: 'Delivery between 20:41 and 21:21'. */
  window: string | null;
}

/** Both promised times of an order, each null until it is known. */
export function orderTimes(order: TimedOrder, now: Date, timeZone: string): OrderTimes {
  if (!order.readyAt) return { ready: null, window: null };
  const ready = formatReadyTime(order.readyAt, now, timeZone);
  const window =
    order.fulfilment === 'delivery' && order.deliveryEstimateMinutes !== null
      ? formatDeliveryWindow(
          deliveryWindow(order.readyAt, order.deliveryEstimateMinutes, order.leftAt ?? null),
          now,
          timeZone,
        )
      : null;
  return { ready: { text: ready.text, zone: ready.zone }, window };
}
