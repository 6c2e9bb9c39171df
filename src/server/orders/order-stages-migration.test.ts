import { runMigrations } from '@server/db/client';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '@test/support/databases';
import { migrateUpTo } from '@test/support/migrations';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Orders written before the stages (drizzle/0010_order_stages): paid -> new, delivered ->
 * completed, canceled -> canceled, their history becomes a timeline, and from then on the spec's
 * status is derived from the stage by the database (it can no longer be written on its own).
 */
const USER = '00000000-0000-4000-8000-000000000001';
const id = (n: number) => `00000000-0000-4000-8000-0000000002${String(n).padStart(2, '0')}`;

describe.each(testDatabaseKinds())('orders made before the stages (%s)', (kind) => {
  let t: TestDatabase;
  const run = (text: string) => t.database.db.execute(sql.raw(text));
  const rows = async (text: string) =>
    ((await run(text)) as unknown as { rows: Array<Record<string, unknown>> }).rows;

  beforeAll(async () => {
    t = await createTestDatabase(kind, { migrate: false });
    await migrateUpTo(t.database, '0009_orders_per_checkout_constraints');
    await run(`insert into users (id, username, email, password_hash)
      values ('${USER}', 'Ada', 'ada@example.com', 'x')`);
    for (const [n, status] of [
      [1, 'paid'],
      [2, 'delivered'],
      [3, 'canceled'],
    ] as const) {
      await run(`insert into orders (id, order_id, user_id, email, customer_name, customer_phone,
        payment_id, fulfilment, subtotal_minor, delivery_fee_minor, total_minor, status)
        values ('${id(n)}', 'TV-OLD${n}', '${USER}', 'ada@example.com', 'Ada', '080',
        gen_random_uuid(), 'pickup', 1000, 0, 1000, '${status}')`);
      await run(`insert into order_status_history (order_id, status) values ('${id(n)}', 'paid')`);
      if (status !== 'paid')
        await run(
          `insert into order_status_history (order_id, status) values ('${id(n)}', '${status}')`,
        );
    }
    await runMigrations(t.database);
  }, 120_000);
  afterAll(() => t?.dispose());

  it('gives each order the stage of its status, acknowledged, and the timeline its actors', async () => {
    expect(
      await rows(
        `select order_id, stage, status, acknowledged_at is not null as acknowledged from orders order by order_id`,
      ),
    ).toEqual([
      { order_id: 'TV-OLD1', stage: 'new', status: 'paid', acknowledged: true },
      { order_id: 'TV-OLD2', stage: 'completed', status: 'delivered', acknowledged: true },
      { order_id: 'TV-OLD3', stage: 'canceled', status: 'canceled', acknowledged: true },
    ]);
    expect(
      await rows(`select o.order_id, h.stage, h.actor_kind from order_status_history h
        join orders o on o.id = h.order_id order by o.order_id, h.stage = 'new' desc`),
    ).toEqual([
      { order_id: 'TV-OLD1', stage: 'new', actor_kind: 'system' },
      { order_id: 'TV-OLD2', stage: 'new', actor_kind: 'system' },
      { order_id: 'TV-OLD2', stage: 'completed', actor_kind: 'staff' },
      { order_id: 'TV-OLD3', stage: 'new', actor_kind: 'system' },
      { order_id: 'TV-OLD3', stage: 'canceled', actor_kind: 'diner' },
    ]);
  });

  it('derives the status from the stage and refuses writing it', async () => {
    // A finished order must carry its finish time (the delivered and canceled lists sort by it).
    await expect(
      run(`update orders set stage = 'completed' where order_id = 'TV-OLD1'`),
    ).rejects.toThrow();
    await run(
      `update orders set stage = 'rejected', canceled_at = now() where order_id = 'TV-OLD1'`,
    );
    expect(await rows(`select status from orders where order_id = 'TV-OLD1'`)).toEqual([
      { status: 'canceled' },
    ]);
    await run(
      `update orders set stage = 'preparing', canceled_at = null where order_id = 'TV-OLD1'`,
    );
    expect(await rows(`select status from orders where order_id = 'TV-OLD1'`)).toEqual([
      { status: 'paid' },
    ]);
    await expect(
      run(`update orders set status = 'delivered' where order_id = 'TV-OLD1'`),
    ).rejects.toThrow();
  });
});
