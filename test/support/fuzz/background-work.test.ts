import { createCustomer } from '@server/seed/factories';
import { type DbKind, testDatabaseKinds } from '@test/support/databases';
import { seedPaidOrders, signedIn } from '@test/support/orders';
import { createTestApp, type TestApp } from '@test/support/test-app';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rowsOf } from './fingerprint';

/**
 * Why the API fuzz runs its app with `backgroundLoops: false`: the refund retry loop the app
 * starts on ready sweeps every minute, and a sweep changes a canceled order whose refund failed
 * (attempts, next attempt, last error) with no request at all. On a slow machine the fuzz outlives
 * the first minute after its customer canceled an order, and a sweep between the two fingerprints
 * of a refused request read as "refused but changed orders". Only the loop's interval is faked
 * here, so the database and the request pipeline keep their real timers.
 */
describe.each(testDatabaseKinds())('background work of the test app on %s', (kind: DbKind) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
    vi.useRealTimers();
  });

  /** A canceled order whose refund failed once (its payment is unknown) and is due again now. */
  async function dueRefund(app: TestApp) {
    const account = await createCustomer(app.services);
    const { orderIds } = await seedPaidOrders(app.db.database.db, {
      userId: account.id,
      email: account.email,
    });
    const orderId = orderIds[0]!;
    const client = await signedIn(app, account);
    const canceled = await client.post(`/api/orders/${orderId}/cancel`);
    expect(canceled.statusCode, canceled.body).toBe(200);
    await app.idle();
    await app.db.database.db.execute(
      sql`update orders set refund_next_attempt_at = now() - interval '1 minute' where order_id = ${orderId}`,
    );
    const attempts = async () =>
      rowsOf<{ refund_attempts: number }>(
        await app.db.database.db.execute(
          sql`select refund_attempts from orders where order_id = ${orderId}`,
        ),
      )[0]!.refund_attempts;
    expect(await attempts()).toBe(1);
    return attempts;
  }

  it('by default, a minute on, the loop changes orders while no request is made', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    t = await createTestApp(kind);
    const attempts = await dueRefund(t);
    vi.advanceTimersByTime(60_000);
    await vi.waitFor(async () => expect(await attempts()).toBe(2), { timeout: 10_000 });
  });

  it('with backgroundLoops: false, nothing changes until the test runs a sweep', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    t = await createTestApp(kind, {}, { backgroundLoops: false });
    const attempts = await dueRefund(t);
    vi.advanceTimersByTime(10 * 60_000);
    // A sweep would have begun at once (its first query is sent synchronously); give it time to land.
    await new Promise((resolve) => setTimeout(resolve, 500));
    await t.idle();
    expect(await attempts()).toBe(1);
    expect(await t.services.orders.retryDueRefunds()).toBe(1);
    await t.idle();
    expect(await attempts()).toBe(2);
  });
});
