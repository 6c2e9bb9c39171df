import { randomUUID } from 'node:crypto';
import { seedDemoCatalog } from '@server/seed/demo-dishes';
import { createAdmin, createCustomer } from '@server/seed/factories';
import { cartTexts, cartViewSchema } from '@shared/cart';
import { catalogTexts, type MenuItem } from '@shared/catalog';
import { testDatabaseKinds } from '@test/support/databases';
import { createTestApp, type TestApp, type TestClient } from '@test/support/test-app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

describe.each(testDatabaseKinds())('the cart on %s', (kind) => {
  let t: TestApp;
  let pizzas: MenuItem[];
  let drinks: MenuItem[];

  const signedIn = async () => {
    const customer = await createCustomer(t.services);
    const client = t.client();
    const login = await client.post('/api/auth/login', {
      email: customer.email,
      password: customer.password,
    });
    expect(login.statusCode).toBe(200);
    return { customer, client };
  };
  const patch = (client: TestClient, lineId: string, body: unknown) =>
    client.request('PATCH', `/api/cart/items/${lineId}`, body);
  const remove = (client: TestClient, lineId: string) =>
    client.request('DELETE', `/api/cart/items/${lineId}`);
  const cartOf = async (client: TestClient) =>
    cartViewSchema.parse((await client.get('/api/cart')).json());

  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedDemoCatalog(t.db.database.db);
    pizzas = await t.services.catalog.menu({ category: 'Pizza' });
    drinks = await t.services.catalog.menu({ category: 'Drinks' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('adds dishes at the menu price, raises the quantity of a dish added again, and sums the subtotal', async () => {
    const { client } = await signedIn();
    expect(await cartOf(client)).toEqual({
      items: [],
      count: 0,
      subtotalMinor: 0,
      currency: 'NGN',
    });
    const [a, b] = pizzas as [MenuItem, MenuItem];

    const first = await client.post('/api/cart/items', { dishId: a.id });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ count: 1, subtotalMinor: a.priceMinor });
    await client.post('/api/cart/items', { dishId: b.id, quantity: 2 });
    const again = await client.post('/api/cart/items', { dishId: a.id });
    const cart = cartViewSchema.parse(again.json());
    expect(
      cart.items.map((l) => [l.dishId, l.quantity, l.unitPriceMinor, l.lineTotalMinor]),
    ).toEqual([
      [a.id, 2, a.priceMinor, a.priceMinor * 2],
      [b.id, 2, b.priceMinor, b.priceMinor * 2],
    ]);
    expect(cart.count).toBe(4);
    expect(cart.subtotalMinor).toBe(2 * a.priceMinor + 2 * b.priceMinor);
    expect(await cartOf(client)).toEqual(cart);
  });

  it('changes quantities within 1 to 99 and removes lines', async () => {
    const { client } = await signedIn();
    const drink = drinks[0] as MenuItem;
    const lineId = cartViewSchema.parse(
      (await client.post('/api/cart/items', { dishId: drink.id })).json(),
    ).items[0]!.id;

    const raised = await patch(client, lineId, { quantity: 3 });
    expect(raised.statusCode).toBe(200);
    expect(raised.json()).toMatchObject({ count: 3, subtotalMinor: drink.priceMinor * 3 });
    expect((await patch(client, lineId, { quantity: 99 })).statusCode).toBe(200);

    for (const quantity of [0, -1, 100, 1.5, '2', null, 1e9]) {
      const bad = await patch(client, lineId, { quantity });
      expect(bad.statusCode, String(quantity)).toBe(400);
      expect(bad.json().error.message).toBe(cartTexts.quantityRange);
    }
    // Adding to a line already at 99 is refused, and the line stays at 99.
    const over = await client.post('/api/cart/items', { dishId: drink.id });
    expect(over.statusCode).toBe(409);
    expect(over.json().error.message).toBe(cartTexts.quantityLimit);
    expect(
      (await client.post('/api/cart/items', { dishId: drinks[1]!.id, quantity: 100 })).statusCode,
    ).toBe(400);
    expect(
      (await client.post('/api/cart/items', { dishId: drinks[1]!.id, quantity: 0 })).statusCode,
    ).toBe(400);
    expect((await cartOf(client)).items.map((l) => l.quantity)).toEqual([99]);

    expect((await patch(client, lineId, { quantity: 1 })).json().count).toBe(1);
    const removed = await remove(client, lineId);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ items: [], count: 0, subtotalMinor: 0 });
    expect((await remove(client, lineId)).statusCode).toBe(404);
  });

  it('ignores nothing the browser says about money: a price, total or owner in the body is refused', async () => {
    const { client } = await signedIn();
    const dish = pizzas[0] as MenuItem;
    for (const extra of [
      { price: 1 },
      { priceMinor: 1 },
      { unitPriceMinor: 1 },
      { total: 1 },
      { subtotalMinor: 1 },
      { userId: randomUUID() },
      { name: 'Free pizza' },
    ]) {
      const response = await client.post('/api/cart/items', { dishId: dish.id, ...extra });
      expect(response.statusCode, JSON.stringify(extra)).toBe(400);
      expect(response.json().error.code).toBe('invalid');
    }
    const line = cartViewSchema.parse(
      (await client.post('/api/cart/items', { dishId: dish.id })).json(),
    ).items[0]!;
    expect((await patch(client, line.id, { quantity: 2, unitPriceMinor: 1 })).statusCode).toBe(400);
    const cart = await cartOf(client);
    expect(cart.subtotalMinor).toBe(dish.priceMinor);
    expect(cart.items[0]!.unitPriceMinor).toBe(dish.priceMinor);
  });

  it('keeps each cart private: another customer cannot read, change or remove a line, copied or guessed', async () => {
    const alice = await signedIn();
    const bob = await signedIn();
    const aliceLine = cartViewSchema.parse(
      (await alice.client.post('/api/cart/items', { dishId: pizzas[1]!.id, quantity: 2 })).json(),
    ).items[0]!;
    await bob.client.post('/api/cart/items', { dishId: drinks[2]!.id });

    // Bob's reads show only his cart.
    const bobCart = await cartOf(bob.client);
    expect(bobCart.items.map((l) => l.dishId)).toEqual([drinks[2]!.id]);
    expect(JSON.stringify(bobCart)).not.toContain(aliceLine.id);

    for (const lineId of [aliceLine.id, randomUUID()]) {
      const changed = await patch(bob.client, lineId, { quantity: 9 });
      expect(changed.statusCode).toBe(404);
      expect(changed.json().error.message).toBe(cartTexts.lineNotFound);
      expect((await remove(bob.client, lineId)).statusCode).toBe(404);
    }
    // Query strings and bodies cannot point at someone else's cart either.
    expect(
      (await bob.client.get(`/api/cart?userId=${alice.customer.id}`))
        .json()
        .items.map((l: { dishId: string }) => l.dishId),
    ).toEqual([drinks[2]!.id]);

    const aliceCart = await cartOf(alice.client);
    expect(aliceCart.items).toEqual([aliceLine]);
    expect(aliceCart.count).toBe(2);
  });

  it('gives guests a cart of their own (guest-cart.test.ts) and admins 403 on every cart route', async () => {
    const guest = t.client();
    const lineId = randomUUID();
    // One after the other: each client fetches its CSRF token on its first change.
    const calls = async (client: TestClient) => [
      await client.get('/api/cart'),
      await client.post('/api/cart/items', { dishId: pizzas[0]!.id }),
      await patch(client, lineId, { quantity: 2 }),
      await remove(client, lineId),
    ];
    // A guest's cart is bound to a cookie: no line of anyone else's is found.
    expect((await calls(guest)).map((r) => r.statusCode)).toEqual([200, 201, 404, 404]);
    const admin = await createAdmin(t.services);
    const adminClient = t.client();
    expect(
      (
        await adminClient.post('/api/auth/admin/login', {
          email: admin.email,
          password: admin.password,
        })
      ).statusCode,
    ).toBe(200);
    for (const response of await calls(adminClient)) expect(response.statusCode).toBe(403);
  });

  it('gives a 4xx JSON answer, never a 500, to bad input', async () => {
    const { client } = await signedIn();
    const bad: [string, string, unknown][] = [
      ['POST', '/api/cart/items', '{"dishId": '],
      ['POST', '/api/cart/items', '[]'],
      ['POST', '/api/cart/items', {}],
      ['POST', '/api/cart/items', { dishId: 42 }],
      ['POST', '/api/cart/items', { dishId: '' }],
      ['POST', '/api/cart/items', { dishId: 'x'.repeat(500) }],
      ['PATCH', '/api/cart/items/not-a-uuid', { quantity: 2 }],
      ['PATCH', `/api/cart/items/${randomUUID()}`, {}],
      ['PATCH', `/api/cart/items/${randomUUID()}`, '{"quantity":'],
      ['DELETE', '/api/cart/items/1%27%20or%201=1', undefined],
    ];
    for (const [method, url, body] of bad) {
      const response = await client.request(method as 'POST', url, body);
      expect(
        response.statusCode,
        `${method} ${url} ${JSON.stringify(body)}`,
      ).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.json().error.message).toEqual(expect.any(String));
    }
    const unknownDish = await client.post('/api/cart/items', { dishId: randomUUID() });
    expect(unknownDish.statusCode).toBe(404);
    expect(unknownDish.json().error.message).toBe(catalogTexts.dishNotFound);
    expect((await client.post('/api/cart/items', { dishId: 'mealdb-52771' })).statusCode).toBe(404);
  });

  it('prices lines at the current menu price, refuses hidden dishes and shows them as unavailable', async () => {
    const { client } = await signedIn();
    const catalog = t.services.catalog;
    const dish = await catalog.addDish({
      name: 'Pizza del Giorno',
      category: 'Pizza',
      area: 'Italian',
      priceMinor: 900_000,
      image: { url: '/media/dishes/margherita.svg', width: 480, height: 360 },
    });
    const kept = pizzas[2] as MenuItem;
    await client.post('/api/cart/items', { dishId: dish.id, quantity: 2 });
    await client.post('/api/cart/items', { dishId: kept.id });

    await catalog.updateDish(dish.id, { priceMinor: 950_000 });
    expect((await cartOf(client)).subtotalMinor).toBe(2 * 950_000 + kept.priceMinor);

    await catalog.hideDish(dish.id);
    const hidden = await cartOf(client);
    expect(hidden.items[0]).toMatchObject({ dishId: dish.id, available: false, lineTotalMinor: 0 });
    expect(hidden.count).toBe(1);
    expect(hidden.subtotalMinor).toBe(kept.priceMinor);
    const refused = await client.post('/api/cart/items', { dishId: dish.id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(catalogTexts.dishUnavailable);

    // Deleted from the menu: the line stays visible from its snapshot, still unavailable.
    await catalog.deleteDish(dish.id);
    const deleted = await cartOf(client);
    expect(deleted.items[0]).toMatchObject({
      name: 'Pizza del Giorno',
      available: false,
      lineTotalMinor: 0,
    });
    expect(deleted.subtotalMinor).toBe(kept.priceMinor);
  });

  it('gives checkout the lines with current unit prices, and clears the cart only when its transaction commits', async () => {
    const { customer, client } = await signedIn();
    const cart = t.services.cart;
    const [a, b] = pizzas as [MenuItem, MenuItem];
    await client.post('/api/cart/items', { dishId: a.id, quantity: 3 });
    await client.post('/api/cart/items', { dishId: b.id });

    const lines = await cart.linesForCheckout({ userId: customer.id });
    expect(lines.map((l) => [l.dishId, l.unitPriceMinor, l.quantity, l.available])).toEqual([
      [a.id, a.priceMinor, 3, true],
      [b.id, b.priceMinor, 1, true],
    ]);

    const db = t.db.database.db;
    await expect(
      db.transaction(async (tx) => {
        const locked = await cart.linesForCheckout(
          { userId: customer.id },
          { executor: tx, lock: true },
        );
        expect(locked).toHaveLength(2);
        expect(await cart.clearForUser({ userId: customer.id }, tx)).toBe(2);
        throw new Error('payment step failed');
      }),
    ).rejects.toThrow('payment step failed');
    expect((await cartOf(client)).count).toBe(4);

    await db.transaction(async (tx) => {
      await cart.clearForUser({ userId: customer.id }, tx);
    });
    expect(await cartOf(client)).toMatchObject({ items: [], count: 0 });
  });
});
