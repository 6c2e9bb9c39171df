import type { AddressInfo } from 'node:net';
import { createAdmin } from '@server/seed/factories';
import type { MenuItem } from '@shared/catalog';
import type { GroupSelection, OptionGroup } from '@shared/dish-options';
import { orderLinkTexts } from '@shared/order-links';
import { SANDBOX_CARDS } from '@shared/payments';
import {
  createCheckoutTestApp,
  readyCustomer,
  seedMenu,
  startPayment,
  verify,
} from '@test/support/checkout';
import { testDatabaseKinds } from '@test/support/databases';
import { openStream, signedIn } from '@test/support/orders';
import type { TestApp } from '@test/support/test-app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_LINK_PURPOSE } from './order-links';

const FUTURE = `12/${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`;

/** The receipt's signed link to the order page: no sign-in, live status. */
describe.each(testDatabaseKinds())('the order page by link on %s', (kind) => {
  let t: TestApp;
  let baseUrl: string;
  let margherita: MenuItem;

  const group = (name: string) => margherita.options?.find((g) => g.name === name) as OptionGroup;
  const choice = (groupName: string, name: string) =>
    group(groupName).choices.find((c) => c.name === name)?.id as string;
  const pick = (size: string, extras: string[]): GroupSelection[] => [
    { groupId: group('Size').id, choiceIds: [choice('Size', size)] },
    { groupId: group('Extras').id, choiceIds: extras.map((e) => choice('Extras', e)) },
  ];

  beforeAll(async () => {
    t = await createCheckoutTestApp(kind);
    await seedMenu(t);
    margherita = (await t.services.catalog.menu({ search: 'Margherita' }))[0] as MenuItem;
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await t.close();
  });

  /** A paid order of Margherita, Large, Extra mozzarella and Olives, note 'well done'. */
  async function paidOrder() {
    const { customer, client, addressId } = await readyCustomer(t);
    const added = await client.post('/api/cart/items', {
      dishId: margherita.id,
      options: pick('Large', ['Extra mozzarella', 'Olives']),
      note: 'well done',
    });
    expect(added.statusCode, added.body).toBe(201);
    const started = await startPayment(client, customer, addressId);
    const paid = await client.post('/api/payments/sandbox/charge', {
      accessCode: started.accessCode,
      cardNumber: SANDBOX_CARDS.success,
      expiry: FUTURE,
      cvv: '123',
    });
    expect(paid.json().data.status).toBe('success');
    const verified = await verify(client, started.reference);
    expect(verified.statusCode, verified.body).toBe(200);
    await t.services.mail.idle();
    const receipt = t.mails.sent.find((m) => m.to === customer.email && m.kind === 'order_receipt');
    expect(receipt).toBeDefined();
    const url = /https?:\/\/[^\s/]+\/order\/([A-Za-z0-9_.-]+)/.exec(receipt!.text);
    expect(url, receipt!.text).not.toBeNull();
    return { customer, token: url![1]!, receipt: receipt! };
  }

  it('mails a link that opens the order with its choices and note, with no sign-in', async () => {
    const { token, receipt } = await paidOrder();
    expect(receipt.html).toContain(`/order/${token}`);
    const stranger = t.client();
    const response = await stranger.get(`/api/orders/by-link/${token}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { order } = response.json();
    expect(order.lines).toEqual([
      expect.objectContaining({
        name: 'Margherita',
        quantity: 1,
        note: 'well done',
        choices: [
          expect.objectContaining({ name: 'Large' }),
          expect.objectContaining({ name: 'Extra mozzarella' }),
          expect.objectContaining({ name: 'Olives' }),
        ],
      }),
    ]);
    expect(order.stage).toBe('new');
    expect(order.timeline.length).toBeGreaterThan(0);
  });

  it('answers 404 alike for an altered, forged, other-purpose or expired token', async () => {
    const { token } = await paidOrder();
    const orderId = t.services.links.verify(ORDER_LINK_PURPOSE, token) as string;
    expect(orderId).toBeTruthy();
    const later = new Date(Date.now() + 86_400_000);
    const altered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    const bad = [
      altered,
      'x'.repeat(40),
      t.services.links.sign('booking', orderId, later),
      t.services.links.sign(ORDER_LINK_PURPOSE, orderId, new Date(Date.now() - 1000)),
      // A genuine signature over an order that does not exist.
      t.services.links.sign(ORDER_LINK_PURPOSE, `${orderId.slice(0, -3)}zzz`, later),
    ];
    const stranger = t.client();
    for (const candidate of bad) {
      const response = await stranger.get(`/api/orders/by-link/${candidate}`);
      expect(response.statusCode, candidate).toBe(404);
      expect(response.json().error.message).toBe(orderLinkTexts.notFound);
    }
    expect((await stranger.get(`/api/orders/by-link/${bad[2]}/events`)).statusCode).toBe(404);
    expect((await stranger.get('/api/orders/by-link/a%20b/events')).statusCode).toBe(400);
  });

  it("streams that order's changes live, and no other order's, with no sign-in", async () => {
    const { token } = await paidOrder();
    const other = await paidOrder();
    const orderId = t.services.links.verify(ORDER_LINK_PURPOSE, token) as string;
    const otherId = t.services.links.verify(ORDER_LINK_PURPOSE, other.token) as string;
    const stream = await openStream(baseUrl, `/api/orders/by-link/${token}/events`, t.client());
    expect(stream.status).toBe(200);
    expect(stream.contentType).toContain('text/event-stream');
    try {
      const admin = await signedIn(t, await createAdmin(t.services), 'admin');
      const move = (id: string) =>
        admin.post(`/api/admin/orders/${id}/transition`, {
          action: 'accept',
          estimate: { minutes: 20 },
        });
      expect((await move(otherId)).statusCode).toBe(200);
      expect((await move(orderId)).statusCode).toBe(200);
      await stream.next((e) => e.orderIds.includes(orderId));
      expect(stream.events.every((e) => e.orderIds.length === 1 && e.orderIds[0] === orderId)).toBe(
        true,
      );
      const page = await t.client().get(`/api/orders/by-link/${token}`);
      expect(page.json().order.stage).not.toBe('new');
    } finally {
      stream.close();
    }
  });
});
