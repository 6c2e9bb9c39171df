import { SANDBOX_CARDS } from '@shared/payments';
import {
  addToCart,
  createCheckoutTestApp,
  readyCustomer,
  seedMenu,
  startPayment,
  verify,
} from '@test/support/checkout';
import { testDatabaseKinds } from '@test/support/databases';
import type { TestApp } from '@test/support/test-app';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, refunds } from './schema';

const nextYear = `12/${String((new Date().getFullYear() + 1) % 100).padStart(2, '0')}`;

describe.each(testDatabaseKinds())('refunds with an idempotency key on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createCheckoutTestApp(kind);
    await seedMenu(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('refunds once per key, however often (and however concurrently) it is asked', async () => {
    const { customer, client, addressId } = await readyCustomer(t);
    const dish = (await t.services.catalog.menu({ category: 'Pizza' }))[0]!;
    await addToCart(client, dish, 2);
    const started = await startPayment(client, customer, addressId);
    const charged = await client.post('/api/payments/sandbox/charge', {
      accessCode: started.accessCode,
      cardNumber: SANDBOX_CARDS.success,
      expiry: nextYear,
      cvv: '123',
    });
    expect(charged.statusCode, charged.body).toBeLessThan(300);
    expect((await verify(client, started.reference)).statusCode).toBeLessThan(300);
    const [payment] = await t.db.database.db
      .select()
      .from(payments)
      .where(eq(payments.reference, started.reference));

    const ask = () =>
      t.services.payments.refund({
        paymentId: payment!.id,
        amountMinor: dish.priceMinor,
        idempotencyKey: 'order:one',
      });
    const results = await Promise.all([ask(), ask(), ask(), ask(), ask()]);
    expect(results.every((r) => r.status === 'refunded' || r.status === 'pending')).toBe(true);
    expect((await ask()).status).toBe('refunded');
    const rows = await t.db.database.db
      .select()
      .from(refunds)
      .where(eq(refunds.paymentId, payment!.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.amountMinor).toBe(dish.priceMinor);

    // Another key is another refund (the second dish of the line), within what was paid.
    expect(
      (
        await t.services.payments.refund({
          paymentId: payment!.id,
          amountMinor: dish.priceMinor,
          idempotencyKey: 'order:two',
        })
      ).status,
    ).toBe('refunded');
    expect(
      await t.db.database.db.select().from(refunds).where(eq(refunds.paymentId, payment!.id)),
    ).toHaveLength(2);
  });
});
