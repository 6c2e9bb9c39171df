import { addDays } from '@shared/reservations';
import { testDatabaseKinds } from '@test/support/databases';
import {
  bookingInput,
  restaurantToday,
  signedInAdmin,
  signedInCustomer,
} from '@test/support/reservations';
import { saveBookingRules, saveHours } from '@test/support/settings';
import { createTestApp, type TestApp, type TestClient } from '@test/support/test-app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * A late sitting runs past midnight: on the one table, a party of 4 at 23:00
 * stays until 01:00, so the next day's first sittings are not offered on it, and a booking at 00:30
 * keeps the evening before from seating a late party over it.
 */
describe.each(testDatabaseKinds())('stays past midnight on %s', (kind) => {
  let t: TestApp;
  let diners: TestClient[];

  beforeAll(async () => {
    t = await createTestApp(kind);
    await saveHours(t);
    await saveBookingRules(t, { maxActiveBookings: 10, slotInterval: 30, stayMedium: 120 });
    const owner = (await signedInAdmin(t)).client;
    const table = await owner.post('/api/admin/tables', {
      name: 'Only',
      minSeats: 1,
      maxSeats: 4,
      area: 'Inside',
    });
    expect(table.statusCode).toBe(201);
    diners = await Promise.all([1, 2].map(async () => (await signedInCustomer(t)).client));
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  const state = async (date: string, time: string) => {
    const r = await t.client().get(`/api/reservations/availability?date=${date}&guests=4`);
    expect(r.statusCode).toBe(200);
    return (r.json().slots as { time: string; state: string }[]).find((s) => s.time === time)
      ?.state;
  };
  const book = (diner: number, date: string, time: string) =>
    diners[diner]!.post('/api/reservations', bookingInput({ date, time, guests: 4 }));

  it("a late stay holds the table into the next day's first sittings", async () => {
    const day = addDays(restaurantToday(), 6);
    const next = addDays(day, 1);
    expect(await state(next, '00:30')).toBe('available');
    expect((await book(0, day, '23:00')).statusCode).toBe(201);
    expect(await state(next, '00:00')).toBe('full');
    expect(await state(next, '00:30')).toBe('full');
    expect(await state(next, '01:00')).toBe('available');
    const r = await book(1, next, '00:30');
    expect(r.statusCode).toBe(409);
    expect((await book(1, next, '01:00')).statusCode).toBe(201);
  });

  it('a booking just after midnight keeps the evening before from sitting over it', async () => {
    const day = addDays(restaurantToday(), 9);
    const next = addDays(day, 1);
    expect((await book(0, next, '00:30')).statusCode).toBe(201);
    expect(await state(day, '22:00')).toBe('available');
    expect(await state(day, '23:00')).toBe('full');
    expect(await state(day, '23:30')).toBe('full');
    expect((await book(1, day, '23:00')).statusCode).toBe(409);
    // Both ways at once: the two writers share the next day's lock and cannot both win.
    const later = addDays(restaurantToday(), 12);
    const after = addDays(later, 1);
    const raced = await Promise.all([book(0, later, '23:30'), book(1, after, '00:30')]);
    expect(raced.map((x) => x.statusCode).sort()).toEqual([201, 409]);
  });
});
