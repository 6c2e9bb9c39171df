import { payments, refunds } from '@server/payments/schema';
import type { MenuItem } from '@shared/catalog';
import { SANDBOX_CARDS } from '@shared/payments';
import { soldOutTexts } from '@shared/sold-out';
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
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const FUTURE = `12/${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`;

/** Sold out and stock at checkout, on each database. */
describe.each(testDatabaseKinds())('sold out and stock at checkout on %s', (kind) => {
  let t: TestApp;
  let drinks: MenuItem[];
  const db = () => t.db.database.db;
  const charge = (client: TestClient, accessCode: string) =>
    client.post('/api/payments/sandbox/charge', {
      accessCode,
      cardNumber: SANDBOX_CARDS.success,
      expiry: FUTURE,
      cvv: '123',
    });

  beforeAll(async () => {
    t = await createCheckoutTestApp(kind);
    await seedMenu(t);
    drinks = await t.services.catalog.menu({ category: 'Drinks' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('10 diners paying for the last 3 portions: exactly 3 orders, the others refunded exactly once', async () => {
    const dish = drinks[0]!;
    await t.services.catalog.markDishSoldOut(dish.id, { mode: 'off', stock: 3 });
    const diners = await Promise.all(Array.from({ length: 10 }, () => readyCustomer(t)));
    for (const diner of diners) await addToCart(diner.client, dish);
    // Every one starts (3 are left when they look) and pays the provider...
    const started: Awaited<ReturnType<typeof startPayment>>[] = [];
    for (const diner of diners) {
      const payment = await startPayment(diner.client, diner.customer, diner.addressId);
      expect((await charge(diner.client, payment.accessCode)).statusCode).toBe(200);
      started.push(payment);
    }
    // ...then all confirm at once: the conditional UPDATE lets exactly 3 through.
    const answers = await Promise.all(
      diners.map((diner, i) => verify(diner.client, started[i]!.reference)),
    );
    const recorded = answers.filter((a) => a.statusCode === 200);
    const refused = answers.filter((a) => a.statusCode !== 200);
    expect(recorded).toHaveLength(3);
    expect(refused).toHaveLength(7);
    for (const answer of refused) {
      expect(answer.statusCode).toBe(402);
      expect(answer.json().error.message).toBe(soldOutTexts.lostAfterPayment);
    }
    const item = await t.services.catalog.findItem(dish.id);
    expect(item).toMatchObject({ stock: 0, soldOut: true });

    // Asked again (the diner's browser, the webhook, the recovery loop): still one refund each.
    await Promise.all(diners.map((diner, i) => verify(diner.client, started[i]!.reference)));
    await t.services.payments.retryOwedRefunds(new Date());
    const references = started.map((s) => s.reference);
    const rows = await db().select().from(payments).where(inArray(payments.reference, references));
    const rejected = rows.filter((row) => row.status === 'rejected');
    expect(rows.filter((row) => row.status === 'successful')).toHaveLength(3);
    expect(rejected).toHaveLength(7);
    for (const payment of rejected) {
      const owed = await db().select().from(refunds).where(eq(refunds.paymentId, payment.id));
      expect(owed).toHaveLength(1);
      expect(owed[0]!.amountMinor).toBe(payment.amountMinor);
      expect(payment.reason).toBe(soldOutTexts.lostAfterPayment);
    }

    // A diner who comes now is refused before any money is asked for; the cart says why.
    const late = await readyCustomer(t);
    await t.services.catalog.markDishSoldOut(dish.id, { mode: 'off', stock: 1 });
    await addToCart(late.client, dish);
    await t.services.catalog.markDishSoldOut(dish.id, { mode: 'today' });
    const cart = (await late.client.get('/api/cart')).json();
    expect(cart.items[0]).toMatchObject({ dishId: dish.id, available: false, soldOut: true });
    expect(cart.count).toBe(0);
    const refusedStart = await late.client.post('/api/checkout/payments', {
      addressId: late.addressId,
      fullName: late.customer.username,
      email: late.customer.email,
    });
    expect(refusedStart.statusCode).toBe(409);
    expect(refusedStart.json().error.message).toBe(soldOutTexts.checkoutRefused(dish.name));
    // Nothing lost: the line is still in the cart, and back on sale it can be paid.
    await t.services.catalog.markDishSoldOut(dish.id, { mode: 'off' });
    const back = (await late.client.get('/api/cart')).json();
    expect(back.items[0]).toMatchObject({ available: true });
    expect(back.items[0].soldOut).toBeUndefined();
  });

  it('a dish marked sold out while its diner pays is refused and refunded once', async () => {
    const dish = drinks[1]!;
    const diner = await readyCustomer(t);
    await addToCart(diner.client, dish);
    const payment = await startPayment(diner.client, diner.customer, diner.addressId);
    await charge(diner.client, payment.accessCode);
    await t.services.catalog.markDishSoldOut(dish.id, { mode: 'manual' });
    const answer = await verify(diner.client, payment.reference);
    expect(answer.statusCode).toBe(402);
    expect(answer.json().error.message).toBe(soldOutTexts.lostAfterPayment);
    const [row] = await db()
      .select()
      .from(payments)
      .where(eq(payments.reference, payment.reference));
    expect(row?.status).toBe('rejected');
    expect(await db().select().from(refunds).where(eq(refunds.paymentId, row!.id))).toHaveLength(1);
    // And no new diner can put it in a cart meanwhile.
    const other = await readyCustomer(t);
    const add = await other.client.post('/api/cart/items', { dishId: dish.id });
    expect(add.statusCode).toBe(409);
    expect(add.json().error.message).toBe(soldOutTexts.dishSoldOut(dish.name));
    await t.services.catalog.markDishSoldOut(dish.id, { mode: 'off' });
  });

  it('a sold-out choice makes its cart line sold out and cannot be picked', async () => {
    const pizza = (await t.services.catalog.menu({ category: 'Pizza' })).find((d) => d.options)!;
    const size = pizza.options![0]!;
    const large = size.choices.find((c) => c.name === 'Large')!;
    const diner = await readyCustomer(t);
    const added = await diner.client.post('/api/cart/items', {
      dishId: pizza.id,
      options: [{ groupId: size.id, choiceIds: [large.id] }],
    });
    expect(added.statusCode, added.body).toBe(201);
    await t.services.catalog.markChoiceSoldOut(pizza.id, large.id, { mode: 'today' });
    const line = (await diner.client.get('/api/cart')).json().items[0];
    expect(line).toMatchObject({ available: false, soldOut: true });
    const again = await diner.client.post('/api/cart/items', {
      dishId: pizza.id,
      options: [{ groupId: size.id, choiceIds: [large.id] }],
    });
    expect(again.statusCode).toBe(409);
    await t.services.catalog.markChoiceSoldOut(pizza.id, large.id, { mode: 'off' });
    expect((await diner.client.get('/api/cart')).json().items[0].available).toBe(true);
  });
});
