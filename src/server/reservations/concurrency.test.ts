import { addDays, reservationTexts as texts } from '@shared/reservations';
import { testDatabaseKinds } from '@test/support/databases';
import {
  bookingInput,
  restaurantToday,
  seatsLeft,
  signedInCustomer,
} from '@test/support/reservations';
import { saveBookingRules } from '@test/support/settings';
import { createTestApp, type TestApp, type TestClient } from '@test/support/test-app';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reservations } from './schema';

const CAPACITY = 40;
const REQUESTS = 50;

/**
 * 50 bookings fired at one slot at the same moment. On PostgreSQL they really run in parallel
 * (a pool of 10 connections); on PGlite they serialize on its single connection. Either way the
 * seats held must never pass the capacity, and every loser hears "Time slot no longer available.".
 */
describe.each(testDatabaseKinds())('50 simultaneous bookings of one slot on %s', (kind) => {
  let t: TestApp;
  let diners: TestClient[];
  beforeAll(async () => {
    t = await createTestApp(kind);
    // The per-account cap is tested on its own (booking-cap.test.ts); here only the slot.
    await saveBookingRules(t, { maxActiveBookings: 50 });
    // Ten diners with five bookings each (well under the per-diner hourly limit).
    diners = await Promise.all(
      Array.from({ length: 10 }, async () => (await signedInCustomer(t)).client),
    );
    // Fetch each client's CSRF token now, so the burst below is only bookings.
    await Promise.all(
      diners.map((d) =>
        d.get('/api/auth/session').then((r) => {
          d.csrfToken = r.json().csrfToken;
        }),
      ),
    );
  });
  afterAll(async () => {
    await t.close();
  });

  const heldInDb = async (date: string, time: string) => {
    const [row] = await t.db.database.db
      .select({ seats: sql<number>`coalesce(sum(${reservations.seats}), 0)::int` })
      .from(reservations)
      .where(
        and(
          eq(reservations.reservationDate, date),
          eq(reservations.reservationTime, time),
          inArray(reservations.status, ['pending', 'confirmed']),
        ),
      );
    return Number(row?.seats ?? 0);
  };

  const fire = (date: string, time: string, seatsOf: (i: number) => number) =>
    Promise.all(
      Array.from({ length: REQUESTS }, (_, i) => {
        const seats = seatsOf(i);
        return diners[i % diners.length]!.post(
          '/api/reservations',
          bookingInput({ date, time, guests: seats }),
        ).then((response) => ({ seats, response }));
      }),
    );

  it('equal parties of 3: exactly 13 win (39 seats), 37 get 409', async () => {
    const date = addDays(restaurantToday(), 10);
    const results = await fire(date, '18:00', () => 3);
    const winners = results.filter((r) => r.response.statusCode === 201);
    const losers = results.filter((r) => r.response.statusCode !== 201);
    expect(winners).toHaveLength(13);
    expect(losers).toHaveLength(37);
    for (const loser of losers) {
      expect(loser.response.statusCode).toBe(409);
      expect(loser.response.json().error.message).toBe(texts.slotUnavailable);
    }
    expect(await heldInDb(date, '18:00')).toBe(39);
    expect(await seatsLeft(t, date, '18:00')).toBe(1);
  });

  it('mixed party sizes: held seats never pass the capacity and every loser truly did not fit', async () => {
    const date = addDays(restaurantToday(), 11);
    // Sizes 1..8 in a fixed shuffled order, 50 requests asking for ~220 seats in all.
    const sizes = Array.from({ length: REQUESTS }, (_, i) => ((i * 5 + 3) % 8) + 1);
    const results = await fire(date, '20:00', (i) => sizes[i]!);
    const winners = results.filter((r) => r.response.statusCode === 201);
    const losers = results.filter((r) => r.response.statusCode !== 201);
    const held = await heldInDb(date, '20:00');

    expect(held).toBe(winners.reduce((sum, w) => sum + w.seats, 0));
    expect(held).toBeLessThanOrEqual(CAPACITY);
    expect(losers.length).toBeGreaterThan(0);
    // Seats left only ever shrink, so a loser's party must be larger than what is left at the end.
    const left = CAPACITY - held;
    for (const loser of losers) {
      expect(loser.response.statusCode).toBe(409);
      expect(loser.response.json().error.message).toBe(texts.slotUnavailable);
      expect(loser.seats).toBeGreaterThan(left);
    }
  });
});
