import {
  addDays,
  formatReservationDate,
  isCalendarDate,
  reservationInputSchema,
  reservationTexts,
  toCount,
  zonedNow,
} from '@shared/reservations';
import { describe, expect, it } from 'vitest';

describe('restaurant-local calendar helpers', () => {
  it.each([
    // 23:30 UTC on the 14th is already the 15th in Lagos (UTC+1) but still the 14th in Los Angeles.
    { now: '2025-03-14T23:30:00Z', zone: 'Africa/Lagos', date: '2025-03-15', time: '00:30' },
    { now: '2025-03-14T23:30:00Z', zone: 'UTC', date: '2025-03-14', time: '23:30' },
    { now: '2025-03-14T23:30:00Z', zone: 'America/Los_Angeles', date: '2025-03-14', time: '16:30' },
    // Just after the US switch to summer time (2025-03-09 10:00 UTC = 03:00 PDT).
    { now: '2025-03-09T10:00:00Z', zone: 'America/Los_Angeles', date: '2025-03-09', time: '03:00' },
    { now: '2025-12-31T23:00:00Z', zone: 'Africa/Lagos', date: '2026-01-01', time: '00:00' },
    { now: '2025-06-01T00:00:00Z', zone: 'Pacific/Kiritimati', date: '2025-06-01', time: '14:00' },
  ])('zonedNow($now, $zone) = $date $time', ({ now, zone, date, time }) => {
    expect(zonedNow(new Date(now), zone)).toEqual({ date, time });
  });

  it.each([
    ['2025-03-15', true],
    ['2024-02-29', true],
    ['2025-02-29', false],
    ['2025-02-30', false],
    ['2025-13-01', false],
    ['2025-3-15', false],
    ['15-03-2025', false],
    ['2025-03-15T00:00:00Z', false],
    ['1999-12-31', false],
    ['', false],
  ])('isCalendarDate(%j) = %s', (value, expected) => {
    expect(isCalendarDate(value)).toBe(expected);
  });

  it('adds days across month, year and DST boundaries', () => {
    expect(addDays('2025-03-31', 1)).toBe('2025-04-01');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2025-03-08', 1)).toBe('2025-03-09');
    expect(addDays('2025-03-15', 365)).toBe('2026-03-15');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
  });

  it('formats a calendar date the same way in every zone', () => {
    expect(formatReservationDate('2025-03-15')).toBe('Saturday, 15 March 2025');
    expect(formatReservationDate('2026-01-01')).toBe('Thursday, 1 January 2026');
    expect(formatReservationDate('2025-03-15', 'short')).toBe('Sat, 15 Mar 2025');
  });
});

describe('the party size (docs/storefront-spec.md §5)', () => {
  it.each([
    ['4', 4],
    ['12', 12],
    ['', 0],
    ['abc', 0],
    ['-3', 0],
    ['2.7', 2],
    [5, 5],
    [Number.NaN, 0],
  ] as const)('toCount(%j) = %d', (input, expected) => {
    expect(toCount(input)).toBe(expected);
  });
});

describe('reservation input schema', () => {
  const valid = {
    firstName: ' Ada ',
    lastName: 'Obi',
    phone: '+234 803 555 0147',
    date: '2025-03-15',
    time: '18:00',
    guests: 4,
  };

  it('has no separate seats: a seat count is refused as an unknown field (seats are guests)', () => {
    expect(reservationInputSchema.safeParse({ ...valid, seats: 40 }).success).toBe(false);
  });

  it('accepts and normalises a valid booking', () => {
    expect(reservationInputSchema.parse(valid)).toEqual({
      ...valid,
      firstName: 'Ada',
      specialRequests: '',
    });
  });

  it.each([
    [{ firstName: '  ' }, 'firstName', reservationTexts.firstNameRequired],
    [{ phone: '12ab' }, 'phone', reservationTexts.phoneInvalid],
    [{ phone: '123' }, 'phone', reservationTexts.phoneInvalid],
    [{ date: '2025-02-30' }, 'date', reservationTexts.dateInvalid],
    [{ date: '' }, 'date', reservationTexts.dateRequired],
    [{ time: '13:10' }, 'time', reservationTexts.timeInvalid],
    [{ time: '24:00' }, 'time', reservationTexts.timeInvalid],
    [{ guests: 0 }, 'guests', reservationTexts.guestsRange],
    [{ guests: 21 }, 'guests', reservationTexts.guestsRange],
    [
      { specialRequests: 'x'.repeat(501) },
      'specialRequests',
      reservationTexts.specialRequestsTooLong,
    ],
  ])('rejects %j with the text of %s', (patch, field, message) => {
    const result = reservationInputSchema.safeParse({ ...valid, ...patch });
    expect(result.success).toBe(false);
    const issue = result.error?.issues.find((i) => i.path[0] === field);
    expect(issue?.message).toBe(message);
  });
});
