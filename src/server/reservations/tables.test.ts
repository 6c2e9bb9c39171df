import { addDays, reservationTexts as texts } from '@shared/reservations';
import { tableTexts } from '@shared/tables';
import { testDatabaseKinds } from '@test/support/databases';
import {
  bookingInput,
  restaurantToday,
  signedInAdmin,
  signedInCustomer,
} from '@test/support/reservations';
import { saveBookingRules } from '@test/support/settings';
import { createTestApp, type TestApp, type TestClient } from '@test/support/test-app';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const DINERS = 50;

/**
 * Tables and stay times through the HTTP API: the owner's tables, slots by the
 * party, best-fit assignment, the host's move, and 50 diners racing for the last table.
 */
describe.each(testDatabaseKinds())('tables on %s', (kind) => {
  let t: TestApp;
  let owner: TestClient;
  let diners: TestClient[];
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp(kind);
    await saveBookingRules(t, { maxActiveBookings: 50, slotInterval: 30 });
    owner = (await signedInAdmin(t)).client;
    diners = await Promise.all(
      Array.from({ length: DINERS }, async () => (await signedInCustomer(t)).client),
    );
    await Promise.all(
      diners.map((d) =>
        d.get('/api/auth/session').then((r) => {
          d.csrfToken = r.json().csrfToken;
        }),
      ),
    );
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  const add = (body: object) => owner.post('/api/admin/tables', body);
  const slotsFor = async (date: string, guests: number) => {
    const r = await t.client().get(`/api/reservations/availability?date=${date}&guests=${guests}`);
    expect(r.statusCode).toBe(200);
    return r.json() as { byTables: boolean; slots: { time: string; state: string }[] };
  };
  const free = async (date: string, guests: number, time: string) =>
    (await slotsFor(date, guests)).slots.find((s) => s.time === time)?.state === 'available';

  it('the owner lists tables; names are unique and seats make sense, in words', async () => {
    for (const [name, min, max] of [
      ['T1', 1, 2],
      ['T2', 1, 2],
      ['T4', 2, 4],
    ] as const) {
      const r = await add({ name, minSeats: min, maxSeats: max, area: 'Inside' });
      expect(r.statusCode).toBe(201);
      ids[name] = r.json().table.id;
    }
    const joined = await owner.request('PUT', `/api/admin/tables/${ids.T2}`, {
      name: 'T2',
      minSeats: 1,
      maxSeats: 2,
      area: 'Inside',
      joinsWith: [ids.T1],
    });
    expect(joined.statusCode).toBe(200);
    const taken = await add({ name: 't1', minSeats: 1, maxSeats: 2, area: 'Terrace' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toBe(tableTexts.nameTaken);
    const upside = await add({ name: 'T9', minSeats: 6, maxSeats: 2, area: 'Inside' });
    expect(upside.statusCode).toBe(400);
    expect(JSON.stringify(upside.json())).toContain(tableTexts.minAboveMax);
    const list = await owner.get('/api/admin/tables');
    expect(list.json().tables.map((x: { name: string }) => x.name)).toEqual(['T1', 'T2', 'T4']);
  });

  it('offers 30-minute slots by the party, assigns the best fit, joins a pair, holds for the stay', async () => {
    const date = addDays(restaurantToday(), 5);
    const day = await slotsFor(date, 4);
    expect(day.byTables).toBe(true);
    expect(day.slots.map((s) => s.time)).toContain('18:30');
    // A party of 4 sits at T4 (the smallest that fits), for 120 minutes.
    const first = await diners[0]!.post(
      '/api/reservations',
      bookingInput({ date, time: '18:00', guests: 4 }),
    );
    expect(first.statusCode).toBe(201);
    expect(first.json().reservation.tables).toEqual(['T4']);
    // Another 4 at 19:00: T4 is held until 20:00, so T1 + T2 are pushed together.
    const second = await diners[1]!.post(
      '/api/reservations',
      bookingInput({ date, time: '19:00', guests: 4 }),
    );
    expect(second.statusCode).toBe(201);
    expect(second.json().reservation.tables).toEqual(['T1', 'T2']);
    // Now nothing seats 4 at 19:30, and a party of 3 neither; from 20:00 T4 is free again.
    expect(await free(date, 4, '19:30')).toBe(false);
    expect(await free(date, 3, '19:30')).toBe(false);
    expect(await free(date, 4, '20:00')).toBe(true);
    const refused = await diners[2]!.post(
      '/api/reservations',
      bookingInput({ date, time: '19:30', guests: 3 }),
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(texts.slotUnavailable);
    // A party too large for any table or pair is offered nothing.
    expect((await slotsFor(date, 7)).slots.every((s) => s.state !== 'available')).toBe(true);
  });

  it('the host moves a booking to a free table, and is refused a taken one', async () => {
    const date = addDays(restaurantToday(), 6);
    const a = await diners[3]!.post(
      '/api/reservations',
      bookingInput({ date, time: '12:00', guests: 2 }),
    );
    const b = await diners[4]!.post(
      '/api/reservations',
      bookingInput({ date, time: '12:30', guests: 2 }),
    );
    expect([a.json().reservation.tables, b.json().reservation.tables]).toEqual([['T1'], ['T2']]);
    const moved = await owner.post(`/api/admin/reservations/${a.json().reservation.id}/table`, {
      tableId: ids.T4,
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().reservation.tables).toEqual(['T4']);
    const clash = await owner.post(`/api/admin/reservations/${b.json().reservation.id}/table`, {
      tableId: ids.T4,
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error.message).toBe(tableTexts.tableBusy);
    const list = await owner.get('/api/admin/reservations');
    const names = Object.fromEntries(
      list.json().items.map((r: { id: string; tables: string[] }) => [r.id, r.tables]),
    );
    expect(names[a.json().reservation.id]).toEqual(['T4']);
    // A table with upcoming bookings cannot be removed.
    const removed = await owner.request('DELETE', `/api/admin/tables/${ids.T4}`);
    expect(removed.statusCode).toBe(409);
    expect(removed.json().error.message).toBe(tableTexts.inUse);
  });

  it('50 diners race for the last table: exactly one wins, the others hear 409 in words', async () => {
    const date = addDays(restaurantToday(), 9);
    // Two couples take T1 and T2 at 21:00: T4 is the last table.
    for (const d of [diners[5]!, diners[6]!]) {
      const r = await d.post('/api/reservations', bookingInput({ date, time: '21:00', guests: 2 }));
      expect(r.statusCode).toBe(201);
    }
    const race = await Promise.all(
      diners.map((d) =>
        d.post('/api/reservations', bookingInput({ date, time: '21:00', guests: 3 })),
      ),
    );
    const won = race.filter((r) => r.statusCode === 201);
    expect(won).toHaveLength(1);
    expect(won[0]!.json().reservation.tables).toEqual(['T4']);
    for (const lost of race.filter((r) => r.statusCode !== 201)) {
      expect(lost.statusCode).toBe(409);
      expect(lost.json().error.message).toBe(texts.slotUnavailable);
    }
    // No table holds two bookings at once, read back from the database.
    const rows = await t.db.database.db.execute(
      sql`select a.table_id from reservation_tables a join reservation_tables b
          on a.table_id = b.table_id and a.reservation_id < b.reservation_id
          and a.reservation_date = b.reservation_date
          and a.starts_min < b.ends_min and b.starts_min < a.ends_min
          join reservations ra on ra.id = a.reservation_id and ra.status in ('pending', 'confirmed')
          join reservations rb on rb.id = b.reservation_id and rb.status in ('pending', 'confirmed')`,
    );
    expect((rows as unknown as { rows: unknown[] }).rows).toHaveLength(0);
    expect(await free(date, 2, '21:00')).toBe(false);
  }, 60_000);
});
