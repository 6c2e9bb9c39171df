import { orders } from '@server/orders/schema';
import { payments } from '@server/payments/schema';
import { cartTexts } from '@shared/cart-view';
import type { MenuItem } from '@shared/catalog';
import { DELIVERY_FEE_MINOR } from '@shared/constants';
import {
  INT32_MAX,
  MAX_DISH_PRICE_MINOR,
  MAX_ORDER_TOTAL_MINOR,
  moneyLimitTexts,
} from '@shared/money';
import { SANDBOX_CARDS } from '@shared/payments';
import { createCheckoutTestApp, readyCustomer, seedMenu, verify } from '@test/support/checkout';
import { testDatabaseKinds } from '@test/support/databases';
import { signedInAdmin } from '@test/support/reservations';
import type { TestApp, TestClient } from '@test/support/test-app';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const FUTURE = `12/${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`;
const NAIRA = 100;

/**
 * Amounts live in 32-bit integer columns, so a cart worth more than 2,147,483,647 kobo cannot be
 * stored. An order (dishes plus delivery) is at most NGN 10,000,000.00, a dish at most
 * NGN 1,000,000.00, each refused with a 4xx that says so.
 */
describe.each(testDatabaseKinds())('the largest order and the largest price on %s', (kind) => {
  let t: TestApp;
  let admin: TestClient;
  let dishes: MenuItem[];
  const db = () => t.db.database.db;

  beforeAll(async () => {
    t = await createCheckoutTestApp(kind);
    await seedMenu(t);
    // Dishes without option groups: a pizza's Small (a negative delta) refuses prices below it.
    dishes = [
      ...(await t.services.catalog.menu({ category: 'Pasta' })),
      ...(await t.services.catalog.menu({ category: 'Burger' })),
      ...(await t.services.catalog.menu({ category: 'Salad' })),
    ].filter((dish) => !dish.options?.length);
    expect(dishes.length).toBeGreaterThanOrEqual(8);
    admin = (await signedInAdmin(t)).client;
  });
  afterAll(async () => {
    await t.close();
  });

  const setPrice = async (dish: MenuItem, priceMinor: number) => {
    const response = await admin.request('PATCH', `/api/admin/dishes/${dish.id}`, { priceMinor });
    expect(response.statusCode, response.body).toBe(200);
  };
  const cartOf = async (client: TestClient) => (await client.get('/api/cart')).json();
  const lineOf = async (client: TestClient, dish: MenuItem) =>
    (await cartOf(client)).items.find((l: { dishId: string }) => l.dishId === dish.id);
  const start = (client: TestClient, addressId: string) =>
    client.post('/api/checkout/payments', {
      addressId,
      fullName: 'Big Spender',
      email: 'big.spender@example.com',
    });
  const pay = async (client: TestClient, accessCode: string, reference: string) => {
    const charged = await client.post('/api/payments/sandbox/charge', {
      accessCode,
      cardNumber: SANDBOX_CARDS.success,
      expiry: FUTURE,
      cvv: '123',
    });
    expect(charged.statusCode, charged.body).toBe(200);
    const verified = await verify(client, reference);
    expect(verified.statusCode, verified.body).toBe(200);
    return verified.json().payment as { amountMinor: number; orderIds: string[] };
  };

  it('the limits keep every stored sum inside a 32-bit column', () => {
    expect(MAX_ORDER_TOTAL_MINOR).toBeLessThan(INT32_MAX / 2);
    expect(MAX_DISH_PRICE_MINOR).toBeLessThanOrEqual(MAX_ORDER_TOTAL_MINOR - DELIVERY_FEE_MINOR);
    expect(moneyLimitTexts.orderTooLarge).toBe(
      'An order can be at most NGN 10,000,000.00 — split it into several orders or call the restaurant.',
    );
  });

  it('a cart that would pass the limit is refused with the message, and keeps what it had', async () => {
    const [big, small] = [dishes[0]!, dishes[1]!];
    await setPrice(big, MAX_DISH_PRICE_MINOR);
    const { client, addressId } = await readyCustomer(t);
    const add = (dish: MenuItem, quantity: number) =>
      client.post('/api/cart/items', { dishId: dish.id, quantity });
    expect((await add(small, 2)).statusCode).toBe(201);
    const before = await cartOf(client);

    // The reproduction: 99 dishes of NGN 1,000,000 = 9,900,000,000 kobo.
    const refused = await add(big, 99);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(cartTexts.orderTooLarge);
    expect(await cartOf(client)).toEqual(before);

    expect((await add(big, 9)).statusCode).toBe(201);
    const oneMore = await add(big, 1);
    expect(oneMore.statusCode).toBe(409);
    expect(oneMore.json().error.message).toBe(cartTexts.orderTooLarge);
    const line = await lineOf(client, big);
    expect(line.quantity).toBe(9);
    const raise = await client.request('PATCH', `/api/cart/items/${line.id}`, { quantity: 10 });
    expect(raise.statusCode).toBe(409);
    expect(raise.json().error.message).toBe(cartTexts.orderTooLarge);
    expect((await lineOf(client, big)).quantity).toBe(9);

    const started = await start(client, addressId);
    expect(started.statusCode, started.body).toBe(201);
    const expected = 9 * MAX_DISH_PRICE_MINOR + 2 * small.priceMinor + DELIVERY_FEE_MINOR;
    expect(started.json().amountMinor).toBe(expected);
    const paid = await pay(client, started.json().accessCode, started.json().reference);
    expect(paid.amountMinor).toBe(expected);
    expect(paid.orderIds).toHaveLength(1);
  });

  it('prices that rose past the limit: checkout answers 409 with the message, never 500', async () => {
    const dish = dishes[2]!;
    await setPrice(dish, 100_000 * NAIRA);
    const { client, addressId } = await readyCustomer(t);
    const added = await client.post('/api/cart/items', { dishId: dish.id, quantity: 99 });
    expect(added.statusCode).toBe(201);
    // 99 x NGN 300,000 = 2,970,000,000 kobo: past what an integer column holds.
    await setPrice(dish, 300_000 * NAIRA);
    const cart = await cartOf(client);
    expect(cart.subtotalMinor).toBe(99 * 300_000 * NAIRA);

    // The diner is first asked to accept the new price, then told the limit.
    const changed = await start(client, addressId);
    expect(changed.statusCode, changed.body).toBe(409);
    expect(changed.json().error.message).toBe(cartTexts.pricesChanged);
    expect((await client.post('/api/cart/accept-prices', {})).statusCode).toBe(200);
    const refused = await start(client, addressId);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().error.message).toBe(moneyLimitTexts.orderTooLarge);
    const [{ n }] = (await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(payments)
      .where(eq(payments.email, 'big.spender@example.com'))) as [{ n: number }];
    expect(Number(n)).toBe(1); // the first test's payment only
    expect((await cartOf(client)).items).toMatchObject(
      cart.items.map(({ id, quantity }: { id: string; quantity: number }) => ({ id, quantity })),
    );

    // Lowering is always allowed, and the smaller order goes through.
    const line = await lineOf(client, dish);
    const lower = await client.request('PATCH', `/api/cart/items/${line.id}`, { quantity: 30 });
    expect(lower.statusCode, lower.body).toBe(200);
    const started = await start(client, addressId);
    expect(started.statusCode, started.body).toBe(201);
    expect(started.json().amountMinor).toBe(30 * 300_000 * NAIRA + DELIVERY_FEE_MINOR);
  });

  it('an admin price over the largest is refused with the words, and the dish keeps its price', async () => {
    const dish = dishes[3]!;
    const before = (await admin.get('/api/admin/dishes')).json();
    for (const priceMinor of [MAX_DISH_PRICE_MINOR + 1, 3_000_000_000, INT32_MAX + 1]) {
      const refused = await admin.request('PATCH', `/api/admin/dishes/${dish.id}`, { priceMinor });
      expect(refused.statusCode, String(priceMinor)).toBe(400);
      expect(refused.json().error.fields.priceMinor).toBe(moneyLimitTexts.dishPriceTooHigh);
    }
    expect((await admin.get('/api/admin/dishes')).json()).toEqual(before);
    const allowed = await admin.request('PATCH', `/api/admin/dishes/${dish.id}`, {
      priceMinor: MAX_DISH_PRICE_MINOR,
    });
    expect(allowed.statusCode).toBe(200);
  });

  it('fuzz: random carts, quantities and price changes never answer 5xx nor store a sum past the limit', async () => {
    let seed = 0x5eed1234;
    const random = () => {
      // mulberry32: the same sequence on every run, so a failure can be replayed.
      seed = (seed + 0x6d2b79f5) | 0;
      let x = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
      return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
    };
    const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
    const prices = [1, 50 * NAIRA, 100_000 * NAIRA, 450_000 * NAIRA, MAX_DISH_PRICE_MINOR];
    const pool = dishes.slice(4, 8);
    const diners = await Promise.all([readyCustomer(t), readyCustomer(t), readyCustomer(t)]);

    for (let step = 0; step < 60; step += 1) {
      const diner = pick(diners);
      const roll = random();
      let response: Awaited<ReturnType<TestClient['post']>>;
      const before = await cartOf(diner.client);
      if (roll < 0.15) {
        await setPrice(pick(pool), pick(prices));
        continue;
      }
      if (roll < 0.6 || before.items.length === 0) {
        const quantity = 1 + Math.floor(random() * 99);
        response = await diner.client.post('/api/cart/items', { dishId: pick(pool).id, quantity });
      } else {
        const line = pick(before.items as Array<{ id: string }>);
        const quantity = 1 + Math.floor(random() * 99);
        response = await diner.client.request('PATCH', `/api/cart/items/${line.id}`, { quantity });
      }
      expect(response.statusCode, `step ${step}: ${response.body}`).toBeLessThan(500);
      if (response.statusCode >= 400) expect(await cartOf(diner.client)).toEqual(before);
      if (response.statusCode < 400) {
        // What was accepted never raised the cart past the limit.
        const after = response.json();
        if (after.subtotalMinor > before.subtotalMinor)
          expect(after.subtotalMinor + DELIVERY_FEE_MINOR).toBeLessThanOrEqual(
            MAX_ORDER_TOTAL_MINOR,
          );
      }
      if (step % 20 === 19) {
        for (const { client, addressId } of diners) {
          const started = await start(client, addressId);
          expect(started.statusCode, started.body).toBeLessThan(500);
          if (started.statusCode === 201) {
            expect(started.json().amountMinor).toBeLessThanOrEqual(MAX_ORDER_TOTAL_MINOR);
            await pay(client, started.json().accessCode, started.json().reference);
          } else {
            expect([409, 400]).toContain(started.statusCode);
          }
        }
      }
    }

    const [stored] = await db()
      .select({
        payment: sql<string>`coalesce(max(${payments.amountMinor}), 0)`,
      })
      .from(payments);
    const [lines] = await db()
      .select({ line: sql<string>`coalesce(max(${orders.totalMinor}), 0)` })
      .from(orders);
    expect(Number(stored?.payment)).toBeLessThanOrEqual(MAX_ORDER_TOTAL_MINOR);
    expect(Number(lines?.line)).toBeLessThanOrEqual(MAX_ORDER_TOTAL_MINOR);
  }, 120_000);
});
