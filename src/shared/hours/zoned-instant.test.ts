import { addDays, weekdayOf, zonedInstant, zonedNow } from '@shared/calendar-dates';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

/** zonedInstant and weekdayOf, the calendar helpers the opening hours stand on. */

const cases: [zone: string, date: string, time: string, instant: string][] = [
  ['Africa/Lagos', '2026-11-24', '11:00', '2026-11-24T10:00:00.000Z'],
  ['Asia/Kathmandu', '2026-01-01', '00:00', '2025-12-31T18:15:00.000Z'],
  // London: 01:00–01:59 GMT does not exist on 2026-03-29; the clocks jump at 01:00Z.
  ['Europe/London', '2026-03-29', '00:59', '2026-03-29T00:59:00.000Z'],
  ['Europe/London', '2026-03-29', '01:00', '2026-03-29T01:00:00.000Z'],
  ['Europe/London', '2026-03-29', '01:30', '2026-03-29T01:00:00.000Z'],
  ['Europe/London', '2026-03-29', '02:00', '2026-03-29T01:00:00.000Z'],
  ['Europe/London', '2026-03-29', '02:01', '2026-03-29T01:01:00.000Z'],
  // London: 01:00–01:59 shows twice on 2026-10-25; the first showing is BST.
  ['Europe/London', '2026-10-25', '00:59', '2026-10-24T23:59:00.000Z'],
  ['Europe/London', '2026-10-25', '01:30', '2026-10-25T00:30:00.000Z'],
  ['Europe/London', '2026-10-25', '02:00', '2026-10-25T02:00:00.000Z'],
  ['America/New_York', '2026-03-08', '02:30', '2026-03-08T07:00:00.000Z'],
  ['America/New_York', '2026-03-08', '03:00', '2026-03-08T07:00:00.000Z'],
  ['America/New_York', '2026-11-01', '01:30', '2026-11-01T05:30:00.000Z'],
  ['America/New_York', '2026-11-01', '02:00', '2026-11-01T07:00:00.000Z'],
  // Lord Howe Island moves its clocks by half an hour: 02:00 jumps to 02:30 on 2026-10-04.
  ['Australia/Lord_Howe', '2026-10-04', '02:10', '2026-10-03T15:30:00.000Z'],
];

describe('zonedInstant', () => {
  it.each(cases)('%s %s %s is %s', (zone, date, time, instant) => {
    expect(zonedInstant(date, time, zone).toISOString()).toBe(instant);
  });

  it('is the first instant at which the wall clock shows the time or a later one', () => {
    const zones = [
      'Europe/London',
      'America/New_York',
      'Australia/Lord_Howe',
      'Africa/Lagos',
      'UTC',
    ];
    const reading = (instant: number, zone: string) => {
      const { date, time } = zonedNow(new Date(instant), zone);
      return `${date} ${time}`;
    };
    fc.assert(
      fc.property(
        fc.constantFrom(...zones),
        fc.integer({ min: 0, max: 730 }).map((days) => addDays('2026-01-01', days)),
        fc.integer({ min: 0, max: 1439 }),
        (zone, date, minutes) => {
          const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
          const instant = zonedInstant(date, time, zone).getTime();
          expect(reading(instant, zone) >= `${date} ${time}`).toBe(true);
          expect(reading(instant - 60_000, zone) < `${date} ${time}`).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('weekdayOf', () => {
  it('numbers days from Sunday (0), across month and year ends', () => {
    expect(['2026-11-22', '2026-11-24', '2026-12-31', '2027-01-02'].map(weekdayOf)).toEqual([
      0, 2, 4, 6,
    ]);
  });
});
