import { addDays, zonedInstant, zonedNow } from '@shared/calendar-dates';
import { DEMO_HOURS_SETTINGS } from '@shared/hours/demo';
import { openAt } from '@shared/hours/open-state';
import { type HoursSettings, hoursSettingsSchema, SERVICES } from '@shared/hours/settings';
import { asapEstimate, isSlotAllowed, orderSlots } from '@shared/hours/slots';
import { WEEKDAYS, type Weekday, type WeeklyHours } from '@shared/hours/week';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

/** Weekly hours with the same periods on the given days (every day by default). */
const week = (periods: [string, string][], days: readonly Weekday[] = WEEKDAYS): WeeklyHours =>
  Object.fromEntries(
    WEEKDAYS.map((day) => [
      day,
      days.includes(day) ? periods.map(([start, end]) => ({ start, end })) : [],
    ]),
  ) as WeeklyHours;

/** The demo settings (lunch 11:00–15:00, dinner 17:00–22:30, lead 30) with `patch`, validated. */
const settings = (patch: Partial<HoursSettings> = {}, weekly?: WeeklyHours): HoursSettings =>
  hoursSettingsSchema.parse({
    ...DEMO_HOURS_SETTINGS,
    ...patch,
    hours: weekly
      ? { default: weekly, delivery: null, pickup: null, reservations: null }
      : DEMO_HOURS_SETTINGS.hours,
  });

const LAGOS = 'Africa/Lagos';
/** A Lagos wall-clock moment ('2026-11-24 12:00') as an instant. */
const lagos = (moment: string) => {
  const [date, time] = moment.split(' ') as [string, string];
  return zonedInstant(date, time, LAGOS);
};
const words = (slots: Date[]) =>
  slots.map((slot) => {
    const { date, time } = zonedNow(slot, LAGOS);
    return `${date.slice(5)} ${time}`;
  });
// Tuesday 2026-11-24, noon in Lagos.
const NOON = lagos('2026-11-24 12:00');

describe('orderSlots', () => {
  it('offers every 15 minutes of lunch and dinner from now plus the lead time, for 7 days', () => {
    const slots = orderSlots(settings(), 'delivery', NOON, LAGOS);
    expect(words(slots.slice(0, 3))).toEqual(['11-24 12:30', '11-24 12:45', '11-24 13:00']);
    expect(
      words(slots)
        .filter((slot) => slot.startsWith('11-24 1'))
        .slice(8, 12),
    ).toEqual(['11-24 14:30', '11-24 14:45', '11-24 17:00', '11-24 17:15']);
    expect(words(slots.slice(-2))).toEqual(['11-30 22:00', '11-30 22:15']);
    // Today: 10 lunch slots left and 22 dinner slots; then 6 days of 16 + 22.
    expect(slots).toHaveLength(10 + 22 + 6 * 38);
  });

  it('moves past a period whose end the lead time overtakes', () => {
    const slots = orderSlots(
      settings({ leadTimeMinutes: 45 }),
      'delivery',
      lagos('2026-11-24 14:20'),
      LAGOS,
    );
    expect(words(slots.slice(0, 2))).toEqual(['11-24 17:00', '11-24 17:15']);
  });

  it('leaves out a full slot and keeps the others', () => {
    const taken = new Map([
      [lagos('2026-11-24 12:30').toISOString(), 2],
      [lagos('2026-11-24 12:45').toISOString(), 1],
    ]);
    const capped = orderSlots(settings({ maxOrdersPerSlot: 2 }), 'delivery', NOON, LAGOS, {
      taken,
    });
    expect(words(capped.slice(0, 2))).toEqual(['11-24 12:45', '11-24 13:00']);
    const uncapped = orderSlots(settings(), 'delivery', NOON, LAGOS, { taken });
    expect(words(uncapped.slice(0, 1))).toEqual(['11-24 12:30']);
  });

  it('offers nothing on a closure day, but the night before runs past midnight', () => {
    const closures = [{ from: '2026-11-25', to: '2026-11-25', note: 'Public holiday' }];
    const slots = words(
      orderSlots(settings({ closures }, week([['18:00', '02:00']])), 'pickup', NOON, LAGOS, {
        days: 2,
      }),
    );
    expect(slots.filter((slot) => slot.startsWith('11-25')).slice(-2)).toEqual([
      '11-25 01:30',
      '11-25 01:45',
    ]);
    expect(slots.filter((slot) => slot >= '11-25 02:00')).toEqual([]);
  });

  it('offers the slots after midnight of yesterday’s period', () => {
    const slots = orderSlots(
      settings({ leadTimeMinutes: 0 }, week([['18:00', '02:00']])),
      'pickup',
      lagos('2026-11-24 01:00'),
      LAGOS,
      { days: 1 },
    );
    expect(words(slots.slice(0, 5))).toEqual([
      '11-24 01:00',
      '11-24 01:15',
      '11-24 01:30',
      '11-24 01:45',
      '11-24 18:00',
    ]);
  });

  it('with a pause until 18:30 tomorrow, offers nothing before it; a pause without end keeps them', () => {
    const until = lagos('2026-11-25 18:30').toISOString();
    const paused = orderSlots(settings({ pause: { on: true, until } }), 'delivery', NOON, LAGOS);
    expect(words(paused.slice(0, 1))).toEqual(['11-25 18:30']);
    const open = orderSlots(settings(), 'delivery', NOON, LAGOS);
    expect(
      orderSlots(settings({ pause: { on: true, until: null } }), 'delivery', NOON, LAGOS),
    ).toEqual(open);
    expect(
      orderSlots(settings({ pause: { on: true, until } }), 'reservations', NOON, LAGOS),
    ).toEqual(open);
  });

  it('offers nothing when every day is closed', () => {
    expect(orderSlots(settings({}, week([])), 'delivery', NOON, LAGOS)).toEqual([]);
  });
});

describe('isSlotAllowed', () => {
  const demo = settings({ maxOrdersPerSlot: 3 });
  const check = (moment: string, options = {}, at = NOON, rules = demo) =>
    isSlotAllowed(rules, 'delivery', lagos(moment), at, LAGOS, options);

  it.each([
    ['2026-11-24 13:00', { ok: true }],
    ['2026-11-24 16:00', { ok: false, reason: 'closed_hours' }],
    ['2026-11-24 13:05', { ok: false, reason: 'not_a_slot' }],
    ['2026-11-24 12:15', { ok: false, reason: 'too_soon' }],
    ['2026-11-24 11:30', { ok: false, reason: 'too_soon' }],
    ['2026-11-30 22:15', { ok: true }],
    ['2026-12-01 11:00', { ok: false, reason: 'too_far' }],
  ])('%s: %o', (moment, answer) => {
    expect(check(moment)).toEqual(answer);
  });

  it('answers a time centuries away at once, without walking the calendar to it', () => {
    // Found by the API fuzz: '0190-11-30T21:08' took 31 s (an unpadded year made the day-by-day
    // walk run from the year 189 to 1900); the test's own timeout is what would catch it again.
    for (const typed of [
      '0190-11-30T21:08:09-10:26',
      '0001-01-01T00:00:00Z',
      '1969-12-31T23:59:59Z',
    ])
      expect(isSlotAllowed(demo, 'delivery', new Date(typed), NOON, LAGOS)).toEqual({
        ok: false,
        reason: 'too_soon',
      });
    for (const typed of ['9999-12-31T23:59:59Z', '2027-11-24T13:00:00+01:00'])
      expect(isSlotAllowed(demo, 'delivery', new Date(typed), NOON, LAGOS)).toEqual({
        ok: false,
        reason: 'too_far',
      });
  });

  it('refuses a closure day, a paused time and a full slot', () => {
    const closures = [{ from: '2026-11-25', to: '2026-11-25', note: '' }];
    expect(check('2026-11-25 13:00', {}, NOON, settings({ closures }))).toEqual({
      ok: false,
      reason: 'closure',
    });
    const pause = { on: true, until: lagos('2026-11-24 18:00').toISOString() };
    expect(check('2026-11-24 17:45', {}, NOON, settings({ pause }))).toEqual({
      ok: false,
      reason: 'paused',
    });
    expect(check('2026-11-24 18:00', {}, NOON, settings({ pause }))).toEqual({ ok: true });
    const taken = new Map([[lagos('2026-11-24 13:00').toISOString(), 3]]);
    expect(check('2026-11-24 13:00', { taken })).toEqual({ ok: false, reason: 'full' });
    expect(check('2026-11-24 13:15', { taken })).toEqual({ ok: true });
  });
});

describe('asapEstimate', () => {
  it('is now plus the lead time while open, counted in the slot it falls in', () => {
    expect(asapEstimate(settings({ leadTimeMinutes: 20 }), 'delivery', NOON, LAGOS)).toEqual({
      available: true,
      readyAt: lagos('2026-11-24 12:20'),
      slot: lagos('2026-11-24 12:15'),
    });
  });

  it('is refused when closed, paused, too close to closing, or its slot is full', () => {
    const at = (moment: string, rules: HoursSettings, options = {}) =>
      asapEstimate(rules, 'delivery', lagos(moment), LAGOS, options);
    expect(at('2026-11-24 16:00', settings())).toEqual({
      available: false,
      reason: 'closed_hours',
    });
    expect(at('2026-11-24 12:00', settings({ pause: { on: true, until: null } }))).toEqual({
      available: false,
      reason: 'paused',
    });
    expect(at('2026-11-24 14:30', settings())).toEqual({
      available: false,
      reason: 'closing_soon',
    });
    expect(at('2026-11-24 14:29', settings())).toMatchObject({ available: true });
    const taken = new Map([[lagos('2026-11-24 12:30').toISOString(), 1]]);
    expect(at('2026-11-24 12:00', settings({ maxOrdersPerSlot: 1 }), { taken })).toEqual({
      available: false,
      reason: 'full',
    });
  });

  it('runs into the next period when the two touch', () => {
    const touching = settings(
      { leadTimeMinutes: 30 },
      week([
        ['11:00', '15:00'],
        ['15:00', '18:00'],
      ]),
    );
    expect(asapEstimate(touching, 'pickup', lagos('2026-11-24 14:50'), LAGOS)).toMatchObject({
      available: true,
      slot: lagos('2026-11-24 15:15'),
    });
  });
});

describe('every day closed', () => {
  it('offers no slot, no opening and no ASAP, whatever the zone, instant and service', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(LAGOS, 'Europe/London', 'America/New_York'),
        fc.integer({ min: Date.parse('2026-01-01T00:00Z'), max: Date.parse('2026-12-31T00:00Z') }),
        fc.constantFrom(...SERVICES),
        fc.constantFrom('no hours', 'closed for 500 days', 'closed with nights'),
        (zone, ms, service, how) => {
          const now = new Date(ms);
          const today = zonedNow(now, zone).date;
          const closures = [{ from: addDays(today, -2), to: addDays(today, 500), note: 'Gone' }];
          const closed =
            how === 'no hours'
              ? settings({}, week([]))
              : settings(
                  { closures },
                  how === 'closed with nights' ? week([['18:00', '02:00']]) : undefined,
                );
          expect(orderSlots(closed, service, now, zone)).toEqual([]);
          expect(openAt(closed, service, now, zone)).toMatchObject({ open: false, opensAt: null });
          expect(asapEstimate(closed, service, now, zone).available).toBe(false);
        },
      ),
      { numRuns: 100 },
    );
  });
});
