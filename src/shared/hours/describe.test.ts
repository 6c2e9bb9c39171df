import { formatShortDate } from '@shared/calendar-dates';
import { closureNotices } from '@shared/hours/describe';
import { describe, expect, it } from 'vitest';

const LAGOS = 'Africa/Lagos';
// Tuesday 2026-11-24, 23:30 in Lagos (22:30 UTC).
const NOW = new Date('2026-11-24T22:30:00Z');
const closure = (from: string, to: string, note = '') => ({ from, to, note });

describe('closureNotices', () => {
  it('words the closures of today and the coming week, in date order', () => {
    const closures = [
      closure('2026-11-28', '2026-12-02', 'Refurbishment'),
      closure('2026-11-24', '2026-11-24', 'Public holiday'),
      closure('2026-11-25', '2026-11-25'),
      closure('2026-11-20', '2026-11-26', 'Staff trip'),
    ];
    expect(closureNotices({ closures }, NOW, LAGOS)).toEqual([
      'Closed from today to Thu 26 Nov (Staff trip)',
      'Closed today (Public holiday)',
      'Closed tomorrow',
      'Closed from Sat 28 Nov to Wed 2 Dec (Refurbishment)',
    ]);
  });

  it('leaves out closures that are over or start after the week', () => {
    const closures = [
      closure('2026-11-23', '2026-11-23', 'Yesterday'),
      closure('2026-12-01', '2026-12-01'),
    ];
    expect(closureNotices({ closures }, NOW, LAGOS)).toEqual([]);
    expect(closureNotices({ closures }, NOW, LAGOS, 8)).toEqual(['Closed Tue 1 Dec']);
  });

  it('counts days in the restaurant’s zone: just after midnight there it is already tomorrow', () => {
    const closures = [closure('2026-11-25', '2026-11-25', 'Public holiday')];
    expect(closureNotices({ closures }, new Date('2026-11-24T23:05:00Z'), LAGOS)).toEqual([
      'Closed today (Public holiday)',
    ]);
  });
});

describe('formatShortDate', () => {
  it('names the weekday, day and month of a calendar date, in any process zone', () => {
    expect(['2026-12-25', '2027-01-01', '2026-03-29'].map(formatShortDate)).toEqual([
      'Fri 25 Dec',
      'Fri 1 Jan',
      'Sun 29 Mar',
    ]);
  });
});
