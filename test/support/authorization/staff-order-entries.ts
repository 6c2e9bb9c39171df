import { auditLog } from '@server/audit/schema';
import { orders } from '@server/orders/schema';
import { PAYMENT_LINK_PURPOSE } from '@shared/payment-links';
import { chargeSandbox } from '@test/support/payments';
import { and, eq, ne } from 'drizzle-orm';
import { expect } from 'vitest';
import { type Ctx, type Entry, everyone, json, staff } from './kit';

/** Staff orders: placing one and marking it paid need orders.manage. */

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
  'GET /api/admin/orders/when': {
    ...staff('orders.manage'),
    call: () => ({ url: '/api/admin/orders/when?fulfilment=delivery' }),
    check: (_c, _r, response) => expect(json(response).fulfilment).toBe('delivery'),
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

/** A phone order paid by a card payment link, and the token its mail carries. */
const linkOrder = async (c: Ctx) => {
  const placed = await c.clients.owner.post('/api/admin/orders', {
    ...orderBody(c),
    customer: { ...orderBody(c).customer, email: 'matrix-link@example.com' },
    payment: 'payment_link',
  });
  expect(placed.statusCode, placed.body).toBe(201);
  const orderId = json(placed).order.orderId as string;
  const token = c.t.services.links.sign(
    PAYMENT_LINK_PURPOSE,
    orderId,
    new Date(Date.now() + 3600_000),
  );
  return { orderId, token };
};

/** A link order with a payment started from its page (charged in the sandbox when `charged`). */
const linkPayment = (charged: boolean) => async (c: Ctx) => {
  const vars = await linkOrder(c);
  const started = await c.clients.guest.post(`/api/pay/${vars.token}/payments`, {});
  expect(started.statusCode, started.body).toBe(201);
  const { reference, accessCode } = json(started);
  if (charged) expect((await chargeSandbox(c.clients.guest, accessCode)).statusCode).toBe(200);
  return { ...vars, reference };
};

const resends = async (c: Ctx, orderId: string) =>
  (
    await c.t.db.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'order.payment_link_resend'), eq(auditLog.subjectId, orderId)))
  ).length;

/** Card payment links: the pay page is public (the signed token is the key); resend as mark-paid. */
export const paymentLinkEntries: Record<string, Entry> = {
  'GET /api/pay/{token}': {
    expect: everyone(200),
    setup: linkOrder,
    call: (_c, _r, v) => ({ url: `/api/pay/${v.token}` }),
  },
  'POST /api/pay/{token}/payments': {
    expect: everyone(201),
    setup: linkOrder,
    call: (_c, _r, v) => ({ url: `/api/pay/${v.token}/payments`, body: {} }),
  },
  'GET /api/pay/{token}/payments/{reference}': {
    expect: everyone(200),
    setup: linkPayment(false),
    call: (_c, _r, v) => ({ url: `/api/pay/${v.token}/payments/${v.reference}` }),
  },
  'POST /api/pay/{token}/payments/{reference}/verify': {
    expect: everyone(200),
    setup: linkPayment(true),
    call: (_c, _r, v) => ({ url: `/api/pay/${v.token}/payments/${v.reference}/verify`, body: {} }),
  },
  'POST /api/admin/orders/{orderId}/payment-link': {
    ...staff('orders.manage'),
    setup: linkOrder,
    call: (_c, _r, v) => ({ url: `/api/admin/orders/${v.orderId}/payment-link`, body: {} }),
    intact: async (c, v) => expect(await resends(c, v.orderId!)).toBe(0),
  },
};
