import { testConfig } from '@server/config';
import { createAdmin } from '@server/seed/factories';
import type { MenuItem } from '@shared/catalog';
import type { DeliveryZone } from '@shared/hours';
import { deliveryWindow, formatDeliveryWindow, orderTimesTexts } from '@shared/order-times';
import { SANDBOX_CARDS } from '@shared/payments';
import {
  addToCart,
  createCheckoutTestApp,
  readyCustomer,
  seedMenu,
  startPayment,
  verify,
} from '@test/support/checkout';
import { testDatabaseKinds } from '@test/support/databases';
import { signedIn } from '@test/support/orders';
import { saveZones } from '@test/support/settings';
import type { TestApp, TestClient } from '@test/support/test-app';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

const FUTURE = `12/${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`;
const LEKKI: DeliveryZone = {
  name: 'Lekki',
  areas: ['Lekki Phase 1'],
  feeMinor: 800_00,
  minimumOrderMinor: 0,
  freeAboveMinor: null,
  estimatedMinutes: 40,
};

/**
 * A delivery's window is its ready time plus the zone's travel estimate as it was when the diner
 * paid: kept with the payment and the order, shown on the order and in the stage mails, and not
 * moved by a zone edited afterwards.
 */
describe.each(testDatabaseKinds())('the delivery window on %s', (kind) => {
  let t: TestApp;
  let dish: MenuItem;
  let staff: TestClient;

  beforeAll(async () => {
    t = await createCheckoutTestApp(kind);
    await seedMenu(t);
    dish = (await t.services.catalog.menu({ category: 'Pizza' }))[0]!;
    staff = await signedIn(t, await createAdmin(t.services), 'admin');
  });
  beforeEach(async () => {
    await saveZones(t, [LEKKI]);
  });
  afterAll(async () => {
    await t.close();
  });

  async function paidDelivery() {
    const { customer, client, addressId } = await readyCustomer(t);
    await addToCart(client, dish);
    const started = await startPayment(client, customer, addressId);
    const charged = await client.post('/api/payments/sandbox/charge', {
      accessCode: started.accessCode,
      cardNumber: SANDBOX_CARDS.success,
      expiry: FUTURE,
      cvv: '123',
    });
    expect(charged.statusCode, charged.body).toBe(200);
    const verified = await verify(client, started.reference);
    expect(verified.statusCode, verified.body).toBe(200);
    const orderId = verified.json().payment.orderIds[0] as string;
    return { customer, client, orderId };
  }
  const step = async (orderId: string, body: object) => {
    const response = await staff.post(`/api/admin/orders/${orderId}/transition`, body);
    expect(response.statusCode, response.body).toBe(200);
    return response;
  };
  const mailTo = async (to: string, kind: string) => {
    await t.services.mail.idle();
    const mail = t.mails.sent.find((m) => m.to === to && m.kind === kind);
    expect(mail, `${kind} to ${to}`).toBeDefined();
    return mail!;
  };

  it('keeps the estimate the diner paid under, though the zone changes afterwards', async () => {
    const { customer, client, orderId } = await paidDelivery();
    const receipt = await mailTo(customer.email, 'order_receipt');
    expect(receipt.text).toContain(orderTimesTexts.travelAfterReady(40));
    await saveZones(t, [{ ...LEKKI, estimatedMinutes: 90 }]);
    await step(orderId, { action: 'accept', estimate: { minutes: 20 } });

    const orders = (await client.get('/api/orders/present')).json().items as Array<{
      orderId: string;
      number: number;
      readyAt: string;
      deliveryEstimateMinutes: number | null;
    }>;
    const order = orders.find((o) => o.orderId === orderId)!;
    expect(order.deliveryEstimateMinutes).toBe(40);
    const page = (await client.get(`/api/orders/by-number/${order.number}`)).json().order;
    expect(page.deliveryEstimateMinutes).toBe(40);

    const readyAt = new Date(order.readyAt);
    const window = formatDeliveryWindow(
      deliveryWindow(readyAt, 40),
      new Date(),
      testConfig().timeZone,
    );
    const accepted = await mailTo(customer.email, 'order_accepted');
    expect(accepted.text).toContain('It will be ready in the kitchen: Ready');
    expect(accepted.text).toContain(`${window}.`);
  });

  it('the on-its-way mail gives the window from when the rider sets off', async () => {
    const { customer, orderId } = await paidDelivery();
    await step(orderId, { action: 'accept', estimate: { minutes: 10 } });
    for (const action of ['start_preparing', 'mark_ready']) await step(orderId, { action });
    await step(orderId, { action: 'send_out' });
    const mail = await mailTo(customer.email, 'order_out_for_delivery');
    // Sent out before the ready time: the window starts at the ready time and lasts 40 minutes.
    const match = /Delivery (?:tomorrow )?between (\d\d:\d\d)\D+(\d\d:\d\d)/.exec(mail.text);
    expect(match, mail.text).not.toBeNull();
    const minutes = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3));
    const span = (minutes(match![2]!) - minutes(match![1]!) + 24 * 60) % (24 * 60);
    expect(span).toBe(40);
  });
});
