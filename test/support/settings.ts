import { randomUUID } from 'node:crypto';
import { type BookingRules, DEFAULT_BOOKING_RULES } from '@shared/booking-rules';
import { zonedNow } from '@shared/calendar-dates';
import { type DeliveryZone, type HoursSettings, WEEKDAYS } from '@shared/hours';
import {
  ALWAYS_OPEN_HOURS,
  DEFAULT_RESTAURANT_DETAILS,
  type RestaurantSettingsInput,
} from '@shared/restaurant-settings';
import type { PublicUser } from '@shared/schemas/auth';
import type { TestApp } from './test-app';

/** An owner as the settings service sees one (the service checks the role, not the row). */
export const OWNER: PublicUser = {
  id: randomUUID(),
  username: 'Owner',
  email: 'owner@example.com',
  role: 'owner',
  emailVerified: true,
};

/** Always-open hours with `changes` applied (closures, pause, a service's own hours...). */
export const hoursWith = (changes: Partial<HoursSettings> = {}): HoursSettings => ({
  ...structuredClone(ALWAYS_OPEN_HOURS),
  ...changes,
});

export const settingsWith = (
  changes: Partial<HoursSettings> = {},
  zones: DeliveryZone[] | null = null,
): RestaurantSettingsInput => ({
  details: { ...DEFAULT_RESTAURANT_DETAILS },
  hours: hoursWith(changes),
  zones: structuredClone(zones),
});

/** Saves the settings as the owner would (no zones unless given: delivery anywhere). */
export const saveHours = (t: TestApp, changes: Partial<HoursSettings> = {}) =>
  t.services.settings.update(settingsWith(changes), OWNER);

/** Saves always-open hours with these booking rules (the defaults changed by `changes`). */
export const saveBookingRules = (t: TestApp, changes: Partial<BookingRules>) =>
  t.services.settings.update(
    { ...settingsWith(), bookings: { ...DEFAULT_BOOKING_RULES, ...changes } },
    OWNER,
  );

/** Saves always-open hours with these delivery zones, as the owner would. */
export const saveZones = (t: TestApp, zones: DeliveryZone[] | null) =>
  t.services.settings.update(settingsWith({}, zones), OWNER);

const hhmm = (minutes: number) => {
  const wrapped = ((minutes % 1440) + 1440) % 1440;
  return `${String(Math.floor(wrapped / 60)).padStart(2, '0')}:${String(wrapped % 60).padStart(2, '0')}`;
};

/**
 * Weekly hours open one hour every day, starting `fromMinutes` after `now` on the restaurant's
 * clock: closed at `now` whatever time the test runs (the period may cross midnight).
 */
export function hoursOpeningLater(now: Date, timeZone: string, fromMinutes = 120) {
  const [hour, minute] = zonedNow(now, timeZone).time.split(':').map(Number) as [number, number];
  const start = hour * 60 + minute + fromMinutes;
  const period = { start: hhmm(start), end: hhmm(start + 60) };
  return {
    period,
    week: Object.fromEntries(
      WEEKDAYS.map((day) => [day, [{ ...period }]]),
    ) as HoursSettings['hours']['default'],
  };
}
