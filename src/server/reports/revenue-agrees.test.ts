import { orders } from '@server/orders/schema';
import { createAdmin, createCustomer } from '@server/seed/factories';
import { CURRENCY } from '@shared/constants';
import { testDatabaseKinds } from '@test/support/databases';
import { seedPaidOrders, signedIn } from '@test/support/orders';
import { createTestApp, type TestApp, type TestClient } from '@test/support/test-app';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** A CSV line's fields (a quoted field may hold commas, as an address does). */
const fieldsOf = (line: string) =>
  [...line.matchAll(/(?:^|,)("(?:[^"]|"")*"|[^,]*)/g)].map((m) => m[1] ?? '');

/**
 * Revenue is one figure (shared/sales-figures.ts): the dashboard's tile and chart and the report
 * give the same number for the same day, delivery fees included, on the same orders.
 */
describe.each(testDatabaseKinds())('the dashboard and the report agree on %s', (kind) => {
  let t: TestApp;
  let owner: TestClient;

  beforeAll(async () => {
    t = await createTestApp(kind);
    owner = await signedIn(t, await createAdmin(t.services), 'admin');
  });
  afterAll(async () => {
    await t.close();
  });

  it("gives the same day's Revenue, delivery fees included, canceled and unpaid orders left out", async () => {
    const db = t.db.database.db;
    const diner = await createCustomer(t.services);
    const seed = (
      fulfilment: 'delivery' | 'pickup',
      unitPrice: number,
      deliveryFeeMinor?: number,
    ) =>
      seedPaidOrders(db, {
        userId: diner.id,
        email: diner.email,
        fulfilment,
        deliveryFeeMinor,
        lines: [{ mealName: 'Ofada Rice', unitPrice, quantity: 1 }],
      });
    await seed('delivery', 25_500_00, 500_00);
    await seed('delivery', 25_500_00, 500_00);
    await seed('pickup', 4_000_00);
    const canceled = await seed('delivery', 9_000_00, 700_00);
    await db
      .update(orders)
      .set({ stage: 'canceled', canceledAt: new Date() })
      .where(eq(orders.orderId, canceled.orderId));
    // A phone order to be paid on delivery: no sale until staff mark it paid.
    const unpaid = await seed('delivery', 6_000_00, 500_00);
    await db
      .update(orders)
      .set({
        source: 'phone',
        paymentMethod: 'cash',
        paymentId: null,
        awaitingPayment: true,
        paidAt: null,
      })
      .where(eq(orders.orderId, unpaid.orderId));

    const dashboard = (await owner.get('/api/admin/overview')).json();
    const today = dashboard.sales.at(-1);
    const report = (
      await owner.get(`/api/admin/reports?from=${today.date}&to=${today.date}`)
    ).json();

    const revenue = 2 * (25_500_00 + 500_00) + 4_000_00;
    expect(today.revenueMinor).toBe(revenue);
    expect(dashboard.totals.revenueMinor).toBe(revenue);
    expect(report.summary.revenueMinor).toBe(revenue);
    expect(report.byDay).toEqual([
      expect.objectContaining({ date: today.date, revenueMinor: revenue }),
    ]);
    expect(report.summary.deliveryFeesMinor).toBe(2 * 500_00);
    expect(today.orders).toBe(report.summary.orders);

    // The orders export's revenue column adds up to the same figure.
    const csv = (
      await owner.get(`/api/admin/reports/export/orders?from=${today.date}&to=${today.date}`)
    ).body;
    const [header, ...rows] = csv.trim().split('\r\n');
    const column = fieldsOf(header!).indexOf(`revenue_${CURRENCY.toLowerCase()}`);
    expect(column).toBeGreaterThan(0);
    const inExport = rows.reduce(
      (sum, row) => sum + Math.round(Number(fieldsOf(row)[column]) * 100),
      0,
    );
    expect(inExport).toBe(revenue);
  });
});
