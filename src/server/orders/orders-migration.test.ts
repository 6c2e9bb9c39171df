import { runMigrations } from '@server/db/client';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '@test/support/databases';
import { migrateUpTo } from '@test/support/migrations';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Orders written by the old code (one row per paid cart line) become one order per payment with
 * its lines (drizzle/0007-0009), on a database migrated only up to the release before.
 */
const USER = '00000000-0000-4000-8000-000000000001';
const PAID3 = '00000000-0000-4000-8000-00000000000a';
const MIXED = '00000000-0000-4000-8000-00000000000b';
const SINGLE = '00000000-0000-4000-8000-00000000000c';
const line = (n: number) => `00000000-0000-4000-8000-0000000001${String(n).padStart(2, '0')}`;

async function writeOldRows(t: TestDatabase) {
  const run = (text: string) => t.database.db.execute(sql.raw(text));
  await run(`insert into users (id, username, email, password_hash)
    values ('${USER}', 'Ada', 'ada@example.com', 'x')`);
  const payment = (id: string, ref: string, amount: number, option: string, at: string) =>
    run(`insert into payments (id, reference, user_id, email, customer_name, provider, method,
      amount_minor, currency, status, delivery_address, delivery_phone, delivery_option, lines,
      created_at, paid_at)
      values ('${id}', '${ref}', '${USER}', 'ada@example.com', 'Ada Lovelace', 'sandbox', 'Sandbox',
      ${amount}, 'NGN', 'successful', '1 Marina, Lagos', '08030000000', '${option}', '[]',
      '${at}', '${at}')`);
  await payment(
    PAID3,
    'ref-3',
    1000 + 2 * 1500 + 2500 + 50000,
    'Home Delivery',
    '2026-01-01T10:00Z',
  );
  await payment(MIXED, 'ref-m', 2000 + 3000 + 50000, 'Pickup Station', '2026-01-02T10:00Z');
  await payment(SINGLE, 'ref-1', 4000 + 50000, 'Home Delivery', '2026-01-03T10:00Z');
  const order = (
    n: number,
    publicId: string,
    payment: string,
    name: string,
    unit: number,
    qty: number,
    at: string,
    extra: Record<string, string> = {},
  ) => {
    const cols = {
      id: `'${line(n)}'`,
      order_id: `'${publicId}'`,
      user_id: `'${USER}'`,
      email: `'ada@example.com'`,
      payment_id: `'${payment}'`,
      dish_id: `'dish-${n}'`,
      meal_name: `'${name}'`,
      meal_img: `'/img/${n}.webp'`,
      unit_price: String(unit),
      quantity: String(qty),
      price: String(unit * qty),
      created_at: `'${at}'`,
      ...extra,
    };
    return run(
      `insert into orders (${Object.keys(cols).join(', ')}) values (${Object.values(cols).join(', ')})`,
    );
  };
  // Three paid lines of one payment, written in the same instant.
  await order(1, 'TV-AAAA1', PAID3, 'Jollof', 1000, 1, '2026-01-01T10:00Z');
  await order(2, 'TV-AAAA2', PAID3, 'Suya', 1500, 2, '2026-01-01T10:00Z');
  await order(3, 'TV-AAAA3', PAID3, 'Puff-puff', 2500, 1, '2026-01-01T10:00Z');
  // One line delivered, the other canceled by the diner and refunded (its price only).
  await order(4, 'TV-BBBB1', MIXED, 'Egusi', 2000, 1, '2026-01-02T10:00Z', {
    status: `'delivered'`,
    delivered_at: `'2026-01-02T11:00Z'`,
  });
  await order(5, 'TV-BBBB2', MIXED, 'Moi moi', 3000, 1, '2026-01-02T10:00Z', {
    status: `'canceled'`,
    canceled_at: `'2026-01-02T10:30Z'`,
    refund_status: `'refunded'`,
    refund_minor: '3000',
    refunded_at: `'2026-01-02T10:31Z'`,
  });
  // A single line, canceled: its refund took the delivery fee too.
  await order(6, 'TV-CCCC1', SINGLE, 'Pepper soup', 4000, 1, '2026-01-03T10:00Z', {
    status: `'canceled'`,
    canceled_at: `'2026-01-03T10:30Z'`,
    refund_status: `'refunded'`,
    refund_minor: '54000',
    refunded_at: `'2026-01-03T10:31Z'`,
  });
  await run(
    `insert into order_status_history (order_id, status) values ('${line(5)}', 'canceled')`,
  );
}

describe.each(testDatabaseKinds())('orders made per line by the old code (%s)', (kind) => {
  let t: TestDatabase;
  const rows = async (text: string) => {
    const result = (await t.database.db.execute(sql.raw(text))) as unknown as {
      rows: Array<Record<string, unknown>>;
    };
    return result.rows;
  };

  beforeAll(async () => {
    t = await createTestDatabase(kind, { migrate: false });
    await migrateUpTo(t.database, '0006_refund_reconciliation_sql');
    await writeOldRows(t);
    await runMigrations(t.database);
  }, 120_000);
  afterAll(() => t?.dispose());

  it('become one order per payment, numbered by time, keeping the first line id and every old id', async () => {
    const orders = await rows(
      `select order_id, number, payment_id, status, fulfilment, customer_name, customer_phone,
        delivery_address, subtotal_minor, delivery_fee_minor, total_minor, refund_status, refund_minor
       from orders order by number`,
    );
    expect(orders).toEqual([
      expect.objectContaining({
        order_id: 'TV-AAAA1',
        number: 1001,
        payment_id: PAID3,
        status: 'paid',
        fulfilment: 'delivery',
        customer_name: 'Ada Lovelace',
        customer_phone: '08030000000',
        delivery_address: '1 Marina, Lagos',
        subtotal_minor: 6500,
        delivery_fee_minor: 50000,
        total_minor: 56500,
        refund_status: 'none',
        refund_minor: null,
      }),
      expect.objectContaining({
        order_id: 'TV-BBBB1',
        number: 1002,
        status: 'delivered',
        subtotal_minor: 5000,
        delivery_fee_minor: 50000,
        total_minor: 55000,
        refund_status: 'none',
      }),
      expect.objectContaining({
        order_id: 'TV-CCCC1',
        number: 1003,
        status: 'canceled',
        total_minor: 54000,
        refund_status: 'refunded',
        refund_minor: 54000,
      }),
    ]);
    const lines = await rows(
      `select o.order_id, l.position, l.name, l.quantity, l.unit_price_minor, l.line_total_minor,
        l.legacy_order_id, l.refund_minor, l.canceled_at is not null as canceled
       from order_lines l join orders o on o.id = l.order_id order by o.number, l.position`,
    );
    expect(lines.map((l) => [l.order_id, l.position, l.name, l.legacy_order_id])).toEqual([
      ['TV-AAAA1', 1, 'Jollof', 'TV-AAAA1'],
      ['TV-AAAA1', 2, 'Suya', 'TV-AAAA2'],
      ['TV-AAAA1', 3, 'Puff-puff', 'TV-AAAA3'],
      ['TV-BBBB1', 1, 'Egusi', 'TV-BBBB1'],
      ['TV-BBBB1', 2, 'Moi moi', 'TV-BBBB2'],
      ['TV-CCCC1', 1, 'Pepper soup', 'TV-CCCC1'],
    ]);
    // The line canceled inside a delivered order keeps its cancel and its refund.
    expect(lines[4]).toMatchObject({ canceled: true, refund_minor: 3000 });
    expect(lines[3]).toMatchObject({ canceled: false, refund_minor: null });
    expect(lines[1]).toMatchObject({ quantity: 2, unit_price_minor: 1500, line_total_minor: 3000 });
  });

  it('moves the status history of merged lines to their order and continues the numbers', async () => {
    const history = await rows(
      `select o.order_id from order_status_history h join orders o on o.id = h.order_id`,
    );
    expect(history).toEqual([{ order_id: 'TV-BBBB1' }]);
    const [next] = await rows(`select nextval('order_number_seq')::integer as n`);
    expect(next?.n).toBe(1004);
  });

  it('refuses a pickup with a fee or an address, and totals that do not add up', async () => {
    const insert = (fulfilment: string, address: string, fee: number, total: number) =>
      t.database.db.execute(
        sql.raw(`insert into orders (order_id, user_id, email, customer_name, customer_phone,
          payment_id, fulfilment, delivery_address, subtotal_minor, delivery_fee_minor, total_minor)
          values ('TV-X${fulfilment}${fee}${total}', '${USER}', 'a@b.c', 'A', '080',
          gen_random_uuid(), '${fulfilment}', ${address}, 1000, ${fee}, ${total})`),
      );
    await expect(insert('pickup', 'null', 500, 1500)).rejects.toThrow();
    await expect(insert('pickup', `'1 Marina'`, 0, 1000)).rejects.toThrow();
    await expect(insert('delivery', `'1 Marina'`, 500, 1400)).rejects.toThrow();
    await expect(insert('delivery', 'null', 500, 1500)).rejects.toThrow();
    await expect(insert('pickup', 'null', 0, 1000)).resolves.toBeDefined();
    await expect(
      t.database.db.execute(
        sql.raw(`insert into order_lines (order_id, position, name, image, unit_price_minor,
          quantity, line_total_minor) select id, 9, 'x', '', 100, 2, 300 from orders limit 1`),
      ),
    ).rejects.toThrow();
  });
});
