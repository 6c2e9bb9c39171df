import { testDatabaseKinds } from '@test/support/databases';
import { paidWithSandbox, seededCheckoutApp } from '@test/support/payments';
import type { TestApp } from '@test/support/test-app';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refunds } from './schema';

describe.each(testDatabaseKinds())('refunds with an idempotency key on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await seededCheckoutApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  it('refunds once per key, however often (and however concurrently) it is asked', async () => {
    const dish = (await t.services.catalog.menu({ category: 'Pizza' }))[0]!;
    const payment = await paidWithSandbox(t, dish);

    const ask = () =>
      t.services.payments.refund({
        paymentId: payment.id,
        amountMinor: dish.priceMinor,
        idempotencyKey: 'order:one',
      });
    const results = await Promise.all([ask(), ask(), ask(), ask(), ask()]);
    // One asks the provider; the others see it in flight ('unknown': it is being asked) or done.
    expect(results.filter((r) => r.status === 'refunded').length).toBeGreaterThanOrEqual(1);
    expect(results.every((r) => r.status === 'refunded' || r.status === 'unknown')).toBe(true);
    expect((await ask()).status).toBe('refunded');
    const rows = await t.db.database.db
      .select()
      .from(refunds)
      .where(eq(refunds.paymentId, payment.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.amountMinor).toBe(dish.priceMinor);

    // Another key is another refund (the second dish of the line), within what was paid.
    expect(
      (
        await t.services.payments.refund({
          paymentId: payment.id,
          amountMinor: dish.priceMinor,
          idempotencyKey: 'order:two',
        })
      ).status,
    ).toBe('refunded');
    expect(
      await t.db.database.db.select().from(refunds).where(eq(refunds.paymentId, payment.id)),
    ).toHaveLength(2);
  });
});
