import { weekdayOf } from '@shared/calendar-dates';
import { WEEKDAYS } from '@shared/hours';
import { type Availability, addDays } from '@shared/reservations';
import { testDatabaseKinds } from '@test/support/databases';
import { restaurantToday, signedInAdmin } from '@test/support/reservations';
import { saveBookingRules, saveHours } from '@test/support/settings';
import { createTestApp, type TestApp } from '@test/support/test-app';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

/** Lunch and dinner every day but Monday, as a restaurant might set its reservation hours. */
const LUNCH_AND_DINNER_BUT_MONDAY = Object.fromEntries(
  WEEKDAYS.map((day) => [
    day,
    day === 'mon'
      ? []
      : [
          { start: '11:00', end: '15:00' },
          { start: '17:00', end: '22:30' },
        ],
  ]),
) as Record<(typeof WEEKDAYS)[number], { start: string; end: string }[]>;

/**
 * The reservation page's "when you can book" words come with the slots, from the same
 * settings: whatever the hours and whether tables are listed, the times a day offers are the
 * ones its weekday's line names. A typed day is read in the restaurant's date order.
 */
describe.each(testDatabaseKinds())('the booking times the wizard is told, on %s', (kind) => {
  let t: TestApp;
  let ALWAYS: Awaited<ReturnType<TestApp['services']['settings']['current']>>['hours']['hours'];
  const availability = async (date: string) =>
    (await t.client().get(`/api/reservations/availability?date=${date}`)).json() as Availability;
  /** The coming Tuesday and Monday (restaurant's calendar). */
  const next = (weekday: number) => {
    const today = restaurantToday();
    return addDays(today, (weekday - weekdayOf(today) + 7) % 7 || 7);
  };
  const offered = async (date: string) => (await availability(date)).slots.map((s) => s.time);

  beforeAll(async () => {
    t = await createTestApp(kind);
    ALWAYS = (await t.services.settings.current()).hours.hours;
  });
  beforeEach(async () => {
    await saveHours(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('names the fixed sittings while open around the clock, and reads dates day first', async () => {
    const answer = await availability(next(2));
    expect(answer.dateOrder).toBe('dmy');
    expect(answer.bookingTimes).toEqual({
      label: 'Sittings',
      lines: ['Every day: 12:00, 14:00, 16:00, 18:00 and 20:00'],
    });
    expect(answer.slots.map((s) => s.time)).toEqual(['12:00', '14:00', '16:00', '18:00', '20:00']);
  });

  it('follows the reservation hours: the sittings inside them, none on the closed day', async () => {
    await saveHours(t, { hours: { ...ALWAYS, reservations: LUNCH_AND_DINNER_BUT_MONDAY } });
    const answer = await availability(next(2));
    expect(answer.bookingTimes.lines).toEqual([
      'Mon: No tables',
      'Tue–Sun: 12:00, 14:00, 18:00 and 20:00',
    ]);
    expect(answer.slots.map((s) => s.time)).toEqual(['12:00', '14:00', '18:00', '20:00']);
    expect(await offered(next(1))).toEqual([]);
  });

  it('by tables, says the first and last start of each period the grid offers', async () => {
    // Saving the rules writes always-open hours too: the hours come after.
    await saveBookingRules(t, { slotInterval: 30 });
    await saveHours(t, { hours: { ...ALWAYS, reservations: LUNCH_AND_DINNER_BUT_MONDAY } });
    const { client } = await signedInAdmin(t);
    const added = await client.post('/api/admin/tables', {
      name: 'Window',
      minSeats: 1,
      maxSeats: 4,
      area: 'Inside',
    });
    expect(added.statusCode).toBe(201);
    const answer = await availability(next(2));
    expect(answer.byTables).toBe(true);
    expect(answer.bookingTimes).toEqual({
      label: 'Tables start every 30 minutes',
      lines: ['Mon: No tables', 'Tue–Sun: 11:00–14:30 and 17:00–22:00'],
    });
    const times = answer.slots.map((s) => s.time);
    expect([times[0], times.at(-1)]).toEqual(['11:00', '22:00']);
    expect(times).toContain('14:30');
    expect(times).not.toContain('15:00');
    expect(times).toContain('17:00');
    expect(await offered(next(1))).toEqual([]);
  });
});
