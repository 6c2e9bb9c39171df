import type { MenuItem } from '@shared/catalog';
import { testDatabaseKinds } from '@test/support/databases';
import { type FakePaystack, startFakePaystack } from '@test/support/fake-paystack';
import { seededCheckoutApp } from '@test/support/payments';
import { paidWithPaystack, paystackEnv, refundRows } from '@test/support/paystack';
import type { TestApp } from '@test/support/test-app';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

const MINUTE = 60_000;

/**
 * A lost refund answer is looked up in Paystack's refund list by our key (merchant_note). When
 * that list cannot be read whole, the refund may exist: it stays unknown, is looked up again
 * later, is never sent again, and the owner sees it awaiting the provider.
 */
describe.each(testDatabaseKinds())('a lost refund the lookup cannot settle, on %s', (kind) => {
  let fake: FakePaystack;
  let t: TestApp;
  let dish: MenuItem;

  beforeAll(async () => {
    fake = await startFakePaystack();
    t = await seededCheckoutApp(kind, {
      env: paystackEnv(fake, { PAYSTACK_TIMEOUT_MS: '1000' }),
    });
    dish = (await t.services.catalog.menu({ category: 'Burger' }))[0]!;
  });
  afterEach(() => {
    expect(fake.violations).toEqual([]);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const posted = (reference: string) =>
    fake.requests.filter(
      (r) =>
        r.method === 'POST' &&
        r.path === '/refund' &&
        (r.body as { transaction?: string }).transaction === reference,
    ).length;
  const sweep = (afterMs: number) =>
    t.services.payments.reconcileRefunds(new Date(Date.now() + afterMs));
  /** Paystack answers the next list with these entries, read to its only page. */
  const listNext = (data: unknown[], meta = { pageCount: 1, total: data.length }) =>
    fake.answerNext('GET /refund', 200, { status: true, message: 'Refunds retrieved', data, meta });

  async function lostRefund(key: string) {
    const payment = await paidWithPaystack(t, fake, dish);
    fake.dropNextAnswer('POST /refund');
    const first = await t.services.payments.refund({
      paymentId: payment.id,
      amountMinor: dish.priceMinor,
      idempotencyKey: key,
    });
    expect(first.status).toBe('unknown');
    // Paystack made it.
    expect(fake.refunded(payment.reference)).toBe(dish.priceMinor);
    return payment;
  }

  it('an entry without a merchant note keeps it unknown: never sent again, shown awaiting the provider', async () => {
    const payment = await lostRefund('order:unreadable');
    const stranger = { id: 1, status: 'processed', amount: 100 }; // no merchant_note to tell
    for (const later of [2 * MINUTE, 10 * MINUTE, 40 * MINUTE]) {
      listNext([stranger]);
      await sweep(later);
      expect(await refundRows(t, payment.id)).toMatchObject([{ status: 'unknown' }]);
    }
    expect(posted(payment.reference)).toBe(1);

    const at = new Date(Date.now() + 40 * MINUTE);
    const items = (await t.services.payments.needingAttention(at)).filter(
      (item) => item.reference === payment.reference,
    );
    const [row] = await refundRows(t, payment.id);
    expect(items).toMatchObject([
      {
        kind: 'refund_stuck',
        at: row!.createdAt.toISOString(),
        refundStatus: expect.stringMatching(/^awaiting the payment provider \(asked 40 min ago\)/),
      },
    ]);

    // Once the list reads whole, ours is found: one refund at Paystack.
    await sweep(3 * 60 * MINUTE);
    expect(await refundRows(t, payment.id)).toMatchObject([
      { status: 'pending', providerRefundId: expect.any(String) },
    ]);
    expect(posted(payment.reference)).toBe(1);
  });

  it('ours with a status it cannot read keeps it unknown with its id, then asks for that id', async () => {
    const payment = await lostRefund('order:partial');
    const [ours] = [...fake.refunds.values()].filter((r) => r.reference === payment.reference);
    listNext([{ id: ours!.id, merchant_note: 'order:partial', status: null }]);
    await sweep(2 * MINUTE);
    expect(await refundRows(t, payment.id)).toMatchObject([
      { status: 'unknown', providerRefundId: String(ours!.id) },
    ]);
    await sweep(10 * MINUTE);
    expect(fake.requests.some((r) => r.method === 'GET' && r.path === `/refund/${ours!.id}`)).toBe(
      true,
    );
    expect(await refundRows(t, payment.id)).toMatchObject([{ status: 'pending' }]);
    expect(posted(payment.reference)).toBe(1);
  });

  it('a list that ends before all its refunds were read keeps it unknown, never sent again', async () => {
    const payment = await lostRefund('order:short-list');
    const other = { id: 2, status: 'processed', merchant_note: '' };
    // More refunds than it gave, and then pages that say there is more than it ever gives.
    listNext([other], { pageCount: 1, total: 5 });
    await sweep(2 * MINUTE);
    expect(await refundRows(t, payment.id)).toMatchObject([{ status: 'unknown' }]);
    fake.describeRefundsAs({ transaction: 'id-only', maxPerPage: 1 });
    for (let i = 0; i < 3; i += 1) fake.refundElsewhere(20);
    await sweep(10 * MINUTE);
    expect(await refundRows(t, payment.id)).toMatchObject([{ status: 'unknown' }]);
    expect(posted(payment.reference)).toBe(1);
    fake.describeRefundsAs({ transaction: 'contract' });
    await sweep(40 * MINUTE);
    expect(await refundRows(t, payment.id)).toMatchObject([{ status: 'pending' }]);
    expect(posted(payment.reference)).toBe(1);
  });
});
