import { payments, refunds } from '@server/payments/schema';
import { reservations } from '@server/reservations/schema';
import { createAdmin, createCustomer } from '@server/seed/factories';
import { REPORT_EXPORTS } from '@shared/reports';
import { testDatabaseKinds } from '@test/support/databases';
import { REPORT_ZONE, seedReportFixture } from '@test/support/report-fixture';
import { createTestApp, type TestApp, type TestClient } from '@test/support/test-app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportRows } from './exports';

/**
 * The report of 24-26 Oct 2026 in Europe/London (summer time ends on the 25th) against figures
 * computed by hand from test/support/report-fixture.ts (amounts in kobo).
 */
describe.each(testDatabaseKinds())('reports on %s', (kind) => {
  let t: TestApp;
  let admin: TestClient;
  let ids: Record<string, string>;
  const range = '?from=2026-10-24&to=2026-10-26';

  beforeAll(async () => {
    t = await createTestApp(kind, { RESTAURANT_TIMEZONE: REPORT_ZONE });
    const diner = await createCustomer(t.services);
    ids = await seedReportFixture(t.db.database.db, diner);
    const account = await createAdmin(t.services);
    admin = t.client();
    const login = await admin.post('/api/auth/admin/login', {
      email: account.email,
      password: account.password,
    });
    expect(login.statusCode, login.body).toBe(200);
  });
  afterAll(async () => {
    await t.close();
  });

  it('adds up sales, refunds on the day made, and leaves canceled orders out of the counts', async () => {
    const report = await t.services.reports.report({ from: '2026-10-24', to: '2026-10-26' });
    expect(report.summary).toEqual({
      revenueMinor: 15550_00,
      grossMinor: 20550_00,
      refundsMinor: 7500_00,
      netMinor: 13050_00,
      deliveryFeesMinor: 1000_00,
      orders: 5,
      canceled: 1,
      averageTicketMinor: 3110_00,
    });
    expect(report.byDay).toEqual([
      {
        date: '2026-10-24',
        revenueMinor: 6750_00,
        grossMinor: 6750_00,
        refundsMinor: 2500_00,
        netMinor: 4250_00,
        orders: 2,
      },
      {
        date: '2026-10-25',
        // The order canceled that day is money in, not Revenue.
        revenueMinor: 6300_00,
        grossMinor: 11300_00,
        refundsMinor: 0,
        netMinor: 11300_00,
        orders: 2,
      },
      {
        date: '2026-10-26',
        revenueMinor: 2500_00,
        grossMinor: 2500_00,
        refundsMinor: 5000_00,
        netMinor: -2500_00,
        orders: 1,
      },
    ]);
  });

  it("groups by the restaurant's hour and weekday across midnight and the hour lived twice", async () => {
    const report = await t.services.reports.report({ from: '2026-10-24', to: '2026-10-26' });
    const busy = report.byHour.filter((h) => h.orders > 0);
    expect(report.byHour).toHaveLength(24);
    expect(busy).toEqual([
      { hour: 0, orders: 2, salesMinor: 10500_00 },
      { hour: 1, orders: 1, salesMinor: 1300_00 },
      { hour: 23, orders: 2, salesMinor: 3750_00 },
    ]);
    expect(report.byWeekday.filter((d) => d.orders > 0)).toEqual([
      { weekday: 1, orders: 1, salesMinor: 2500_00 },
      { weekday: 6, orders: 2, salesMinor: 6750_00 },
      { weekday: 7, orders: 2, salesMinor: 6300_00 },
    ]);
  });

  it('breaks sales down by dish, category, fulfilment and payment method', async () => {
    const report = await t.services.reports.report({ from: '2026-10-24', to: '2026-10-26' });
    expect(report.byDish).toEqual([
      { name: 'Jollof Rice', category: 'Rice', quantity: 4, salesMinor: 10000_00 },
      { name: 'Suya', category: 'Grill', quantity: 3, salesMinor: 3750_00 },
      { name: 'Chapman', category: 'Other', quantity: 1, salesMinor: 800_00 },
    ]);
    expect(report.byCategory.map((c) => [c.category, c.quantity, c.salesMinor])).toEqual([
      ['Rice', 4, 10000_00],
      ['Grill', 3, 3750_00],
      ['Other', 1, 800_00],
    ]);
    expect(report.byFulfilment).toEqual([
      { fulfilment: 'delivery', orders: 2, salesMinor: 6800_00 },
      { fulfilment: 'pickup', orders: 3, salesMinor: 8750_00 },
    ]);
    expect(report.byPaymentMethod).toEqual([
      { method: 'bank_transfer', orders: 1, salesMinor: 1250_00 },
      { method: 'card', orders: 4, salesMinor: 14300_00 },
    ]);
  });

  it('counts bookings, covers and no-shows by their date, the canceled and expired apart', async () => {
    const report = await t.services.reports.report({ from: '2026-10-24', to: '2026-10-26' });
    expect(report.reservations).toEqual({
      bookings: 4,
      covers: 11,
      noShows: 1,
      noShowCovers: 3,
      canceled: 2,
      byDay: [
        { date: '2026-10-24', bookings: 1, covers: 4, noShows: 0 },
        { date: '2026-10-25', bookings: 1, covers: 2, noShows: 0 },
        { date: '2026-10-26', bookings: 2, covers: 5, noShows: 1 },
      ],
    });
  });

  it('answers the same figures over HTTP, only to admins', async () => {
    const response = await admin.get(`/api/admin/reports${range}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().summary.netMinor).toBe(13050_00);
    expect((await t.client().get(`/api/admin/reports${range}`)).statusCode).toBe(401);
    const bad = await admin.get('/api/admin/reports?from=2026-10-26&to=2026-10-24');
    expect(bad.statusCode).toBe(400);
    expect((await admin.get('/api/admin/reports?from=&to=')).statusCode).toBe(400);
    expect((await admin.get('/api/admin/reports/export/orders?from=x&to=')).statusCode).toBe(400);
    const long = await admin.get('/api/admin/reports?from=2025-01-01&to=2026-10-24');
    expect(long.statusCode).toBe(400);
  });

  it('exports the orders as CSV, in order, with formulas neutralised', async () => {
    const response = await admin.get(`/api/admin/reports/export/orders${range}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="tavola-orders-2026-10-24-to-2026-10-26.csv"',
    );
    const lines = response.body.split('\r\n');
    expect(lines[0]).toMatch(/^number,order_id,placed_at,status,/);
    const rows = lines.slice(1, -1);
    expect(rows.map((r) => r.split(',')[1])).toEqual(
      ['A', 'B', 'C', 'D', 'E', 'F'].map((letter) => ids[letter]),
    );
    expect(rows[0]).toContain(`,2026-10-24 00:30:00,paid,new,delivery,"Obi, ""Ada""",`);
    expect(rows[0]).toContain(',5000.00,500.00,5500.00,5500.00,,,');
    expect(
      rows[0]?.endsWith(
        `"'=HYPERLINK(""http://evil.example"",""click"")",online,2026-10-24 00:30:00`,
      ),
    ).toBe(true);
    expect(lines[0]).toMatch(/,note,source,paid_at$/);
    expect(rows[4]).toContain(',2026-10-25 01:15:00,canceled,canceled,pickup,');
    expect(rows[4]).toContain(',5000.00,0.00,5000.00,0.00,5000.00,2026-10-26 09:00:00,');
    expect(response.body.endsWith('\r\n')).toBe(true);
  });

  it('exports order lines, payments with refunds, and bookings', async () => {
    const lines = (await admin.get(`/api/admin/reports/export/order-lines${range}`)).body;
    expect(lines.split('\r\n').slice(1, -1)).toHaveLength(7);
    expect(lines).toContain(`${ids.C},2026-10-25 00:30:00,paid,2,Suya,Grill,2,1250.00,2500.00,no`);
    const money = (await admin.get(`/api/admin/reports/export/payments${range}`)).body;
    const moneyRows = money.split('\r\n').slice(1, -1);
    expect(moneyRows.filter((r) => r.startsWith('payment,'))).toHaveLength(6);
    expect(moneyRows.filter((r) => r.startsWith('refund,'))).toEqual([
      expect.stringMatching(/^refund,2026-10-24 11:00:00,.*,2500\.00,NGN,refunded$/),
      expect.stringMatching(/^refund,2026-10-25 08:00:00,.*,2500\.00,NGN,failed$/),
      expect.stringMatching(/^refund,2026-10-26 09:00:00,.*,5000\.00,NGN,refunded$/),
    ]);
    const bookings = (await admin.get(`/api/admin/reports/export/reservations${range}`)).body;
    const bookingRows = bookings.split('\r\n').slice(1, -1);
    expect(bookingRows).toHaveLength(6);
    expect(bookings).toContain(',3,no_show,');
    expect(bookings).toContain(`"'@birthday, cake\nplease"`);
  });

  it('pages through batches (of 2 here) without losing or repeating a row', async () => {
    const w = t.services.reports.window({ from: '2026-10-01', to: '2026-10-31' });
    const db = t.db.database.db;
    for (const kind of REPORT_EXPORTS) {
      const whole: string[] = [];
      for await (const chunk of exportRows(db, w, kind)) whole.push(chunk);
      const paged: string[] = [];
      for await (const chunk of exportRows(db, w, kind, 2)) paged.push(chunk);
      expect(paged.join(''), kind).toBe(whole.join(''));
      expect(paged.length, kind).toBeGreaterThan(2);
    }
    const orders = (
      await admin.get('/api/admin/reports/export/orders?from=2026-10-01&to=2026-10-31')
    ).body;
    expect(orders.split('\r\n').slice(1, -1)).toHaveLength(9);
  });

  it('leaves out holds whose deposit was never paid: they were never bookings', async () => {
    const db = t.db.database.db;
    const diner = await createCustomer(t.services);
    const hold = (status: string, deposit: string) =>
      db.insert(reservations).values({
        userId: diner.id,
        firstName: 'Ada',
        lastName: 'Obi',
        email: diner.email,
        phone: '+234 803 555 0100',
        reservationDate: '2026-10-27',
        reservationTime: '20:00',
        guests: 6,
        status: status as 'expired',
        depositMinor: 30_000_00,
        depositStatus: deposit as 'unpaid',
        expiresAt: new Date('2026-10-20T10:00:00Z'),
      });
    await hold('expired', 'unpaid');
    await hold('canceled', 'unpaid');
    await hold('awaiting_deposit', 'awaiting');
    const report = await t.services.reports.report({ from: '2026-10-27', to: '2026-10-27' });
    expect(report.reservations).toMatchObject({ bookings: 1, covers: 3, canceled: 0 });

    // A deposit paid on the 28th and refunded: money in and out in the payments export.
    const [paid] = await db
      .insert(payments)
      .values({
        reference: 'TVP-DEPOSIT-REPORT',
        userId: diner.id,
        email: diner.email,
        customerName: 'Ada Obi',
        provider: 'sandbox',
        method: 'Sandbox',
        amountMinor: 30_000_00,
        currency: 'NGN',
        status: 'successful',
        deliveryAddress: '',
        deliveryPhone: '+234 803 555 0100',
        deliveryOption: 'Booking deposit',
        lines: [],
        paidAt: new Date('2026-10-28T12:00:00Z'),
        reservationId: (
          await hold('awaiting_deposit', 'awaiting').returning({ id: reservations.id })
        )[0]!.id,
      })
      .returning();
    await db.insert(refunds).values({
      paymentId: paid!.id,
      amountMinor: 30_000_00,
      currency: 'NGN',
      status: 'refunded',
      idempotencyKey: 'deposit:report',
      createdAt: new Date('2026-10-28T13:00:00Z'),
    });
    const money = (
      await admin.get('/api/admin/reports/export/payments?from=2026-10-27&to=2026-10-28')
    ).body;
    const rowsOf = money.split('\r\n').filter((row) => row.includes('TVP-DEPOSIT-REPORT'));
    expect(rowsOf).toEqual([
      expect.stringMatching(
        /^deposit,2026-10-28 12:00:00,,,TVP-DEPOSIT-REPORT,.*,30000\.00,NGN,successful$/,
      ),
      expect.stringMatching(
        /^refund,2026-10-28 13:00:00,,,TVP-DEPOSIT-REPORT,.*,30000\.00,NGN,refunded$/,
      ),
    ]);
  });
});
