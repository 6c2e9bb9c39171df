import { reservationTexts as texts } from '@shared/reservations';
import { testDatabaseKinds } from '@test/support/databases';
import { bookingInput, signedInAdmin, signedInCustomer } from '@test/support/reservations';
import { createTestApp, type TestApp } from '@test/support/test-app';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { reservations } from './schema';

/**
 * Booking dates must not depend on the server's own zone. This file runs in the process's zone,
 * and timezones.test.ts runs it again under TZ=UTC, Africa/Lagos and America/Los_Angeles.
 *
 * The clock stands at 2030-03-14 23:30 UTC: already 15 March (00:30) in Lagos, still 14 March in
 * UTC (23:30) and in Los Angeles (16:30) — the hour where a toISOString() date goes wrong.
 */
const NOW = new Date('2030-03-14T23:30:00Z');

// Only when started by timezones.test.ts: prove the child really runs in the zone it was given.
const expectedZone = process.env.EXPECT_TZ;
if (expectedZone) {
  describe('the process runs in the zone it was asked to', () => {
    it(`is ${expectedZone}`, () => {
      expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(expectedZone);
      const offsets: Record<string, number> = {
        UTC: 0,
        'Africa/Lagos': -60,
        'America/Los_Angeles': 420,
      };
      expect(new Date(NOW).getTimezoneOffset()).toBe(offsets[expectedZone]);
    });
  });
}

describe.each(testDatabaseKinds())('dates in the restaurant zone on %s', (kind) => {
  let lagos: TestApp;
  let losAngeles: TestApp;
  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
    lagos = await createTestApp(kind);
    losAngeles = await createTestApp(kind, { RESTAURANT_TIMEZONE: 'America/Los_Angeles' });
  });
  afterAll(async () => {
    await lagos.close();
    await losAngeles.close();
    vi.useRealTimers();
  });

  it('the session answer tells every browser the restaurant’s zone, to show all times in', async () => {
    for (const [app, zone] of [
      [lagos, 'Africa/Lagos'],
      [losAngeles, 'America/Los_Angeles'],
    ] as const) {
      const session = await app.client().get('/api/auth/session');
      expect(session.statusCode).toBe(200);
      expect(session.json().timeZone).toBe(zone);
    }
  });

  it('a Lagos restaurant: today is 15 March; the picked date is stored, listed and mailed as is', async () => {
    const availability = (await lagos.client().get('/api/reservations/availability')).json();
    expect(availability).toMatchObject({ date: '2030-03-15', today: '2030-03-15' });
    expect(availability.slots.every((s: { state: string }) => s.state === 'available')).toBe(true);

    const { client } = await signedInCustomer(lagos, { email: 'zone@example.com' });
    const yesterday = await client.post('/api/reservations', bookingInput({ date: '2030-03-14' }));
    expect(yesterday.statusCode).toBe(400);
    expect(yesterday.json().error.message).toBe(texts.datePast);

    const created = await client.post(
      '/api/reservations',
      bookingInput({ date: '2030-03-15', time: '12:00' }),
    );
    expect(created.statusCode).toBe(201);
    const { id, date } = created.json().reservation;
    expect(date).toBe('2030-03-15');

    const [stored] = await lagos.db.database.db
      .select({
        asText: sql<string>`${reservations.reservationDate}::text`,
        typed: reservations.reservationDate,
      })
      .from(reservations)
      .where(eq(reservations.id, id));
    expect(stored).toEqual({ asText: '2030-03-15', typed: '2030-03-15' });

    expect((await client.get('/api/reservations/mine')).json().items[0].date).toBe('2030-03-15');
    const { client: admin } = await signedInAdmin(lagos);
    const listed = (await admin.get('/api/admin/reservations')).json().items;
    expect(listed.find((r: { id: string }) => r.id === id).date).toBe('2030-03-15');

    await lagos.services.mail.idle();
    const mail = lagos.mails.sent.find((m) => m.to === 'zone@example.com');
    expect(mail?.text).toContain('Date: Friday, 15 March 2030');
    expect(mail?.params?.reservationDate).toBe('2030-03-15');

    const after = (
      await lagos.client().get('/api/reservations/availability?date=2030-03-15')
    ).json();
    expect(after.slots[0]).toEqual({ time: '12:00', seatsLeft: 38, state: 'available' });
  });

  it('a Los Angeles restaurant: today is still 14 March at 16:30, so 16:00 is past and 18:00 is not', async () => {
    const availability = (await losAngeles.client().get('/api/reservations/availability')).json();
    expect(availability.today).toBe('2030-03-14');
    expect(availability.slots.map((s: { state: string }) => s.state)).toEqual([
      'past',
      'past',
      'past',
      'available',
      'available',
    ]);
    const { client } = await signedInCustomer(losAngeles);
    const late = await client.post(
      '/api/reservations',
      bookingInput({ date: '2030-03-14', time: '16:00' }),
    );
    expect(late.statusCode).toBe(409);
    const created = await client.post(
      '/api/reservations',
      bookingInput({ date: '2030-03-14', time: '18:00' }),
    );
    expect(created.statusCode).toBe(201);
    expect(created.json().reservation.date).toBe('2030-03-14');
  });
});
