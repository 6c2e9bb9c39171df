import { describe, expect, it } from 'vitest';
import { zonedNow } from './calendar-dates';
import {
  instantOfWallClock,
  instantsOfWallClock,
  zoneAbbreviation,
  zoneOffsetMinutes,
} from './zoned-time';

const iso = (dates: Date[]) => dates.map((date) => date.toISOString());

describe('wall-clock times in a zone', () => {
  it.each([
    ['Africa/Lagos', '2026-06-01T12:00:00Z', 60],
    ['America/New_York', '2026-03-08T06:59:59Z', -300],
    ['America/New_York', '2026-03-08T07:00:00Z', -240],
    ['Europe/London', '2026-10-25T00:59:00Z', 60],
    ['Europe/London', '2026-10-25T01:00:00Z', 0],
    ['Pacific/Auckland', '2026-04-04T13:59:00Z', 780],
    ['Pacific/Auckland', '2026-04-04T14:00:00Z', 720],
    ['Asia/Kathmandu', '2026-06-01T12:00:00Z', 345],
  ])('%s is UTC%+i minutes at %s', (zone, at, offset) => {
    expect(zoneOffsetMinutes(new Date(at), zone)).toBe(offset);
  });

  it('finds one instant on an ordinary day, two when the clocks go back, none when they jump', () => {
    expect(iso(instantsOfWallClock('2026-11-24', '19:45', 'Africa/Lagos'))).toEqual([
      '2026-11-24T18:45:00.000Z',
    ]);
    expect(iso(instantsOfWallClock('2026-11-01', '01:30', 'America/New_York'))).toEqual([
      '2026-11-01T05:30:00.000Z',
      '2026-11-01T06:30:00.000Z',
    ]);
    expect(iso(instantsOfWallClock('2026-04-05', '02:15', 'Pacific/Auckland'))).toEqual([
      '2026-04-04T13:15:00.000Z',
      '2026-04-04T14:15:00.000Z',
    ]);
    expect(instantsOfWallClock('2026-03-08', '02:30', 'America/New_York')).toEqual([]);
    expect(instantsOfWallClock('2026-03-29', '01:00', 'Europe/London')).toEqual([]);
  });

  it('reads a skipped time with the offset from before the jump, a doubled one as the first', () => {
    expect(instantOfWallClock('2026-03-08', '02:30', 'America/New_York').toISOString()).toBe(
      '2026-03-08T07:30:00.000Z',
    );
    expect(instantOfWallClock('2026-09-27', '02:00', 'Pacific/Auckland').toISOString()).toBe(
      '2026-09-26T14:00:00.000Z',
    );
    expect(instantOfWallClock('2026-10-25', '01:30', 'Europe/London').toISOString()).toBe(
      '2026-10-25T00:30:00.000Z',
    );
  });

  it('names the zone as Intl does, for a label', () => {
    expect(zoneAbbreviation(new Date('2026-07-01T12:00:00Z'), 'Europe/London')).toBe('BST');
    expect(zoneAbbreviation(new Date('2026-01-01T12:00:00Z'), 'Europe/London')).toBe('GMT');
    expect(zoneAbbreviation(new Date('2026-01-01T12:00:00Z'), 'Africa/Lagos')).toBe('GMT+1');
  });
});

describe('zonedNow', () => {
  it('writes every year with four digits, so date strings compare as dates', () => {
    expect(zonedNow(new Date('0190-11-30T12:00:00Z'), 'UTC')).toEqual({
      date: '0190-11-30',
      time: '12:00',
    });
    expect(zonedNow(new Date('2026-03-29T01:30:00Z'), 'Europe/London').date).toBe('2026-03-29');
  });
});
