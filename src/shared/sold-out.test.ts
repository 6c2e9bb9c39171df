import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { zonedNow } from './calendar-dates';
import { isSoldOut, soldOutChangesAt, soldOutMark, startOfNextDay } from './sold-out';

const at = (iso: string) => new Date(iso);

describe('startOfNextDay (a "for today" mark ends at the next midnight on the restaurant clock)', () => {
  it.each([
    // [zone, now, expected end]
    ['Africa/Lagos', '2026-11-24T21:30:00Z', '2026-11-24T23:00:00.000Z'],
    ['Africa/Lagos', '2026-11-24T22:59:59Z', '2026-11-24T23:00:00.000Z'],
    // Exactly midnight: it is already the new day, which ends at the following midnight.
    ['Africa/Lagos', '2026-11-24T23:00:00Z', '2026-11-25T23:00:00.000Z'],
    ['Africa/Lagos', '2026-11-24T00:30:00Z', '2026-11-24T23:00:00.000Z'],
    // London: the evening before the clocks go forward (29 March 2026) is a 23-hour day ahead.
    ['Europe/London', '2026-03-28T12:00:00Z', '2026-03-29T00:00:00.000Z'],
    ['Europe/London', '2026-03-29T00:30:00Z', '2026-03-29T23:00:00.000Z'],
    // London, clocks back (25 October 2026): the 25-hour day still ends at its own midnight.
    ['Europe/London', '2026-10-25T00:30:00Z', '2026-10-26T00:00:00.000Z'],
    ['Europe/London', '2026-10-24T22:30:00Z', '2026-10-24T23:00:00.000Z'],
    // New York, spring forward 8 March 2026 and fall back 1 November 2026.
    ['America/New_York', '2026-03-08T12:00:00Z', '2026-03-09T04:00:00.000Z'],
    ['America/New_York', '2026-11-01T12:00:00Z', '2026-11-02T05:00:00.000Z'],
    // Santiago skips midnight (6 September 2026: 00:00 -> 01:00): the day starts when they jump.
    ['America/Santiago', '2026-09-05T20:00:00Z', '2026-09-06T04:00:00.000Z'],
    // Kathmandu +5:45: a whole-minute offset.
    ['Asia/Kathmandu', '2026-11-24T18:00:00Z', '2026-11-24T18:15:00.000Z'],
  ])('%s at %s ends at %s', (zone, now, expected) => {
    expect(startOfNextDay(at(now), zone).toISOString()).toBe(expected);
  });

  it('is always after now, within 26 hours, and on the next calendar day of the zone', () => {
    const zones = [
      'Africa/Lagos',
      'Europe/London',
      'America/New_York',
      'America/Santiago',
      'Australia/Lord_Howe',
    ];
    fc.assert(
      fc.property(
        fc.constantFrom(...zones),
        fc.integer({ min: Date.UTC(2025, 0, 1), max: Date.UTC(2028, 0, 1) }),
        (zone, ms) => {
          const now = new Date(ms);
          const end = startOfNextDay(now, zone);
          expect(end.getTime()).toBeGreaterThan(ms);
          expect(end.getTime() - ms).toBeLessThanOrEqual(26 * 3600_000);
          const before = zonedNow(new Date(end.getTime() - 60_000), zone).date;
          expect(zonedNow(end, zone).date).not.toBe(zonedNow(now, zone).date);
          expect(before).toBe(zonedNow(now, zone).date);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('isSoldOut', () => {
  const now = at('2026-11-24T12:00:00Z');
  const later = at('2026-11-24T23:00:00Z');
  it.each([
    [{ soldOut: false, soldOutUntil: null }, false],
    [{ soldOut: true, soldOutUntil: null }, true],
    [{ soldOut: true, soldOutUntil: later }, true],
    [{ soldOut: true, soldOutUntil: now }, false],
    [{ soldOut: false, soldOutUntil: null, stock: 0 }, true],
    [{ soldOut: false, soldOutUntil: null, stock: 3 }, false],
    [{ soldOut: true, soldOutUntil: null, stock: 3 }, true],
  ])('%o -> %s', (state, expected) => {
    expect(isSoldOut(state, now)).toBe(expected);
  });

  it('a "for today" mark is sold out until the next midnight, then on sale by itself', () => {
    const mark = soldOutMark('today', now, 'Africa/Lagos');
    expect(isSoldOut(mark, at('2026-11-24T22:59:59Z'))).toBe(true);
    expect(isSoldOut(mark, at('2026-11-24T23:00:00Z'))).toBe(false);
    expect(soldOutChangesAt(mark, now)).toEqual(at('2026-11-24T23:00:00Z'));
    expect(soldOutMark('manual', now, 'Africa/Lagos')).toEqual({
      soldOut: true,
      soldOutUntil: null,
    });
    expect(soldOutMark('off', now, 'Africa/Lagos')).toEqual({ soldOut: false, soldOutUntil: null });
  });
});
