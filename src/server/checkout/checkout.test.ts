import { payments } from '@server/payments/schema';
import { createAdmin, createCustomer } from '@server/seed/factories';
import type { MenuItem } from '@shared/catalog';
import { checkoutTexts } from '@shared/checkout';
import { DELIVERY_FEE_MINOR } from '@shared/constants';
import { addToCart, createCheckoutTestApp, readyCustomer, seedMenu } from '@test/support/checkout';
import { testDatabaseKinds } from '@test/support/databases';
import type { TestApp } from '@test/support/test-app';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

describe.each(testDatabaseKinds())(
  'checkout with the sandbox provider: addresses, delivery and the sum on %s',
  (kind) => {
    let t: TestApp;
    let pizzas: MenuItem[];
    let drinks: MenuItem[];

    const db = () => t.db.database.db;

    beforeAll(async () => {
      t = await createCheckoutTestApp(kind);
      await seedMenu(t);
      pizzas = await t.services.catalog.menu({ category: 'Pizza' });
      drinks = await t.services.catalog.menu({ category: 'Drinks' });
    });
    afterAll(async () => {
      await t.close();
    });

    it('keeps addresses per customer, checked on the server with the spec texts', async () => {
      const { client } = await readyCustomer(t);
      const short = await client.post('/api/checkout/addresses', {
        address: 'abc',
        phone: '+234 803 555 0147',
        area: 'Lagos Island',
      });
      expect(short.statusCode).toBe(400);
      expect(short.json().error.fields.address).toBe(checkoutTexts.addressLength);
      const long = await client.post('/api/checkout/addresses', {
        address: 'x'.repeat(201),
        phone: '08035550147',
      });
      expect(long.json().error.fields.address).toBe(checkoutTexts.addressLength);
      for (const phone of ['12', 'call me maybe', '+234 803 555 0147 999 999']) {
        const bad = await client.post('/api/checkout/addresses', {
          address: '3 Allen Avenue, Ikeja',
          phone,
        });
        expect(bad.statusCode, phone).toBe(400);
        expect(bad.json().error.fields.phone).toBe(checkoutTexts.phoneInvalid);
      }
      const added = await client.post('/api/checkout/addresses', {
        address: '  3 Allen Avenue, Ikeja  ',
        phone: '0803-555-0147',
        area: 'Ikeja',
      });
      expect(added.statusCode).toBe(201);
      expect(added.json()).toMatchObject({
        message: checkoutTexts.addressAdded,
        address: { address: '3 Allen Avenue, Ikeja' },
      });
      const list = (await client.get('/api/checkout/addresses')).json().addresses;
      expect(list.map((a: { address: string }) => a.address)).toEqual([
        '3 Allen Avenue, Ikeja',
        '14 Admiralty Way, Lekki Phase 1, Lagos',
      ]);

      // Another customer can neither see nor remove it.
      const other = await readyCustomer(t);
      expect((await other.client.get('/api/checkout/addresses')).json().addresses).toHaveLength(1);
      const id = added.json().address.id;
      expect(
        (await other.client.request('DELETE', `/api/checkout/addresses/${id}`)).statusCode,
      ).toBe(404);
      expect((await client.request('DELETE', `/api/checkout/addresses/${id}`)).statusCode).toBe(
        200,
      );
      expect((await client.get('/api/checkout/addresses')).json().addresses).toHaveLength(1);
    });

    it('saves the delivery option and refuses anything but the two of the spec', async () => {
      const customer = await createCustomer(t.services);
      const client = t.client();
      await client.post('/api/auth/login', { email: customer.email, password: customer.password });
      expect((await client.get('/api/checkout/delivery')).json()).toEqual({ option: null });
      const bad = await client.request('PUT', '/api/checkout/delivery', { option: 'Drone' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.message).toBe(checkoutTexts.selectDeliveryOption);
      const saved = await client.request('PUT', '/api/checkout/delivery', {
        option: 'Pickup Station',
      });
      expect(saved.json()).toEqual({
        option: 'Pickup Station',
        message: checkoutTexts.deliveryUpdated,
      });
      expect((await client.get('/api/checkout/delivery')).json()).toEqual({
        option: 'Pickup Station',
      });
    });

    it('is for signed-in customers only', async () => {
      expect((await t.client().get('/api/checkout')).statusCode).toBe(401);
      const admin = await createAdmin(t.services);
      const client = t.client();
      await client.post('/api/auth/admin/login', { email: admin.email, password: admin.password });
      expect((await client.get('/api/checkout')).statusCode).toBe(403);
    });

    it('sums the order on the server: each line once with its quantity, plus the delivery fee', async () => {
      const { client } = await readyCustomer(t);
      await addToCart(client, pizzas[0]!, 2);
      await addToCart(client, drinks[0]!);
      const summary = (await client.get('/api/checkout')).json();
      const items = pizzas[0]!.priceMinor * 2 + drinks[0]!.priceMinor;
      expect(
        summary.lines.map((l: { name: string; quantity: number }) => [l.name, l.quantity]),
      ).toEqual([
        [pizzas[0]!.name, 2],
        [drinks[0]!.name, 1],
      ]);
      expect(summary).toMatchObject({
        itemsTotalMinor: items,
        deliveryFeeMinor: DELIVERY_FEE_MINOR,
        totalMinor: items + DELIVERY_FEE_MINOR,
        currency: 'NGN',
        provider: { name: 'sandbox', displayName: 'Sandbox' },
      });
    });

    it('refuses to start a payment without an address, a delivery option or anything in the cart', async () => {
      const customer = await createCustomer(t.services);
      const client = t.client();
      await client.post('/api/auth/login', { email: customer.email, password: customer.password });
      const noAddress = await client.post('/api/checkout/payments', {
        fullName: 'A B',
        email: customer.email,
      });
      expect(noAddress.statusCode).toBe(400);
      expect(noAddress.json().error.message).toBe(checkoutTexts.selectAddress);
      const address = (
        await client.post('/api/checkout/addresses', {
          address: '1 Marina Road, Lagos',
          phone: '+2348035550147',
          area: 'Marina',
        })
      ).json().address.id;
      const body = { addressId: address, fullName: 'A B', email: customer.email };
      const noOption = await client.post('/api/checkout/payments', body);
      expect(noOption.statusCode).toBe(400);
      expect(noOption.json().error.message).toBe(checkoutTexts.selectDeliveryOption);
      await client.request('PUT', '/api/checkout/delivery', { option: 'Home Delivery' });
      const empty = await client.post('/api/checkout/payments', body);
      expect(empty.statusCode).toBe(409);
      expect(empty.json().error.message).toBe(checkoutTexts.cartEmpty);
      // A browser cannot set the amount.
      const priced = await client.post('/api/checkout/payments', { ...body, amount: 1 });
      expect(priced.statusCode).toBe(400);
      expect(
        await db().select().from(payments).where(eq(payments.userId, customer.id)),
      ).toHaveLength(0);
    });
  },
);
