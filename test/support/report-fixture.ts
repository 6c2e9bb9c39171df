import type { Db } from '@server/db/client';
import { sql } from 'drizzle-orm';
import { seedPaidOrders } from './orders';

/**
 * Orders, refunds and bookings around the end of summer time in Europe/London (25 Oct 2026, 02:00
 * BST -> 01:00 GMT), with the report of 24-26 Oct computed by hand in reports.test.ts. A (00:30
 * BST on the 24th) is on the 23rd in UTC; C (00:30 on the 25th) on the 24th; D and E fall in the
 * hour lived twice (01:45 BST, then 01:15 GMT); F is the last second of the 26th; G and H lie just
 * outside. E is canceled and refunded on the 26th; I, placed before the range, is refunded on the
 * 24th; a failed refund (no money moved) on the 25th counts nowhere. Bookings: one of each kind
 * the report tells apart (held, no-show, canceled, expired), and one just outside.
 */
export const REPORT_ZONE = 'Europe/London';

interface Spec {
  at: string;
  fulfilment: 'delivery' | 'pickup';
  lines: Array<{ dish: 'jollof' | 'suya' | 'chapman'; quantity: number }>;
  channel?: string;
  note?: string;
  customerName?: string;
}

export const reportOrders: Record<string, Spec> = {
  A: {
    at: '2026-10-23T23:30:00Z',
    fulfilment: 'delivery',
    lines: [{ dish: 'jollof', quantity: 2 }],
    note: '=HYPERLINK("http://evil.example","click")',
    customerName: 'Obi, "Ada"',
  },
  B: {
    at: '2026-10-24T22:30:00Z',
    fulfilment: 'pickup',
    lines: [{ dish: 'suya', quantity: 1 }],
    channel: 'bank_transfer',
  },
  C: {
    at: '2026-10-24T23:30:00Z',
    fulfilment: 'pickup',
    lines: [
      { dish: 'jollof', quantity: 1 },
      { dish: 'suya', quantity: 2 },
    ],
  },
  D: {
    at: '2026-10-25T00:45:00Z',
    fulfilment: 'delivery',
    lines: [{ dish: 'chapman', quantity: 1 }],
  },
  E: { at: '2026-10-25T01:15:00Z', fulfilment: 'pickup', lines: [{ dish: 'suya', quantity: 4 }] },
  F: { at: '2026-10-26T23:59:59Z', fulfilment: 'pickup', lines: [{ dish: 'jollof', quantity: 1 }] },
  G: {
    at: '2026-10-23T22:59:00Z',
    fulfilment: 'pickup',
    lines: [{ dish: 'chapman', quantity: 1 }],
  },
  H: {
    at: '2026-10-27T00:00:00Z',
    fulfilment: 'pickup',
    lines: [{ dish: 'chapman', quantity: 1 }],
  },
  I: { at: '2026-10-20T12:00:00Z', fulfilment: 'pickup', lines: [{ dish: 'suya', quantity: 2 }] },
};

const PRICES = { jollof: 2500_00, suya: 1250_00, chapman: 800_00 };
const NAMES = { jollof: 'Jollof Rice', suya: 'Suya', chapman: 'Chapman' };

const exec = async (db: Db, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as { rows: Record<string, unknown>[] }).rows;

async function addDish(db: Db, name: string, category: string, price: number) {
  // Dishes name a category of the categories table (a foreign key).
  await exec(
    db,
    sql`insert into categories (name, position) values (${category}, 100 + (select count(*) from categories))
      on conflict do nothing`,
  );
  const [row] = await exec(
    db,
    sql`insert into dishes (name, category, area, price_minor, image_url, image_width, image_height)
      values (${name}, ${category}, 'Nigerian', ${price}, '/media/dishes/placeholder.svg', 10, 10)
      returning id::text as id`,
  );
  return String(row?.id);
}

async function cancelAndRefund(db: Db, orderId: string, canceledAt: string) {
  const [row] = await exec(
    db,
    sql`update orders set stage = 'canceled', canceled_at = ${canceledAt}::timestamptz,
      refund_status = 'refunded', refund_minor = total_minor, refunded_at = ${canceledAt}::timestamptz
      where order_id = ${orderId} returning payment_id::text as payment, total_minor`,
  );
  return { paymentId: String(row?.payment), totalMinor: Number(row?.total_minor) };
}

async function addRefund(db: Db, paymentId: string, amount: number, at: string, status: string) {
  await exec(
    db,
    sql`insert into refunds (payment_id, amount_minor, currency, status, created_at, updated_at)
      values (${paymentId}::uuid, ${amount}, 'NGN', ${status}, ${at}::timestamptz, ${at}::timestamptz)`,
  );
}

/** Writes the fixture; answers the public order ids by letter. */
export async function seedReportFixture(db: Db, user: { id: string; email: string }) {
  // Jollof has a category; Suya too; Chapman's line names no dish (shown as "Other").
  const jollof = await addDish(db, 'Jollof Rice', 'Rice', PRICES.jollof);
  const suya = await addDish(db, 'Suya', 'Grill', PRICES.suya);
  const ids: Record<string, string> = {};
  for (const [letter, spec] of Object.entries(reportOrders)) {
    const seeded = await seedPaidOrders(db, {
      userId: user.id,
      email: user.email,
      at: new Date(spec.at),
      fulfilment: spec.fulfilment,
      note: spec.note ?? null,
      customerName: spec.customerName,
      lines: spec.lines.map((l) => ({
        mealName: NAMES[l.dish],
        unitPrice: PRICES[l.dish],
        quantity: l.quantity,
        dishId: l.dish === 'jollof' ? jollof : l.dish === 'suya' ? suya : undefined,
      })),
    });
    ids[letter] = seeded.orderId;
    await exec(
      db,
      sql`insert into payments (id, reference, user_id, email, customer_name, provider, method,
        amount_minor, currency, status, channel, delivery_address, delivery_phone, delivery_option,
        lines, created_at, paid_at)
      select o.payment_id, 'ref-' || o.order_id, o.user_id, o.email, o.customer_name, 'sandbox',
        'Sandbox', o.total_minor, 'NGN', 'successful', ${spec.channel ?? 'card'},
        coalesce(o.delivery_address, ''), o.customer_phone, o.fulfilment, '[]'::jsonb,
        o.created_at, o.created_at
      from orders o where o.order_id = ${seeded.orderId}`,
    );
  }
  const e = await cancelAndRefund(db, ids.E ?? '', '2026-10-26T09:00:00Z');
  await addRefund(db, e.paymentId, e.totalMinor, '2026-10-26T09:00:00Z', 'refunded');
  const i = await cancelAndRefund(db, ids.I ?? '', '2026-10-24T10:00:00Z');
  await addRefund(db, i.paymentId, i.totalMinor, '2026-10-25T08:00:00Z', 'failed');
  await addRefund(db, i.paymentId, i.totalMinor, '2026-10-24T10:00:00Z', 'refunded');

  const book = (date: string, guests: number, status: string, requests = '') =>
    exec(
      db,
      sql`insert into reservations (user_id, first_name, last_name, email, phone, reservation_date,
        reservation_time, guests, status, special_requests)
      values (${user.id}::uuid, 'Ada', 'Obi', ${user.email}, '+234 803 555 0100', ${date}::date,
        '20:00', ${guests}, ${status}, ${requests})`,
    );
  await book('2026-10-24', 4, 'confirmed', '@birthday, cake\nplease');
  await book('2026-10-25', 2, 'pending');
  await book('2026-10-25', 6, 'canceled');
  // The host's day: a party that never came, one that did, one never confirmed.
  await book('2026-10-26', 3, 'no_show');
  await book('2026-10-26', 5, 'completed');
  await book('2026-10-26', 2, 'expired');
  await book('2026-10-27', 3, 'confirmed');
  return ids;
}
