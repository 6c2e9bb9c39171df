import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { mailOutbox } from '@server/db/schema';
import type { PaidOrderInput } from '@server/orders';
import { createStaff } from '@server/seed/factories';
import { addDays } from '@shared/calendar-dates';
import { testDatabaseKinds } from '@test/support/databases';
import { asUser, openStream, signedIn } from '@test/support/orders';
import { bookingInput, restaurantToday, signedInCustomer } from '@test/support/reservations';
import { createTestApp, type TestApp } from '@test/support/test-app';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** Staff alerts: a mail per new order while no live view is open, and per booking. */
describe.each(testDatabaseKinds())('staff alerts on %s', (kind) => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof createStaff>>;
  let manager: Awaited<ReturnType<typeof createStaff>>;
  let host: Awaited<ReturnType<typeof createStaff>>;
  let cook: Awaited<ReturnType<typeof createStaff>>;
  let retired: Awaited<ReturnType<typeof createStaff>>;
  let baseUrl: string;
  const db = () => t.db.database.db;

  const order = (): PaidOrderInput => ({
    userId: owner.id,
    email: 'diner@example.com',
    customerName: 'Ada Obi',
    customerPhone: '+2348035550147',
    paymentId: randomUUID(),
    fulfilment: 'pickup',
    deliveryAddress: null,
    deliveryArea: null,
    deliveryDirections: null,
    note: null,
    lines: [{ dishId: null, mealName: 'Suya', mealImg: 'x.svg', unitPrice: 2500_00, quantity: 2 }],
    deliveryFeeMinor: 0,
    at: new Date(),
  });
  const record = (input = order()) =>
    db().transaction((tx) => t.services.orders.recordPaid(tx, input));
  const alertsTo = async (kindOfMail: string) =>
    (
      await db()
        .select({ to: mailOutbox.to })
        .from(mailOutbox)
        .where(inArray(mailOutbox.kind, [kindOfMail]))
    )
      .map((row) => row.to)
      .sort();
  const setAlerts = async (alerts: { newOrders: boolean; newBookings: boolean }) => {
    const view = await t.services.settings.view();
    await t.services.settings.update(
      { details: view.details, hours: view.hours, zones: view.zones, alerts },
      asUser(owner, 'owner'),
    );
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    owner = await createStaff(t.services, 'owner');
    manager = await createStaff(t.services, 'manager');
    host = await createStaff(t.services, 'host');
    cook = await createStaff(t.services, 'kitchen');
    retired = await createStaff(t.services, 'manager');
    await db().execute(sql`update users set deactivated_at = now() where id = ${retired.id}`);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  }, 120_000);
  afterAll(() => t?.close());

  it('mails no one while the alerts are off (the default)', async () => {
    await record();
    expect(await alertsTo('staff_new_order')).toEqual([]);
  });

  it('mails each active owner and manager a new order while no board is open', async () => {
    await setAlerts({ newOrders: true, newBookings: false });
    await record();
    expect(await alertsTo('staff_new_order')).toEqual([manager.email, owner.email].sort());
  });

  it('stays quiet while a kitchen board is open anywhere, and mails again once it closed', async () => {
    await db().delete(mailOutbox);
    const board = await openStream(baseUrl, '/api/admin/events', await signedIn(t, cook, 'admin'));
    expect(board.status).toBe(200);
    const deadline = Date.now() + 5000;
    while (Date.now() < deadline) {
      const rows = await db().execute(sql`select count(*)::int as n from staff_watchers`);
      if ((rows as unknown as { rows: Array<{ n: number }> }).rows[0]?.n === 1) break;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    await record();
    expect(await alertsTo('staff_new_order')).toEqual([]);

    board.close();
    const gone = Date.now() + 5000;
    while (Date.now() < gone) {
      const rows = await db().execute(sql`select count(*)::int as n from staff_watchers`);
      if ((rows as unknown as { rows: Array<{ n: number }> }).rows[0]?.n === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    await record();
    expect(await alertsTo('staff_new_order')).toHaveLength(2);
  });

  it('counts a board whose instance died (no sign of life for 75 s) as closed', async () => {
    await db().delete(mailOutbox);
    await db().execute(sql`insert into staff_watchers (id, kind, user_id, seen_at)
      values (gen_random_uuid(), 'orders', ${cook.id}, now() - interval '76 seconds')`);
    await record();
    expect(await alertsTo('staff_new_order')).toHaveLength(2);
    await db().execute(sql`update staff_watchers set seen_at = now() - interval '60 seconds'`);
    await record();
    expect(await alertsTo('staff_new_order')).toHaveLength(2);
    await db().execute(sql`delete from staff_watchers`);
  });

  it('writes the alert with the order: an order rolled back mails no one', async () => {
    await db().delete(mailOutbox);
    await expect(
      db().transaction(async (tx) => {
        await t.services.orders.recordPaid(tx, order());
        throw new Error('the payment write failed after the order');
      }),
    ).rejects.toThrow('failed after');
    expect(await alertsTo('staff_new_order')).toEqual([]);
  });

  it('mails the owner, managers and hosts each new booking, not the kitchen', async () => {
    await setAlerts({ newOrders: false, newBookings: true });
    const { client } = await signedInCustomer(t);
    const made = await client.post('/api/reservations', bookingInput({ guests: 3 }));
    expect(made.statusCode, made.body).toBe(201);
    const to = await alertsTo('staff_new_booking');
    expect(to).toEqual([host.email, manager.email, owner.email].sort());
    expect(to).not.toContain(cook.email);
    const found = (await db().execute(
      sql`select subject from mail_outbox where kind = 'staff_new_booking' limit 1`,
    )) as unknown as { rows: Array<{ subject: string }> };
    const [mail] = found.rows;
    expect(mail?.subject).toMatch(/^New booking: 3 on \d{4}-\d{2}-\d{2} at 18:00$/);
    await db().delete(mailOutbox);
    await record();
    expect(await alertsTo('staff_new_order')).toEqual([]);
  });

  it("stays quiet about bookings while a host's day is open, and mails again once it is left", async () => {
    await setAlerts({ newOrders: false, newBookings: true });
    await db().delete(mailOutbox);
    const hostClient = await signedIn(t, host, 'admin');
    const day = await hostClient.get('/api/admin/reservations/day');
    expect(day.statusCode, day.body).toBe(200);
    const { client } = await signedInCustomer(t);
    // The presence is written beside the read (not awaited by it): wait until it is there.
    await expect
      .poll(async () => {
        const rows = (await db().execute(
          sql`select count(*)::int as n from staff_watchers where kind = 'bookings'`,
        )) as unknown as { rows: Array<{ n: number }> };
        return rows.rows[0]?.n;
      })
      .toBe(1);
    // Read again (the page polls): still one row for this host.
    await hostClient.get('/api/admin/reservations/day');
    const made = await client.post('/api/reservations', bookingInput({ guests: 2 }));
    expect(made.statusCode, made.body).toBe(201);
    expect(await alertsTo('staff_new_booking')).toEqual([]);
    // The page was closed: no read for over 75 s.
    await db().execute(
      sql`update staff_watchers set seen_at = now() - interval '76 seconds' where kind = 'bookings'`,
    );
    const again = await client.post(
      '/api/reservations',
      bookingInput({ guests: 2, date: addDays(restaurantToday(), 5) }),
    );
    expect(again.statusCode, again.body).toBe(201);
    expect(await alertsTo('staff_new_booking')).toHaveLength(3);
    const rows = (await db().execute(
      sql`select count(*)::int as n from staff_watchers where kind = 'bookings'`,
    )) as unknown as { rows: Array<{ n: number }> };
    expect(rows.rows[0]?.n).toBe(1);
  });
});
