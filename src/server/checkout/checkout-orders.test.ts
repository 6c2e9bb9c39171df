import { testConfig } from '@server/config';
import { orderLines, orders } from '@server/orders/schema';
import { payments } from '@server/payments/schema';
import type { DomainEvent } from '@server/platform/events';
import type { MenuItem } from '@shared/catalog';
import { checkoutTexts } from '@shared/checkout';
import { DELIVERY_FEE_MINOR } from '@shared/constants';
import { lineLabel } from '@shared/dish-options';
import { formatMoney } from '@shared/money';
import { paymentTexts, SANDBOX_CARDS } from '@shared/payments';
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
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const FUTURE = `12/${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`;

/** One order per checkout: its lines, amounts, fulfilment, number and one receipt. */
describe.each(testDatabaseKinds())('checkout: one order per checkout on %s', (kind) => {
  let t: TestApp;
  let pizzas: MenuItem[];
  let drinks: MenuItem[];
  const events: DomainEvent[] = [];

  const db = () => t.db.database.db;
  const charge = (client: TestClient, accessCode: string, cardNumber: string) =>
    client.post('/api/payments/sandbox/charge', {
      accessCode,
      cardNumber,
      expiry: FUTURE,
      cvv: '123',
    });
  const paymentRow = async (reference: string) =>
    (await db().select().from(payments).where(eq(payments.reference, reference)))[0]!;
  const ordersOf = (userId: string) => db().select().from(orders).where(eq(orders.userId, userId));
  const linesOf = (orderRowId: string) =>
    db()
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, orderRowId))
      .orderBy(asc(orderLines.position));
  const cartOf = async (client: TestClient) => (await client.get('/api/cart')).json();

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

  it('records a verified 3-dish delivery once: payment, one order with 3 lines adding up to what was charged, empty cart, one receipt, event', async () => {
    const { customer, client, addressId } = await readyCustomer(t);
    await addToCart(client, pizzas[1]!, 2);
    await addToCart(client, drinks[1]!, 3);
    await addToCart(client, pizzas[3]!);
    const started = await startPayment(client, customer, addressId, { note: ' No onions <b> ' });
    const subtotal = pizzas[1]!.priceMinor * 2 + drinks[1]!.priceMinor * 3 + pizzas[3]!.priceMinor;
    const expected = subtotal + DELIVERY_FEE_MINOR;
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
      note: 'No onions <b>',
    });

    const paid = await charge(client, started.accessCode, SANDBOX_CARDS.success);
    expect(paid.json().data.status).toBe('success');
    const verified = await verify(client, started.reference);
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().payment).toMatchObject({ status: 'successful', amountMinor: expected });
    expect(verified.json().payment.orderIds).toHaveLength(1);

    const rows = await ordersOf(customer.id);
    expect(rows).toHaveLength(1);
    const order = rows[0]!;
    expect(order).toMatchObject({
      paymentId: pending.id,
      status: 'paid',
      fulfilment: 'delivery',
      deliveryAddress: '14 Admiralty Way, Lekki Phase 1, Lagos',
      deliveryPhone: '+234 803 555 0147',
      customerPhone: '+234 803 555 0147',
      customerName: customer.username,
      email: customer.email,
      note: 'No onions <b>',
      subtotalMinor: subtotal,
      deliveryFeeMinor: DELIVERY_FEE_MINOR,
      totalMinor: expected,
    });
    expect(order.number).toBeGreaterThanOrEqual(1001);
    const lines = await linesOf(order.id);
    expect(
      lines.map((l) => [l.position, l.name, l.unitPriceMinor, l.quantity, l.lineTotalMinor]),
    ).toEqual([
      [1, pizzas[1]!.name, pizzas[1]!.priceMinor, 2, pizzas[1]!.priceMinor * 2],
      [2, drinks[1]!.name, drinks[1]!.priceMinor, 3, drinks[1]!.priceMinor * 3],
      [3, pizzas[3]!.name, pizzas[3]!.priceMinor, 1, pizzas[3]!.priceMinor],
    ]);
    expect((await cartOf(client)).items).toEqual([]);

    await t.services.mail.idle();
    const receipts = t.mails.sent.filter(
      (m) => m.to === customer.email && m.kind === 'order_receipt',
    );
    expect(receipts.map((m) => m.subject)).toEqual([
      `Your Tavola receipt for order #${order.number}`,
    ]);
    const receipt = receipts[0]!;
    // Each line with its choices (the pizzas' default size): "Margherita (Medium) × 2".
    for (const line of lines)
      expect(receipt.text).toContain(
        `${lineLabel(line.name, line.choices, line.note)} × ${line.quantity}`,
      );
    expect(receipt.text).toContain(`${pizzas[1]!.name} (Medium) × 2`);
    expect(receipt.text).toContain(order.orderId);
    expect(receipt.text).toContain(formatMoney(subtotal));
    expect(receipt.text).toContain(formatMoney(DELIVERY_FEE_MINOR));
    expect(receipt.text).toContain(formatMoney(expected));
    expect(receipt.text).toContain(started.reference);
    // The diner's note is shown, escaped in the HTML.
    expect(receipt.html).toContain('No onions &lt;b&gt;');
    expect(events).toContainEqual({
      type: 'order.paid',
      userId: customer.id,
      orderIds: [order.orderId],
    });

    // Replayed: refused, nothing duplicated.
    const replay = await verify(client, started.reference);
    expect(replay.statusCode).toBe(409);
    expect(replay.json().error.message).toBe(paymentTexts.alreadyRecorded);
    expect(await ordersOf(customer.id)).toHaveLength(1);
    const view = (await client.get(`/api/checkout/payments/${started.reference}`)).json().payment;
    expect(view).toMatchObject({ status: 'successful', orderIds: [order.orderId] });
  });

  it('records a pickup: no address, no fee, charged the dishes only, the pickup place in the receipt', async () => {
    const { customer, client } = await readyCustomer(t);
    expect(
      (await client.request('PUT', '/api/checkout/delivery', { option: 'Pickup Station' }))
        .statusCode,
    ).toBe(200);
    await addToCart(client, pizzas[2]!, 2);
    await addToCart(client, drinks[2]!);
    const subtotal = pizzas[2]!.priceMinor * 2 + drinks[2]!.priceMinor;
    const summary = (await client.get('/api/checkout')).json();
    expect(summary).toMatchObject({
      fulfilment: 'pickup',
      deliveryFeeMinor: 0,
      totalMinor: subtotal,
      pickup: { address: testConfig().pickup.address, note: testConfig().pickup.note },
    });
    // No address is asked; a phone to call is.
    const noPhone = await client.post('/api/checkout/payments', {
      fullName: customer.username,
      email: customer.email,
    });
    expect(noPhone.statusCode).toBe(400);
    expect(noPhone.json().error.message).toBe(checkoutTexts.contactPhoneRequired);
    const started = await startPayment(client, customer, undefined, {
      contactPhone: '+234 803 000 1111',
    });
    expect(started.amountMinor).toBe(subtotal);
    await charge(client, started.accessCode, SANDBOX_CARDS.success);
    expect((await verify(client, started.reference)).statusCode).toBe(200);

    const [order] = await ordersOf(customer.id);
    expect(order).toMatchObject({
      fulfilment: 'pickup',
      deliveryAddress: null,
      deliveryPhone: null,
      customerPhone: '+234 803 000 1111',
      subtotalMinor: subtotal,
      deliveryFeeMinor: 0,
      totalMinor: subtotal,
    });
    expect(await linesOf(order!.id)).toHaveLength(2);
    await t.services.mail.idle();
    const receipts = t.mails.sent.filter(
      (m) => m.to === customer.email && m.kind === 'order_receipt',
    );
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.text).toContain('Pickup — no delivery fee');
    expect(receipts[0]!.text).toContain(testConfig().pickup.address);
    expect(receipts[0]!.text).toContain(testConfig().pickup.note);
    expect(receipts[0]!.text).not.toContain('Deliver to');
  });

  it('numbers orders uniquely and in increasing order under 20 parallel settlements', async () => {
    const [before] = await db()
      .select({ max: sql<number | null>`max(${orders.number})` })
      .from(orders);
    const diners = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        const ready = await readyCustomer(t);
        await addToCart(ready.client, pizzas[i % pizzas.length]!);
        const started = await startPayment(ready.client, ready.customer, ready.addressId);
        await charge(ready.client, started.accessCode, SANDBOX_CARDS.success);
        return { ...ready, started };
      }),
    );
    const answers = await Promise.all(
      diners.map(({ client, started }) => verify(client, started.reference)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    const rows = await db()
      .select({ number: orders.number, createdAt: orders.createdAt })
      .from(orders)
      .where(
        inArray(
          orders.userId,
          diners.map((d) => d.customer.id),
        ),
      );
    const numbers = rows.map((r) => r.number);
    expect(new Set(numbers).size).toBe(20);
    expect(Math.min(...numbers)).toBeGreaterThan(Number(before?.max ?? 1000));
    // A later order never gets a smaller number than one recorded before it committed.
    const nextOrder = await readyCustomer(t);
    await addToCart(nextOrder.client, drinks[0]!);
    const started = await startPayment(nextOrder.client, nextOrder.customer, nextOrder.addressId);
    await charge(nextOrder.client, started.accessCode, SANDBOX_CARDS.success);
    await verify(nextOrder.client, started.reference);
    const [later] = await ordersOf(nextOrder.customer.id);
    expect(later!.number).toBeGreaterThan(Math.max(...numbers));
  });
});
