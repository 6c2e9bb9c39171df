import { zonedNow } from '@shared/calendar-dates';
import { DEMO_HOURS_SETTINGS } from '@shared/hours/demo';
import { describeOpenState } from '@shared/hours/describe';
import { openAt } from '@shared/hours/open-state';
import { type HoursSettings, hoursSettingsSchema } from '@shared/hours/settings';
import { orderSlots } from '@shared/hours/slots';
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

const LONDON = 'Europe/London';
const NEW_YORK = 'America/New_York';
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

const rows: Row[] = [
  // London springs forward on Sunday 2026-03-29 at 01:00 GMT (02:00 BST).
  {
    name: 'London spring forward: Saturday 18:00–02:00 lasts 7 hours',
    at: '2026-03-29T00:59:00Z',
    zone: LONDON,
    settings: settings({}, lateNight),
    state: {
      open: true,
      periodStart: '2026-03-28T18:00:00.000Z',
      until: '2026-03-29T01:00:00.000Z',
    },
    words: 'Open now · until 02:00',
  },
  {
    name: 'London spring forward: an opening at 01:30 (skipped) opens when the clocks jump',
    at: '2026-03-29T00:30:00Z',
    zone: LONDON,
    settings: settings({}, week([['01:30', '03:00']], ['sun'])),
    state: { open: false, reason: 'closed_hours', opensAt: '2026-03-29T01:00:00.000Z' },
    words: 'Closed · opens at 02:00',
  },
  {
    name: 'London spring forward: a period wholly in the skipped hour waits a week',
    at: '2026-03-29T00:30:00Z',
    zone: LONDON,
    settings: settings({}, week([['01:10', '01:50']], ['sun'])),
    state: { open: false, reason: 'closed_hours', opensAt: '2026-04-05T00:10:00.000Z' },
    words: 'Closed · opens Sun, 5 Apr 2026 01:10',
  },
  // London falls back on Sunday 2026-10-25 at 02:00 BST (01:00 GMT): 01:00–01:59 shows twice.
  {
    name: 'London fall back: Saturday 18:00–02:00 is open in the second 01:30',
    at: '2026-10-25T01:30:00Z',
    zone: LONDON,
    settings: settings({}, lateNight),
    state: {
      open: true,
      periodStart: '2026-10-24T17:00:00.000Z',
      until: '2026-10-25T02:00:00.000Z',
    },
    words: 'Open now · until 02:00',
  },
  {
    name: 'London fall back: an opening at 01:30 is its first showing',
    at: '2026-10-25T00:15:00Z',
    zone: LONDON,
    settings: settings({}, week([['01:30', '03:00']], ['sun'])),
    state: { open: false, reason: 'closed_hours', opensAt: '2026-10-25T00:30:00.000Z' },
    words: 'Closed · opens at 01:30',
  },
  {
    name: 'London fall back: a period within the repeated hour is open in its first showing',
    at: '2026-10-25T00:30:00Z',
    zone: LONDON,
    settings: settings({}, week([['01:15', '01:45']], ['sun'])),
    state: {
      open: true,
      periodStart: '2026-10-25T00:15:00.000Z',
      until: '2026-10-25T00:45:00.000Z',
    },
    words: 'Open now · until 01:45',
  },
  {
    name: 'London fall back: … and closed in the second',
    at: '2026-10-25T01:30:00Z',
    zone: LONDON,
    settings: settings({}, week([['01:15', '01:45']], ['sun'])),
    state: { open: false, reason: 'closed_hours', opensAt: '2026-11-01T01:15:00.000Z' },
    words: 'Closed · opens Sun, 1 Nov 2026 01:15',
  },
  // New York springs forward on 2026-03-08 at 02:00 EST and falls back on 2026-11-01 at 02:00 EDT.
  {
    name: 'New York spring forward: a close at 02:00 (skipped) is the jump to 03:00',
    at: '2026-03-08T06:59:00Z',
    zone: NEW_YORK,
    settings: settings({}, lateNight),
    state: {
      open: true,
      periodStart: '2026-03-07T23:00:00.000Z',
      until: '2026-03-08T07:00:00.000Z',
    },
    words: 'Open now · until 03:00',
  },
  {
    name: 'New York fall back: Saturday night runs 9 hours, open in the second 01:30',
    at: '2026-11-01T06:30:00Z',
    zone: NEW_YORK,
    settings: settings({}, lateNight),
    state: {
      open: true,
      periodStart: '2026-10-31T22:00:00.000Z',
      until: '2026-11-01T07:00:00.000Z',
    },
    words: 'Open now · until 02:00',
  },
];

describe('openAt across daylight-saving changes', () => {
  it.each(rows)('$name', (row) => {
    const now = new Date(row.at);
    const state = openAt(row.settings, row.service ?? 'delivery', now, row.zone);
    const shown = Object.fromEntries(
      Object.keys(row.state).map((key) => [key, iso(state[key as keyof typeof state])]),
    );
    expect(shown).toEqual(row.state);
    expect(describeOpenState(state, now, row.zone)).toBe(row.words);
  });
});

describe('order slots across daylight-saving changes', () => {
  const night = settings({ slotMinutes: 30, leadTimeMinutes: 0 }, lateNight);
  const slotsOf = (now: string, zone: string) => {
    const slots = orderSlots(night, 'delivery', new Date(now), zone, { days: 1 });
    return {
      count: slots.length,
      first: slots[0]?.toISOString(),
      last: slots.at(-1)?.toISOString(),
      afterMidnight: slots.map((slot) => zonedNow(slot, zone).time).filter((time) => time < '12'),
    };
  };

  it('London spring forward: a 7-hour night, every slot a real instant', () => {
    expect(slotsOf('2026-03-28T17:00:00Z', LONDON)).toEqual({
      count: 14,
      first: '2026-03-28T18:00:00.000Z',
      last: '2026-03-29T00:30:00.000Z',
      afterMidnight: ['00:00', '00:30'],
    });
  });

  it('London fall back: a 9-hour night, the repeated hour offered twice', () => {
    expect(slotsOf('2026-10-24T16:00:00Z', LONDON)).toEqual({
      count: 18,
      first: '2026-10-24T17:00:00.000Z',
      last: '2026-10-25T01:30:00.000Z',
      afterMidnight: ['00:00', '00:30', '01:00', '01:30', '01:00', '01:30'],
    });
  });

  it('New York spring forward: the close at 02:00 falls in the gap, 8 hours as any night', () => {
    expect(slotsOf('2026-03-07T22:00:00Z', NEW_YORK)).toEqual({
      count: 16,
      first: '2026-03-07T23:00:00.000Z',
      last: '2026-03-08T06:30:00.000Z',
      afterMidnight: ['00:00', '00:30', '01:00', '01:30'],
    });
  });

  it('New York fall back: a 9-hour night', () => {
    expect(slotsOf('2026-10-31T21:00:00Z', NEW_YORK)).toEqual({
      count: 18,
      first: '2026-10-31T22:00:00.000Z',
      last: '2026-11-01T06:30:00.000Z',
      afterMidnight: ['00:00', '00:30', '01:00', '01:30', '01:00', '01:30'],
    });
  });
});
