import { DEMO_HOURS_SETTINGS } from '@shared/hours/demo';
import { WEEKDAYS, type WeeklyHours } from '@shared/hours/week';
import { weeklyHoursLines, weekWords } from '@shared/hours/weekly-lines';
import { describe, expect, it } from 'vitest';

const LUNCH = [{ start: '11:00', end: '15:00' }];
const week = (patch: Partial<WeeklyHours>): WeeklyHours => ({
  ...(Object.fromEntries(WEEKDAYS.map((d) => [d, LUNCH])) as WeeklyHours),
  ...patch,
});

describe('weekly hours in words', () => {
  it.each([
    [week({}), ['Every day: 11:00–15:00']],
    [week({ sat: [], sun: [] }), ['Mon–Fri: 11:00–15:00', 'Sat, Sun: Closed']],
    [week({ mon: [] }), ['Mon: Closed', 'Tue–Sun: 11:00–15:00']],
    [week({ wed: [], sun: [] }), ['Mon, Tue, Thu–Sat: 11:00–15:00', 'Wed, Sun: Closed']],
    [
      week({ fri: [{ start: '18:00', end: '02:00' }] }),
      ['Mon–Thu, Sat, Sun: 11:00–15:00', 'Fri: 18:00–02:00'],
    ],
    [
      week({
        mon: [
          { start: '00:00', end: '12:00' },
          { start: '12:00', end: '00:00' },
        ],
        tue: [
          { start: '15:00', end: '18:00' },
          { start: '11:00', end: '15:00' },
        ],
      }),
      ['Mon: Open 24 hours', 'Tue: 11:00–18:00', 'Wed–Sun: 11:00–15:00'],
    ],
  ])('%#', (hours, words) => {
    expect(weekWords(hours)).toEqual(words);
  });

  it('shows the demo lunch and dinner, and a service only when it has its own hours', () => {
    expect(weeklyHoursLines(DEMO_HOURS_SETTINGS)).toEqual([
      { label: 'Opening hours', value: 'Every day: 11:00–15:00 and 17:00–22:30' },
    ]);
    const own = {
      ...DEMO_HOURS_SETTINGS,
      hours: { ...DEMO_HOURS_SETTINGS.hours, pickup: week({}) },
    };
    expect(weeklyHoursLines(own)[1]).toEqual({ label: 'Pickup', value: 'Every day: 11:00–15:00' });
  });
});
