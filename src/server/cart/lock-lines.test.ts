import { seedDemoCatalog } from '@server/seed/demo-dishes';
import { createCustomer } from '@server/seed/factories';
import type { MenuItem } from '@shared/catalog';
import { testDatabaseKinds } from '@test/support/databases';
import { createTestApp, type TestApp } from '@test/support/test-app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

describe.each(testDatabaseKinds())('the cart locked for a payment on %s', (kind) => {
  let t: TestApp;
  let pizzas: MenuItem[];

  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedDemoCatalog(t.db.database.db);
    pizzas = await t.services.catalog.menu({ category: 'Pizza' });
  });
  afterAll(async () => {
    await t.close();
  });

  const medium = (dish: MenuItem) =>
    dish.options?.[0]?.choices.find((c) => c.name === 'Medium')?.id;

  it('reads dish and quantity inside the caller transaction, and empties the cart only with its commit', async () => {
    const customer = await createCustomer(t.services);
    const other = await createCustomer(t.services);
    const cart = t.services.cart;
    const [a, b] = pizzas as [MenuItem, MenuItem];
    await cart.add({ userId: customer.id }, { dishId: a.id, quantity: 2 });
    await cart.add({ userId: customer.id }, { dishId: b.id, quantity: 1 });
    await cart.add({ userId: other.id }, { dishId: a.id, quantity: 5 });
    const db = t.db.database.db;

    await expect(
      db.transaction(async (tx) => {
        const locked = await cart.lockLines(tx, { userId: customer.id });
        expect(locked.toSorted((x, y) => x.dishId.localeCompare(y.dishId))).toEqual(
          [
            // Quick adds take the dish's defaults (Medium), no note.
            { dishId: a.id, quantity: 2, selectionKey: medium(a), note: '' },
            { dishId: b.id, quantity: 1, selectionKey: medium(b), note: '' },
          ].toSorted((x, y) => x.dishId.localeCompare(y.dishId)),
        );
        expect(await cart.clearForUser({ userId: customer.id }, tx)).toBe(2);
        throw new Error('recording failed');
      }),
    ).rejects.toThrow('recording failed');
    expect((await cart.view({ userId: customer.id })).count).toBe(3);

    await db.transaction(async (tx) => {
      expect(await cart.lockLines(tx, { userId: customer.id })).toHaveLength(2);
      await cart.clearForUser({ userId: customer.id }, tx);
    });
    expect((await cart.view({ userId: customer.id })).count).toBe(0);
    // Another customer's cart is neither read nor touched.
    expect((await cart.view({ userId: other.id })).count).toBe(5);
  });
});
