import { testConfig } from '@server/config';
import { mailOutbox } from '@server/mail/schema';
import { pendingExpiresAt } from '@shared/booking-rules';
import { messages } from '@shared/messages';
import { addDays, reservationTexts as texts } from '@shared/reservations';
import { testDatabaseKinds } from '@test/support/databases';
import {
  bookingInput,
  mailsSettled,
  restaurantToday,
  seatsLeft,
  signedInAdmin,
  signedInCustomer,
} from '@test/support/reservations';
import { saveBookingRules } from '@test/support/settings';
import { createTestApp, type TestApp } from '@test/support/test-app';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReservationsRepository } from './repository';
import { reservations } from './schema';
import { createReservationsService } from './service';
import { tablesDepsFor } from './tables-service';

const HOUR = 3_600_000;

/** Seats are guests, parties up to a size, a cap per account, pending expiry. */
describe.each(testDatabaseKinds())('booking rules on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });
  const db = () => t.db.database.db;

  it('holds one seat per guest: a party of 4 takes 4 seats, and no seat count is taken apart', async () => {
    const { client } = await signedInCustomer(t);
    const date = addDays(restaurantToday(), 4);
    const before = await seatsLeft(t, date, '14:00');
    const created = await client.post(
      '/api/reservations',
      bookingInput({ date, time: '14:00', guests: 4 }),
    );
    expect(created.statusCode).toBe(201);
    expect(created.json().reservation).toMatchObject({ guests: 4, seats: 4 });
    expect(await seatsLeft(t, date, '14:00')).toBe(before - 4);
  });

  it('books parties up to the online maximum; a larger one is asked to call, with the phone', async () => {
    const { client } = await signedInCustomer(t);
    const date = addDays(restaurantToday(), 5);
    expect(
      (await client.post('/api/reservations', bookingInput({ date, guests: 8 }))).statusCode,
    ).toBe(201);
    const nine = await client.post('/api/reservations', bookingInput({ date, guests: 9 }));
    expect(nine.statusCode).toBe(400);
    const { phone } = (await t.services.settings.current()).details;
    expect(nine.json().error.fields.guests).toBe(messages.booking.callForGroups(8, phone));
    expect(nine.json().error.fields.guests).toContain('For groups over 8 please call us');
    const availability = (
      await t.client().get(`/api/reservations/availability?date=${date}`)
    ).json();
    // With the deposit terms the wizard tells before booking: off by default.
    expect(availability.rules).toEqual({
      maxOnlineParty: 8,
      windowDays: 60,
      phone,
      depositFromParty: 6,
      depositPerGuestMinor: 0,
      changeCutoffHours: 2,
    });
  });

  it('refuses past and too-far days in words, by the window the owner set', async () => {
    const { client } = await signedInCustomer(t);
    await saveBookingRules(t, { windowDays: 14 });
    try {
      const far = await client.post(
        '/api/reservations',
        bookingInput({ date: addDays(restaurantToday(), 15) }),
      );
      expect(far.json().error.fields.date).toBe('Bookings open up to 14 days ahead');
      const past = await client.post(
        '/api/reservations',
        bookingInput({ date: addDays(restaurantToday(), -1) }),
      );
      expect(past.json().error.fields.date).toBe(messages.booking.datePast);
      expect(
        (
          await client.post(
            '/api/reservations',
            bookingInput({ date: addDays(restaurantToday(), 14) }),
          )
        ).statusCode,
      ).toBe(201);
    } finally {
      await saveBookingRules(t, {});
    }
  });

  it('lets one account hold at most 3 upcoming bookings: of 10 parallel requests exactly 3 win', async () => {
    const { client, customer } = await signedInCustomer(t);
    client.csrfToken = (await client.get('/api/auth/session')).json().csrfToken;
    const base = addDays(restaurantToday(), 20);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        client.post('/api/reservations', bookingInput({ date: addDays(base, i), time: '18:00' })),
      ),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([201, 201, 201, 409, 409, 409, 409, 409, 409, 409]);
    for (const refused of answers.filter((a) => a.statusCode === 409))
      expect(refused.json().error.message).toBe(messages.booking.tooManyActive(3));
    const held = await db()
      .select({ id: reservations.id })
      .from(reservations)
      .where(
        and(
          eq(reservations.email, customer.email),
          inArray(reservations.status, ['pending', 'confirmed']),
        ),
      );
    expect(held).toHaveLength(3);

    // Canceling one makes room for exactly one more.
    const one = answers.find((a) => a.statusCode === 201)!.json().reservation.id;
    expect((await client.post(`/api/reservations/${one}/cancel`)).statusCode).toBe(200);
    expect((await client.post('/api/reservations', bookingInput({ date: base }))).statusCode).toBe(
      201,
    );
    expect((await client.post('/api/reservations', bookingInput({ date: base }))).statusCode).toBe(
      409,
    );
  });

  it('expires a pending booking after 24 h, frees its seats and mails the diner once, with two instances sweeping', async () => {
    const { client } = await signedInCustomer(t, { email: 'expiring@example.com' });
    const date = addDays(restaurantToday(), 6);
    const made = Date.now();
    const created = await client.post(
      '/api/reservations',
      bookingInput({ date, time: '20:00', guests: 5 }),
    );
    expect(created.statusCode).toBe(201);
    const id = created.json().reservation.id as string;
    const [row] = await db().select().from(reservations).where(eq(reservations.id, id));
    expect(row!.expiresAt!.getTime()).toBeGreaterThanOrEqual(made + 24 * HOUR - 1000);
    expect(row!.expiresAt!.getTime()).toBeLessThanOrEqual(Date.now() + 24 * HOUR);
    const left = await seatsLeft(t, date, '20:00');

    // Two instances on one database, each with its own service and clock.
    const instance = () =>
      createReservationsService({
        repo: createReservationsRepository(db()),
        config: testConfig(),
        mail: t.services.mail,
        log: t.app.log,
        settings: t.services.settings,
        ...tablesDepsFor(db(), t.services.settings, testConfig().timeZone),
      });
    const [a, b] = [instance(), instance()];
    // An hour before its time nothing expires.
    expect(await a.expirePending(new Date(made + 23 * HOUR))).toBe(0);
    const later = new Date(made + 25 * HOUR);
    const swept = await Promise.all([
      a.expirePending(later),
      b.expirePending(later),
      a.expirePending(later),
    ]);
    expect(swept.reduce((sum, n) => sum + n, 0)).toBeGreaterThanOrEqual(1);
    const [after] = await db().select().from(reservations).where(eq(reservations.id, id));
    expect(after!.status).toBe('expired');
    expect(await seatsLeft(t, date, '20:00')).toBe(left + 5);
    const mails = await db()
      .select({ kind: mailOutbox.kind })
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'expiring@example.com'));
    expect(mails.map((m) => m.kind).sort()).toEqual([
      'reservation_confirmation',
      'reservation_expired',
    ]);
    await mailsSettled(t);
    // An expired booking cannot be confirmed afterwards, nor expired again.
    expect(await a.expirePending(later)).toBe(0);
    const { client: admin } = await signedInAdmin(t);
    const confirm = await admin.post(`/api/admin/reservations/${id}/confirm`);
    expect(confirm.statusCode).toBe(409);
    expect(confirm.json().error.message).toBe(texts.expiredCannotConfirm);
  });

  it('never lets a pending booking outlive its start', async () => {
    const { client } = await signedInCustomer(t);
    await saveBookingRules(t, { pendingExpiryHours: 336 });
    try {
      const date = addDays(restaurantToday(), 2);
      const created = await client.post('/api/reservations', bookingInput({ date, time: '12:00' }));
      const [row] = await db()
        .select()
        .from(reservations)
        .where(eq(reservations.id, created.json().reservation.id));
      expect(row!.expiresAt).toEqual(
        pendingExpiresAt(new Date(0), date, '12:00', 'Africa/Lagos', 1e9),
      );
    } finally {
      await saveBookingRules(t, {});
    }
  });
});
