import { createStaff } from '@server/seed/factories';
import { addDays } from '@shared/reservations';
import { testDatabaseKinds } from '@test/support/databases';
import { bookingInput, restaurantToday, signedInCustomer } from '@test/support/reservations';
import { saveBookingRules } from '@test/support/settings';
import { createTestApp, type TestApp, type TestClient } from '@test/support/test-app';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reservationWaitlist } from './schema';

/**
 * The waitlist by tables: the host cancels the booking at the only table, the
 * first waiting party is offered that table, and while the offer lives nobody else is offered or
 * can book it; the offered diner books it and gets the table.
 */
describe.each(testDatabaseKinds())('the waitlist by tables on %s', (kind) => {
  let t: TestApp;
  let host: TestClient;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await saveBookingRules(t, { maxActiveBookings: 50, slotInterval: 30 });
    const member = await createStaff(t.services, 'host');
    host = t.client();
    const login = await host.post('/api/auth/admin/login', {
      email: member.email,
      password: member.password,
    });
    expect(login.statusCode, login.body).toBe(200);
    await t.services.reservations.tables.add({
      name: 'T2',
      minSeats: 1,
      maxSeats: 2,
      area: 'Inside',
      joinsWith: [],
    });
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  const slotState = async (date: string) => {
    const r = await t.client().get(`/api/reservations/availability?date=${date}&guests=2`);
    return r.json().slots.find((s: { time: string }) => s.time === '20:00')?.state as string;
  };

  it('offers the freed table to the first in line and holds it for them alone', async () => {
    const date = addDays(restaurantToday(), 6);
    const input = bookingInput({ date, time: '20:00', guests: 2 });
    const a = (await signedInCustomer(t)).client;
    const first = await a.post('/api/reservations', input);
    expect(first.statusCode, first.body).toBe(201);
    expect(await slotState(date)).toBe('full');

    const { client: b, customer } = await signedInCustomer(t);
    const joined = await b.post('/api/reservations/waitlist', {
      ...input,
      specialRequests: undefined,
    });
    expect(joined.statusCode, joined.body).toBe(201);
    const c = (await signedInCustomer(t)).client;
    expect(
      (await c.post('/api/reservations/waitlist', { ...input, specialRequests: undefined }))
        .statusCode,
    ).toBe(201);

    const canceled = await host.post(
      `/api/admin/reservations/${first.json().reservation.id}/status`,
      {
        to: 'canceled',
      },
    );
    expect(canceled.statusCode, canceled.body).toBe(200);
    await t.services.reservations.waitlist.sweep();
    const rows = await t.db.database.db
      .select()
      .from(reservationWaitlist)
      .where(eq(reservationWaitlist.restaurantDay, date));
    const bRow = rows.find((r) => r.email === customer.email);
    expect(bRow?.status).toBe('offered');
    expect(bRow?.tableIds).toHaveLength(1);
    expect(rows.filter((r) => r.status === 'offered')).toHaveLength(1);

    // Held: the time is full for everyone else, and their booking is refused.
    expect(await slotState(date)).toBe('full');
    expect((await c.post('/api/reservations', input)).statusCode).toBe(409);

    const token = t.services.links.sign('waitlist-offer', bRow!.id, bRow!.offerExpiresAt!);
    const booked = await b.post('/api/reservations/waitlist/offer/book', { token });
    expect(booked.statusCode, booked.body).toBe(201);
    expect(booked.json().reservation.tables).toEqual(['T2']);
    const [after] = await t.db.database.db
      .select()
      .from(reservationWaitlist)
      .where(and(eq(reservationWaitlist.id, bRow!.id)));
    expect(after?.status).toBe('booked');
    // C still waits: nothing was freed for them.
    await t.services.reservations.waitlist.sweep();
    expect(
      (await c.get('/api/reservations/waitlist'))
        .json()
        .entries.map((e: { status: string }) => e.status),
    ).toEqual(['waiting']);
  });
});
