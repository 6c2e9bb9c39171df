import { createAdmin, createCustomer } from '@server/seed/factories';
import { orderTexts } from '@shared/orders';
import { dishInput } from '@test/support/authorization/kit';
import { testDatabaseKinds } from '@test/support/databases';
import { seedPaidOrders, signedIn } from '@test/support/orders';
import { createTestApp, type TestApp, type TestClient } from '@test/support/test-app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

describe.each(testDatabaseKinds())('the order page and Order again on %s', (kind) => {
  let t: TestApp;
  let a: TestClient;
  let b: TestClient;
  let admin: TestClient;
  let dinerA: Awaited<ReturnType<typeof createCustomer>>;

  beforeAll(async () => {
    t = await createTestApp(kind);
    dinerA = await createCustomer(t.services);
    a = await signedIn(t, dinerA);
    b = await signedIn(t, await createCustomer(t.services));
    admin = await signedIn(t, await createAdmin(t.services), 'admin');
  });
  afterAll(async () => {
    await t.close();
  });

  const orderOfA = (lines?: Parameters<typeof seedPaidOrders>[1]['lines']) =>
    seedPaidOrders(t.db.database.db, { userId: dinerA.id, email: dinerA.email, lines });
  const cartOfA = async () =>
    (await a.get('/api/cart')).json().items as Array<{ name: string; quantity: number }>;
  const emptyCartOfA = async () => {
    await t.services.cart.clearForUser({ userId: dinerA.id });
  };

  it("shows the diner their own order by number with its timeline; others' and unknown numbers are 404", async () => {
    const { orderId } = await orderOfA();
    const accepted = await admin.post(`/api/admin/orders/${orderId}/transition`, {
      action: 'accept',
      estimate: { minutes: 20 },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const number = accepted.json().ticket.number as number;

    const mine = await a.get(`/api/orders/by-number/${number}`);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.headers['cache-control']).toBe('no-store');
    expect(mine.json().order).toMatchObject({
      orderId,
      number,
      stage: 'accepted',
      readyAt: expect.any(String),
      lines: [{ name: 'Jollof Rice', quantity: 2 }],
    });
    expect(
      mine.json().order.timeline.map((e: { stage: string; actor: string }) => [e.stage, e.actor]),
    ).toEqual([
      ['new', 'system'],
      ['accepted', 'staff'],
    ]);

    const stranger = await b.get(`/api/orders/by-number/${number}`);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().error.message).toBe(orderTexts.notFound);
    expect((await a.get('/api/orders/by-number/999999')).statusCode).toBe(404);
    expect((await a.get('/api/orders/by-number/abc')).statusCode).toBe(400);
    expect((await t.client().get(`/api/orders/by-number/${number}`)).statusCode).toBe(401);
  });

  it('puts every dish still on sale back in the cart, naming the ones that are not', async () => {
    await emptyCartOfA();
    const kept = await t.services.catalog.addDish(dishInput('Again Jollof'));
    const hidden = await t.services.catalog.addDish(dishInput('Again Suya'));
    const deleted = await t.services.catalog.addDish(dishInput('Again Puff-puff'));
    const { orderId } = await orderOfA([
      { mealName: 'Again Jollof', unitPrice: 1500_00, quantity: 2, dishId: kept.id },
      { mealName: 'Again Suya', unitPrice: 1500_00, quantity: 1, dishId: hidden.id },
      { mealName: 'Again Puff-puff', unitPrice: 1500_00, quantity: 3, dishId: deleted.id },
    ]);
    await t.services.catalog.hideDish(hidden.id);
    await t.services.catalog.deleteDish(deleted.id);

    const answer = await a.post(`/api/orders/${orderId}/reorder`);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({
      added: [{ name: 'Again Jollof', quantity: 2 }],
      skipped: [
        { name: 'Again Suya', reason: 'unavailable' },
        { name: 'Again Puff-puff', reason: 'off_menu' },
      ],
    });
    expect(await cartOfA()).toEqual([
      expect.objectContaining({ name: 'Again Jollof', quantity: 2 }),
    ]);
    // Another diner cannot reorder A's order, and a guest is asked to sign in.
    expect((await b.post(`/api/orders/${orderId}/reorder`)).statusCode).toBe(404);
    expect((await t.client().post(`/api/orders/${orderId}/reorder`)).statusCode).toBe(401);
  });

  it('leaves a sold-out dish out and says so, adding the rest', async () => {
    await emptyCartOfA();
    const kept = await t.services.catalog.addDish(dishInput('Soldout Rice'));
    const gone = await t.services.catalog.addDish(dishInput('Soldout Stew'));
    const { orderId } = await orderOfA([
      { mealName: 'Soldout Rice', unitPrice: 1500_00, quantity: 1, dishId: kept.id },
      { mealName: 'Soldout Stew', unitPrice: 1500_00, quantity: 2, dishId: gone.id },
    ]);
    await t.services.catalog.markDishSoldOut(gone.id, { mode: 'today' });

    const answer = await a.post(`/api/orders/${orderId}/reorder`);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({
      added: [{ name: 'Soldout Rice', quantity: 1 }],
      skipped: [{ name: 'Soldout Stew', reason: 'sold_out' }],
    });
  });

  it('adds all dishes when all are on sale, raising lines already in the cart up to 99', async () => {
    await emptyCartOfA();
    const rice = await t.services.catalog.addDish({ ...dishInput('Cap Rice'), priceMinor: 100_00 });
    const beans = await t.services.catalog.addDish({
      ...dishInput('Cap Beans'),
      priceMinor: 100_00,
    });
    const { orderId } = await orderOfA([
      { mealName: 'Cap Rice', unitPrice: 100_00, quantity: 40, dishId: rice.id },
      { mealName: 'Cap Beans', unitPrice: 100_00, quantity: 1, dishId: beans.id },
    ]);
    const first = (await a.post(`/api/orders/${orderId}/reorder`)).json();
    expect(first).toEqual({
      added: [
        { name: 'Cap Rice', quantity: 40 },
        { name: 'Cap Beans', quantity: 1 },
      ],
      skipped: [],
    });
    await a.post(`/api/orders/${orderId}/reorder`);
    const third = (await a.post(`/api/orders/${orderId}/reorder`)).json();
    // 40 + 40 = 80, then only 19 more fit under the cap of 99.
    expect(third.added).toEqual([
      { name: 'Cap Rice', quantity: 19 },
      { name: 'Cap Beans', quantity: 1 },
    ]);
    const fourth = (await a.post(`/api/orders/${orderId}/reorder`)).json();
    expect(fourth.skipped).toEqual([{ name: 'Cap Rice', reason: 'at_cap' }]);
    const cart = await cartOfA();
    expect(cart.map((l) => [l.name, l.quantity])).toEqual([
      ['Cap Rice', 99],
      ['Cap Beans', 4],
    ]);
  });
});
