/**
 * Invariant 12 of scripts/lib/invariants.ts (the dashboard's rollups equal a recount): it holds
 * after checkouts, a cancellation and bookings made through the API, and catches a tile, a sales
 * slice, a reservation count or a name of the search's (order_names) that drifted from the rows.
 */

import { orders } from '@server/orders/schema';
import { createCheckoutTestApp, seedMenu } from '@test/support/checkout';
import { testDatabaseKinds } from '@test/support/databases';
import { failing, paidCheckout } from '@test/support/invariants';
import { bookingInput, signedInCustomer } from '@test/support/reservations';
import type { TestApp } from '@test/support/test-app';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkInvariants } from './lib/invariants';

const ROLLUPS =
  "The dashboard's rollups equal a recount (order tiles, 15-minute sales slices, bookings per status, the search's names)";

describe.each(testDatabaseKinds())('rollup invariant on %s', (kind) => {
  let t: TestApp;
  const db = () => t.db.database.db;
  const check = () => checkInvariants(db(), { seatsPerSlot: 4 });
  /** Runs a tampering statement, checks the invariant fails, runs its undo and checks it holds. */
  const drift = async (change: ReturnType<typeof sql>, undo: ReturnType<typeof sql>) => {
    await db().execute(change);
    const report = await check();
    await db().execute(undo);
    expect(failing(report)).toEqual([ROLLUPS]);
    expect(failing(await check())).toEqual([]);
  };

  beforeAll(async () => {
    t = await createCheckoutTestApp(kind);
    await seedMenu(t);
    await paidCheckout(t);
    const paid = await paidCheckout(t);
    const [order] = await db().select().from(orders).where(eq(orders.paymentId, paid.payment.id));
    expect((await paid.client.post(`/api/orders/${order!.orderId}/cancel`)).statusCode).toBe(200);
    const { client } = await signedInCustomer(t);
    expect((await client.post('/api/reservations', bookingInput({ guests: 2 }))).statusCode).toBe(
      201,
    );
    await t.idle();
  });
  afterAll(async () => {
    await t.close();
  });

  it('holds after checkouts, a cancellation and a booking', async () => {
    expect(failing(await check())).toEqual([]);
  });

  it('catches a tile off by one order', () =>
    drift(
      sql`update order_totals set orders = orders + 1 where slot = (select min(slot) from order_totals)`,
      sql`update order_totals set orders = orders - 1 where slot = (select min(slot) from order_totals)`,
    ));

  it('catches a sales slice that lost its revenue', () =>
    drift(
      sql`update order_sales_buckets set revenue_minor = revenue_minor - 100 where orders > 0`,
      sql`update order_sales_buckets set revenue_minor = revenue_minor + 100 where orders > 0`,
    ));

  it('catches a reservation count that drifted', () =>
    drift(
      sql`update reservation_status_counts set n = n + 1 where status = 'pending'`,
      sql`update reservation_status_counts set n = n - 1 where status = 'pending'`,
    ));

  it('catches a search name whose count drifted, and one left behind by its orders', async () => {
    await drift(
      sql`update order_names set orders = orders + 1 where name = (select min(name) from order_names)`,
      sql`update order_names set orders = orders - 1 where name = (select min(name) from order_names)`,
    );
    await drift(
      sql`insert into order_names (name, orders) values ('Nobody Ordered', 1)`,
      sql`delete from order_names where name = 'Nobody Ordered'`,
    );
  });
});
