import { orders } from '@server/orders/schema';
import { createAdmin } from '@server/seed/factories';
import type { MenuItem } from '@shared/catalog';
import { checkoutPaymentTexts } from '@shared/checkout-payments';
import { addToCart, createCheckoutTestApp, readyCustomer, seedMenu } from '@test/support/checkout';
import { customerMismatches } from '@test/support/customers';
import { testDatabaseKinds } from '@test/support/databases';
import { signedIn } from '@test/support/orders';
import { rollupMismatches } from '@test/support/rollups';
import type { TestApp, TestClient } from '@test/support/test-app';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** A signed-in diner pays at pickup or on delivery, when the owner allows it: recorded unpaid. */
describe.each(testDatabaseKinds())('paying in person at checkout on %s', (kind) => {
  let t: TestApp;
  let owner: TestClient;
  let dish: MenuItem;
  const db = () => t.db.database.db;
  const allow = async (payments: { payAtPickup: boolean; payOnDelivery: boolean }) => {
    const saved = await owner.request('PATCH', '/api/admin/settings', { payments });
    expect(saved.statusCode, saved.body).toBe(200);
  };
  const diner = async () => {
    const ready = await readyCustomer(t);
    await addToCart(ready.client, dish, 2);
    const summary = (await ready.client.get('/api/checkout')).json();
    const place = (changes: Record<string, unknown> = {}) =>
      ready.client.post('/api/checkout/orders', {
        addressId: ready.addressId,
        fullName: ready.customer.username,
        email: ready.customer.email,
        expectedTotalMinor: summary.totalMinor,
        ...changes,
      });
    return { ...ready, summary, place };
  };
  const revenue = async () => (await owner.get('/api/admin/overview')).json().totals.revenueMinor;

  beforeAll(async () => {
    t = await createCheckoutTestApp(kind);
    await seedMenu(t);
    dish = (await t.services.catalog.menu({ search: 'Margherita' }))[0] as MenuItem;
    owner = await signedIn(t, await createAdmin(t.services), 'admin');
  });
  afterAll(async () => {
    await t.close();
  });

  it('is refused while the owner allows no in-person payment, and nothing is written', async () => {
    const { client, place } = await diner();
    expect((await client.get('/api/checkout/payment-options')).json()).toEqual({
      payAtPickup: false,
      payOnDelivery: false,
    });
    const refused = await place();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(checkoutPaymentTexts.notAllowed('delivery'));
    expect((await client.get('/api/cart')).json().items).toHaveLength(1);
  });

  it('places a delivery to pay on delivery: unpaid, no sale, the amount to collect on the ticket, the cart emptied', async () => {
    await allow({ payAtPickup: false, payOnDelivery: true });
    const { client, place, summary } = await diner();
    const before = await revenue();
    const placed = await place();
    expect(placed.statusCode, placed.body).toBe(201);
    const { orderId, number } = placed.json();
    expect(number).toBeGreaterThan(0);
    const [row] = await db().select().from(orders).where(eq(orders.orderId, orderId));
    expect(row).toMatchObject({
      source: 'online',
      paymentId: null,
      awaitingPayment: true,
      paidAt: null,
      fulfilment: 'delivery',
      deliveryArea: 'Lekki Phase 1',
      totalMinor: summary.totalMinor,
    });
    expect(row!.status).toBe('paid');
    expect((await client.get('/api/cart')).json().items).toHaveLength(0);
    expect(await revenue()).toBe(before);
    const board = (await owner.get('/api/admin/kitchen')).json();
    const ticket = board.tickets.find((x: { orderId: string }) => x.orderId === orderId);
    expect(ticket.unpaid).toEqual({ method: 'cash', amountMinor: summary.totalMinor });
    const present = JSON.stringify((await client.get('/api/orders/present')).json());
    expect(present).toContain(orderId);
    expect(await rollupMismatches(db())).toEqual([]);
    expect(await customerMismatches(db())).toEqual([]);

    // Staff take the money at the door: then, and only then, it is a sale.
    const paid = await owner.post(`/api/admin/orders/${orderId}/mark-paid`, {
      method: 'card_terminal',
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await revenue()).toBe(before + summary.totalMinor);
    expect(await rollupMismatches(db())).toEqual([]);
  });

  it('allows pay at pickup only for pickup, and refuses a total the diner was not shown', async () => {
    await allow({ payAtPickup: true, payOnDelivery: false });
    const delivery = await diner();
    expect((await delivery.place()).statusCode).toBe(409);
    const pickup = await diner();
    await pickup.client.request('PUT', '/api/checkout/delivery', { option: 'Pickup Station' });
    const shown = (await pickup.client.get('/api/checkout')).json().totalMinor;
    const wrong = await pickup.place({
      addressId: undefined,
      contactPhone: '+234 803 555 0199',
      expectedTotalMinor: shown + 1,
    });
    expect(wrong.statusCode).toBe(409);
    const placed = await pickup.place({
      addressId: undefined,
      contactPhone: '+234 803 555 0199',
      expectedTotalMinor: shown,
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const [row] = await db().select().from(orders).where(eq(orders.orderId, placed.json().orderId));
    expect(row).toMatchObject({
      fulfilment: 'pickup',
      awaitingPayment: true,
      deliveryFeeMinor: 0,
      customerPhone: '+234 803 555 0199',
    });
  });

  it('canceled by the diner before it is paid: nothing to refund, and no sale', async () => {
    await allow({ payAtPickup: false, payOnDelivery: true });
    const { client, place } = await diner();
    const before = await revenue();
    const placed = await place();
    expect(placed.statusCode, placed.body).toBe(201);
    const { orderId } = placed.json();
    const canceled = await client.post(`/api/orders/${orderId}/cancel`);
    expect(canceled.statusCode, canceled.body).toBe(200);
    const [row] = await db().select().from(orders).where(eq(orders.orderId, orderId));
    expect(row).toMatchObject({ status: 'canceled', refundStatus: 'none', awaitingPayment: true });
    expect(await revenue()).toBe(before);
    expect(await rollupMismatches(db())).toEqual([]);
  });
});
