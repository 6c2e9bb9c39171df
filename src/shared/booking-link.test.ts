import { describe, expect, it } from 'vitest';
import { changeDeadline, deadlineInWords, guestMayChange } from './booking-link';
import { BOOKING_STATUSES } from './booking-stages';

/** The guest's cutoff: real hours before the start, on the restaurant's clock. */
describe('changeDeadline', () => {
  it.each([
    // zone, booking day and time, cutoff hours, the deadline (UTC), the deadline in words
    [
      'Africa/Lagos',
      '2026-12-05',
      '20:00',
      2,
      '2026-12-05T17:00:00Z',
      'Saturday, 5 December 2026 at 18:00',
    ],
    // Crossing midnight: a 01:00 booking with 2 hours is the day before at 23:00.
    [
      'Africa/Lagos',
      '2026-12-06',
      '01:00',
      2,
      '2026-12-05T22:00:00Z',
      'Saturday, 5 December 2026 at 23:00',
    ],
    [
      'Africa/Lagos',
      '2026-12-05',
      '20:00',
      0,
      '2026-12-05T19:00:00Z',
      'Saturday, 5 December 2026 at 20:00',
    ],
    [
      'Africa/Lagos',
      '2026-12-05',
      '12:00',
      48,
      '2026-12-03T11:00:00Z',
      'Thursday, 3 December 2026 at 12:00',
    ],
    // New York springs forward at 02:00 on 8 March 2026: 04:00 EDT less 3 real hours is 00:00 EST.
    [
      'America/New_York',
      '2026-03-08',
      '04:00',
      3,
      '2026-03-08T05:00:00Z',
      'Sunday, 8 March 2026 at 00:00',
    ],
    // ...and falls back at 02:00 on 1 November 2026: 03:00 EST less 2 real hours is 01:00 EDT.
    [
      'America/New_York',
      '2026-11-01',
      '03:00',
      2,
      '2026-11-01T06:00:00Z',
      'Sunday, 1 November 2026 at 01:00',
    ],
    [
      'America/New_York',
      '2026-07-01',
      '00:30',
      1,
      '2026-07-01T03:30:00Z',
      'Tuesday, 30 June 2026 at 23:30',
    ],
  ] as const)('%s %s %s less %i h is %s', (zone, date, time, hours, utc, words) => {
    const deadline = changeDeadline(date, time, zone, hours);
    expect(deadline.toISOString()).toBe(new Date(utc).toISOString());
    expect(deadlineInWords(deadline, zone)).toBe(words);
  });
});

describe('guestMayChange', () => {
  const deadline = new Date('2026-12-05T17:00:00Z');
  const before = new Date('2026-12-05T16:59:59Z');
  it.each(BOOKING_STATUSES)('a %s booking, before and at the deadline', (status) => {
    const open = status === 'pending' || status === 'confirmed';
    expect(guestMayChange(status, before, deadline)).toBe(open);
    // At the deadline itself it is too late.
    expect(guestMayChange(status, deadline, deadline)).toBe(false);
  });
});
