import { randomBytes } from 'node:crypto';
import { GUEST_CART_COOKIE } from '@server/cart';
import { payments } from '@server/payments/schema';
import { createCustomer, createStaff } from '@server/seed/factories';
import { cartTexts } from '@shared/cart-view';
import { checkoutTexts } from '@shared/checkout';
import { DELIVERY_FEE_MINOR } from '@shared/constants';
import { guestCheckoutTexts } from '@shared/guest-checkout';
import type { DeliveryZone } from '@shared/hours';
import { formatMoney } from '@shared/money';
import { soldOutTexts } from '@shared/sold-out';
import { createCheckoutTestApp, seedMenu } from '@test/support/checkout';
import { testDatabaseKinds } from '@test/support/databases';
import {
  guestBody,
  guestEmail,
  guestWithMargherita,
  startGuestPayment,
} from '@test/support/guest-checkout';
import { signedIn } from '@test/support/orders';
import { saveHours, saveZones } from '@test/support/settings';
import type { TestApp } from '@test/support/test-app';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GUEST_START_LIMITS } from './guest-routes';

const ISLAND: DeliveryZone = {
  name: 'Lagos Island',
  areas: ['Ikoyi', 'Victoria Island'],
  feeMinor: 900_00,
  minimumOrderMinor: 0,
  freeAboveMinor: null,
  estimatedMinutes: 35,
};

/**
 * Starting a guest's payment: the cookie's cart, name, e-mail and phone, and the
 * same rules as a signed-in diner's checkout, on each database.
 */
describe.each(testDatabaseKinds())('guest payment start on %s', (kind) => {
  let t: TestApp;
  const paymentsTo = (email: string) =>
    t.db.database.db.select().from(payments).where(eq(payments.email, email));

  beforeAll(async () => {
    t = await createCheckoutTestApp(kind);
    await seedMenu(t);
  });
  beforeEach(async () => {
    await saveZones(t, [ISLAND]);
  });
  afterAll(async () => {
    await t.close();
  });

  it('quotes the cookie cart for the area typed and starts a payment naming the cart, not an account', async () => {
    const { client, cart } = await guestWithMargherita(t);
    const quoted = await client.get('/api/checkout/guest?fulfilment=delivery&area=ikoyi');
    expect(quoted.statusCode, quoted.body).toBe(200);
    const summary = quoted.json();
    expect(summary.lines[0]).toMatchObject({ note: 'well done' });
    expect(summary.lines[0].choices.map((c: { name: string }) => c.name)).toEqual([
      'Large',
      'Extra mozzarella',
      'Olives',
    ]);
    expect(summary).toMatchObject({
      fulfilment: 'delivery',
      deliveryFeeMinor: ISLAND.feeMinor,
      totalMinor: cart.subtotalMinor + ISLAND.feeMinor,
      delivery: { zone: 'Lagos Island', refusal: null },
    });
    const pickup = (await client.get('/api/checkout/guest?fulfilment=pickup')).json();
    expect(pickup).toMatchObject({ fulfilment: 'pickup', totalMinor: cart.subtotalMinor });

    const email = guestEmail();
    const started = await startGuestPayment(
      client,
      guestBody(`  ${email}  `, { expectedTotalMinor: summary.totalMinor }),
    );
    expect(started.statusCode, started.body).toBe(201);
    expect(started.json().amountMinor).toBe(cart.subtotalMinor + ISLAND.feeMinor);
    const [row] = await paymentsTo(email);
    const cookie = client.cookies.get(GUEST_CART_COOKIE) as string;
    expect(row).toMatchObject({
      userId: null,
      orderId: null,
      status: 'pending',
      customerName: 'Ngozi Guest',
      deliveryPhone: '+234 803 555 0199',
      deliveryAddress: '12 Bourdillon Road, Ikoyi, Lagos',
      deliveryOption: 'Home Delivery',
    });
    expect(row!.guestKey).toHaveLength(64);
    expect(row!.guestKey).not.toContain(cookie);
  });

  it('pickup needs only the phone; the order is charged no fee', async () => {
    const { client, cart } = await guestWithMargherita(t);
    const email = guestEmail();
    const started = await startGuestPayment(
      client,
      guestBody(email, { fulfilment: 'pickup', address: undefined, area: undefined }),
    );
    expect(started.statusCode, started.body).toBe(201);
    expect(started.json().amountMinor).toBe(cart.subtotalMinor);
    expect((await paymentsTo(email))[0]).toMatchObject({
      deliveryOption: 'Pickup Station',
      deliveryAddress: '',
    });
  });

  it('refuses a form that misses a name, a valid e-mail, a phone, or the address and area of a delivery', async () => {
    const { client } = await guestWithMargherita(t);
    const email = guestEmail();
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ fullName: '  ' }, 'fullName', checkoutTexts.fullNameRequired],
      [{ email: 'not-an-address' }, 'email', checkoutTexts.emailInvalid],
      [{ phone: '12' }, 'phone', checkoutTexts.phoneInvalid],
      [{ phone: undefined }, 'phone', checkoutTexts.phoneInvalid],
      [{ address: 'Lag' }, 'address', checkoutTexts.addressLength],
      [{ area: undefined }, 'area', checkoutTexts.areaLength],
    ];
    for (const [changes, field, message] of cases) {
      const response = await startGuestPayment(client, { ...guestBody(email), ...changes });
      expect(response.statusCode, `${field}: ${response.body}`).toBe(400);
      expect(response.json().error.fields?.[field]).toBe(message);
    }
    // A price or a user id from the browser is refused outright (strict schema).
    const priced = await startGuestPayment(client, { ...guestBody(email), amountMinor: 100 });
    expect(priced.statusCode).toBe(400);
    expect(await paymentsTo(email)).toEqual([]);
  });

  it('applies the signed-in checkout’s rules: zones, the shown total, price changes, sold out, hours', async () => {
    const { client, margherita, cart } = await guestWithMargherita(t);
    const email = guestEmail();
    const refused = async (body: ReturnType<typeof guestBody>, words: string) => {
      const response = await startGuestPayment(client, body);
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json().error.message).toBe(words);
    };
    const outside = (await client.get('/api/checkout/guest?area=Ikeja')).json();
    expect(outside.delivery.refusal.reason).toBe('not_delivered');
    await refused(guestBody(email, { area: 'Ikeja' }), outside.delivery.refusal.message);
    await refused(
      guestBody(email, { expectedTotalMinor: 1 }),
      checkoutTexts.totalChanged(formatMoney(cart.subtotalMinor + ISLAND.feeMinor)),
    );

    await t.services.catalog.updateDish(margherita.id, { priceMinor: margherita.priceMinor + 100 });
    await refused(guestBody(email), cartTexts.pricesChanged);
    expect((await client.post('/api/cart/accept-prices', {})).statusCode).toBe(200);

    await t.services.catalog.markDishSoldOut(margherita.id, { mode: 'today' });
    await refused(guestBody(email), soldOutTexts.checkoutRefused('Margherita'));
    await t.services.catalog.markDishSoldOut(margherita.id, { mode: 'off' });

    await saveHours(t, { pause: { on: true, until: null } });
    const paused = await startGuestPayment(client, guestBody(email));
    expect(paused.statusCode, paused.body).toBe(409);
    await saveZones(t, [ISLAND]);
    await t.services.catalog.updateDish(margherita.id, { priceMinor: margherita.priceMinor });
    expect(await paymentsTo(email)).toEqual([]);
  });

  it('has no cart without a cookie, and refuses signed-in diners and staff (their own checkout)', async () => {
    const stranger = t.client();
    expect((await stranger.get('/api/checkout/guest')).json()).toMatchObject({
      lines: [],
      totalMinor: 0,
    });
    const none = await startGuestPayment(stranger, guestBody(guestEmail()));
    expect(none.statusCode).toBe(409);
    expect(none.json().error.message).toBe(checkoutTexts.cartEmpty);

    const diner = await signedIn(t, await createCustomer(t.services));
    const owner = await signedIn(t, await createStaff(t.services, 'owner'), 'admin');
    for (const client of [diner, owner]) {
      const response = await startGuestPayment(client, guestBody(guestEmail()));
      expect(response.statusCode).toBe(403);
      expect(response.json().error.message).toBe(guestCheckoutTexts.signedIn);
      expect((await client.get('/api/checkout/guest')).statusCode).toBe(403);
    }
  });

  it('limits payment starts per guest cart and per address', async () => {
    const { client } = await guestWithMargherita(t, '203.0.113.7');
    // An impossible total: each start is counted, refused before the provider, and writes nothing.
    const body = guestBody(guestEmail(), { expectedTotalMinor: 1 });
    for (let i = 0; i < GUEST_START_LIMITS.cart.limit; i += 1)
      expect((await startGuestPayment(client, body)).statusCode).toBe(409);
    const limited = await startGuestPayment(client, body);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.message).toBe(guestCheckoutTexts.tooManyStarts);
    expect(limited.headers['retry-after']).toBeDefined();

    // Fresh cookies from one address: stopped at the address's limit (the cart's 30 counted).
    const left = GUEST_START_LIMITS.address.limit - GUEST_START_LIMITS.cart.limit;
    let last = 0;
    for (let i = 0; i <= left; i += 1) {
      const other = t.client('203.0.113.7');
      other.cookies.set(GUEST_CART_COOKIE, randomBytes(32).toString('base64url'));
      last = (await startGuestPayment(other, body)).statusCode;
      if (i < left) expect(last).toBe(409);
    }
    expect(last).toBe(429);
    // Another address is not held back.
    const elsewhere = t.client('198.51.100.9');
    expect((await startGuestPayment(elsewhere, body)).statusCode).toBe(409);
  });

  it('the standard fee applies when no zones are set up, as for a signed-in diner', async () => {
    await saveZones(t, null);
    const { client, cart } = await guestWithMargherita(t);
    const summary = (await client.get('/api/checkout/guest?area=Anywhere')).json();
    expect(summary.totalMinor).toBe(cart.subtotalMinor + DELIVERY_FEE_MINOR);
  });
});
