import { testDatabaseKinds } from '@test/support/databases';
import { paidWithSandbox, seededCheckoutApp } from '@test/support/payments';
import { recordedRefunded } from '@test/support/paystack';
import type { TestApp } from '@test/support/test-app';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, refunds, sandboxTransactions } from './schema';

/** The database itself refuses refunds beyond what was charged, whatever code (or SQL) asks. */
describe.each(testDatabaseKinds())('refunds never exceed the payment on %s', (kind) => {
  let t: TestApp;
  const db = () => t.db.database.db;

  beforeAll(async () => {
    t = await seededCheckoutApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  async function paidPayment() {
    const dish = (await t.services.catalog.menu({ category: 'Pizza' }))[0]!;
    return paidWithSandbox(t, dish);
  }
  const notFailedSum = (paymentId: string) => recordedRefunded(t, paymentId);

  it('20 parallel refunds under different keys: exactly what fits goes through', async () => {
    const payment = await paidPayment();
    const part = Math.floor(payment.amountMinor / 6);
    const fits = Math.floor(payment.amountMinor / part);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.services.payments.refund({
          paymentId: payment.id,
          amountMinor: part,
          idempotencyKey: `parallel:${payment.id}:${i}`,
        }),
      ),
    );
    expect(results.filter((r) => r.status === 'refunded')).toHaveLength(fits);
    expect(results.filter((r) => r.status === 'failed')).toHaveLength(20 - fits);
    expect(await notFailedSum(payment.id)).toBe(fits * part);
    const [ledger] = await db()
      .select()
      .from(sandboxTransactions)
      .where(eq(sandboxTransactions.reference, payment.reference));
    expect(ledger!.refundedMinor).toBe(fits * part);
    const [row] = await db().select().from(payments).where(eq(payments.id, payment.id));
    expect(row!.refundedMinor).toBe(fits * part);
  });

  it('refuses a refund written straight in SQL, bypassing the code, even 20 at once', async () => {
    const payment = await paidPayment();
    const part = Math.floor(payment.amountMinor / 6);
    const fits = Math.floor(payment.amountMinor / part);
    const insert = (i: number) =>
      db().execute(sql`
        insert into refunds (payment_id, amount_minor, currency, status, idempotency_key)
        values (${payment.id}, ${part}, 'NGN', 'pending', ${`sql:${payment.id}:${i}`})`);
    const outcomes = await Promise.allSettled(Array.from({ length: 20 }, (_, i) => insert(i)));
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(fits);
    expect(await notFailedSum(payment.id)).toBe(fits * part);

    // One more kobo than what is left: refused. A failed refund counts for nothing; reviving it
    // beyond what was paid is refused too.
    const left = payment.amountMinor - fits * part;
    await expect(
      db().execute(sql`
        insert into refunds (payment_id, amount_minor, currency, status)
        values (${payment.id}, ${left + 1}, 'NGN', 'requested')`),
    ).rejects.toThrow();
    await db().execute(sql`
      insert into refunds (payment_id, amount_minor, currency, status, idempotency_key)
      values (${payment.id}, ${left + 1}, 'NGN', 'failed', ${`sql:${payment.id}:failed`})`);
    await expect(
      db().execute(sql`
        update refunds set status = 'pending' where idempotency_key = ${`sql:${payment.id}:failed`}`),
    ).rejects.toThrow();
    // Failing a counted refund frees its amount. Which 6 of the 20 inserts won is up to the
    // database (on PostgreSQL they race), so fail one that was counted, not insert number 0.
    const [counted] = await db()
      .select({ key: refunds.idempotencyKey })
      .from(refunds)
      .where(and(eq(refunds.paymentId, payment.id), eq(refunds.status, 'pending')))
      .limit(1);
    await db().execute(sql`
      update refunds set status = 'failed' where idempotency_key = ${counted!.key}`);
    const [row] = await db().select().from(payments).where(eq(payments.id, payment.id));
    expect(row!.refundedMinor).toBe((fits - 1) * part);
  });
});
