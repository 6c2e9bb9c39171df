import { orders } from '@server/orders/schema';
import { eq, ne } from 'drizzle-orm';
import { expect } from 'vitest';
import { type Ctx, type Entry, json, staff } from './kit';

/** Staff orders (issue 19 item 3): placing one and marking it paid need orders.manage. */

const orderBody = (c: Ctx) => ({
  lines: [{ dishId: c.ids.dish, quantity: 1 }],
  customer: { name: 'Matrix Caller', phone: '+234 803 555 0100' },
  fulfilment: 'pickup',
  payment: 'cash',
});

const staffOrders = async (c: Ctx) =>
  (await c.t.db.database.db.select().from(orders).where(ne(orders.source, 'online'))).length;

/** A fresh unpaid phone order, placed by the owner. */
const unpaidOrder = async (c: Ctx) => {
  const placed = await c.clients.owner.post('/api/admin/orders', orderBody(c));
  expect(placed.statusCode, placed.body).toBe(201);
  return { orderId: json(placed).order.orderId as string };
};

const awaitingPayment = async (c: Ctx, orderId: string) => {
  const [row] = await c.t.db.database.db.select().from(orders).where(eq(orders.orderId, orderId));
  return row?.awaitingPayment;
};

export const staffOrderEntries: Record<string, Entry> = {
  'POST /api/admin/orders': {
    ...staff('orders.manage', 201),
    setup: async (c) => ({ before: String(await staffOrders(c)) }),
    call: (c) => ({ url: '/api/admin/orders', body: orderBody(c) }),
    intact: async (c, v) => expect(String(await staffOrders(c))).toBe(v.before),
  },
  'POST /api/admin/orders/{orderId}/mark-paid': {
    ...staff('orders.manage'),
    setup: unpaidOrder,
    call: (_c, _r, v) => ({
      url: `/api/admin/orders/${v.orderId}/mark-paid`,
      body: { method: 'cash' },
    }),
    intact: async (c, v) => expect(await awaitingPayment(c, v.orderId!)).toBe(true),
  },
};
