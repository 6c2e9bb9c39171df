import { DEMO_HOURS_SETTINGS } from '@shared/hours/demo';
import { describeOpenState } from '@shared/hours/describe';
import { openAt } from '@shared/hours/open-state';
import { type HoursSettings, hoursSettingsSchema } from '@shared/hours/settings';
import { WEEKDAYS, type Weekday, type WeeklyHours } from '@shared/hours/week';
import { describe, expect, it } from 'vitest';

/** Weekly hours with the same periods on the given days (every day by default). */
const week = (periods: [string, string][], days: readonly Weekday[] = WEEKDAYS): WeeklyHours =>
  Object.fromEntries(
    WEEKDAYS.map((day) => [
      day,
      days.includes(day) ? periods.map(([start, end]) => ({ start, end })) : [],
    ]),
  ) as WeeklyHours;

/** The demo settings with `patch`, checked by the schema the settings page uses. */
const settings = (patch: Partial<HoursSettings> = {}, weekly?: WeeklyHours): HoursSettings =>
  hoursSettingsSchema.parse({
    ...DEMO_HOURS_SETTINGS,
    ...patch,
    hours: weekly
      ? { default: weekly, delivery: null, pickup: null, reservations: null }
      : DEMO_HOURS_SETTINGS.hours,
  });

const LAGOS = 'Africa/Lagos';
const lateNight = week([['18:00', '02:00']]);

interface Row {
  name: string;
  at: string;
  zone: string;
  settings: HoursSettings;
  service?: 'delivery' | 'pickup' | 'reservations';
  /** Fields of the state (instants as ISO strings). */
  state: Record<string, unknown>;
  words: string;
}

const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : value);

// 2026-11-24 is a Tuesday. Lagos is UTC+1 all year.
const rows: Row[] = [
  {
    name: 'Lagos, before lunch',
    at: '2026-11-24T09:59:00Z',
    zone: LAGOS,
    settings: settings(),
    state: { open: false, reason: 'closed_hours', opensAt: '2026-11-24T10:00:00.000Z' },
    words: 'Closed · opens at 11:00',
  },
  {
    name: 'Lagos, lunch opens at 11:00 sharp',
    at: '2026-11-24T10:00:00Z',
    zone: LAGOS,
    settings: settings(),
    state: {
      open: true,
      periodStart: '2026-11-24T10:00:00.000Z',
      until: '2026-11-24T14:00:00.000Z',
    },
    words: 'Open now · until 15:00',
  },
  {
    name: 'Lagos, the split shift: closed between lunch and dinner',
    at: '2026-11-24T14:00:00Z',
    zone: LAGOS,
    settings: settings(),
    state: { open: false, reason: 'closed_hours', opensAt: '2026-11-24T16:00:00.000Z' },
    words: 'Closed · opens at 17:00',
  },
  {
    name: 'Lagos, after dinner the next opening is tomorrow',
    at: '2026-11-24T21:30:00Z',
    zone: LAGOS,
    settings: settings(),
    state: { open: false, reason: 'closed_hours', opensAt: '2026-11-25T10:00:00.000Z' },
    words: 'Closed · opens Wed 11:00',
  },
  {
    name: 'Lagos, touching periods run on: until the end of the second',
    at: '2026-11-24T11:00:00Z',
    zone: LAGOS,
    settings: settings(
      {},
      week([
        ['11:00', '15:00'],
        ['15:00', '18:00'],
      ]),
    ),
    state: { open: true, periodEnd: '2026-11-24T14:00:00.000Z', until: '2026-11-24T17:00:00.000Z' },
    words: 'Open now · until 18:00',
  },
  {
    name: '18:00–02:00 on Friday only: open at 01:30 on Saturday',
    at: '2026-11-28T00:30:00Z',
    zone: LAGOS,
    settings: settings({}, week([['18:00', '02:00']], ['fri'])),
    state: {
      open: true,
      periodStart: '2026-11-27T17:00:00.000Z',
      until: '2026-11-28T01:00:00.000Z',
    },
    words: 'Open now · until 02:00',
  },
  {
    name: '18:00–02:00 on Friday only: closed at 02:00 until next Friday',
    at: '2026-11-28T01:00:00Z',
    zone: LAGOS,
    settings: settings({}, week([['18:00', '02:00']], ['fri'])),
    state: { open: false, reason: 'closed_hours', opensAt: '2026-12-04T17:00:00.000Z' },
    words: 'Closed · opens Fri 18:00',
  },
  {
    name: 'a closure of Saturday leaves Friday night open past midnight',
    at: '2026-11-28T00:30:00Z',
    zone: LAGOS,
    settings: settings(
      { closures: [{ from: '2026-11-28', to: '2026-11-28', note: 'Staff day' }] },
      lateNight,
    ),
    state: { open: true, until: '2026-11-28T01:00:00.000Z' },
    words: 'Open now · until 02:00',
  },
  {
    name: 'a closure of Friday cancels Friday night, after midnight too',
    at: '2026-11-28T00:30:00Z',
    zone: LAGOS,
    settings: settings(
      { closures: [{ from: '2026-11-27', to: '2026-11-27', note: 'Staff day' }] },
      lateNight,
    ),
    state: { open: false, reason: 'closure', opensAt: '2026-11-28T17:00:00.000Z' },
    words: 'Closed (Staff day) · opens at 18:00',
  },
  {
    name: 'a one-day closure on the day',
    at: '2026-11-25T08:00:00Z',
    zone: LAGOS,
    settings: settings({
      closures: [{ from: '2026-11-25', to: '2026-11-25', note: 'Public holiday' }],
    }),
    state: { open: false, reason: 'closure', opensAt: '2026-11-26T10:00:00.000Z' },
    words: 'Closed today (Public holiday) · opens Thu 11:00',
  },
  {
    name: 'the evening before a closure: the opening skips the closed day',
    at: '2026-11-24T22:00:00Z',
    zone: LAGOS,
    settings: settings({
      closures: [{ from: '2026-11-25', to: '2026-11-25', note: 'Public holiday' }],
    }),
    state: { open: false, reason: 'closed_hours', opensAt: '2026-11-26T10:00:00.000Z' },
    words: 'Closed · opens Thu 11:00',
  },
  {
    name: 'a closure across the month end',
    at: '2026-12-01T11:00:00Z',
    zone: LAGOS,
    settings: settings({
      closures: [{ from: '2026-11-30', to: '2026-12-02', note: 'Refurbishment' }],
    }),
    state: { open: false, reason: 'closure', opensAt: '2026-12-03T10:00:00.000Z' },
    words: 'Closed today (Refurbishment) · opens Thu 11:00',
  },
  {
    name: 'a closure longer than a week names the date it reopens',
    at: '2026-11-25T11:00:00Z',
    zone: LAGOS,
    settings: settings({ closures: [{ from: '2026-11-25', to: '2026-12-10', note: '' }] }),
    state: { open: false, reason: 'closure', opensAt: '2026-12-11T10:00:00.000Z' },
    words: 'Closed today · opens Fri, 11 Dec 2026 11:00',
  },
  {
    name: 'no hours at all',
    at: '2026-11-24T11:00:00Z',
    zone: LAGOS,
    settings: settings({}, week([])),
    state: { open: false, reason: 'closed_hours', opensAt: null },
    words: 'Closed',
  },
  {
    name: 'open around the clock: no closing time within the week',
    at: '2026-11-24T11:00:00Z',
    zone: LAGOS,
    settings: settings(
      {},
      week([
        ['00:00', '12:00'],
        ['12:00', '00:00'],
      ]),
    ),
    state: { open: true, until: null },
    words: 'Open now',
  },
  {
    name: 'paused without an end',
    at: '2026-11-24T11:00:00Z',
    zone: LAGOS,
    settings: settings({ pause: { on: true, until: null } }),
    state: { open: false, reason: 'paused', pausedUntil: null, opensAt: null },
    words: 'Online orders are paused',
  },
  {
    name: 'paused until 18:30, inside dinner: opens when the pause ends',
    at: '2026-11-24T11:00:00Z',
    zone: LAGOS,
    settings: settings({ pause: { on: true, until: '2026-11-24T17:30:00Z' } }),
    state: { open: false, reason: 'paused', opensAt: '2026-11-24T17:30:00.000Z' },
    words: 'Online orders are paused until 18:30',
  },
  {
    name: 'paused until 15:30, between lunch and dinner: opens at dinner',
    at: '2026-11-24T11:00:00Z',
    zone: LAGOS,
    settings: settings({ pause: { on: true, until: '2026-11-24T14:30:00Z' } }),
    state: { open: false, reason: 'paused', opensAt: '2026-11-24T16:00:00.000Z' },
    words: 'Online orders are paused until 15:30',
  },
  {
    name: 'a pause whose end has passed is over',
    at: '2026-11-24T11:00:00Z',
    zone: LAGOS,
    settings: settings({ pause: { on: true, until: '2026-11-24T10:30:00Z' } }),
    state: { open: true },
    words: 'Open now · until 15:00',
  },
  {
    name: 'the pause stops online orders, not table bookings',
    at: '2026-11-24T11:00:00Z',
    zone: LAGOS,
    service: 'reservations',
    settings: settings({ pause: { on: true, until: null } }),
    state: { open: true },
    words: 'Open now · until 15:00',
  },
];

describe('openAt and describeOpenState', () => {
  it.each(rows)('$name', (row) => {
    const now = new Date(row.at);
    const state = openAt(row.settings, row.service ?? 'delivery', now, row.zone);
    const shown = Object.fromEntries(
      Object.keys(row.state).map((key) => [key, iso(state[key as keyof typeof state])]),
    );
    expect(shown).toEqual(row.state);
    expect(describeOpenState(state, now, row.zone)).toBe(row.words);
  });

  it('names the closure it reports, note and dates', () => {
    const closure = { from: '2026-11-25', to: '2026-11-25', note: 'Public holiday' };
    const state = openAt(
      settings({ closures: [closure] }),
      'pickup',
      new Date('2026-11-25T12:00:00Z'),
      LAGOS,
    );
    expect(state).toMatchObject({ open: false, reason: 'closure', closure });
  });

  it('uses a service’s own hours, and the default ones when it has none', () => {
    const own = settings();
    own.hours.pickup = week([['08:00', '10:00']]);
    const at = new Date('2026-11-24T08:00:00Z'); // 09:00 in Lagos
    expect(openAt(own, 'pickup', at, LAGOS).open).toBe(true);
    expect(openAt(own, 'delivery', at, LAGOS).open).toBe(false);
  });

  it('says until when past the next day with the weekday', () => {
    const now = new Date('2026-11-24T11:00:00Z');
    const state = openAt(
      settings(
        {},
        week(
          [
            ['00:00', '12:00'],
            ['12:00', '00:00'],
          ],
          ['tue', 'wed'],
        ),
      ),
      'delivery',
      now,
      LAGOS,
    );
    expect(state).toMatchObject({ open: true, until: new Date('2026-11-25T23:00:00Z') });
    expect(describeOpenState(state, now, LAGOS)).toBe('Open now · until Thu 00:00');
  });
});
