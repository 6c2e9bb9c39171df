import { runMigrations } from '@server/db/client';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '@test/support/databases';
import { migrateUpTo } from '@test/support/migrations';
import { rollupMismatches } from '@test/support/rollups';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * drizzle/0022_booking_rules_and_seats_are_guests on rows the old wizard wrote: every booking holds one seat per
 * guest afterwards, undecided requests of past days are expired (no mail), and the ones ahead get
 * their 24-hour expiry; the dashboard's counts still match a recount.
 */
const USER = '00000000-0000-4000-8000-000000000001';

describe.each(testDatabaseKinds())('seats are guests: the migration on %s', (kind) => {
  let t: TestDatabase;
  const run = (text: string) => t.database.db.execute(sql.raw(text));
  const booking = (name: string, date: string, guests: number, seats: number, status: string) =>
    run(`insert into reservations (user_id, first_name, last_name, email, phone, reservation_date,
      reservation_time, guests, seats, status, created_at)
      values ('${USER}', '${name}', 'Obi', 'ada@example.com', '080', '${date}', '18:00', ${guests},
      ${seats}, '${status}', '2026-11-20T10:00:00Z')`);

  beforeAll(async () => {
    t = await createTestDatabase(kind, { migrate: false });
    await migrateUpTo(t.database, '0021_categories');
    await run(`insert into users (id, username, email, password_hash)
      values ('${USER}', 'Ada', 'ada@example.com', 'x')`);
    await booking('solo', '2099-01-10', 1, 2, 'pending'); // the wizard's 2-seat suggestion
    await booking('four', '2099-01-10', 4, 2, 'confirmed'); // a party of 4 holding 2 seats
    await booking('hoard', '2099-01-11', 1, 40, 'pending'); // 1 guest holding the evening
    await booking('old', '2020-01-10', 2, 2, 'pending'); // never decided, long past
    await booking('gone', '2099-01-12', 3, 5, 'canceled');
    await runMigrations(t.database);
  }, 120_000);
  afterAll(() => t?.dispose());

  it('makes every booking hold its party size, and keeps it so', async () => {
    const rows = (
      (await run(
        'select first_name, guests, seats, status, expires_at from reservations order by first_name',
      )) as unknown as {
        rows: Array<{
          first_name: string;
          guests: number;
          seats: number;
          status: string;
          expires_at: unknown;
        }>;
      }
    ).rows.map((r) => ({
      name: r.first_name,
      seats: Number(r.seats),
      status: r.status,
      expires: r.expires_at ? new Date(String(r.expires_at)).toISOString() : null,
    }));
    expect(rows).toEqual([
      { name: 'four', seats: 4, status: 'confirmed', expires: null },
      { name: 'gone', seats: 3, status: 'canceled', expires: null },
      { name: 'hoard', seats: 1, status: 'pending', expires: '2026-11-21T10:00:00.000Z' },
      { name: 'old', seats: 2, status: 'expired', expires: null },
      { name: 'solo', seats: 1, status: 'pending', expires: '2026-11-21T10:00:00.000Z' },
    ]);
    // No writer can make a booking hold more seats than guests any more.
    await expect(
      run(`update reservations set seats = 40 where first_name = 'four'`),
    ).rejects.toThrow();
    await run(`update reservations set guests = 6 where first_name = 'four'`);
    const four = (await run(
      `select seats from reservations where first_name = 'four'`,
    )) as unknown as {
      rows: Array<{ seats: number }>;
    };
    expect(Number(four.rows[0]!.seats)).toBe(6);
    expect(await rollupMismatches(t.database.db)).toEqual([]);
  });
});
