import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatTime,
  restaurantTimeZone,
  restaurantToday,
  setRestaurantTimeZone,
} from './restaurant-time';

/** The reader's (the browser's) zone: Node follows TZ as soon as it is assigned. */
function readerIn(zone: string) {
  process.env.TZ = zone;
  expect(new Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(zone);
}

const savedTz = process.env.TZ;
beforeEach(() => setRestaurantTimeZone('Africa/Lagos'));
afterEach(() => {
  if (savedTz === undefined) delete process.env.TZ;
  else process.env.TZ = savedTz;
});

describe('restaurant time, read in Los Angeles (the restaurant is in Lagos)', () => {
  beforeEach(() => readerIn('America/Los_Angeles'));

  it('23:30 UTC is already the next day in Lagos: that date and time, labelled', () => {
    const lateEvening = '2026-03-12T23:30:00.000Z'; // 16:30 on the 12th in Los Angeles
    expect(new Date(lateEvening).getDate()).toBe(12); // the browser's own clock says the 12th
    expect(formatDateTime(lateEvening)).toBe('13 Mar 2026, 00:30 GMT+1');
    expect(formatDate(lateEvening)).toBe('13 Mar 2026 GMT+1');
    expect(formatTime(lateEvening)).toBe('00:30 GMT+1');
    expect(restaurantToday(new Date(lateEvening))).toBe('2026-03-13');
  });

  it('Los Angeles changing its clocks moves nothing the restaurant shows', () => {
    // Los Angeles springs forward on 8 March 2026 (PST, UTC-8 -> PDT, UTC-7) and falls back on
    // 1 November 2026; Lagos keeps UTC+1 all year. 23:30 UTC stays 00:30 in Lagos either side.
    const around = [
      ['2026-03-07T23:30:00.000Z', '8 Mar 2026, 00:30 GMT+1', '2026-03-08'],
      ['2026-03-08T23:30:00.000Z', '9 Mar 2026, 00:30 GMT+1', '2026-03-09'],
      ['2026-10-31T23:30:00.000Z', '1 Nov 2026, 00:30 GMT+1', '2026-11-01'],
      ['2026-11-01T23:30:00.000Z', '2 Nov 2026, 00:30 GMT+1', '2026-11-02'],
    ] as const;
    for (const [moment, shown, today] of around) {
      expect(formatDateTime(moment)).toBe(shown);
      expect(restaurantToday(new Date(moment))).toBe(today);
    }
    // The browser's own hours did move: 15:30 before the change, 16:30 after it.
    expect(new Date(around[0][0]).getHours()).toBe(15);
    expect(new Date(around[1][0]).getHours()).toBe(16);
  });

  it('labels the date only when the reader’s date differs', () => {
    // 12:00 UTC: 13:00 in Lagos, 05:00 the same day in Los Angeles.
    expect(formatDate('2026-03-12T12:00:00.000Z')).toBe('12 Mar 2026');
    expect(formatDateTime('2026-03-12T12:00:00.000Z')).toBe('12 Mar 2026, 13:00 GMT+1');
  });

  it('follows the zone the server names, and ignores one this browser does not know', () => {
    setRestaurantTimeZone('Asia/Tokyo');
    expect(formatDateTime('2026-03-12T23:30:00.000Z')).toBe('13 Mar 2026, 08:30 GMT+9');
    setRestaurantTimeZone('Mars/Olympus_Mons');
    expect(restaurantTimeZone()).toBe('Asia/Tokyo');
  });
});

describe('restaurant time, read where the clock agrees', () => {
  it('no label in the restaurant’s own zone', () => {
    readerIn('Africa/Lagos');
    expect(formatDateTime('2026-03-12T23:30:00.000Z')).toBe('13 Mar 2026, 00:30');
  });

  it('in Paris: no label in winter (UTC+1, as Lagos), a label in summer (UTC+2)', () => {
    readerIn('Europe/Paris');
    expect(formatDateTime('2026-01-15T10:00:00.000Z')).toBe('15 Jan 2026, 11:00');
    expect(formatDateTime('2026-07-15T10:00:00.000Z')).toBe('15 Jul 2026, 11:00 GMT+1');
  });
});
