import { createAdmin, createCustomer } from '@server/seed/factories';
import type { PublicUser } from '@shared/schemas/auth';
import { customerMismatches } from '@test/support/customers';
import { testDatabaseKinds } from '@test/support/databases';
import { asUser, fakePayments, ordersDomainOn, seedPaidOrders } from '@test/support/orders';
import { signedInAdmin } from '@test/support/reservations';
import { createTestApp, type TestApp, type TestClient } from '@test/support/test-app';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The back office's customers: the figures the database keeps per customer
 * equal a recount of the orders after any mix of orders, cancels, rejections, refunds and
 * deliveries; search by prefix; keyset paging; the HTTP answers.
 */
const now = new Date('2026-11-24T18:00:00Z');

describe.each(testDatabaseKinds())('customers on %s', (kind) => {
  let t: TestApp;
  let owner: TestClient;
  let admin: PublicUser;
  const db = () => t.db.database.db;

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = asUser(await createAdmin(t.services), 'owner');
    owner = (await signedInAdmin(t)).client;
  });
  afterAll(async () => {
    await t.close();
  });

  it('keeps orders, spent, last order and contact equal to a recount', async () => {
    const diners = await Promise.all(
      [1, 2, 3].map(async (n) => asUser(await createCustomer(t.services, { username: `d${n}` }))),
    );
    let stamp = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            kind: fc.constantFrom('order', 'order', 'cancel', 'reject', 'deliver', 'accept'),
            who: fc.nat(2),
            pick: fc.nat(),
            price: fc.integer({ min: 1, max: 9 }),
          }),
          { minLength: 4, maxLength: 16 },
        ),
        async (ops) => {
          const { service } = ordersDomainOn(t, () => now, fakePayments(), 50);
          // Distinct placement times: "the latest order" is then one order, as in real life.
          const at = () => {
            stamp += 1000;
            return new Date(now.getTime() - 86_400_000 + stamp);
          };
          const placed = await Promise.all(
            diners.map((d, i) =>
              seedPaidOrders(db(), {
                userId: d.id,
                email: d.email,
                customerName: `Diner ${i}`,
                at: at(),
              }),
            ),
          );
          const staff = { kind: 'staff' as const, userId: admin.id };
          await Promise.allSettled(
            ops.map((o) => {
              const diner = diners[o.who]!;
              const { orderId } = placed[o.pick % placed.length]!;
              switch (o.kind) {
                case 'order':
                  return seedPaidOrders(db(), {
                    userId: diner.id,
                    email: diner.email,
                    customerName: `Diner ${o.who} v${o.price}`,
                    lines: [{ mealName: 'Suya', unitPrice: o.price * 1000_00, quantity: 1 }],
                    fulfilment: o.price % 2 ? 'pickup' : 'delivery',
                    at: at(),
                  });
                case 'cancel':
                  return service.cancel(diners[o.pick % placed.length]!, orderId);
                case 'deliver':
                  return service.markDelivered(admin, orderId);
                case 'reject':
                case 'accept':
                  return service.transition({
                    orderId,
                    action: o.kind,
                    actor: staff,
                    estimate: { minutes: 20 },
                    reason: 'Out of suya',
                  });
                default:
                  return Promise.resolve();
              }
            }),
          );
          await service.idle();
          expect(await customerMismatches(db())).toEqual([]);
        },
      ),
      { numRuns: kind === 'postgres' ? 6 : 4 },
    );
  }, 240_000);

  it('counts a canceled order out of orders and spent, and a delivered one in', async () => {
    const diner = asUser(await createCustomer(t.services, { username: 'spender' }));
    const { service } = ordersDomainOn(t, () => now, fakePayments(), 50);
    const a = await seedPaidOrders(db(), { userId: diner.id, email: diner.email }); // 5000 + 500
    const b = await seedPaidOrders(db(), {
      userId: diner.id,
      email: diner.email,
      fulfilment: 'pickup',
    });
    await service.markDelivered(admin, a.orderId);
    await service.cancel(diner, b.orderId);
    await service.idle();
    const body = (await owner.get(`/api/admin/customers/${diner.id}`)).json();
    expect(body.customer).toMatchObject({ orders: 1, spentMinor: 5500_00, email: diner.email });
  });

  it('finds customers by the start of a name, e-mail or phone, and pages through them all', async () => {
    const found: string[] = [];
    for (let i = 0; i < 23; i++) {
      const diner = await createCustomer(t.services, { email: `pager${i}@paging.example` });
      await seedPaidOrders(db(), {
        userId: diner.id,
        email: diner.email,
        customerName: `Pager ${String(i).padStart(2, '0')}`,
        at: new Date(now.getTime() - 3_600_000), // the same instant: the id breaks the tie
      });
      found.push(diner.id);
    }
    await db().execute(
      sql`update orders set customer_phone = '0803 777 1234' where customer_name = 'Pager 07'`,
    );
    const search = async (term: string) =>
      (await owner.get(`/api/admin/customers?search=${encodeURIComponent(term)}`)).json();
    expect((await search('pager 0')).items).toHaveLength(10);
    expect((await search('PAGER5@paging')).items.map((c: { name: string }) => c.name)).toEqual([
      'Pager 05',
    ]);
    expect((await search('0803 7771')).items.map((c: { name: string }) => c.name)).toEqual([
      'Pager 07',
    ]);
    expect((await search('nobody')).total).toBe(0);

    const seen: string[] = [];
    let cursor: string | null = null;
    let first = await search('pager');
    expect(first).toMatchObject({ total: 23, start: 1, prev: null });
    for (;;) {
      seen.push(...first.items.map((c: { id: string }) => c.id));
      cursor = first.next;
      if (!cursor) break;
      first = (await owner.get(`/api/admin/customers?search=pager&cursor=${cursor}`)).json();
    }
    expect(seen.sort()).toEqual([...found].sort());
    const bad = await owner.get('/api/admin/customers?cursor=not-a-cursor');
    expect(bad.statusCode).toBe(400);
  });

  it("answers a customer's orders and bookings, and 404 for an id nobody ordered with", async () => {
    const diner = await createCustomer(t.services, { username: 'booker' });
    await seedPaidOrders(db(), { userId: diner.id, email: diner.email });
    await db().execute(sql`insert into reservations (user_id, first_name, last_name, email, phone,
      reservation_date, reservation_time, guests) values (${diner.id}, 'Ada', 'Obi', ${diner.email},
      '080', '2026-12-01', '19:00', 3)`);
    const orders = (await owner.get(`/api/admin/customers/${diner.id}/orders`)).json();
    expect(orders.items).toHaveLength(1);
    const bookings = (await owner.get(`/api/admin/customers/${diner.id}/bookings`)).json();
    expect(bookings.items.map((b: { guests: number }) => b.guests)).toEqual([3]);
    const stranger = await createCustomer(t.services, { username: 'stranger' });
    for (const path of ['', '/orders', '/bookings']) {
      const response = await owner.get(`/api/admin/customers/${stranger.id}${path}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe('This customer does not exist.');
    }
    expect((await owner.get('/api/admin/customers/not-a-uuid')).statusCode).toBe(400);
  });

  it("follows the account deletion's anonymising, and an emptied orders table", async () => {
    const diner = await createCustomer(t.services, { username: 'leaver' });
    await seedPaidOrders(db(), { userId: diner.id, email: diner.email, customerName: 'Leaver' });
    await db().execute(sql`update orders set customer_name = 'Deleted account',
      email = 'deleted@invalid', customer_phone = '' where user_id = ${diner.id}`);
    const body = (await owner.get(`/api/admin/customers/${diner.id}`)).json();
    expect(body.customer).toMatchObject({ name: 'Deleted account', email: 'deleted@invalid' });
    expect(await customerMismatches(db())).toEqual([]);
  });
});
