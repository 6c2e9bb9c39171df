import { WEEKDAYS } from '@shared/hours';
import { addDays } from '@shared/reservations';
import { testDatabaseKinds } from '@test/support/databases';
import { bookingInput, restaurantToday, signedInCustomer } from '@test/support/reservations';
import { saveHours } from '@test/support/settings';
import { createTestApp, type TestApp } from '@test/support/test-app';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

/** Every day 19:00 to 13:00 the next day: a period crossing midnight. */
const LATE_INTO_NEXT_DAY = Object.fromEntries(
  WEEKDAYS.map((day) => [day, [{ start: '19:00', end: '13:00' }]]),
) as Record<(typeof WEEKDAYS)[number], { start: string; end: string }[]>;

describe.each(testDatabaseKinds())(
  'reservation sittings follow the reservation hours, on %s',
  (kind) => {
    let t: TestApp;
    let ALWAYS: Awaited<ReturnType<TestApp['services']['settings']['current']>>['hours']['hours'];
    const date = addDays(restaurantToday(), 2);
    const offered = async (day: string) =>
      (await t.client().get(`/api/reservations/availability?date=${day}`))
        .json()
        .slots.map((slot: { time: string }) => slot.time);
    const withReservationHours = (changes: Parameters<typeof saveHours>[1] = {}) =>
      saveHours(t, {
        hours: { ...ALWAYS, reservations: LATE_INTO_NEXT_DAY },
        ...changes,
      });

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

    it('offers every sitting while open around the clock', async () => {
      expect(await offered(date)).toEqual(['12:00', '14:00', '16:00', '18:00', '20:00']);
    });

    it('offers only the sittings inside the hours, the morning after a late period included', async () => {
      await withReservationHours();
      // 12:00 lies in the day before's 19:00–13:00 period, 20:00 in the day's own.
      expect(await offered(date)).toEqual(['12:00', '20:00']);
    });

    it('a closure of the day before cancels its period into the morning; the day keeps its evening', async () => {
      await withReservationHours({
        closures: [{ from: addDays(date, -1), to: addDays(date, -1), note: '' }],
      });
      expect(await offered(date)).toEqual(['20:00']);
    });

    it('a closure day offers no sitting, not even the morning of the day before’s late period', async () => {
      await withReservationHours({ closures: [{ from: date, to: date, note: '' }] });
      expect(await offered(date)).toEqual([]);
      // The closed day's own late period is cancelled too, into the next morning.
      expect(await offered(addDays(date, 1))).toEqual(['20:00']);
    });

    it('offers nothing on a closure day and refuses a booking there', async () => {
      await saveHours(t, {
        closures: [{ from: date, to: addDays(date, 1), note: 'Private event' }],
      });
      expect(await offered(date)).toEqual([]);
      expect(await offered(addDays(date, 1))).toEqual([]);
      expect(await offered(addDays(date, 2))).toHaveLength(5);
      const { client } = await signedInCustomer(t);
      const refused = await client.post('/api/reservations', bookingInput({ date, time: '18:00' }));
      expect(refused.statusCode).toBe(409);
    });

    it('refuses a booking outside the hours and takes one inside; the pause stops no booking', async () => {
      await withReservationHours({ pause: { on: true, until: null } });
      const { client } = await signedInCustomer(t);
      expect(
        (await client.post('/api/reservations', bookingInput({ date, time: '16:00' }))).statusCode,
      ).toBe(409);
      const booked = await client.post('/api/reservations', bookingInput({ date, time: '20:00' }));
      expect(booked.statusCode, booked.body).toBe(201);
    });
  },
);
