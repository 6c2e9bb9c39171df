import { runMigrations } from '@server/db/client';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '@test/support/databases';
import { migrateUpTo } from '@test/support/migrations';
import { rollupMismatches } from '@test/support/rollups';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRollupsRepository } from './rollups';

/**
 * Orders and bookings written before the rollups (drizzle/0016_order_rollups_triggers) are counted
 * once by the migration, and every later write keeps the figures equal to a recount.
 */
const USER = '00000000-0000-4000-8000-000000000001';
const id = (n: number) => `00000000-0000-4000-8000-0000000003${String(n).padStart(2, '0')}`;

describe.each(testDatabaseKinds())(
  'dashboard figures of rows made before the rollups (%s)',
  (kind) => {
    let t: TestDatabase;
    const run = (text: string) => t.database.db.execute(sql.raw(text));
    const rollups = () => createRollupsRepository(t.database.db);
    const order = (n: number, stage: string, subtotal: number, at: string, refund = 'none') =>
      run(`insert into orders (id, order_id, user_id, email, customer_name, customer_phone,
      payment_id, fulfilment, subtotal_minor, delivery_fee_minor, total_minor, stage,
      refund_status, created_at)
      values ('${id(n)}', 'TV-ROLL${n}', '${USER}', 'ada@example.com', 'Ada', '080',
      gen_random_uuid(), 'pickup', ${subtotal}, 0, ${subtotal}, '${stage}', '${refund}', '${at}')`);
    const booking = (status: string, time: string) =>
      run(`insert into reservations (user_id, first_name, last_name, email, phone, reservation_date,
      reservation_time, guests, seats, status)
      values ('${USER}', 'Ada', 'Obi', 'ada@example.com', '080', '2026-06-20', '${time}', 2, 2,
      '${status}')`);

    beforeAll(async () => {
      t = await createTestDatabase(kind, { migrate: false });
      await migrateUpTo(t.database, '0011_restaurant_settings');
      await run(`insert into users (id, username, email, password_hash)
      values ('${USER}', 'Ada', 'ada@example.com', 'x')`);
      // Lagos is UTC+1: 22:59Z on the 9th is the 9th there, 23:00Z already the 10th.
      await order(1, 'new', 1000, '2026-06-09T22:59:59Z');
      await order(2, 'completed', 2000, '2026-06-09T23:00:00Z');
      await order(3, 'preparing', 4000, '2026-06-10T12:07:00Z');
      await order(4, 'canceled', 8000, '2026-06-10T12:08:00Z', 'pending');
      await order(5, 'rejected', 16000, '2026-06-10T12:09:00Z', 'refunded');
      await order(6, 'completed', 32000, '2026-05-01T09:00:00Z');
      await booking('pending', '18:00');
      await booking('confirmed', '18:00');
      await booking('confirmed', '19:00');
      await booking('canceled', '19:00');
      await runMigrations(t.database);
    }, 120_000);
    afterAll(() => t?.dispose());

    it('counts the rows already there once: tiles, days in the restaurant zone, bookings', async () => {
      expect(await rollupMismatches(t.database.db)).toEqual([]);
      expect(await rollups().totals()).toEqual({
        orders: 4,
        delivered: 2,
        revenueMinor: 1000 + 2000 + 4000 + 32000,
        refundsPending: 1,
      });
      const june = new Date('2026-06-01T00:00:00+01:00');
      expect(await rollups().salesPerDay(june, 'Africa/Lagos')).toEqual(
        expect.arrayContaining([
          { date: '2026-06-09', revenueMinor: 1000, orders: 1 },
          { date: '2026-06-10', revenueMinor: 6000, orders: 2 },
        ]),
      );
      expect(await rollups().salesPerDay(june, 'Africa/Lagos')).toHaveLength(2);
      // The same slices, read in another zone (UTC-3:30 lies on a quarter hour too).
      expect(await rollups().salesPerDay(june, 'America/St_Johns')).toEqual(
        expect.arrayContaining([{ date: '2026-06-09', revenueMinor: 3000, orders: 2 }]),
      );
    });

    it('keeps every later write in the figures, down to a truncate', async () => {
      await order(7, 'new', 500, '2026-06-10T13:00:00Z');
      await run(
        `update orders set stage = 'canceled', canceled_at = now(), refund_status = 'pending' where id = '${id(3)}'`,
      );
      await run(
        `update orders set stage = 'completed', delivered_at = now() where id = '${id(1)}'`,
      );
      await run(`update orders set refund_status = 'refunded' where id = '${id(4)}'`);
      await run(`update orders set created_at = '2026-06-11T10:00:00Z' where id = '${id(2)}'`);
      await run(`delete from orders where id = '${id(6)}'`);
      await run(`update reservations set status = 'canceled' where status = 'pending'`);
      // The report's slices (0031): dishes in, one line canceled, the payment written after its
      // order and its channel changed later.
      await run(`insert into order_lines (order_id, position, dish_id, name, image, unit_price_minor,
      quantity, line_total_minor) values ('${id(7)}', 1, 'd1', 'Suya', 'x.svg', 200, 1, 200),
      ('${id(7)}', 2, null, 'Chapman', 'x.svg', 150, 2, 300), ('${id(3)}', 1, 'd1', 'Suya', 'x.svg', 200, 1, 200)`);
      await run(
        `update order_lines set canceled_at = now() where order_id = '${id(7)}' and position = 1`,
      );
      await run(`insert into payments (id, reference, user_id, email, customer_name, provider, method,
      amount_minor, currency, status, channel, delivery_address, delivery_phone, delivery_option, lines)
      select payment_id, 'ref-7', user_id, email, customer_name, 'sandbox', 'Sandbox', total_minor,
      'NGN', 'successful', 'card', '', '080', 'pickup', '[]'::jsonb from orders where id = '${id(7)}'`);
      await run(`update payments set channel = 'bank_transfer' where reference = 'ref-7'`);
      await run(`update orders set stage = 'new', canceled_at = null where id = '${id(3)}'`);
      await run(`update orders set stage = 'canceled', canceled_at = now() where id = '${id(3)}'`);
      expect(await rollupMismatches(t.database.db)).toEqual([]);
      expect(await rollups().totals()).toEqual({
        orders: 3,
        delivered: 2,
        revenueMinor: 1000 + 2000 + 500,
        refundsPending: 1,
      });
      await run('truncate orders cascade');
      await run('truncate reservations cascade');
      expect(await rollupMismatches(t.database.db)).toEqual([]);
      expect((await rollups().totals()).orders).toBe(0);
    });
  },
);
