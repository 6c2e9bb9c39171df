import { describe, expect, it } from 'vitest';
import { type DateOrder, dateOrderOf, readTypedDate } from './typed-date';

describe('dateOrderOf: how the restaurant’s locale writes a date', () => {
  it.each([
    ['en-NG', 'dmy'],
    ['en-GB', 'dmy'],
    ['fr-FR', 'dmy'],
    ['de-DE', 'dmy'],
    ['en-US', 'mdy'],
    ['ja-JP', 'ymd'],
    ['sv-SE', 'ymd'],
    ['not a locale!', 'dmy'],
  ] as const)('%s → %s', (locale, order) => {
    expect(dateOrderOf(locale)).toBe(order);
  });
});

describe('readTypedDate: the day a typed text means', () => {
  it.each<[string, DateOrder, string | null]>([
    // The ISO form reads the same in every locale.
    ['2026-12-02', 'dmy', '2026-12-02'],
    ['2026-12-02', 'mdy', '2026-12-02'],
    ['  2026-12-02 ', 'ymd', '2026-12-02'],
    ['2026-3-9', 'dmy', '2026-03-09'],
    // Day first (en-NG, the demo restaurant) and month first (en-US).
    ['02/12/2026', 'dmy', '2026-12-02'],
    ['02/12/2026', 'mdy', '2026-02-12'],
    ['2/12/2026', 'dmy', '2026-12-02'],
    ['02.12.2026', 'dmy', '2026-12-02'],
    ['02-12-2026', 'dmy', '2026-12-02'],
    ['02 / 12 / 2026', 'dmy', '2026-12-02'],
    ['25/12/2026', 'dmy', '2026-12-25'],
    ['12/25/2026', 'mdy', '2026-12-25'],
    ['2026/12/02', 'dmy', '2026-12-02'],
    ['2026/12/02', 'ymd', '2026-12-02'],
    // Impossible days, months and years.
    ['31/02/2026', 'dmy', null],
    ['29/02/2026', 'dmy', null], // 2026 is no leap year
    ['29/02/2028', 'dmy', '2028-02-29'],
    ['31/04/2026', 'dmy', null],
    ['00/12/2026', 'dmy', null],
    ['12/13/2026', 'dmy', null],
    ['25/12/2026', 'mdy', null],
    ['2026-02-30', 'dmy', null],
    ['2026-13-01', 'ymd', null],
    ['02/12/1999', 'dmy', null], // before the calendar's first year
    // Not a date, or not a whole one.
    ['02/12/26', 'dmy', null], // the century is not guessed
    ['02/12', 'dmy', null],
    ['02/12-2026', 'dmy', null], // mixed separators
    ['10/03/2026', 'ymd', null],
    ['tomorrow', 'dmy', null],
    ['', 'dmy', null],
  ])('%j read %s → %j', (text, order, date) => {
    expect(readTypedDate(text, order)).toBe(date);
  });
});
