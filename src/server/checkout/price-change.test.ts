import { cartTexts } from '@shared/cart-view';
import type { MenuItem } from '@shared/catalog';
import {
  addToCart,
  createCheckoutTestApp,
  readyCustomer,
  seedMenu,
  startPayment,
} from '@test/support/checkout';
import { testDatabaseKinds } from '@test/support/databases';
import type { TestApp, TestClient } from '@test/support/test-app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** Price changes are told, on each database. */
describe.each(testDatabaseKinds())('price changes since adding on %s', (kind) => {
  let t: TestApp;
  let drinks: MenuItem[];

  beforeAll(async () => {
    t = await createCheckoutTestApp(kind);
    await seedMenu(t);
    drinks = await t.services.catalog.menu({ category: 'Drinks' });
  });
  afterAll(async () => {
    await t.close();
  });

  const cartOf = async (client: TestClient) => (await client.get('/api/cart')).json();
  const start = (diner: Awaited<ReturnType<typeof readyCustomer>>) =>
    diner.client.post('/api/checkout/payments', {
      addressId: diner.addressId,
      fullName: diner.customer.username,
      email: diner.customer.email,
    });

  it('a raised price is shown, refuses payment with 409 until accepted, and nothing is lost', async () => {
    const dish = drinks[0]!;
    const diner = await readyCustomer(t);
    await addToCart(diner.client, dish, 2);
    const same = await cartOf(diner.client);
    expect(same.items[0].previousUnitPriceMinor).toBeUndefined();

    const raised = dish.priceMinor + 500;
    await t.services.catalog.updateDish(dish.id, { priceMinor: raised });
    const cart = await cartOf(diner.client);
    expect(cart.items[0]).toMatchObject({
      unitPriceMinor: raised,
      previousUnitPriceMinor: dish.priceMinor,
      quantity: 2,
    });
    const summary = (await diner.client.get('/api/checkout')).json();
    expect(summary.lines[0]).toMatchObject({ previousUnitPriceMinor: dish.priceMinor });

    const refused = await start(diner);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(cartTexts.pricesChanged);
    expect((await cartOf(diner.client)).items).toHaveLength(1);

    const accepted = await diner.client.post('/api/cart/accept-prices', {});
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().items[0].previousUnitPriceMinor).toBeUndefined();
    expect(accepted.json().subtotalMinor).toBe(raised * 2);
    const payment = await startPayment(diner.client, diner.customer, diner.addressId);
    expect(payment.reference).toBeTruthy();
    await t.services.catalog.updateDish(dish.id, { priceMinor: dish.priceMinor });
  });

  it('a lowered price is shown too; accepting twice changes nothing more', async () => {
    const dish = drinks[1]!;
    const diner = await readyCustomer(t);
    await addToCart(diner.client, dish);
    const lowered = dish.priceMinor - 100;
    await t.services.catalog.updateDish(dish.id, { priceMinor: lowered });
    expect((await cartOf(diner.client)).items[0]).toMatchObject({
      unitPriceMinor: lowered,
      previousUnitPriceMinor: dish.priceMinor,
    });
    expect((await start(diner)).statusCode).toBe(409);
    await diner.client.post('/api/cart/accept-prices', {});
    const again = await diner.client.post('/api/cart/accept-prices', {});
    expect(again.json().items[0].previousUnitPriceMinor).toBeUndefined();
    expect(again.json().items[0].unitPriceMinor).toBe(lowered);
    // Changed back to what the diner first saw: that is a change from the accepted price.
    await t.services.catalog.updateDish(dish.id, { priceMinor: dish.priceMinor });
    expect((await cartOf(diner.client)).items[0].previousUnitPriceMinor).toBe(lowered);
  });

  it("adding the dish again from the menu counts as seeing today's price", async () => {
    const dish = drinks[2]!;
    const diner = await readyCustomer(t);
    await addToCart(diner.client, dish);
    await t.services.catalog.updateDish(dish.id, { priceMinor: dish.priceMinor + 200 });
    await addToCart(diner.client, dish);
    const line = (await cartOf(diner.client)).items[0];
    expect(line).toMatchObject({ quantity: 2, unitPriceMinor: dish.priceMinor + 200 });
    expect(line.previousUnitPriceMinor).toBeUndefined();
    await t.services.catalog.updateDish(dish.id, { priceMinor: dish.priceMinor });
  });

  it('accepting needs the CSRF token; a visitor without a cart (guests have carts) gets an empty one', async () => {
    const diner = await readyCustomer(t);
    const noCsrf = await diner.client.request(
      'POST',
      '/api/cart/accept-prices',
      {},
      { csrf: false },
    );
    expect(noCsrf.statusCode).toBe(403);
    const anonymous = await t.client().post('/api/cart/accept-prices', {});
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json().items).toEqual([]);
  });
});
