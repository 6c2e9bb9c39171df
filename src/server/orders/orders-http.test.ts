import type { AddressInfo } from 'node:net';
import { orderLines, orders } from '@server/orders/schema';
import { createAdmin, createCustomer } from '@server/seed/factories';
import { orderTexts } from '@shared/orders';
import { testDatabaseKinds } from '@test/support/databases';
import { openStream, seedPaidOrders, signedIn } from '@test/support/orders';
import { createTestApp, type TestApp, type TestClient } from '@test/support/test-app';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

describe.each(testDatabaseKinds())('orders over HTTP on %s', (kind) => {
  let t: TestApp;
  let baseUrl: string;
  let a: TestClient;
  let b: TestClient;
  let admin: TestClient;
  let guest: TestClient;
  let dinerA: Awaited<ReturnType<typeof createCustomer>>;
  let dinerB: Awaited<ReturnType<typeof createCustomer>>;

  beforeAll(async () => {
    t = await createTestApp(kind);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    dinerA = await createCustomer(t.services);
    dinerB = await createCustomer(t.services);
    a = await signedIn(t, dinerA);
    b = await signedIn(t, dinerB);
    admin = await signedIn(t, await createAdmin(t.services), 'admin');
    guest = t.client();
  });
  afterAll(async () => {
    await t.close();
  });

  it("lists only the signed-in customer's orders; guests are asked to sign in, admins have none", async () => {
    const { orderIds } = await seedPaidOrders(t.db.database.db, {
      userId: dinerA.id,
      email: dinerA.email,
    });
    const mine = await a.get('/api/orders/present');
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['cache-control']).toBe('no-store');
    expect(mine.json()).toMatchObject({ start: 1, pageSize: 4, total: 1 });
    expect(mine.json().items[0]).toMatchObject({
      orderId: orderIds[0],
      number: expect.any(Number),
      email: dinerA.email,
      customerName: 'Ada Obi',
      fulfilment: 'delivery',
      deliveryAddress: '12 Marina Road, Lagos',
      lines: [
        {
          name: 'Jollof Rice',
          quantity: 2,
          unitPriceMinor: 2500_00,
          lineTotalMinor: 5000_00,
          canceled: false,
        },
      ],
      subtotalMinor: 5000_00,
      deliveryFeeMinor: 500_00,
      totalMinor: 5500_00,
      pickup: null,
      status: 'paid',
      refundStatus: 'none',
    });
    expect((await b.get('/api/orders/present')).json().total).toBe(0);
    expect((await guest.get('/api/orders/present')).statusCode).toBe(401);
    expect((await admin.get('/api/orders/past')).statusCode).toBe(403);
    expect((await a.get('/api/orders/present?page=0')).statusCode).toBe(400);
    expect((await a.get('/api/orders/present?cursor=bm90LWpzb24')).statusCode).toBe(400);
  });

  it('lets only the owner cancel, once; another customer gets a 404 and the order stays', async () => {
    const { orderIds } = await seedPaidOrders(t.db.database.db, {
      userId: dinerA.id,
      email: dinerA.email,
    });
    const id = orderIds[0]!;
    const stranger = await b.post(`/api/orders/${id}/cancel`);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().error.message).toBe(orderTexts.notFound);
    expect((await admin.post(`/api/orders/${id}/cancel`)).statusCode).toBe(403);
    expect((await guest.post(`/api/orders/${id}/cancel`)).statusCode).toBe(401);
    const present = (await a.get('/api/orders/present')).json().items as Array<{
      orderId: string;
      status: string;
    }>;
    expect(present.find((o) => o.orderId === id)?.status).toBe('paid');

    // Lower case works too: ids are matched as the diner may have typed or pasted them.
    const canceled = await a.post(`/api/orders/${id.toLowerCase()}/cancel`);
    expect(canceled.statusCode).toBe(200);
    expect(canceled.json().order).toMatchObject({ orderId: id, status: 'canceled' });
    expect(['pending', 'processing', 'refunded']).toContain(canceled.json().order.refundStatus);
    const again = await a.post(`/api/orders/${id}/cancel`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(orderTexts.alreadyCanceled);
    const past = (await a.get('/api/orders/past')).json().items as Array<{
      orderId: string;
      status: string;
    }>;
    expect(past.find((o) => o.orderId === id)?.status).toBe('canceled');
  });

  it('lets only admins mark delivered; twice answers alreadyDelivered; the diner can no longer cancel', async () => {
    const { orderIds } = await seedPaidOrders(t.db.database.db, {
      userId: dinerA.id,
      email: dinerA.email,
    });
    const id = orderIds[0]!;
    expect((await a.post(`/api/admin/orders/${id}/deliver`)).statusCode).toBe(403);
    expect((await guest.post(`/api/admin/orders/${id}/deliver`)).statusCode).toBe(401);
    const first = await admin.post(`/api/admin/orders/${id}/deliver`);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ alreadyDelivered: false, order: { status: 'delivered' } });
    const second = await admin.post(`/api/admin/orders/${id}/deliver`);
    expect(second.json()).toMatchObject({ alreadyDelivered: true });
    const cancel = await a.post(`/api/orders/${id}/cancel`);
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().error.message).toBe(orderTexts.deliveredCannotCancel);
  });

  it('filters and searches the admin order list from the query string', async () => {
    const { orderIds } = await seedPaidOrders(t.db.database.db, {
      userId: dinerB.id,
      email: dinerB.email,
    });
    const id = orderIds[0]!;
    const found = await admin.get(
      `/api/admin/orders?filter=not-delivered&search=${id.slice(4).toLowerCase()}`,
    );
    expect(found.statusCode).toBe(200);
    expect(found.json().items.map((o: { orderId: string }) => o.orderId)).toEqual([id]);
    expect((await admin.get(`/api/admin/orders?filter=delivered&search=${id}`)).json().total).toBe(
      0,
    );
    // By number (said aloud: 1042 or #1042), e-mail, the customer's name, or an old per-line id.
    const [order] = await t.db.database.db.select().from(orders).where(eq(orders.orderId, id));
    await t.db.database.db
      .update(orderLines)
      .set({ legacyOrderId: 'TV-OLDLINE42' })
      .where(eq(orderLines.orderId, order!.id));
    for (const search of [
      String(order!.number),
      `%23${order!.number}`,
      dinerB.email.toUpperCase(),
      'ada ob',
      'oldline42',
    ]) {
      const listed = (await admin.get(`/api/admin/orders?search=${search}`)).json();
      expect(
        listed.items.map((o: { orderId: string }) => o.orderId),
        search,
      ).toContain(id);
      if (search !== 'ada ob') expect(listed.total, search).toBe(1);
    }
    // The old id still finds its order for the diner too.
    expect((await b.post('/api/orders/TV-OLDLINE42/cancel')).json().order).toMatchObject({
      orderId: id,
      status: 'canceled',
    });
    expect((await admin.get('/api/admin/orders?filter=yesterday')).statusCode).toBe(400);
    expect((await a.get('/api/admin/orders')).statusCode).toBe(403);
  });

  it('streams each customer only their own order changes, and admins every change', async () => {
    const { orderIds } = await seedPaidOrders(t.db.database.db, {
      userId: dinerA.id,
      email: dinerA.email,
    });
    const id = orderIds[0]!;
    const streamA = await openStream(baseUrl, '/api/orders/events', a);
    const streamB = await openStream(baseUrl, '/api/orders/events', b);
    const streamAdmin = await openStream(baseUrl, '/api/admin/events', admin);
    try {
      expect(streamA.status).toBe(200);
      expect(streamA.contentType).toContain('text/event-stream');
      expect(streamAdmin.status).toBe(200);
      await admin.post(`/api/admin/orders/${id}/deliver`);
      expect(await streamA.next((e) => e.orderIds.includes(id))).toEqual({
        type: 'order.delivered',
        orderIds: [id],
      });
      expect(await streamAdmin.next((e) => e.orderIds.includes(id))).toEqual({
        type: 'order.delivered',
        orderIds: [id],
      });
      // B's stream heard nothing about A's order (checked after both others received theirs).
      await new Promise((r) => setTimeout(r, 200));
      expect(streamB.events.some((e) => e.orderIds.includes(id))).toBe(false);
    } finally {
      streamA.close();
      streamB.close();
      streamAdmin.close();
    }
  });

  it('refuses the streams to the wrong people and to stray parameters', async () => {
    const tries = [
      [guest, '/api/orders/events', 401],
      [admin, '/api/orders/events', 403],
      [guest, '/api/admin/events', 401],
      [a, '/api/admin/events', 403],
      [a, '/api/orders/events?page=2', 400],
    ] as const;
    for (const [client, path, status] of tries) {
      const stream = await openStream(baseUrl, path, client);
      stream.close();
      expect(stream.status, path).toBe(status);
    }
  });
});
