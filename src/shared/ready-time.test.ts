import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { zonedNow } from './calendar-dates';
import {
  AGE_THRESHOLDS,
  ageLevel,
  ESTIMATE_CHOICES_MINUTES,
  type Estimate,
  formatReadyTime,
  readyAt,
  ticketAge,
} from './ready-time';

const at = (iso: string) => new Date(iso);
const TOO_SOON = 'Choose a time at least 5 minutes from now.';
const TOO_FAR = 'Choose a time within the next 6 hours.';

/**
 * Clock-time estimates on the nights the clocks change, and across midnight. Transitions in 2026:
 * New York 8 Mar 02:00 EST -> 03:00 EDT (07:00Z), 1 Nov 02:00 EDT -> 01:00 EST (06:00Z); London
 * 29 Mar 01:00 GMT -> 02:00 BST (01:00Z), 25 Oct 02:00 BST -> 01:00 GMT (01:00Z); Auckland 5 Apr
 * 03:00 NZDT -> 02:00 NZST (4 Apr 14:00Z), 27 Sep 02:00 NZST -> 03:00 NZDT (26 Sep 14:00Z).
 */
const CLOCK_TIMES: [zone: string, now: string, clock: string, expected: string, why: string][] = [
  ['Africa/Lagos', '2026-11-24T18:00Z', '19:45', '2026-11-24T18:45Z', 'later today'],
  ['Africa/Lagos', '2026-11-24T22:50Z', '00:15', '2026-11-24T23:15Z', 'after midnight'],
  ['Africa/Lagos', '2026-11-24T18:00Z', '01:00', '2026-11-25T00:00Z', 'exactly 6 hours ahead'],
  ['Africa/Lagos', '2026-11-24T18:00Z', '19:05', '2026-11-24T18:05Z', 'exactly 5 minutes ahead'],
  ['America/New_York', '2026-03-08T06:40Z', '01:50', '2026-03-08T06:50Z', 'before the jump'],
  ['America/New_York', '2026-03-08T06:40Z', '02:30', '2026-03-08T07:30Z', 'skipped: 03:30 EDT'],
  ['America/New_York', '2026-03-08T06:40Z', '03:10', '2026-03-08T07:10Z', 'just after the jump'],
  ['America/New_York', '2026-11-01T04:50Z', '01:30', '2026-11-01T05:30Z', 'first 01:30 (EDT)'],
  ['America/New_York', '2026-11-01T05:50Z', '01:20', '2026-11-01T06:20Z', 'second 01:20 (EST)'],
  ['America/New_York', '2026-11-01T06:10Z', '01:30', '2026-11-01T06:30Z', 'after falling back'],
  ['America/New_York', '2026-11-01T03:50Z', '00:20', '2026-11-01T04:20Z', 'after midnight'],
  ['Europe/London', '2026-03-29T00:45Z', '01:30', '2026-03-29T01:30Z', 'skipped: 02:30 BST'],
  ['Europe/London', '2026-03-28T23:50Z', '00:30', '2026-03-29T00:30Z', 'midnight before a jump'],
  ['Europe/London', '2026-10-25T00:40Z', '01:20', '2026-10-25T01:20Z', 'second 01:20 (GMT)'],
  ['Pacific/Auckland', '2026-04-04T13:40Z', '02:20', '2026-04-04T14:20Z', 'second 02:20 (NZST)'],
  ['Pacific/Auckland', '2026-09-26T13:50Z', '02:30', '2026-09-26T14:30Z', 'skipped: 03:30 NZDT'],
  ['Pacific/Auckland', '2026-06-15T11:50Z', '00:10', '2026-06-15T12:10Z', 'after midnight'],
];

describe('readyAt: a clock time is its next occurrence, 5 minutes to 6 hours away', () => {
  it.each(CLOCK_TIMES)('%s at %s, %s -> %s (%s)', (zone, now, clock, expected) => {
    expect(readyAt(at(now), { at: clock }, zone)).toEqual({ ok: true, at: at(expected) });
  });

  it.each([
    ['Africa/Lagos', '2026-11-24T18:00Z', '19:04', TOO_SOON],
    ['Africa/Lagos', '2026-11-24T18:00Z', '19:00', TOO_SOON],
    ['Africa/Lagos', '2026-11-24T18:00Z', '18:59', TOO_FAR],
    ['Africa/Lagos', '2026-11-24T18:00Z', '01:01', TOO_FAR],
    // 02:04 is skipped on 8 March and lands at 03:04 EDT (07:04Z): 4.5 minutes after 01:59:30 EST.
    ['America/New_York', '2026-03-08T06:59:30Z', '02:04', TOO_SOON],
    ['Pacific/Auckland', '2026-06-15T11:50Z', '23:40', TOO_FAR],
  ])('%s at %s refuses %s', (zone, now, clock, message) => {
    expect(readyAt(at(now), { at: clock }, zone)).toEqual({ ok: false, message });
  });
});

const ZONES = ['Africa/Lagos', 'America/New_York', 'Europe/London', 'Pacific/Auckland'];
// Any instant from 2000 to 2100, to the millisecond.
const anyInstant = fc
  .integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) })
  .map((ms) => new Date(ms));

describe('readyAt: properties', () => {
  it('minutes are exactly that many minutes after now, DST or not', () => {
    fc.assert(
      fc.property(
        anyInstant,
        fc.constantFrom(...ESTIMATE_CHOICES_MINUTES),
        fc.constantFrom(...ZONES),
        (now, minutes, zone) => {
          const result = readyAt(now, { minutes }, zone);
          expect(result.ok && result.at.getTime() - now.getTime()).toBe(minutes * 60_000);
        },
      ),
    );
  });

  it('a clock time taken is 5 minutes to 6 hours away and the clock shows it then', () => {
    const clock = fc
      .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
      .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);
    fc.assert(
      fc.property(anyInstant, clock, fc.constantFrom(...ZONES), (now, time, zone) => {
        const estimate: Estimate = { at: time };
        const result = readyAt(now, estimate, zone);
        if (!result.ok) return;
        const lead = result.at.getTime() - now.getTime();
        expect(lead).toBeGreaterThanOrEqual(5 * 60_000);
        expect(lead).toBeLessThanOrEqual(6 * 60 * 60_000);
        // Only a time the clocks skipped shows differently (an hour later, at most).
        const shown = zonedNow(result.at, zone).time;
        if (shown !== time) expect(shown.slice(3)).toBe(time.slice(3));
      }),
      { numRuns: 300 },
    );
  });
});

describe('formatReadyTime', () => {
  it.each([
    ['Africa/Lagos', '2026-11-24T18:45Z', '2026-11-24T18:00Z', 'Ready around 19:45', 'GMT+1'],
    [
      'Africa/Lagos',
      '2026-11-24T23:15Z',
      '2026-11-24T22:50Z',
      'Ready tomorrow around 00:15',
      'GMT+1',
    ],
    ['America/New_York', '2026-03-08T07:10Z', '2026-03-08T06:40Z', 'Ready around 03:10', 'GMT-4'],
    ['America/New_York', '2026-11-01T06:10Z', '2026-11-01T05:50Z', 'Ready around 01:10', 'GMT-5'],
    ['Europe/London', '2026-07-01T18:45Z', '2026-07-01T18:00Z', 'Ready around 19:45', 'BST'],
    [
      'Pacific/Auckland',
      '2026-06-15T12:10Z',
      '2026-06-15T11:50Z',
      'Ready tomorrow around 00:10',
      'GMT+12',
    ],
    [
      'Africa/Lagos',
      '2026-11-20T11:30Z',
      '2026-11-24T18:00Z',
      'Ready around 12:30 on Fri, 20 Nov 2026',
      'GMT+1',
    ],
  ])('%s: %s seen at %s reads "%s" (%s)', (zone, ready, now, text, zoneName) => {
    expect(formatReadyTime(at(ready), at(now), zone)).toEqual({
      text,
      clock: text.match(/\d\d:\d\d/)?.[0],
      zone: zoneName,
    });
  });
});

describe('ticket age', () => {
  const paid = at('2026-11-24T18:00:00Z');

  it.each([
    ['2026-11-24T18:02:59.999Z', 2],
    ['2026-11-24T18:03:00Z', 3],
    ['2026-11-24T19:40:30Z', 100],
    ['2026-11-24T17:59:00Z', 0],
  ])('at %s is %i whole minutes', (now, minutes) => {
    expect(ticketAge(paid, at(now))).toBe(minutes);
  });

  it('turns amber, then red, at each stage threshold', () => {
    expect(AGE_THRESHOLDS).toEqual({
      new: { amber: 3, red: 6 },
      accepted: { amber: 20, red: 35 },
      preparing: { amber: 20, red: 35 },
      ready: { amber: 30, red: 45 },
      out_for_delivery: { amber: 45, red: 60 },
    });
    const levels = (stage: Parameters<typeof ageLevel>[1], minutes: number[]) =>
      minutes.map((m) => ageLevel(m, stage));
    expect(levels('new', [0, 2, 3, 5, 6, 90])).toEqual([
      'ok',
      'ok',
      'amber',
      'amber',
      'red',
      'red',
    ]);
    expect(levels('accepted', [19, 20, 34, 35])).toEqual(['ok', 'amber', 'amber', 'red']);
    expect(levels('preparing', [19, 20, 34, 35])).toEqual(['ok', 'amber', 'amber', 'red']);
    expect(levels('ready', [29, 30, 44, 45])).toEqual(['ok', 'amber', 'amber', 'red']);
    expect(levels('out_for_delivery', [44, 45, 59, 60])).toEqual(['ok', 'amber', 'amber', 'red']);
    for (const stage of ['completed', 'rejected', 'canceled'] as const) {
      expect(levels(stage, [0, 10, 1000])).toEqual(['ok', 'ok', 'ok']);
    }
  });
});
