import { orders } from '@server/orders/schema';
import { payments, refunds, sandboxTransactions } from '@server/payments/schema';
import type { DomainEvent } from '@server/platform/events';
import { createAdmin, createCustomer } from '@server/seed/factories';
import type { MenuItem } from '@shared/catalog';
import { checkoutTexts } from '@shared/checkout';
import { DELIVERY_FEE_MINOR } from '@shared/constants';
import { paymentTexts, SANDBOX_CARDS, sandboxTexts } from '@shared/payments';
import {
  addToCart,
  createCheckoutTestApp,
  readyCustomer,
  seedMenu,
  startPayment,
  verify,
} from '@test/support/checkout';
import { testDatabaseKinds } from '@test/support/databases';
import type { TestApp, TestClient } from '@test/support/test-app';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const FUTURE = `12/${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`;

describe.each(testDatabaseKinds())('checkout with the sandbox provider on %s', (kind) => {
  let t: TestApp;
  let pizzas: MenuItem[];
  let drinks: MenuItem[];
  const events: DomainEvent[] = [];

  const db = () => t.db.database.db;
  const charge = (
    client: TestClient,
    accessCode: string,
    cardNumber: string,
    expiry = FUTURE,
    cvv = '123',
  ) => client.post('/api/payments/sandbox/charge', { accessCode, cardNumber, expiry, cvv });
  const cartOf = async (client: TestClient) => (await client.get('/api/cart')).json();
  const paymentRow = async (reference: string) =>
    (await db().select().from(payments).where(eq(payments.reference, reference)))[0]!;
  const ordersOf = (userId: string) => db().select().from(orders).where(eq(orders.userId, userId));

  beforeAll(async () => {
    t = await createCheckoutTestApp(kind);
    await seedMenu(t);
    pizzas = await t.services.catalog.menu({ category: 'Pizza' });
    drinks = await t.services.catalog.menu({ category: 'Drinks' });
    t.services.events.subscribe((event) => events.push(event));
  });
  afterAll(async () => {
    await t.close();
  });

  it('keeps addresses per customer, checked on the server with the spec texts', async () => {
    const { client } = await readyCustomer(t);
    const short = await client.post('/api/checkout/addresses', {
      address: 'abc',
      phone: '+234 803 555 0147',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.fields.address).toBe(checkoutTexts.addressLength);
    const long = await client.post('/api/checkout/addresses', {
      address: 'x'.repeat(201),
      phone: '08035550147',
    });
    expect(long.json().error.fields.address).toBe(checkoutTexts.addressLength);
    for (const phone of ['12', 'call me maybe', '+234 803 555 0147 999 999']) {
      const bad = await client.post('/api/checkout/addresses', {
        address: '3 Allen Avenue, Ikeja',
        phone,
      });
      expect(bad.statusCode, phone).toBe(400);
      expect(bad.json().error.fields.phone).toBe(checkoutTexts.phoneInvalid);
    }
    const added = await client.post('/api/checkout/addresses', {
      address: '  3 Allen Avenue, Ikeja  ',
      phone: '0803-555-0147',
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({
      message: checkoutTexts.addressAdded,
      address: { address: '3 Allen Avenue, Ikeja' },
    });
    const list = (await client.get('/api/checkout/addresses')).json().addresses;
    expect(list.map((a: { address: string }) => a.address)).toEqual([
      '3 Allen Avenue, Ikeja',
      '14 Admiralty Way, Lekki Phase 1, Lagos',
    ]);

    // Another customer can neither see nor remove it.
    const other = await readyCustomer(t);
    expect((await other.client.get('/api/checkout/addresses')).json().addresses).toHaveLength(1);
    const id = added.json().address.id;
    expect((await other.client.request('DELETE', `/api/checkout/addresses/${id}`)).statusCode).toBe(
      404,
    );
    expect((await client.request('DELETE', `/api/checkout/addresses/${id}`)).statusCode).toBe(200);
    expect((await client.get('/api/checkout/addresses')).json().addresses).toHaveLength(1);
  });

  it('saves the delivery option and refuses anything but the two of the spec', async () => {
    const customer = await createCustomer(t.services);
    const client = t.client();
    await client.post('/api/auth/login', { email: customer.email, password: customer.password });
    expect((await client.get('/api/checkout/delivery')).json()).toEqual({ option: null });
    const bad = await client.request('PUT', '/api/checkout/delivery', { option: 'Drone' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe(checkoutTexts.selectDeliveryOption);
    const saved = await client.request('PUT', '/api/checkout/delivery', {
      option: 'Pickup Station',
    });
    expect(saved.json()).toEqual({
      option: 'Pickup Station',
      message: checkoutTexts.deliveryUpdated,
    });
    expect((await client.get('/api/checkout/delivery')).json()).toEqual({
      option: 'Pickup Station',
    });
  });

  it('is for signed-in customers only', async () => {
    expect((await t.client().get('/api/checkout')).statusCode).toBe(401);
    const admin = await createAdmin(t.services);
    const client = t.client();
    await client.post('/api/auth/admin/login', { email: admin.email, password: admin.password });
    expect((await client.get('/api/checkout')).statusCode).toBe(403);
  });

  it('sums the order on the server: each line once with its quantity, plus the delivery fee', async () => {
    const { client } = await readyCustomer(t);
    await addToCart(client, pizzas[0]!, 2);
    await addToCart(client, drinks[0]!);
    const summary = (await client.get('/api/checkout')).json();
    const items = pizzas[0]!.priceMinor * 2 + drinks[0]!.priceMinor;
    expect(
      summary.lines.map((l: { name: string; quantity: number }) => [l.name, l.quantity]),
    ).toEqual([
      [pizzas[0]!.name, 2],
      [drinks[0]!.name, 1],
    ]);
    expect(summary).toMatchObject({
      itemsTotalMinor: items,
      deliveryFeeMinor: DELIVERY_FEE_MINOR,
      totalMinor: items + DELIVERY_FEE_MINOR,
      currency: 'NGN',
      provider: { name: 'sandbox', displayName: 'Sandbox' },
    });
  });

  it('refuses to start a payment without an address, a delivery option or anything in the cart', async () => {
    const customer = await createCustomer(t.services);
    const client = t.client();
    await client.post('/api/auth/login', { email: customer.email, password: customer.password });
    const noAddress = await client.post('/api/checkout/payments', {
      fullName: 'A B',
      email: customer.email,
    });
    expect(noAddress.statusCode).toBe(400);
    expect(noAddress.json().error.message).toBe(checkoutTexts.selectAddress);
    const address = (
      await client.post('/api/checkout/addresses', {
        address: '1 Marina Road, Lagos',
        phone: '+2348035550147',
      })
    ).json().address.id;
    const body = { addressId: address, fullName: 'A B', email: customer.email };
    const noOption = await client.post('/api/checkout/payments', body);
    expect(noOption.statusCode).toBe(400);
    expect(noOption.json().error.message).toBe(checkoutTexts.selectDeliveryOption);
    await client.request('PUT', '/api/checkout/delivery', { option: 'Home Delivery' });
    const empty = await client.post('/api/checkout/payments', body);
    expect(empty.statusCode).toBe(409);
    expect(empty.json().error.message).toBe(checkoutTexts.cartEmpty);
    // A browser cannot set the amount.
    const priced = await client.post('/api/checkout/payments', { ...body, amount: 1 });
    expect(priced.statusCode).toBe(400);
    expect(await db().select().from(payments).where(eq(payments.userId, customer.id))).toHaveLength(
      0,
    );
  });

  it('records a verified payment once: payment, one order per line, empty cart, receipts, event', async () => {
    const { customer, client, addressId } = await readyCustomer(t);
    await addToCart(client, pizzas[1]!, 2);
    await addToCart(client, drinks[1]!, 3);
    const started = await startPayment(client, customer, addressId);
    const expected = pizzas[1]!.priceMinor * 2 + drinks[1]!.priceMinor * 3 + DELIVERY_FEE_MINOR;
    expect(started).toMatchObject({
      amountMinor: expected,
      currency: 'NGN',
      provider: { displayName: 'Sandbox' },
    });
    const pending = await paymentRow(started.reference);
    expect(pending).toMatchObject({
      status: 'pending',
      userId: customer.id,
      email: customer.email,
      deliveryAddress: '14 Admiralty Way, Lekki Phase 1, Lagos',
      deliveryPhone: '+234 803 555 0147',
      deliveryOption: 'Home Delivery',
    });
    expect(pending.lines.map((l) => [l.dishId, l.quantity, l.unitPriceMinor])).toEqual([
      [pizzas[1]!.id, 2, pizzas[1]!.priceMinor],
      [drinks[1]!.id, 3, drinks[1]!.priceMinor],
    ]);

    const paid = await charge(client, started.accessCode, SANDBOX_CARDS.success);
    expect(paid.json().data.status).toBe('success');
    const verified = await verify(client, started.reference);
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().payment).toMatchObject({
      status: 'successful',
      amountMinor: expected,
      method: 'Sandbox',
    });
    expect(verified.json().payment.orderIds).toHaveLength(2);

    expect(await paymentRow(started.reference)).toMatchObject({
      status: 'successful',
      method: 'Sandbox',
      amountMinor: expected,
    });
    const rows = await ordersOf(customer.id);
    expect(
      rows.map((o) => [o.mealName, o.unitPrice, o.quantity, o.price, o.status]).sort(),
    ).toEqual(
      [
        [pizzas[1]!.name, pizzas[1]!.priceMinor, 2, pizzas[1]!.priceMinor * 2, 'paid'],
        [drinks[1]!.name, drinks[1]!.priceMinor, 3, drinks[1]!.priceMinor * 3, 'paid'],
      ].sort(),
    );
    expect(new Set(rows.map((o) => o.paymentId))).toEqual(new Set([pending.id]));
    expect((await cartOf(client)).items).toEqual([]);

    await t.services.mail.idle();
    const receipts = t.mails.sent.filter(
      (m) => m.to === customer.email && m.kind === 'order_receipt',
    );
    expect(receipts.map((m) => m.subject).sort()).toEqual(
      rows.map((o) => `Your Tavola receipt for order ${o.orderId}`).sort(),
    );
    expect(receipts[0]!.text).toContain(started.reference);
    expect(events).toContainEqual({
      type: 'order.paid',
      userId: customer.id,
      orderIds: expect.arrayContaining(rows.map((o) => o.orderId)),
    });

    // Replayed: refused, nothing duplicated.
    const replay = await verify(client, started.reference);
    expect(replay.statusCode).toBe(409);
    expect(replay.json().error.message).toBe(paymentTexts.alreadyRecorded);
    expect(await ordersOf(customer.id)).toHaveLength(2);
    const view = (await client.get(`/api/checkout/payments/${started.reference}`)).json().payment;
    expect(view).toMatchObject({ status: 'successful' });
    expect(view.orderIds.sort()).toEqual(rows.map((o) => o.orderId).sort());
  });

  it('refuses a forged success (the provider has not been paid) and records nothing', async () => {
    const { customer, client, addressId } = await readyCustomer(t);
    await addToCart(client, pizzas[2]!);
    const started = await startPayment(client, customer, addressId);
    const forged = await verify(client, started.reference);
    expect(forged.statusCode).toBe(402);
    expect(forged.json().error.message).toBe(paymentTexts.notConfirmed);
    expect((await paymentRow(started.reference)).status).toBe('pending');
    expect(await ordersOf(customer.id)).toHaveLength(0);
    expect((await cartOf(client)).items).toHaveLength(1);
  });

  it("refuses an unknown reference and another customer's reference", async () => {
    const alice = await readyCustomer(t);
    await addToCart(alice.client, pizzas[0]!);
    const started = await startPayment(alice.client, alice.customer, alice.addressId);
    await charge(alice.client, started.accessCode, SANDBOX_CARDS.success);
    const bob = await readyCustomer(t);
    const stolen = await verify(bob.client, started.reference);
    expect(stolen.statusCode).toBe(403);
    expect(stolen.json().error.message).toBe(paymentTexts.notYourPayment);
    expect((await bob.client.get(`/api/checkout/payments/${started.reference}`)).statusCode).toBe(
      403,
    );
    const unknown = await verify(bob.client, 'TVP-NOPE-000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe(paymentTexts.unknownReference);
    expect((await paymentRow(started.reference)).status).toBe('pending');
    expect(await ordersOf(alice.customer.id)).toHaveLength(0);
    expect(await ordersOf(bob.customer.id)).toHaveLength(0);
    expect((await cartOf(alice.client)).items).toHaveLength(1);
  });

  it('refuses an amount mismatch, records nothing and refunds what was taken', async () => {
    const { customer, client, addressId } = await readyCustomer(t);
    await addToCart(client, drinks[2]!);
    const started = await startPayment(client, customer, addressId);
    // The provider's transaction says another amount than the one we asked for.
    await db()
      .update(sandboxTransactions)
      .set({ amountMinor: 100 })
      .where(eq(sandboxTransactions.reference, started.reference));
    await charge(client, started.accessCode, SANDBOX_CARDS.success);
    const refused = await verify(client, started.reference);
    expect(refused.statusCode).toBe(402);
    expect(refused.json().error.message).toBe(paymentTexts.amountMismatch);
    const row = await paymentRow(started.reference);
    expect(row).toMatchObject({ status: 'rejected', reason: paymentTexts.amountMismatch });
    expect(await ordersOf(customer.id)).toHaveLength(0);
    expect((await cartOf(client)).items).toHaveLength(1);
    expect(await db().select().from(refunds).where(eq(refunds.paymentId, row.id))).toMatchObject([
      { amountMinor: 100, status: 'refunded' },
    ]);
    expect((await verify(client, started.reference)).statusCode).toBe(409);
  });

  it('refuses a payment whose cart changed after it started, and leaves the cart as it is', async () => {
    const { customer, client, addressId } = await readyCustomer(t);
    await addToCart(client, pizzas[3]!);
    const started = await startPayment(client, customer, addressId);
    await charge(client, started.accessCode, SANDBOX_CARDS.success);
    await addToCart(client, drinks[3]!);
    const refused = await verify(client, started.reference);
    expect(refused.statusCode).toBe(402);
    expect(refused.json().error.message).toBe(paymentTexts.cartChanged);
    expect((await paymentRow(started.reference)).status).toBe('rejected');
    expect(await ordersOf(customer.id)).toHaveLength(0);
    expect((await cartOf(client)).items).toHaveLength(2);
  });

  it('leaves no order and the cart intact after a declined card; another card then pays', async () => {
    const { customer, client, addressId } = await readyCustomer(t);
    await addToCart(client, pizzas[4]!);
    const started = await startPayment(client, customer, addressId);
    const declined = await charge(client, started.accessCode, SANDBOX_CARDS.declined);
    expect(declined.json().data).toMatchObject({
      status: 'failed',
      message: sandboxTexts.declined,
    });
    expect((await verify(client, started.reference)).statusCode).toBe(402);
    expect(await ordersOf(customer.id)).toHaveLength(0);
    expect((await cartOf(client)).items).toHaveLength(1);
    await charge(client, started.accessCode, SANDBOX_CARDS.success);
    expect((await verify(client, started.reference)).statusCode).toBe(200);
    expect(await ordersOf(customer.id)).toHaveLength(1);
  });

  it('keeps a bank transfer pending with the cart intact until the bank confirms it', async () => {
    const { customer, client, addressId } = await readyCustomer(t);
    await addToCart(client, drinks[4]!, 2);
    const started = await startPayment(client, customer, addressId);
    const pending = await charge(client, started.accessCode, SANDBOX_CARDS.transferPending);
    expect(pending.json().data.status).toBe('pending');
    expect((await verify(client, started.reference)).statusCode).toBe(402);
    expect((await paymentRow(started.reference)).status).toBe('pending');
    expect((await cartOf(client)).items).toHaveLength(1);
    const confirmed = await t
      .client()
      .post('/api/payments/sandbox/transfers/confirm', { reference: started.reference });
    expect(confirmed.statusCode).toBe(200);
    expect((await paymentRow(started.reference)).status).toBe('successful');
    expect(await ordersOf(customer.id)).toHaveLength(1);
    expect((await cartOf(client)).items).toEqual([]);
  });

  it('records one payment and one set of orders from 20 concurrent verifications', async () => {
    const { customer, client, addressId } = await readyCustomer(t);
    await addToCart(client, pizzas[0]!, 2);
    await addToCart(client, drinks[0]!);
    const started = await startPayment(client, customer, addressId);
    await charge(client, started.accessCode, SANDBOX_CARDS.success);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => verify(client, started.reference)),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    expect(await ordersOf(customer.id)).toHaveLength(2);
    const [count] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(payments)
      .where(eq(payments.userId, customer.id));
    expect(count!.n).toBe(1);
    await t.services.mail.idle();
    expect(
      t.mails.sent.filter((m) => m.to === customer.email && m.kind === 'order_receipt'),
    ).toHaveLength(2);
  });

  it('checks test cards, expiry and CVV like a card form', async () => {
    const { customer, client, addressId } = await readyCustomer(t);
    await addToCart(client, pizzas[0]!);
    const { accessCode } = await startPayment(client, customer, addressId);
    const expired = await charge(client, accessCode, SANDBOX_CARDS.success, '01/20');
    expect(expired.json().error.fields.expiry).toBe(sandboxTexts.expired);
    const cvv = await charge(client, accessCode, SANDBOX_CARDS.success, FUTURE, '12');
    expect(cvv.json().error.fields.cvv).toBe(sandboxTexts.cvvInvalid);
    const unknown = await charge(client, accessCode, '4111 1111 1111 1111');
    expect(unknown.json().error.fields.cardNumber).toBe(sandboxTexts.unknownCard);
    const spaced = await charge(client, accessCode, '4084 0840 8408 4081');
    expect(spaced.json().data.status).toBe('success');
    const twice = await charge(client, accessCode, SANDBOX_CARDS.success);
    expect(twice.statusCode).toBe(409);
  });

  it('gives up on payments the provider never completed: unpaid after 2 hours, a pending transfer after a day', async () => {
    const unpaid = await readyCustomer(t);
    await addToCart(unpaid.client, pizzas[1]!);
    const left = await startPayment(unpaid.client, unpaid.customer, unpaid.addressId);
    const transfer = await readyCustomer(t);
    await addToCart(transfer.client, drinks[1]!);
    const waiting = await startPayment(transfer.client, transfer.customer, transfer.addressId);
    await charge(transfer.client, waiting.accessCode, SANDBOX_CARDS.transferPending);
    const hour = 3600_000;

    await t.services.checkout.recoverPending(new Date(Date.now() + 30 * 60_000));
    expect((await paymentRow(left.reference)).status).toBe('pending');
    await t.services.checkout.recoverPending(new Date(Date.now() + 3 * hour));
    expect(await paymentRow(left.reference)).toMatchObject({
      status: 'failed',
      reason: expect.stringContaining('abandoned'),
    });
    expect((await paymentRow(waiting.reference)).status).toBe('pending');
    await t.services.checkout.recoverPending(new Date(Date.now() + 25 * hour));
    expect((await paymentRow(waiting.reference)).status).toBe('failed');
    expect((await cartOf(transfer.client)).items).toHaveLength(1);
  });

  it('queues receipts the process never got to send', async () => {
    const { customer, client, addressId } = await readyCustomer(t);
    await addToCart(client, pizzas[5]!);
    const started = await startPayment(client, customer, addressId);
    await charge(client, started.accessCode, SANDBOX_CARDS.success);
    await verify(client, started.reference);
    await t.services.mail.idle();
    const receipts = () =>
      t.mails.sent.filter((m) => m.to === customer.email && m.kind === 'order_receipt');
    expect(receipts()).toHaveLength(1);
    // As if the process stopped between the commit and the outbox.
    await db()
      .update(payments)
      .set({ receiptsQueuedAt: null })
      .where(eq(payments.reference, started.reference));
    await t.services.checkout.recoverPending(new Date(Date.now() + 2 * 60_000));
    await t.services.mail.idle();
    expect(receipts()).toHaveLength(2);
    await t.services.checkout.recoverPending(new Date(Date.now() + 4 * 60_000));
    await t.services.mail.idle();
    expect(receipts()).toHaveLength(2);
  });

  it('refunds a successful payment through the provider, never more than was paid', async () => {
    const { customer, client, addressId } = await readyCustomer(t);
    await addToCart(client, pizzas[2]!);
    const started = await startPayment(client, customer, addressId);
    await charge(client, started.accessCode, SANDBOX_CARDS.success);
    await verify(client, started.reference);
    const row = await paymentRow(started.reference);
    const refund = t.services.payments.refund;
    expect(
      await refund({
        paymentId: row.id,
        amountMinor: pizzas[2]!.priceMinor,
        reason: 'Order canceled',
      }),
    ).toMatchObject({
      status: 'refunded',
      providerRefundId: expect.stringMatching(/^sbx_rf_/),
    });
    expect(await refund({ paymentId: row.id, amountMinor: row.amountMinor })).toEqual({
      status: 'failed',
      message: paymentTexts.refundTooLarge,
    });
    expect(
      await refund({ paymentId: '00000000-0000-4000-8000-000000000000', amountMinor: 100 }),
    ).toEqual({
      status: 'failed',
      message: paymentTexts.refundNotPaid,
    });
    // The refused one never reached the provider: only the first is recorded.
    expect(await db().select().from(refunds).where(eq(refunds.paymentId, row.id))).toMatchObject([
      { amountMinor: pizzas[2]!.priceMinor, status: 'refunded', reason: 'Order canceled' },
    ]);
  });
});

describe.each(testDatabaseKinds())(
  'a server stopped between payment start and verification on %s',
  (kind) => {
    it('loses nothing: the start-up recovery completes the order', async () => {
      const first = await createCheckoutTestApp(kind);
      const database = first.db;
      try {
        await seedMenu(first);
        const [dish] = await first.services.catalog.menu({ category: 'Pasta' });
        const { customer, client, addressId } = await readyCustomer(first);
        await addToCart(client, dish!, 2);
        const started = await startPayment(client, customer, addressId);
        await client.post('/api/payments/sandbox/charge', {
          accessCode: started.accessCode,
          cardNumber: SANDBOX_CARDS.success,
          expiry: FUTURE,
          cvv: '123',
        });
        // The server stops before the browser's verification (and before the sandbox's notice).
        await first.app.close();

        const second = await createCheckoutTestApp(kind, { database });
        try {
          const db = second.db.database.db;
          expect(await db.select().from(orders).where(eq(orders.userId, customer.id))).toHaveLength(
            0,
          );
          await second.services.checkout.recoverPending(new Date(Date.now() + 2 * 60_000));
          const [payment] = await db
            .select()
            .from(payments)
            .where(eq(payments.reference, started.reference));
          expect(payment!.status).toBe('successful');
          expect(await db.select().from(orders).where(eq(orders.userId, customer.id))).toHaveLength(
            1,
          );
          await second.services.mail.idle();
          expect(
            second.mails.sent.filter((m) => m.to === customer.email && m.kind === 'order_receipt'),
          ).toHaveLength(1);
          // Running it again changes nothing.
          await second.services.checkout.recoverPending(new Date(Date.now() + 5 * 60_000));
          expect(await db.select().from(orders).where(eq(orders.userId, customer.id))).toHaveLength(
            1,
          );
        } finally {
          await second.close();
        }
      } finally {
        await database.dispose();
      }
    });
  },
);
