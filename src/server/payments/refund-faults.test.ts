import type { MenuItem } from '@shared/catalog';
import { testDatabaseKinds } from '@test/support/databases';
import {
  type FakePaystack,
  paystackContract,
  REFUND_LISTINGS,
  startFakePaystack,
} from '@test/support/fake-paystack';
import { seededCheckoutApp } from '@test/support/payments';
import {
  paidWithPaystack,
  paystackEnv,
  postWebhook,
  recordedRefunded,
  refundRows,
} from '@test/support/paystack';
import type { TestApp } from '@test/support/test-app';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RefundSettledEvent } from './service';

const MINUTE = 60_000;
/** The app gives up on a Paystack answer after this long here (10 s in production). */
const TIMEOUT_MS = 1_000;

/**
 * Refunds whose answer never came: the fake Paystack makes the refund, then drops the connection,
 * answers past our timeout, or answers 500. Nothing may be refunded twice, whoever retries.
 */
describe.each(testDatabaseKinds())('refunds under lost answers (fake Paystack) on %s', (kind) => {
  let fake: FakePaystack;
  let t: TestApp;
  let dish: MenuItem;
  const events: RefundSettledEvent[] = [];

  const postRefunds = (reference: string) =>
    fake.requests.filter(
      (r) =>
        r.method === 'POST' &&
        r.path === '/refund' &&
        (r.body as { transaction?: string }).transaction === reference,
    );
  const refundOf = (paymentId: string, key: string) =>
    t.services.payments.refund({ paymentId, amountMinor: dish.priceMinor, idempotencyKey: key });

  beforeAll(async () => {
    fake = await startFakePaystack();
    t = await seededCheckoutApp(kind, {
      env: paystackEnv(fake, { PAYSTACK_TIMEOUT_MS: String(TIMEOUT_MS) }),
    });
    dish = (await t.services.catalog.menu({ category: 'Burger' }))[0]!;
    t.services.payments.onRefundSettled(async (event) => {
      events.push(event);
    });
  });
  afterEach(() => {
    expect(fake.violations).toEqual([]);
    events.length = 0;
    fake.describeRefundsAs(REFUND_LISTINGS['the published contract']!);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const lostAnswers = Object.entries(REFUND_LISTINGS).flatMap(([shape, listing]) =>
    (['drop', 'delay', 'fail'] as const).map((fault) => ({ shape, listing, fault })),
  );
  for (const { shape, listing, fault } of lostAnswers) {
    it(`a refund whose answer is lost (${fault}) is unknown, then found, never sent twice: refunds listed in ${shape}`, async () => {
      fake.describeRefundsAs(listing);
      const key = `order:lost-${fault}:${shape}`;
      const payment = await paidWithPaystack(t, fake, dish);
      const done = fake.workDone('/refund');
      if (fault === 'drop') fake.dropNextAnswer('POST /refund');
      if (fault === 'delay') fake.delayNextAnswer('POST /refund', TIMEOUT_MS * 3);
      if (fault === 'fail') fake.failNextAfterWork('POST /refund');

      const first = await refundOf(payment.id, key);
      await done;
      expect(first.status).toBe('unknown');
      expect(await refundRows(t, payment.id)).toMatchObject([{ status: 'unknown' }]);
      // Paystack did refund; others refunded meanwhile come before ours in its list.
      expect(fake.refunded(payment.reference)).toBe(dish.priceMinor);
      fake.refundElsewhere(3);

      // The retry loop (or the admin's retry button) asks again with the same key, at once and
      // many times in parallel: the refund is looked up, not sent again.
      const retries = await Promise.all([1, 2, 3, 4, 5].map(() => refundOf(payment.id, key)));
      expect(retries.some((r) => r.status === 'pending')).toBe(true);
      expect(retries.every((r) => r.status === 'pending' || r.status === 'unknown')).toBe(true);
      expect(await refundOf(payment.id, key)).toMatchObject({
        status: 'pending',
        providerRefundId: expect.any(String),
      });
      // The sweep much later changes nothing either.
      await t.services.payments.reconcileRefunds(new Date(Date.now() + 10 * MINUTE));

      expect(postRefunds(payment.reference)).toHaveLength(1);
      expect(fake.refunded(payment.reference)).toBe(dish.priceMinor);
      expect(await recordedRefunded(t, payment.id)).toBe(fake.refunded(payment.reference));
      expect(await refundRows(t, payment.id)).toMatchObject([
        { status: 'pending', providerRefundId: expect.any(String) },
      ]);
      // The key travels in merchant_note; the reason for the diner in customer_note.
      expect(
        paystackContract.refundRequest.parse(postRefunds(payment.reference)[0]!.body),
      ).toMatchObject({ merchant_note: key });
    });
  }

  it('a refund still on its way to Paystack is left to its sender by a sweep on a clock hours ahead', async () => {
    const payment = await paidWithPaystack(t, fake, dish);
    const provider = t.services.payments.provider;
    const send = provider.refund.bind(provider);
    let arrived!: () => void;
    const atProvider = new Promise<void>((resolve) => (arrived = resolve));
    let letGo!: () => void;
    const gate = new Promise<void>((resolve) => (letGo = resolve));
    const held = vi.spyOn(provider, 'refund').mockImplementationOnce(async (input) => {
      arrived();
      await gate; // the request is in transit: Paystack has no refund yet
      return send(input);
    });
    const sending = refundOf(payment.id, 'order:in-transit');
    await atProvider;
    // Another instance whose clock runs two hours ahead sweeps (and asks again) meanwhile.
    const later = new Date(Date.now() + 2 * 60 * MINUTE);
    await t.services.payments.reconcileRefunds(later);
    await t.services.payments.refund(
      { paymentId: payment.id, amountMinor: dish.priceMinor, idempotencyKey: 'order:in-transit' },
      later,
    );
    letGo();
    expect((await sending).status).toBe('pending');
    expect(held).toHaveBeenCalledTimes(1);
    expect(postRefunds(payment.reference)).toHaveLength(1);
    expect(fake.refunded(payment.reference)).toBe(dish.priceMinor);
    expect(await refundRows(t, payment.id)).toMatchObject([{ status: 'pending' }]);
  });

  it('a refund Paystack never got (500 before any work) is sent again, under the same key, only once it is old', async () => {
    const payment = await paidWithPaystack(t, fake, dish);
    fake.failNext(1);
    expect((await refundOf(payment.id, 'order:never-got')).status).toBe('unknown');
    expect(fake.refunded(payment.reference)).toBe(0);
    // At once: Paystack has none, but an answer may still be on its way: nothing is sent.
    expect((await refundOf(payment.id, 'order:never-got')).status).toBe('unknown');
    expect(postRefunds(payment.reference)).toHaveLength(1);

    // Later, the recovery sweep (several instances at once) sends it again, once.
    const later = new Date(Date.now() + 3 * MINUTE);
    await Promise.all([1, 2, 3].map(() => t.services.payments.reconcileRefunds(later)));
    expect(postRefunds(payment.reference)).toHaveLength(2);
    expect(fake.refunded(payment.reference)).toBe(dish.priceMinor);
    expect(await refundRows(t, payment.id)).toMatchObject([{ status: 'pending' }]);
    expect(events).toMatchObject([
      { paymentId: payment.id, idempotencyKey: 'order:never-got', status: 'pending' },
    ]);
    expect((await refundOf(payment.id, 'order:never-got')).status).toBe('pending');
    expect(postRefunds(payment.reference)).toHaveLength(2);
  });

  it('a pending refund Paystack later processes, fails or needs attention is followed by webhook, once per change', async () => {
    const payment = await paidWithPaystack(t, fake, dish);
    const result = await refundOf(payment.id, 'order:webhook');
    expect(result.status).toBe('pending');
    const id = Number(result.providerRefundId);

    fake.setRefundStatus(id, 'needs-attention');
    const attention = fake.refundWebhook(id);
    expect((await postWebhook(t, attention.body, attention.signature)).statusCode).toBe(200);
    expect((await postWebhook(t, attention.body, attention.signature)).statusCode).toBe(200);
    expect(await refundRows(t, payment.id)).toMatchObject([{ status: 'needs_attention' }]);
    expect(await t.services.payments.listRefundsNeedingAttention(50)).toContainEqual(
      expect.objectContaining({ paymentId: payment.id, status: 'needs_attention' }),
    );

    fake.setRefundStatus(id, 'processed');
    const processed = fake.refundWebhook(id);
    for (let i = 0; i < 3; i += 1)
      expect((await postWebhook(t, processed.body, processed.signature)).statusCode).toBe(200);
    expect(await refundRows(t, payment.id)).toMatchObject([{ status: 'refunded' }]);
    expect(events.map((e) => e.status)).toEqual(['needs_attention', 'refunded']);
    expect(events[1]).toMatchObject({
      paymentId: payment.id,
      idempotencyKey: 'order:webhook',
      providerRefundId: String(id),
    });
    // Paystack's word was asked for, not taken from the body.
    expect(fake.requests.some((r) => r.method === 'GET' && r.path === `/refund/${id}`)).toBe(true);
    expect(postRefunds(payment.reference)).toHaveLength(1);
  });

  it('a pending refund is followed by the sweep alone (no webhook), with backoff', async () => {
    const payment = await paidWithPaystack(t, fake, dish);
    const result = await refundOf(payment.id, 'order:sweep');
    const id = Number(result.providerRefundId);
    const fetches = () => fake.requests.filter((r) => r.path === `/refund/${id}`).length;

    // Young: not asked yet.
    await t.services.payments.reconcileRefunds(new Date(Date.now() + 10_000));
    expect(fetches()).toBe(0);
    await t.services.payments.reconcileRefunds(new Date(Date.now() + 2 * MINUTE));
    expect(fetches()).toBe(1);
    expect(events).toEqual([]);

    fake.setRefundStatus(id, 'failed');
    // Backing off: asked again only later.
    await t.services.payments.reconcileRefunds(new Date(Date.now() + 2 * MINUTE));
    expect(fetches()).toBe(1);
    await t.services.payments.reconcileRefunds(new Date(Date.now() + 20 * MINUTE));
    expect(fetches()).toBe(2);
    expect(await refundRows(t, payment.id)).toMatchObject([{ status: 'failed' }]);
    expect(events).toMatchObject([{ idempotencyKey: 'order:sweep', status: 'failed' }]);
    // Paystack gave the money back to the balance: our books agree, and a retry may send it again.
    expect(await recordedRefunded(t, payment.id)).toBe(0);
    expect(fake.refunded(payment.reference)).toBe(0);
    // Sent again, and that answer is lost too: the lookup finds the new refund, not the failed one.
    fake.dropNextAnswer('POST /refund');
    expect((await refundOf(payment.id, 'order:sweep')).status).toBe('unknown');
    expect((await refundOf(payment.id, 'order:sweep')).status).toBe('pending');
    expect(postRefunds(payment.reference)).toHaveLength(2);
    expect(fake.refunded(payment.reference)).toBe(await recordedRefunded(t, payment.id));
  });

  it('a refund with no answer shows under "Needs attention" until the provider is found to have it', async () => {
    const payment = await paidWithPaystack(t, fake, dish);
    fake.dropNextAnswer('POST /refund');
    expect((await refundOf(payment.id, 'order:attention')).status).toBe('unknown');
    const stuck = async (at: Date) =>
      (await t.services.payments.needingAttention(at)).filter(
        (item) => item.kind === 'refund_stuck' && item.reference === payment.reference,
      );
    // Young: the answer may still come. Past the short age: the owner sees it.
    expect(await stuck(new Date())).toEqual([]);
    const later = new Date(Date.now() + 2 * MINUTE);
    expect(await stuck(later)).toMatchObject([
      { amountMinor: dish.priceMinor, customerEmail: expect.any(String) },
    ]);
    await t.services.payments.reconcileRefunds(later);
    expect(await stuck(later)).toEqual([]);
  });
});
