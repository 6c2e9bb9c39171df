import { hashToken } from '@server/platform/tokens';
import { createAdmin, createCustomer } from '@server/seed/factories';
import { cartTexts, cartViewSchema } from '@shared/cart';
import type { MenuItem } from '@shared/catalog';
import { CART_QUANTITY_MAX } from '@shared/constants';
import type { GroupSelection, OptionGroup } from '@shared/dish-options';
import { createCheckoutTestApp, seedMenu } from '@test/support/checkout';
import { testDatabaseKinds } from '@test/support/databases';
import type { TestApp, TestClient } from '@test/support/test-app';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GUEST_CART_COOKIE } from './guest-cookie';
import { cartItems } from './schema';

/** A guest's cart bound to a cookie, and its merge into the account at sign-in. */
describe.each(testDatabaseKinds())('the guest cart on %s', (kind) => {
  let t: TestApp;
  let margherita: MenuItem;
  let drink: MenuItem;

  const group = (name: string) => margherita.options?.find((g) => g.name === name) as OptionGroup;
  const choice = (groupName: string, name: string) =>
    group(groupName).choices.find((c) => c.name === name)?.id as string;
  const pick = (size: string, extras: string[] = []): GroupSelection[] => [
    { groupId: group('Size').id, choiceIds: [choice('Size', size)] },
    ...(extras.length > 0
      ? [{ groupId: group('Extras').id, choiceIds: extras.map((e) => choice('Extras', e)) }]
      : []),
  ];
  const cartOf = async (client: TestClient) => {
    const response = await client.get('/api/cart');
    expect(response.statusCode, response.body).toBe(200);
    return cartViewSchema.parse(response.json());
  };
  const add = async (client: TestClient, body: Record<string, unknown>) => {
    const response = await client.post('/api/cart/items', body);
    expect(response.statusCode, response.body).toBe(201);
    return cartViewSchema.parse(response.json());
  };
  const signIn = (client: TestClient, account: { email: string; password: string }) =>
    client.post('/api/auth/login', { email: account.email, password: account.password });
  const summary = (view: {
    items: Array<{ choices: { name: string }[]; note: string; quantity: number; dishId: string }>;
  }) =>
    view.items
      .map(
        (l) =>
          `${l.dishId === margherita.id ? 'M' : 'D'} ${l.choices.map((c) => c.name).join('+')} "${l.note}" x${l.quantity}`,
      )
      .sort();

  beforeAll(async () => {
    t = await createCheckoutTestApp(kind);
    await seedMenu(t);
    margherita = (await t.services.catalog.menu({ search: 'Margherita' }))[0] as MenuItem;
    drink = (await t.services.catalog.menu({ category: 'Drinks' }))[0] as MenuItem;
  });
  afterAll(async () => {
    await t.close();
  });

  it('keeps a signed-out diner’s dishes in a cart bound to an httpOnly cookie, priced by the server', async () => {
    const guest = t.client();
    expect(await cartOf(guest)).toMatchObject({ items: [], count: 0 });
    expect(guest.cookies.has(GUEST_CART_COOKIE)).toBe(false);

    const response = await guest.post('/api/cart/items', {
      dishId: margherita.id,
      options: pick('Large', ['Extra mozzarella', 'Olives']),
      note: 'well done',
    });
    expect(response.statusCode, response.body).toBe(201);
    const cookie = response.cookies.find((c) => c.name === GUEST_CART_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const view = await cartOf(guest);
    expect(summary(view)).toEqual(['M Large+Extra mozzarella+Olives "well done" x1']);
    expect(view.subtotalMinor).toBe(view.items[0]!.unitPriceMinor);
    expect(view.subtotalMinor).toBeGreaterThan(margherita.priceMinor);
    // The database keeps a digest, never the cookie's secret.
    const secret = guest.cookies.get(GUEST_CART_COOKIE) as string;
    const stored = await t.db.database.db.execute(
      `select guest_key from cart_items where guest_key is not null`,
    );
    const keys = (stored as unknown as { rows: { guest_key: string }[] }).rows.map(
      (r) => r.guest_key,
    );
    expect(keys.length).toBeGreaterThan(0);
    expect(keys).not.toContain(secret);

    // A second add keeps the same cookie and the same cart.
    await add(guest, { dishId: drink.id, quantity: 2 });
    expect(guest.cookies.get(GUEST_CART_COOKIE)).toBe(secret);
    expect((await cartOf(guest)).count).toBe(3);
  });

  it('keeps each guest cart private: another guest cannot read, change or remove a line', async () => {
    const first = t.client();
    const lineId = (await add(first, { dishId: drink.id })).items[0]!.id;
    const other = t.client();
    await add(other, { dishId: margherita.id });
    expect((await cartOf(other)).items.map((l) => l.id)).not.toContain(lineId);
    const patch = await other.request('PATCH', `/api/cart/items/${lineId}`, { quantity: 9 });
    expect(patch.statusCode).toBe(404);
    expect(patch.json().error.message).toBe(cartTexts.lineNotFound);
    expect((await other.request('DELETE', `/api/cart/items/${lineId}`)).statusCode).toBe(404);
    // A browser with no cart cookie at all finds nothing either.
    const none = t.client();
    expect((await none.request('DELETE', `/api/cart/items/${lineId}`)).statusCode).toBe(404);
    // A made-up cookie is simply another (empty) cart.
    const forged = t.client();
    forged.cookies.set(GUEST_CART_COOKIE, 'x'.repeat(43));
    expect((await cartOf(forged)).items).toEqual([]);
    expect(summary(await cartOf(first))).toEqual(['D  "" x1']);
    // The guest's own change works.
    const own = await first.request('PATCH', `/api/cart/items/${lineId}`, { quantity: 4 });
    expect(own.json().count).toBe(4);
  });

  it('merges the guest cart into the account at sign-in: summed, capped, choices and notes kept, once', async () => {
    const customer = await createCustomer(t.services);
    const before = t.client();
    expect((await signIn(before, customer)).statusCode).toBe(200);
    await add(before, {
      dishId: margherita.id,
      options: pick('Large', ['Olives']),
      note: 'well done',
      quantity: 2,
    });
    await add(before, { dishId: drink.id, quantity: 97 });
    await before.post('/api/auth/logout');

    const guest = t.client();
    // The same dish, choices and note as an account line: one line, summed.
    await add(guest, {
      dishId: margherita.id,
      options: pick('Large', ['Olives']),
      note: 'well done',
      quantity: 3,
    });
    // A note of its own: a line of its own.
    await add(guest, { dishId: margherita.id, options: pick('Large', ['Olives']), note: 'crispy' });
    // 97 + 5 passes the cart's cap: capped at 99.
    await add(guest, { dishId: drink.id, quantity: 5 });
    const guestSecret = guest.cookies.get(GUEST_CART_COOKIE) as string;

    const login = await signIn(guest, customer);
    expect(login.statusCode).toBe(200);
    // The cookie is cleared, so the next guest on this browser starts empty.
    expect(guest.cookies.has(GUEST_CART_COOKIE)).toBe(false);
    const merged = [
      `D  "" x${CART_QUANTITY_MAX}`,
      'M Large+Olives "crispy" x1',
      'M Large+Olives "well done" x5',
    ].sort();
    expect(summary(await cartOf(guest))).toEqual(merged);

    // The guest cart is gone: the old cookie, signed out, reads nothing.
    const stale = t.client();
    stale.cookies.set(GUEST_CART_COOKIE, guestSecret);
    expect((await cartOf(stale)).items).toEqual([]);

    // Signing in again with the same (replayed) cookie changes nothing.
    const again = t.client();
    again.cookies.set(GUEST_CART_COOKIE, guestSecret);
    expect((await signIn(again, customer)).statusCode).toBe(200);
    expect(summary(await cartOf(again))).toEqual(merged);
  });

  it('moves a guest cart whole into an empty account cart, and refuses staff a cart', async () => {
    const customer = await createCustomer(t.services);
    const guest = t.client();
    await add(guest, {
      dishId: margherita.id,
      options: pick('Large', ['Extra mozzarella', 'Olives']),
      note: 'well done',
    });
    const priced = (await cartOf(guest)).subtotalMinor;
    await signIn(guest, customer);
    const view = await cartOf(guest);
    expect(summary(view)).toEqual(['M Large+Extra mozzarella+Olives "well done" x1']);
    expect(view.subtotalMinor).toBe(priced);
    expect(view.items[0]!.previousUnitPriceMinor).toBeUndefined();

    const admin = await createAdmin(t.services);
    const staffClient = t.client();
    await staffClient.post('/api/auth/admin/login', {
      email: admin.email,
      password: admin.password,
    });
    expect((await staffClient.get('/api/cart')).statusCode).toBe(403);
    expect((await staffClient.post('/api/cart/items', { dishId: drink.id })).statusCode).toBe(403);
  });

  it('drops guest carts untouched for 30 days, and nothing else', async () => {
    const stale = t.client();
    await add(stale, { dishId: drink.id });
    const fresh = t.client();
    await add(fresh, { dishId: drink.id, quantity: 2 });
    const customer = await createCustomer(t.services);
    const diner = t.client();
    await signIn(diner, customer);
    await add(diner, { dishId: drink.id, quantity: 3 });
    const db = t.db.database.db;
    const staleKey = hashToken(stale.cookies.get(GUEST_CART_COOKIE) as string);
    const longAgo = new Date(Date.now() - 31 * 86_400_000);
    // The stale guest's line and the account's line both untouched for 31 days.
    await db.update(cartItems).set({ updatedAt: longAgo }).where(eq(cartItems.guestKey, staleKey));
    await db.update(cartItems).set({ updatedAt: longAgo }).where(eq(cartItems.userId, customer.id));

    const pruned = await t.services.cart.pruneGuestCarts();
    expect(pruned).toBeGreaterThanOrEqual(1);
    const left = await db.select().from(cartItems).where(eq(cartItems.guestKey, staleKey));
    expect(left).toEqual([]);
    expect((await cartOf(fresh)).count).toBe(2);
    expect((await cartOf(diner)).count).toBe(3);
    expect(await t.services.cart.pruneGuestCarts()).toBe(0);
  });
});
