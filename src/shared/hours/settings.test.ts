import { DEMO_HOURS_SETTINGS } from '@shared/hours/demo';
import { closureSchema, hoursSettingsSchema, weeklyHoursSchema } from '@shared/hours/settings';
import { WEEKDAYS, type WeeklyHours } from '@shared/hours/week';
import { describe, expect, it } from 'vitest';

const empty = (): WeeklyHours =>
  Object.fromEntries(WEEKDAYS.map((day) => [day, []])) as unknown as WeeklyHours;
const withDays = (days: Partial<Record<keyof WeeklyHours, [string, string][]>>): WeeklyHours => {
  const week = empty();
  for (const [day, periods] of Object.entries(days)) {
    week[day as keyof WeeklyHours] = periods.map(([start, end]) => ({ start, end }));
  }
  return week;
};
/** The messages the schema gives, each with the path the settings page shows it under. */
const problems = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];

describe('weekly hours', () => {
  it('accepts split shifts, touching periods and a period past midnight', () => {
    const week = withDays({
      mon: [
        ['11:00', '15:00'],
        ['15:00', '17:00'],
        ['18:00', '02:00'],
      ],
      tue: [['02:00', '04:00']],
      sun: [['20:00', '00:00']],
    });
    expect(problems(weeklyHoursSchema.safeParse(week))).toEqual([]);
  });

  it('says which periods overlap, within a day and across midnight and the week’s end', () => {
    const week = withDays({
      mon: [['00:30', '03:00']],
      tue: [
        ['11:00', '15:00'],
        ['14:00', '18:00'],
        ['22:00', '03:00'],
      ],
      wed: [['02:30', '05:00']],
      sun: [['20:00', '01:00']],
    });
    expect(problems(weeklyHoursSchema.safeParse(week))).toEqual([
      "mon.0: Sunday's period 20:00–01:00 overlaps Monday's period 00:30–03:00.",
      "tue.1: Tuesday's periods 11:00–15:00 and 14:00–18:00 overlap.",
      "wed.0: Tuesday's period 22:00–03:00 overlaps Wednesday's period 02:30–05:00.",
    ]);
  });

  it('refuses a period ending when it starts, more than 4 periods and a time that is not one', () => {
    const week = withDays({
      wed: [['10:00', '10:00']],
      thu: [
        ['08:00', '09:00'],
        ['10:00', '11:00'],
        ['12:00', '13:00'],
        ['14:00', '15:00'],
        ['16:00', '17:00'],
      ],
    });
    expect(problems(weeklyHoursSchema.safeParse(week))).toEqual([
      "wed.0.end: Wednesday's period 10:00–10:00 ends when it starts. To stay open past midnight, end it the next morning (e.g. 18:00–02:00).",
      'thu: Thursday has 5 periods; a day can have at most 4.',
    ]);
    expect(problems(weeklyHoursSchema.safeParse(withDays({ fri: [['24:00', '02:00']] })))).toEqual([
      'fri.0.start: Please write times as HH:MM, from 00:00 to 23:59.',
    ]);
  });
});

describe('closures and the other settings', () => {
  it('accepts a day or a range, and refuses one ending before it starts', () => {
    expect(
      closureSchema.safeParse({ from: '2026-12-25', to: '2026-12-25', note: 'Christmas' }).success,
    ).toBe(true);
    expect(
      problems(closureSchema.safeParse({ from: '2026-12-31', to: '2026-12-30', note: '' })),
    ).toEqual(['to: A closure cannot end before it starts (2026-12-31 to 2026-12-30).']);
    expect(
      problems(closureSchema.safeParse({ from: '2026-02-30', to: '2026-03-01', note: '' })),
    ).toEqual(['from: Please choose a real date for the closure (yyyy-mm-dd).']);
  });

  it('says what is wrong with the lead time, the slot length, the cap and the pause', () => {
    const result = hoursSettingsSchema.safeParse({
      ...DEMO_HOURS_SETTINGS,
      leadTimeMinutes: -5,
      slotMinutes: 2,
      maxOrdersPerSlot: 0,
      pause: { on: true, until: 'tonight' },
    });
    expect(problems(result)).toEqual([
      'leadTimeMinutes: The lead time must be a whole number of minutes from 0 to 1440.',
      'slotMinutes: The slot length must be a whole number of minutes from 5 to 240.',
      'maxOrdersPerSlot: The maximum orders per slot must be a whole number of at least 1 (leave it empty for no cap).',
      'pause.until: Please choose a valid date and time for the end of the pause.',
    ]);
  });

  it('keeps at most 200 closures', () => {
    const closures = Array.from({ length: 201 }, () => ({
      from: '2026-12-25',
      to: '2026-12-25',
      note: '',
    }));
    expect(problems(hoursSettingsSchema.safeParse({ ...DEMO_HOURS_SETTINGS, closures }))).toEqual([
      'closures: At most 200 closures can be kept. Remove past ones to add more.',
    ]);
    expect(
      hoursSettingsSchema.safeParse({ ...DEMO_HOURS_SETTINGS, closures: closures.slice(1) })
        .success,
    ).toBe(true);
  });

  it('accepts the demo settings: lunch and dinner every day, no cap, not paused', () => {
    expect(hoursSettingsSchema.parse(DEMO_HOURS_SETTINGS)).toEqual(DEMO_HOURS_SETTINGS);
    expect(DEMO_HOURS_SETTINGS.hours.default.sat).toEqual([
      { start: '11:00', end: '15:00' },
      { start: '17:00', end: '22:30' },
    ]);
    expect(DEMO_HOURS_SETTINGS.maxOrdersPerSlot).toBeNull();
  });
});
