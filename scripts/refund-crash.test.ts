/**
 * kill -9 of a real server process between "refund sent" and "refund recorded": the fake Paystack
 * makes the refund and holds its answer; the server dies waiting. After a restart the recovery
 * loop finds the refund at Paystack instead of sending it again: refunded once, nothing left
 * stuck, and money taken = money recorded + money refunded. Needs TEST_DATABASE_URL (set in CI).
 */
import { payments, refunds } from '@server/payments/schema';
import { DEMO_CUSTOMER } from '@server/seed/demo';
import { createTestDatabase, type TestDatabase } from '@test/support/databases';
import { type FakePaystack, startFakePaystack } from '@test/support/fake-paystack';
import { paystackEnv } from '@test/support/paystack';
import { Browser, eventually } from '@test/two-instances/client';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, type RunningServer, serverTestDatabaseUrl, startServer } from './lib/server';

const databaseUrl = serverTestDatabaseUrl('refund crash test');

describe.skipIf(!databaseUrl)('a server killed while a refund is at Paystack', () => {
  let database: TestDatabase | undefined;
  let fake: FakePaystack | undefined;
  let server: RunningServer | undefined;
  let env: Record<string, string>;
  let port: number;

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    fake = await startFakePaystack();
    port = await freePort();
    env = {
      ...paystackEnv(fake, { PAYSTACK_TIMEOUT_MS: '30000' }),
      DATABASE_URL: database.url,
      SEED_DEMO: 'true',
      RESTAURANT_HOURS: 'always',
    };
    server = await startServer({ port, env });
  }, 120_000);

  afterAll(async () => {
    await server?.stop('SIGKILL').catch(() => undefined);
    await fake?.close();
    await database?.dispose();
  }, 30_000);

  it('refunds once after the restart, and leaves nothing stuck', async () => {
    const db = database!.database.db;
    const diner = new Browser(server!.url);
    await diner.session();
    const login = await diner.call('POST', '/api/auth/login', {
      email: DEMO_CUSTOMER.email,
      password: DEMO_CUSTOMER.password,
    });
    expect(login.status).toBe(200);
    const menu = (await diner.call('GET', '/api/menu?category=Pizza')).body as {
      items: Array<{ id: string }>;
    };
    expect(
      (await diner.call('POST', '/api/cart/items', { dishId: menu.items[0]!.id })).status,
    ).toBe(201);
    const address = (
      await diner.call('POST', '/api/checkout/addresses', {
        address: '14 Admiralty Way, Lekki Phase 1, Lagos',
        phone: '+234 803 555 0147',
        area: 'Lekki Phase 1',
      })
    ).body as { address: { id: string } };
    await diner.call('PUT', '/api/checkout/delivery', { option: 'Home Delivery' });
    const started = (
      await diner.call('POST', '/api/checkout/payments', {
        addressId: address.address.id,
        fullName: DEMO_CUSTOMER.username,
        email: DEMO_CUSTOMER.email,
      })
    ).body as { reference: string };
    expect(started.reference).toBeTruthy();

    // The diner's bank took a different amount: the store refuses it and refunds at once. Paystack
    // makes that refund but holds its answer; the server is killed while it waits.
    const taken = 777;
    fake!.pay(started.reference, { amount: taken });
    fake!.delayNextAnswer('POST /refund', 120_000);
    const refundMade = fake!.workDone('/refund');
    const verifying = diner
      .call('POST', `/api/checkout/payments/${started.reference}/verify`)
      .catch(() => undefined);
    await refundMade;
    await server!.stop('SIGKILL');
    await verifying;
    expect(fake!.refunded(started.reference)).toBe(taken);
    const [payment] = await db
      .select()
      .from(payments)
      .where(eq(payments.reference, started.reference));
    expect(payment!.status).toBe('rejected');
    expect(await db.select().from(refunds).where(eq(refunds.paymentId, payment!.id))).toMatchObject(
      [{ status: 'requested', amountMinor: taken }],
    );

    // The server stays down a few minutes (the refund row ages; the owed refund's own retry is not
    // due yet, so the reconciliation sweep alone must find it), then starts again.
    await db.execute(
      sql`update refunds set updated_at = now() - interval '5 minutes' where payment_id = ${payment!.id}`,
    );
    server = await startServer({ port, env, dataDir: server!.dataDir });

    const settled = await eventually(
      'the refund reconciled',
      async () => {
        const rows = await db.select().from(refunds).where(eq(refunds.paymentId, payment!.id));
        return rows.length === 1 && rows[0]!.status === 'pending' ? rows[0] : undefined;
      },
      30_000,
    );
    expect(settled!.providerRefundId).toBe(String([...fake!.refunds.values()][0]!.id));
    const posts = fake!.requests.filter((r) => r.method === 'POST' && r.path === '/refund');
    expect(posts).toHaveLength(1);
    expect(fake!.refunded(started.reference)).toBe(taken);
    // Money taken = money recorded + money refunded, to the kobo (the payments Paystack saw).
    const references = [...fake!.transactions.keys()];
    const ours = await db.select().from(payments).where(inArray(payments.reference, references));
    const recorded = ours.filter((p) => p.status === 'successful');
    const refunded = (
      await db
        .select()
        .from(refunds)
        .where(
          inArray(
            refunds.paymentId,
            ours.map((p) => p.id),
          ),
        )
    ).filter((r) => r.status === 'pending' || r.status === 'refunded');
    const takenByPaystack = [...fake!.transactions.values()]
      .filter((tx) => tx.status === 'success')
      .reduce((sum, tx) => sum + tx.amount, 0);
    expect(takenByPaystack).toBe(
      recorded.reduce((s, p) => s + p.amountMinor, 0) +
        refunded.reduce((s, r) => s + r.amountMinor, 0),
    );
    // Nothing stuck, and the owed refund is no longer due.
    const stuck = await db
      .select()
      .from(refunds)
      .where(inArray(refunds.status, ['requested', 'unknown']));
    expect(stuck).toEqual([]);
    // The retry is dropped in its own statement after the refund row is written: wait for it.
    const after = await eventually(
      'the owed refund no longer due',
      async () => {
        const [row] = await db.select().from(payments).where(eq(payments.id, payment!.id));
        return row && row.refundRetryAt === null ? row : undefined;
      },
      15_000,
    );
    expect(after!.refundRetryAt).toBeNull();
    expect(fake!.violations).toEqual([]);
  }, 90_000);
});
