import { mailOutbox } from '@server/mail/schema';
import { createStaff } from '@server/seed/factories';
import { bookingStageTexts as st } from '@shared/booking-stages';
import type { StaffRole } from '@shared/permissions';
import { addDays } from '@shared/reservations';
import { testDatabaseKinds } from '@test/support/databases';
import {
  bookingInput,
  mailsSettled,
  restaurantToday,
  signedInCustomer,
} from '@test/support/reservations';
import { saveBookingRules } from '@test/support/settings';
import { createTestApp, type TestApp, type TestClient } from '@test/support/test-app';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The host's day through the HTTP API, as a host (not the owner): every stage,
 * edits re-checked against the tables, walk-ins racing for the last table, the mails each change
 * writes, and a kitchen member refused every route.
 */
describe.each(testDatabaseKinds())("the host's day on %s", (kind) => {
  let t: TestApp;
  let host: TestClient;
  let kitchen: TestClient;
  const tables: Record<string, string> = {};

  const staffClient = async (role: StaffRole) => {
    const member = await createStaff(t.services, role);
    const client = t.client();
    const login = await client.post('/api/auth/admin/login', {
      email: member.email,
      password: member.password,
    });
    expect(login.statusCode, login.body).toBe(200);
    return client;
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    await saveBookingRules(t, { maxActiveBookings: 50, slotInterval: 30 });
    host = await staffClient('host');
    kitchen = await staffClient('kitchen');
    for (const [name, min, max] of [
      ['T1', 1, 2],
      ['T2', 1, 2],
      ['T4', 2, 4],
    ] as const) {
      const table = await t.services.reservations.tables.add({
        name,
        minSeats: min,
        maxSeats: max,
        area: 'Inside',
        joinsWith: [],
      });
      tables[name] = table.id;
    }
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  /** A diner of their own (their own address: the mails they get are theirs alone). */
  const book = async (date: string, time: string, guests = 2) => {
    const { client, customer } = await signedInCustomer(t);
    const r = await client.post('/api/reservations', bookingInput({ date, time, guests }));
    expect(r.statusCode, r.body).toBe(201);
    return { id: r.json().reservation.id as string, email: customer.email };
  };
  const move = (id: string, to: string, reason?: string) =>
    host.post(`/api/admin/reservations/${id}/status`, reason ? { to, reason } : { to });
  const mailKinds = async (email: string) => {
    await mailsSettled(t);
    const rows = await t.db.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, email))
      .orderBy(asc(mailOutbox.createdAt));
    return rows.map((r) => r.kind);
  };

  it('moves a booking through every allowed stage and mails only the guest-facing ones', async () => {
    const date = addDays(restaurantToday(), 4);
    const a = await book(date, '18:00');
    for (const to of ['confirmed', 'seated', 'completed']) {
      const r = await move(a.id, to);
      expect(r.statusCode, r.body).toBe(200);
      expect(r.json().reservation.status).toBe(to);
    }
    expect(await mailKinds(a.email)).toEqual(['reservation_confirmation', 'reservation_confirmed']);
    // The audit log holds each move, by the host, with before and after.
    const audited = (await t.db.database.db.execute(
      sql`select action, before->>'status' as was, after->>'status' as now, actor_role
        from audit_log where subject_id = ${a.id} order by at, id`,
    )) as unknown as { rows: Array<Record<string, string>> };
    expect(audited.rows).toEqual([
      { action: 'booking.status', was: 'pending', now: 'confirmed', actor_role: 'host' },
      { action: 'booking.status', was: 'confirmed', now: 'seated', actor_role: 'host' },
      { action: 'booking.status', was: 'seated', now: 'completed', actor_role: 'host' },
    ]);
    // A finished booking cannot go back: 409 names the status it is in.
    const back = await move(a.id, 'seated');
    expect(back.statusCode).toBe(409);
    expect(back.json().error.message).toBe(st.cannotMove('completed', 'seated'));

    const b = await book(date, '18:00');
    const noReason = await move(b.id, 'declined');
    expect(noReason.statusCode).toBe(400);
    expect(JSON.stringify(noReason.json())).toContain(st.reasonRequired);
    const declined = await move(b.id, 'declined', 'A private party has the room.');
    expect(declined.statusCode).toBe(200);
    expect(declined.json().reservation.declineReason).toBe('A private party has the room.');
    expect(await mailKinds(b.email)).toEqual(['reservation_confirmation', 'reservation_declined']);
    const [declineMail] = await t.db.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, 'reservation_declined'));
    expect(declineMail?.text).toContain('A private party has the room.');

    const c = await book(date, '19:00');
    expect((await move(c.id, 'confirmed')).statusCode).toBe(200);
    expect((await move(c.id, 'no_show')).statusCode).toBe(200);
    expect(await mailKinds(c.email)).toEqual(['reservation_confirmation', 'reservation_confirmed']);

    const d = await book(date, '19:00');
    const canceled = await move(d.id, 'canceled');
    expect(canceled.json().reservation.canceledBy).toBe('restaurant');
    const e = await book(date, '20:00');
    expect((await move(e.id, 'confirmed')).statusCode).toBe(200);
    expect((await move(e.id, 'canceled')).statusCode).toBe(200);
    expect(await mailKinds(d.email)).toEqual([
      'reservation_confirmation',
      'reservation_canceled_by_restaurant',
    ]);
    expect((await mailKinds(e.email)).at(-1)).toBe('reservation_canceled_by_restaurant');
    // The database keeps the stages too: a write past the service is refused.
    await expect(
      t.db.database.db.execute(
        sql`update reservations set status = 'pending' where id = ${a.id}::uuid`,
      ),
    ).rejects.toThrow();
    // Pending cannot be seated straight away.
    const f = await book(date, '20:00');
    const early = await move(f.id, 'seated');
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe(st.cannotMove('pending', 'seated'));

    // The day view lists every status, with covers per slot from those that came or are coming.
    const day = await host.get(`/api/admin/reservations/day?date=${date}`);
    expect(day.statusCode).toBe(200);
    const view = day.json();
    expect(view.tables).toHaveLength(3);
    expect(new Set(view.bookings.map((x: { status: string }) => x.status))).toEqual(
      new Set(['completed', 'declined', 'no_show', 'canceled', 'pending']),
    );
    expect(view.covers).toEqual([
      { time: '18:00', covers: 2, bookings: 1 },
      { time: '20:00', covers: 2, bookings: 1 },
    ]);
  });

  it('an edit that collides on a table is refused; one that fits is saved and mailed', async () => {
    const date = addDays(restaurantToday(), 5);
    const x = await book(date, '18:00');
    const y = await book(date, '18:00');
    const list = async () =>
      (await host.get(`/api/admin/reservations/day?date=${date}`)).json().bookings as {
        id: string;
        tables: string[];
        time: string;
      }[];
    const tableOf = async (id: string) => (await list()).find((b) => b.id === id)?.tables;
    const xTable = (await tableOf(x.id))![0]!;
    const clash = await host.request('PATCH', `/api/admin/reservations/${y.id}`, {
      tableId: tables[xTable],
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error.message).toBe(st.editNoFit);
    // Later in the evening, the same table is free: accepted, and the guest is told.
    const later = await host.request('PATCH', `/api/admin/reservations/${y.id}`, {
      time: '21:00',
      tableId: tables[xTable],
    });
    expect(later.statusCode, later.body).toBe(200);
    expect(later.json().reservation).toMatchObject({ time: '21:00', tables: [xTable] });
    // A table move alone does not mail the guest; a party change does.
    const moved = await host.request('PATCH', `/api/admin/reservations/${y.id}`, {
      tableId: tables.T4,
    });
    expect(moved.json().reservation.tables).toEqual(['T4']);
    const bigger = await host.request('PATCH', `/api/admin/reservations/${y.id}`, {
      partySize: 4,
    });
    expect(bigger.statusCode).toBe(200);
    expect(bigger.json().reservation.guests).toBe(4);
    expect(await mailKinds(y.email)).toEqual([
      'reservation_confirmation',
      'reservation_changed',
      'reservation_changed',
    ]);
    // Too many for any table: refused, and nothing changed.
    const tooMany = await host.request('PATCH', `/api/admin/reservations/${y.id}`, {
      partySize: 9,
    });
    expect(tooMany.statusCode).toBe(409);
    expect((await list()).find((b) => b.id === y.id)?.tables).toEqual(['T4']);
  });

  it('walk-ins take free tables now; ten racing for the last one: one wins', async () => {
    const four = await host.post('/api/admin/reservations/walk-ins', { partySize: 4 });
    expect(four.statusCode, four.body).toBe(201);
    expect(four.json().reservation).toMatchObject({
      status: 'seated',
      source: 'walk_in',
      tables: ['T4'],
      date: restaurantToday(),
    });
    const chosen = await host.post('/api/admin/reservations/walk-ins', {
      partySize: 2,
      name: 'Kemi',
      phone: '0803 111 2222',
      tableId: tables.T1,
    });
    expect(chosen.statusCode, chosen.body).toBe(201);
    expect(chosen.json().reservation.tables).toEqual(['T1']);
    const race = await Promise.all(
      Array.from({ length: 10 }, () =>
        host.post('/api/admin/reservations/walk-ins', { partySize: 2 }),
      ),
    );
    expect(race.filter((r) => r.statusCode === 201)).toHaveLength(1);
    for (const lost of race.filter((r) => r.statusCode !== 201)) {
      expect(lost.statusCode).toBe(409);
      expect(lost.json().error.message).toBe(st.walkInNoFit);
    }
    const full = await host.post('/api/admin/reservations/walk-ins', { partySize: 1 });
    expect(full.statusCode).toBe(409);
    // Completing the party of four frees T4 for the next walk-in.
    expect((await move(four.json().reservation.id, 'completed')).statusCode).toBe(200);
    const next = await host.post('/api/admin/reservations/walk-ins', { partySize: 3 });
    expect(next.statusCode, next.body).toBe(201);
    expect(next.json().reservation.tables).toEqual(['T4']);
  }, 60_000);

  it('a kitchen member is refused every host route', async () => {
    const date = addDays(restaurantToday(), 6);
    const z = await book(date, '18:00');
    const calls = [
      kitchen.get(`/api/admin/reservations/day?date=${date}`),
      kitchen.post(`/api/admin/reservations/${z.id}/status`, { to: 'confirmed' }),
      kitchen.request('PATCH', `/api/admin/reservations/${z.id}`, { time: '19:00' }),
      kitchen.post('/api/admin/reservations/walk-ins', { partySize: 2 }),
    ];
    for (const r of await Promise.all(calls)) expect(r.statusCode).toBe(403);
  });
});
