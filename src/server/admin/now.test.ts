import { createCustomer } from '@server/seed/factories';
import { addDays } from '@shared/calendar-dates';
import { testDatabaseKinds } from '@test/support/databases';
import { seedPaidOrders } from '@test/support/orders';
import { restaurantToday, signedInAdmin } from '@test/support/reservations';
import { createTestApp, type TestApp, type TestClient } from '@test/support/test-app';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** The dashboard's "Now" counts, on the restaurant's day. */
describe.each(testDatabaseKinds())('the Now panel on %s', (kind) => {
  let t: TestApp;
  let owner: TestClient;
  const db = () => t.db.database.db;

  beforeAll(async () => {
    t = await createTestApp(kind);
    owner = (await signedInAdmin(t)).client;
  });
  afterAll(async () => {
    await t.close();
  });

  it('counts new orders waiting and accepted ones past their ready time', async () => {
    expect((await owner.get('/api/admin/now/orders')).json()).toEqual({ waiting: 0, late: 0 });
    const diner = await createCustomer(t.services);
    const orders = await Promise.all(
      [1, 2, 3, 4].map(() => seedPaidOrders(db(), { userId: diner.id, email: diner.email })),
    );
    const ids = orders.map((o) => o.orderId);
    // Two accepted: one promised a minute ago (late), one in twenty minutes (on time); one done.
    await db().execute(sql`update orders set stage = 'accepted', ready_at = now() - interval '1 minute'
      where order_id = ${ids[0]}`);
    await db().execute(sql`update orders set stage = 'preparing', ready_at = now() + interval '20 minutes'
      where order_id = ${ids[1]}`);
    await db().execute(sql`update orders set stage = 'completed', delivered_at = now(),
      ready_at = now() - interval '1 hour' where order_id = ${ids[2]}`);
    expect((await owner.get('/api/admin/now/orders')).json()).toEqual({ waiting: 1, late: 1 });
  });

  it("counts bookings to confirm from today on and tonight's covers", async () => {
    const diner = await createCustomer(t.services);
    const today = restaurantToday();
    const book = (date: string, time: string, guests: number, status: string) =>
      db().execute(sql`insert into reservations (user_id, first_name, last_name, email, phone,
        reservation_date, reservation_time, guests, status) values (${diner.id}, 'Ada', 'Obi',
        ${diner.email}, '080', ${date}, ${time}, ${guests}, ${status})`);
    await book(today, '19:00', 3, 'pending');
    await book(today, '20:30', 4, 'confirmed');
    await book(today, '12:00', 5, 'confirmed'); // lunch: not tonight
    await book(today, '21:00', 6, 'canceled');
    await book(addDays(today, 1), '19:00', 2, 'pending');
    await book(addDays(today, -1), '19:00', 2, 'pending'); // yesterday's: past confirming
    const body = (await owner.get('/api/admin/now/bookings')).json();
    expect(body).toEqual({ toConfirm: 2, tonightCovers: 7, date: today });
    const pending = (await owner.get('/api/admin/reservations?status=pending')).json();
    expect(pending.items.map((r: { status: string }) => r.status)).toEqual([
      'pending',
      'pending',
      'pending',
    ]);
  });
});
