import { describe, expect, it } from 'vitest';
import { bookingTimesLines } from './booking-times';
import { WEEKDAYS, type Weekday } from './hours/week';

const week = (times: readonly string[], except: Partial<Record<Weekday, string[]>> = {}) =>
  Object.fromEntries(WEEKDAYS.map((d) => [d, except[d] ?? times])) as Record<Weekday, string[]>;

const every = (from: string, to: string, interval: number) => {
  const out: string[] = [];
  const [fh, fm] = from.split(':').map(Number) as [number, number];
  const [th, tm] = to.split(':').map(Number) as [number, number];
  for (let m = fh * 60 + fm; m <= th * 60 + tm; m += interval)
    out.push(`${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`);
  return out;
};

describe('bookingTimesLines: the starts the wizard offers, in words', () => {
  it('says a run of table starts as ranges, grouped by day', () => {
    const lunchAndDinner = [...every('11:00', '14:30', 30), ...every('17:00', '22:00', 30)];
    expect(bookingTimesLines(week(lunchAndDinner), 30)).toEqual([
      'Every day: 11:00–14:30 and 17:00–22:00',
    ]);
    expect(bookingTimesLines(week(lunchAndDinner, { mon: [], sun: ['12:00'] }), 30)).toEqual([
      'Mon: No tables',
      'Tue–Sat: 11:00–14:30 and 17:00–22:00',
      'Sun: 12:00',
    ]);
  });

  it('lists fixed sittings one by one', () => {
    expect(bookingTimesLines(week(['18:00', '12:00', '20:00', '14:00']), null)).toEqual([
      'Every day: 12:00, 14:00, 18:00 and 20:00',
    ]);
  });

  it('reads a 15-minute grid as one range', () => {
    expect(bookingTimesLines(week(every('18:00', '21:45', 15)), 15)).toEqual([
      'Every day: 18:00–21:45',
    ]);
  });
});
