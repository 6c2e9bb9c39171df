import { DEMO_PIZZA_OPTIONS } from '@server/seed/demo-dishes';
import { createAdmin } from '@server/seed/factories';
import { cartTexts } from '@shared/cart-view';
import type { MenuItem } from '@shared/catalog';
import type { GroupSelection, OptionGroup } from '@shared/dish-options';
import {
  createCheckoutTestApp,
  readyCustomer,
  seedMenu,
  startPayment,
} from '@test/support/checkout';
import { testDatabaseKinds } from '@test/support/databases';
import { signedIn } from '@test/support/orders';
import type { TestApp, TestClient } from '@test/support/test-app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Price changes for choices: the price a diner saw is the whole unit price (dish plus picked
 * choices), so an owner changing a picked choice's delta is told like a dish price change.
 */
describe.each(testDatabaseKinds())('option price changes since adding on %s', (kind) => {
  let t: TestApp;
  let margherita: MenuItem;
  let admin: TestClient;

  const group = (name: string) => margherita.options?.find((g) => g.name === name) as OptionGroup;
  const choice = (groupName: string, name: string) =>
    group(groupName).choices.find((c) => c.name === name)?.id as string;
  const largeWithOlives = (): GroupSelection[] => [
    { groupId: group('Size').id, choiceIds: [choice('Size', 'Large')] },
    { groupId: group('Extras').id, choiceIds: [choice('Extras', 'Olives')] },
  ];
  /** Saves the demo options with the named choices' deltas replaced. */
  const saveDeltas = async (deltas: Record<string, number>) => {
    const groups = DEMO_PIZZA_OPTIONS.map((g) => ({
      ...g,
      id: group(g.name).id,
      choices: g.choices.map((c) => ({
        ...c,
        id: choice(g.name, c.name),
        deltaMinor: deltas[c.name] ?? c.deltaMinor,
      })),
    }));
    const saved = await admin.request('PUT', `/api/admin/dishes/${margherita.id}/options`, {
      groups,
    });
    expect(saved.statusCode, saved.body).toBe(200);
  };
  const cartOf = async (client: TestClient) => (await client.get('/api/cart')).json();
  const start = (diner: Awaited<ReturnType<typeof readyCustomer>>) =>
    diner.client.post('/api/checkout/payments', {
      addressId: diner.addressId,
      fullName: diner.customer.username,
      email: diner.customer.email,
    });

  beforeAll(async () => {
    t = await createCheckoutTestApp(kind);
    await seedMenu(t);
    margherita = (await t.services.catalog.menu({ search: 'Margherita' }))[0] as MenuItem;
    admin = await signedIn(t, await createAdmin(t.services), 'admin');
  });
  afterAll(async () => {
    await t.close();
  });

  it("a picked choice's new delta is shown old → new and refuses payment with 409 until accepted", async () => {
    const olives = group('Extras').choices.find((c) => c.name === 'Olives')!;
    const large = group('Size').choices.find((c) => c.name === 'Large')!;
    const seen = margherita.priceMinor + large.deltaMinor + olives.deltaMinor;
    const diner = await readyCustomer(t);
    const added = await diner.client.post('/api/cart/items', {
      dishId: margherita.id,
      quantity: 2,
      options: largeWithOlives(),
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().items[0]).toMatchObject({ unitPriceMinor: seen });
    expect(added.json().items[0].previousUnitPriceMinor).toBeUndefined();

    try {
      await saveDeltas({ Olives: olives.deltaMinor + 40_000 });
      const now = seen + 40_000;
      const cart = await cartOf(diner.client);
      expect(cart.items[0]).toMatchObject({
        unitPriceMinor: now,
        previousUnitPriceMinor: seen,
        quantity: 2,
      });
      expect(cart.subtotalMinor).toBe(now * 2);
      const summary = (await diner.client.get('/api/checkout')).json();
      expect(summary.lines[0]).toMatchObject({ unitPriceMinor: now, previousUnitPriceMinor: seen });

      const refused = await start(diner);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.message).toBe(cartTexts.pricesChanged);

      const accepted = await diner.client.post('/api/cart/accept-prices', {});
      expect(accepted.statusCode).toBe(200);
      expect(accepted.json().items[0].previousUnitPriceMinor).toBeUndefined();
      expect(accepted.json().subtotalMinor).toBe(now * 2);
      const payment = await startPayment(diner.client, diner.customer, diner.addressId);
      expect(payment.reference).toBeTruthy();
    } finally {
      await saveDeltas({});
    }
  });

  it('a change to a choice the line did not pick tells nothing', async () => {
    const diner = await readyCustomer(t);
    const added = await diner.client.post('/api/cart/items', {
      dishId: margherita.id,
      quantity: 1,
      options: largeWithOlives(),
    });
    expect(added.statusCode, added.body).toBe(201);
    try {
      await saveDeltas({ Small: -120_000, 'Extra mozzarella': 95_000 });
      const line = (await cartOf(diner.client)).items[0];
      expect(line.previousUnitPriceMinor).toBeUndefined();
      expect((await start(diner)).statusCode).not.toBe(409);
    } finally {
      await saveDeltas({});
    }
  });
});
