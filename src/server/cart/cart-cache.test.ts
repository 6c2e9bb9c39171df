import { createCustomer } from '@server/seed/factories';
import { type CartView, cartViewSchema } from '@shared/cart';
import type { MenuItem } from '@shared/catalog';
import { createCheckoutTestApp, seedMenu } from '@test/support/checkout';
import { rowsOf, testDatabaseKinds } from '@test/support/databases';
import { type TestApp, TestClient } from '@test/support/test-app';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GUEST_CART_COOKIE } from './guest-cookie';

/**
 * GET /api/cart is answered from a copy in memory: never an older cart than the
 * database holds, whichever instance wrote it, and never at an older menu than this instance has.
 */
const cartOf = async (client: TestClient) => {
  const response = await client.get('/api/cart');
  expect(response.statusCode, response.body).toBe(200);
  return cartViewSchema.parse(response.json());
};
const add = async (client: TestClient, dish: MenuItem, quantity = 1) => {
  const response = await client.post('/api/cart/items', { dishId: dish.id, quantity });
  expect(response.statusCode, response.body).toBe(201);
  return cartViewSchema.parse(response.json());
};
const signedIn = async (app: TestApp) => {
  const customer = await createCustomer(app.services);
  const client = app.client();
  const login = await client.post('/api/auth/login', {
    email: customer.email,
    password: customer.password,
  });
  expect(login.statusCode, login.body).toBe(200);
  return { customer, client, id: login.json().user.id as string };
};
const revisionOf = async (app: TestApp, userId: string) =>
  Number(
    (
      await rowsOf(
        app.db.database.db.execute(sql`select cart_revision from users where id = ${userId}`),
      )
    )[0]?.cart_revision,
  );
/** What the service holds in memory for this diner now (at the database's revision). */
const inMemory = async (app: TestApp, userId: string): Promise<CartView | undefined> =>
  app.services.cart.viewNow(
    { userId },
    app.db.database.kind === 'postgres' ? await revisionOf(app, userId) : null,
  );
const menuOf = async (app: TestApp) => ({
  pizza: (await app.services.catalog.menu({ category: 'Pizza' })).find((d) => d.options)!,
  drink: (await app.services.catalog.menu({ category: 'Drinks' }))[0]!,
});

describe.each(testDatabaseKinds())('the cart read from memory on %s', (kind) => {
  let t: TestApp;
  let pizza: MenuItem;
  let drink: MenuItem;

  beforeAll(async () => {
    t = await createCheckoutTestApp(kind);
    await seedMenu(t);
    ({ pizza, drink } = await menuOf(t));
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers the same cart again from memory, and a menu change on the very next read', async () => {
    const { client, id } = await signedIn(t);
    await add(client, pizza);
    await add(client, drink, 2);
    const first = await cartOf(client);
    expect(await cartOf(client)).toEqual(first);
    expect(await inMemory(t, id)).toEqual(first);

    await t.services.catalog.updateDish(drink.id, { priceMinor: drink.priceMinor + 300 });
    expect((await cartOf(client)).items[1]).toMatchObject({
      unitPriceMinor: drink.priceMinor + 300,
      previousUnitPriceMinor: drink.priceMinor,
    });
    await t.services.catalog.markDishSoldOut(drink.id, { mode: 'manual' });
    expect((await cartOf(client)).items[1]).toMatchObject({ soldOut: true, available: false });
    await t.services.catalog.markDishSoldOut(drink.id, { mode: 'off' });
    await t.services.catalog.updateDish(drink.id, { priceMinor: drink.priceMinor });
    expect(await cartOf(client)).toEqual(first);

    const picked = (await cartOf(client)).items[0]!.choices[0]!;
    await t.services.catalog.markChoiceSoldOut(pizza.id, picked.choiceId, { mode: 'manual' });
    expect((await cartOf(client)).items[0]).toMatchObject({ soldOut: true, available: false });
    await t.services.catalog.markChoiceSoldOut(pizza.id, picked.choiceId, { mode: 'off' });
    await t.services.catalog.hideDish(pizza.id);
    const hidden = await cartOf(client);
    expect(hidden.items[0]).toMatchObject({ available: false, lineTotalMinor: 0 });
    expect(hidden.subtotalMinor).toBe(2 * drink.priceMinor);
    await t.services.catalog.showDish(pizza.id);
    expect(await cartOf(client)).toEqual(first);
  });

  it('moves the diner’s cart revision on with every write of their lines, and only theirs', async () => {
    const { client, id } = await signedIn(t);
    const other = await signedIn(t);
    const revisions = [await revisionOf(t, id)];
    const moved = async () => {
      revisions.push(await revisionOf(t, id));
      expect(revisions.at(-1)).toBeGreaterThan(revisions.at(-2)!);
    };
    const line = (await add(client, drink)).items[0]!;
    await moved();
    await add(client, drink); // the same line again: ON CONFLICT DO UPDATE
    await moved();
    await client.request('PATCH', `/api/cart/items/${line.id}`, { quantity: 5 });
    await moved();
    await client.request('DELETE', `/api/cart/items/${line.id}`);
    await moved();
    const otherBefore = await revisionOf(t, other.id);
    await add(other.client, drink);
    expect(await revisionOf(t, id)).toBe(revisions.at(-1));
    expect(await revisionOf(t, other.id)).toBeGreaterThan(otherBefore);
    // A user deleted with lines in the cart (cascade) is still deleted.
    await t.db.database.db.execute(sql`delete from users where id = ${other.id}`);
    expect(await revisionOf(t, other.id)).toBeNaN();
  });
});

/** Instances on one PostgreSQL: a copy in memory must never hide another instance's write. */
describe.skipIf(!process.env.TEST_DATABASE_URL)('two instances on one PostgreSQL', () => {
  let a: TestApp;
  let b: TestApp;
  let pizza: MenuItem;
  let drink: MenuItem;
  /** The same browser (cookies, CSRF token) talking to the other instance. */
  const onB = (client: TestClient) => {
    const twin = new TestClient(b, client.ip);
    twin.cookies = client.cookies;
    twin.csrfToken = client.csrfToken;
    return twin;
  };

  beforeAll(async () => {
    a = await createCheckoutTestApp('postgres');
    await seedMenu(a);
    ({ pizza, drink } = await menuOf(a));
    b = await createCheckoutTestApp('postgres', { database: a.db });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('a write through one instance is seen by the other’s next read', async () => {
    const { client, id } = await signedIn(a);
    const twin = onB(client);
    expect((await cartOf(twin)).items).toEqual([]);
    const line = (await add(client, drink, 2)).items[0]!;
    const seen = await cartOf(twin);
    expect(seen.items.map((l) => [l.dishId, l.quantity])).toEqual([[drink.id, 2]]);
    // Unchanged: B answers from memory at the current revision.
    expect(await cartOf(twin)).toEqual(seen);
    expect(await inMemory(b, id)).toEqual(seen);

    await client.request('PATCH', `/api/cart/items/${line.id}`, { quantity: 4 });
    expect((await cartOf(twin)).items[0]?.quantity).toBe(4);
    await add(client, pizza);
    expect((await cartOf(twin)).count).toBe(5);
    await client.request('DELETE', `/api/cart/items/${line.id}`);
    expect((await cartOf(twin)).items.map((l) => l.dishId)).toEqual([pizza.id]);
    // Any writer at all, e.g. checkout's clear on a third instance: a plain statement.
    await a.db.database.db.execute(sql`delete from cart_items where user_id = ${id}`);
    expect(await cartOf(twin)).toMatchObject({ items: [], count: 0 });
  });

  it('a guest cart merged at sign-in on one instance is in the account’s cart on the other', async () => {
    const { customer, client: signedInElsewhere } = await signedIn(a);
    const twin = onB(signedInElsewhere);
    await add(twin, pizza);
    expect((await cartOf(twin)).count).toBe(1);
    const guest = a.client();
    await add(guest, drink, 3);
    expect(guest.cookies.has(GUEST_CART_COOKIE)).toBe(true);
    const login = await guest.post('/api/auth/login', {
      email: customer.email,
      password: customer.password,
    });
    expect(login.statusCode, login.body).toBe(200);
    const merged = await cartOf(twin);
    expect(merged.items.map((l) => [l.dishId, l.quantity])).toEqual([
      [pizza.id, 1],
      [drink.id, 3],
    ]);
  });

  it('accepting new prices on one instance clears the notice on the other', async () => {
    const { client } = await signedIn(a);
    const twin = onB(client);
    await add(client, drink);
    await a.services.catalog.updateDish(drink.id, { priceMinor: drink.priceMinor + 700 });
    // B hears of the menu change within its revalidation (about a second) or by the event bus.
    const deadline = Date.now() + 10_000;
    while ((await cartOf(twin)).items[0]?.previousUnitPriceMinor === undefined) {
      expect(Date.now()).toBeLessThan(deadline);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect((await client.post('/api/cart/accept-prices', {})).statusCode).toBe(200);
    expect((await cartOf(twin)).items[0]).toMatchObject({
      unitPriceMinor: drink.priceMinor + 700,
    });
    expect((await cartOf(twin)).items[0]?.previousUnitPriceMinor).toBeUndefined();
    await a.services.catalog.updateDish(drink.id, { priceMinor: drink.priceMinor });
  });
});
