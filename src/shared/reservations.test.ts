import { afterEach, describe, expect, it } from 'vitest';
import { zonedNow } from './reservations';

const RealDateTimeFormat = Intl.DateTimeFormat;

/** Counts the formatters built from now on; they are real ones, so whatever caches them works. */
function countFormatters() {
  const zones: (string | undefined)[] = [];
  Intl.DateTimeFormat = new Proxy(RealDateTimeFormat, {
    construct(target, args: ConstructorParameters<typeof Intl.DateTimeFormat>, newTarget) {
      zones.push(args[1]?.timeZone);
      return Reflect.construct(target, args, newTarget);
    },
    apply(target, self, args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
      zones.push(args[1]?.timeZone);
      return Reflect.apply(target, self, args);
    },
  });
  return zones;
}

describe('zonedNow', () => {
  afterEach(() => {
    Intl.DateTimeFormat = RealDateTimeFormat;
  });

  it('builds one formatter per time zone, however often it is asked', () => {
    const built = countFormatters();
    const start = Date.UTC(2025, 2, 9, 6, 0);
    for (let minute = 0; minute < 300; minute += 7) {
      const now = new Date(start + minute * 60_000);
      zonedNow(now, 'Asia/Kathmandu');
      zonedNow(now, 'America/St_Johns');
    }
    expect(built.sort()).toEqual(['America/St_Johns', 'Asia/Kathmandu']);
    built.length = 0;
    expect(zonedNow(new Date(start), 'Asia/Kathmandu')).toEqual({
      date: '2025-03-09',
      time: '11:45',
    });
    expect(zonedNow(new Date(start), 'America/St_Johns')).toEqual({
      date: '2025-03-09',
      time: '03:30',
    });
    expect(built).toEqual([]);
  });

  it('answers as a fresh formatter would, in every zone, across DST switches and midnights', () => {
    const zones = ['Africa/Lagos', 'UTC', 'America/Los_Angeles', 'Europe/London', 'Asia/Kathmandu'];
    const start = Date.UTC(2025, 2, 8, 20, 0);
    for (let step = 0; step < 200; step += 1) {
      const now = new Date(start + step * 37 * 60_000);
      for (const timeZone of zones) {
        const parts = new Intl.DateTimeFormat('en-CA', {
          timeZone,
          year: 'numeric',
          month: '2-digit',
          day: '2-digit',
          hour: '2-digit',
          minute: '2-digit',
          hourCycle: 'h23',
        }).formatToParts(now);
        const part = (type: string) => parts.find((p) => p.type === type)!.value;
        expect(zonedNow(now, timeZone)).toEqual({
          date: `${part('year')}-${part('month')}-${part('day')}`,
          time: `${part('hour')}:${part('minute')}`,
        });
      }
    }
  });

  it('still refuses an unknown zone every time (nothing cached for it)', () => {
    expect(() => zonedNow(new Date(), 'Mars/Olympus_Mons')).toThrow(RangeError);
    expect(() => zonedNow(new Date(), 'Mars/Olympus_Mons')).toThrow(RangeError);
  });
});
