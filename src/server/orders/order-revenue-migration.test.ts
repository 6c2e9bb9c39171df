import { runMigrations } from '@server/db/client';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '@test/support/databases';
import { migrateUpTo } from '@test/support/migrations';
import { rollupMismatches } from '@test/support/rollups';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRollupsRepository } from './rollups';

/**
 * The dashboard's Revenue counts delivery fees, as the report's does (shared/sales-figures.ts):
 * orders written while it summed the dishes alone are recounted by the migration, and later writes
 * add their fees too.
 */
const USER = '00000000-0000-4000-8000-000000000001';
const id = (n: number) => `00000000-0000-4000-8000-0000000004${String(n).padStart(2, '0')}`;

describe.each(testDatabaseKinds())('dashboard revenue with delivery fees (%s)', (kind) => {
  let t: TestDatabase;
  const run = (text: string) => t.database.db.execute(sql.raw(text));
  const rollups = () => createRollupsRepository(t.database.db);
  const order = (n: number, stage: string, subtotal: number, fee: number, at: string) =>
    run(`insert into orders (id, order_id, user_id, email, customer_name, customer_phone,
      payment_id, fulfilment, delivery_address, subtotal_minor, delivery_fee_minor, total_minor,
      stage, created_at, canceled_at, delivered_at)
      values ('${id(n)}', 'TV-FEES${n}', '${USER}', 'ada@example.com', 'Ada', '080',
      gen_random_uuid(), 'delivery', '12 Marina Road', ${subtotal}, ${fee}, ${subtotal + fee},
      '${stage}', '${at}', ${stage === 'canceled' ? `'${at}'` : 'null'},
      ${stage === 'completed' ? `'${at}'` : 'null'})`);
  const june = new Date('2026-06-01T00:00:00+01:00');

  beforeAll(async () => {
    t = await createTestDatabase(kind, { migrate: false });
    await migrateUpTo(t.database, '0048_delivery_address_parts');
    await run(`insert into users (id, username, email, password_hash)
      values ('${USER}', 'Ada', 'ada@example.com', 'x')`);
    await order(1, 'new', 25_500_00, 500_00, '2026-06-10T12:00:00Z');
    await order(2, 'completed', 25_500_00, 500_00, '2026-06-10T13:00:00Z');
    await order(3, 'canceled', 9_000_00, 700_00, '2026-06-10T14:00:00Z');
  }, 120_000);
  afterAll(() => t?.dispose());

  it('summed the dishes alone before, and counts dishes and fees once migrated', async () => {
    expect((await rollups().totals()).revenueMinor).toBe(51_000_00);
    await runMigrations(t.database);
    expect(await rollupMismatches(t.database.db)).toEqual([]);
    expect((await rollups().totals()).revenueMinor).toBe(52_000_00);
    expect(await rollups().salesPerDay(june, 'Africa/Lagos')).toEqual([
      { date: '2026-06-10', revenueMinor: 52_000_00, orders: 2 },
    ]);
  });

  it('adds a later order with its fee, and takes it out when canceled', async () => {
    await order(4, 'new', 4_000_00, 800_00, '2026-06-10T15:00:00Z');
    expect((await rollups().totals()).revenueMinor).toBe(56_800_00);
    await run(`update orders set stage = 'canceled', canceled_at = now() where id = '${id(4)}'`);
    expect(await rollupMismatches(t.database.db)).toEqual([]);
    expect(await rollups().salesPerDay(june, 'Africa/Lagos')).toEqual([
      { date: '2026-06-10', revenueMinor: 52_000_00, orders: 2 },
    ]);
  });
});
