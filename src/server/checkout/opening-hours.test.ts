import { payments } from '@server/payments/schema';
import { zonedNow } from '@shared/calendar-dates';
import type { MenuItem } from '@shared/catalog';
import {
  addToCart,
  createCheckoutTestApp,
  readyCustomer,
  seedMenu,
  startPayment,
} from '@test/support/checkout';
import { testDatabaseKinds } from '@test/support/databases';
import { hoursOpeningLater, saveHours } from '@test/support/settings';
import type { TestApp, TestClient } from '@test/support/test-app';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

const TZ = 'Africa/Lagos';

/** No payment starts while orders are paused or the restaurant is closed. */
describe.each(testDatabaseKinds())(
  'starting a payment against the opening hours, on %s',
  (kind) => {
    let t: TestApp;
    let pizzas: MenuItem[];

    const paymentsOf = (userId: string) =>
      t.db.database.db.select().from(payments).where(eq(payments.userId, userId));
    const tryToPay = (
      client: TestClient,
      customer: { email: string; username: string },
      addressId: string,
    ) =>
      client.post('/api/checkout/payments', {
        addressId,
        fullName: customer.username,
        email: customer.email,
      });
    async function dinerWithCart() {
      const diner = await readyCustomer(t);
      await addToCart(diner.client, pizzas[0]!);
      return diner;
    }
    /** Refused with `words`: nothing charged, and the cart kept as it was. */
    async function expectRefused(words: string | RegExp) {
      const { customer, client, addressId } = await dinerWithCart();
      const response = await tryToPay(client, customer, addressId);
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json().error.message).toMatch(words);
      expect(await paymentsOf(customer.id)).toEqual([]);
      expect((await client.get('/api/cart')).json().items).toHaveLength(1);
    }

    beforeAll(async () => {
      t = await createCheckoutTestApp(kind);
      await seedMenu(t);
      pizzas = await t.services.catalog.menu({ category: 'Pizza' });
    });
    beforeEach(async () => {
      await saveHours(t);
    });
    afterAll(async () => {
      await t.close();
    });

    it('starts a payment while open (the test app is open around the clock)', async () => {
      const { customer, client, addressId } = await dinerWithCart();
      const started = await startPayment(client, customer, addressId);
      expect(started.reference).toBeTruthy();
      expect(await paymentsOf(customer.id)).toHaveLength(1);
    });

    it('refuses while online orders are paused, with the end of the pause in words', async () => {
      const until = new Date(Date.now() + 90 * 60_000);
      await saveHours(t, { pause: { on: true, until: until.toISOString() } });
      const time = zonedNow(until, TZ).time;
      await expectRefused(`Online orders are paused until ${time}.`);
    });

    it('refuses while closed by the weekly hours, saying when it opens', async () => {
      const { week, period } = hoursOpeningLater(new Date(), TZ);
      await saveHours(t, {
        hours: { default: week, delivery: null, pickup: null, reservations: null },
      });
      // Two hours on may be past midnight (from 22:00 in the restaurant): then the day is named.
      await expectRefused(new RegExp(`^We are closed now · opens (at|\\w{3}) ${period.start}$`));
    });

    it('refuses on a closure day, with its note', async () => {
      const today = zonedNow(new Date(), TZ).date;
      await saveHours(t, { closures: [{ from: today, to: today, note: 'Staff training' }] });
      await expectRefused(/^Closed today \(Staff training\)/);
    });

    it('follows the chosen fulfilment: pickup closed, delivery open', async () => {
      const { week } = hoursOpeningLater(new Date(), TZ);
      const always = (await t.services.settings.current()).hours.hours.default;
      await saveHours(t, {
        hours: { default: always, delivery: null, pickup: week, reservations: null },
      });
      const delivering = await dinerWithCart();
      expect(
        (await tryToPay(delivering.client, delivering.customer, delivering.addressId)).statusCode,
      ).toBe(201);

      const collecting = await dinerWithCart();
      await collecting.client.request('PUT', '/api/checkout/delivery', {
        option: 'Pickup Station',
      });
      const refused = await tryToPay(collecting.client, collecting.customer, collecting.addressId);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.message).toMatch(/^We are closed now/);
    });
  },
);
