import { auditLog } from '@server/audit/schema';
import { orderStatusHistory, orders } from '@server/orders/schema';
import { createAdmin, createStaff } from '@server/seed/factories';
import type { MenuItem } from '@shared/catalog';
import type { DeliveryZone } from '@shared/hours';
import { staffOrderTexts } from '@shared/staff-orders';
import { zonedDatePlusDays } from '@shared/zoned-time';
import { createCheckoutTestApp, readyCustomer, seedMenu } from '@test/support/checkout';
import { customerMismatches } from '@test/support/customers';
import { testDatabaseKinds } from '@test/support/databases';
import { signedIn } from '@test/support/orders';
import { rollupMismatches } from '@test/support/rollups';
import { saveZones } from '@test/support/settings';
import type { TestApp, TestClient } from '@test/support/test-app';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const LEKKI: DeliveryZone = {
  name: 'Lekki',
  areas: ['Lekki Phase 1'],
  feeMinor: 800_00,
  minimumOrderMinor: 0,
  freeAboveMinor: null,
  estimatedMinutes: 40,
};

/** Orders staff take on the phone or at the counter, paid there. */
describe.each(testDatabaseKinds())('staff orders on %s', (kind) => {
  let t: TestApp;
  let owner: TestClient;
  let margherita: MenuItem;
  const db = () => t.db.database.db;

  const groupId = (name: string) => margherita.options?.find((g) => g.name === name)?.id as string;
  const choiceId = (group: string, name: string) =>
    margherita.options?.find((g) => g.name === group)?.choices.find((c) => c.name === name)
      ?.id as string;
  const deltaOf = (group: string, name: string) =>
    margherita.options?.find((g) => g.name === group)?.choices.find((c) => c.name === name)
      ?.deltaMinor as number;
  const large = () => [{ groupId: groupId('Size'), choiceIds: [choiceId('Size', 'Large')] }];
  const body = (changes: Record<string, unknown> = {}) => ({
    lines: [{ dishId: margherita.id, quantity: 2, options: large(), note: 'well done' }],
    customer: { name: 'Ada Phone', phone: '+234 803 555 0100' },
    fulfilment: 'pickup',
    payment: 'cash',
    ...changes,
  });
  const place = async (changes: Record<string, unknown> = {}) => {
    const response = await owner.post('/api/admin/orders', body(changes));
    expect(response.statusCode, response.body).toBe(201);
    return response.json().order as {
      orderId: string;
      subtotalMinor: number;
      totalMinor: number;
      deliveryFeeMinor: number;
      deliveryEstimateMinutes?: number | null;
    };
  };
  const revenue = async () => (await owner.get('/api/admin/overview')).json().totals.revenueMinor;
  const today = () => zonedDatePlusDays(new Date(), 0, 'Africa/Lagos');
  const report = async () =>
    (await owner.get(`/api/admin/reports?from=${today()}&to=${today()}`)).json();
  const markPaid = (id: string, method = 'cash') =>
    owner.post(`/api/admin/orders/${id}/mark-paid`, { method });
  const expectFiguresTrue = async () => {
    expect(await rollupMismatches(db())).toEqual([]);
    expect(await customerMismatches(db())).toEqual([]);
  };

  beforeAll(async () => {
    t = await createCheckoutTestApp(kind);
    await seedMenu(t);
    margherita = (await t.services.catalog.menu({ search: 'Margherita' }))[0] as MenuItem;
    owner = await signedIn(t, await createAdmin(t.services), 'admin');
  });
  afterAll(async () => {
    await t.close();
  });

  it('prices like a cart, shows on the kitchen board and lists at once, and is no sale until paid', async () => {
    const before = await revenue();
    const grossBefore = (await report()).summary.grossMinor;
    const order = await place();
    const unit = margherita.priceMinor + deltaOf('Size', 'Large');
    expect(order).toMatchObject({
      subtotalMinor: unit * 2,
      deliveryFeeMinor: 0,
      totalMinor: unit * 2,
      source: 'phone',
      paymentMethod: 'cash',
      awaitingPayment: true,
      paidAt: null,
      stage: 'new',
    });
    const [row] = await db().select().from(orders).where(eq(orders.orderId, order.orderId));
    expect(row).toMatchObject({ userId: null, paymentId: null, email: '' });
    const board = (await owner.get('/api/admin/kitchen')).json().tickets as Array<{
      orderId: string;
      lines: Array<{ choices: string[]; note: string | null }>;
    }>;
    const ticket = board.find((x) => x.orderId === order.orderId);
    expect(ticket?.lines[0]).toMatchObject({ choices: ['Large'], note: 'well done' });
    const listed = (await owner.get(`/api/admin/orders?search=${order.orderId}`)).json().items;
    expect(listed.map((o: { orderId: string }) => o.orderId)).toEqual([order.orderId]);
    expect(await revenue()).toBe(before);
    expect((await report()).summary.grossMinor).toBe(grossBefore);
    await expectFiguresTrue();
  });

  it('counts the sale once when marked paid, twice or five times at once', async () => {
    const order = await place({ payment: 'card_terminal' });
    const before = await revenue();
    const grossBefore = (await report()).summary.grossMinor;
    const first = await markPaid(order.orderId, 'card_terminal');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      alreadyPaid: false,
      order: { awaitingPayment: false, paymentMethod: 'card_terminal', paidAt: expect.any(String) },
    });
    const again = await markPaid(order.orderId, 'cash');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      alreadyPaid: true,
      order: { paymentMethod: 'card_terminal' },
    });
    expect(await revenue()).toBe(before + order.totalMinor);
    expect((await report()).summary.grossMinor).toBe(grossBefore + order.totalMinor);
    const methods = (await report()).byPaymentMethod as Array<{ method: string }>;
    expect(methods.map((m) => m.method)).toContain('card_terminal');

    const racing = await place();
    const answers = await Promise.all(Array.from({ length: 5 }, () => markPaid(racing.orderId)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.filter((a) => a.json().alreadyPaid === false)).toHaveLength(1);
    expect(await revenue()).toBe(before + order.totalMinor + racing.totalMinor);
    const [row] = await db().select().from(orders).where(eq(orders.orderId, racing.orderId));
    const paidEntries = await db()
      .select()
      .from(orderStatusHistory)
      .where(and(eq(orderStatusHistory.orderId, row!.id), eq(orderStatusHistory.status, 'paid')));
    expect(paidEntries).toHaveLength(1);
    // The audit log: who placed it and who marked it paid, once each.
    const audited = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.subjectId, racing.orderId));
    expect(audited.map((e) => e.action).sort()).toEqual(['order.mark_paid', 'order.staff_place']);
    await expectFiguresTrue();
  });

  it('refuses a forged choice with the cart’s words, and an unknown dish', async () => {
    const forged = [{ groupId: groupId('Size'), choiceIds: ['no-such-choice'] }];
    const { client } = await readyCustomer(t);
    const cart = await client.post('/api/cart/items', { dishId: margherita.id, options: forged });
    expect(cart.statusCode).toBe(400);
    const response = await owner.post(
      '/api/admin/orders',
      body({ lines: [{ dishId: margherita.id, quantity: 1, options: forged }] }),
    );
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error.message).toBe(cart.json().error.message);
    const unknown = await owner.post(
      '/api/admin/orders',
      body({ lines: [{ dishId: 'no-such-dish', quantity: 1 }] }),
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toBe(staffOrderTexts.unknownDish('no-such-dish'));
  });

  it('charges the zone fee for delivery and refuses an address no zone serves, in checkout’s words', async () => {
    await saveZones(t, [LEKKI]);
    const delivered = await place({
      fulfilment: 'delivery',
      delivery: { address: '7 Admiralty Way', area: 'Lekki Phase 1' },
    });
    expect(delivered.deliveryFeeMinor).toBe(800_00);
    expect(delivered.totalMinor).toBe(delivered.subtotalMinor + 800_00);
    // The zone's ride is kept with the order: its delivery window cannot move with the settings.
    expect(delivered.deliveryEstimateMinutes).toBe(40);
    const refused = await owner.post(
      '/api/admin/orders',
      body({ fulfilment: 'delivery', delivery: { address: '3 Beach Road', area: 'Epe' } }),
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      'We do not deliver to Epe yet. You can choose pickup instead.',
    );
    const noAddress = await owner.post('/api/admin/orders', body({ fulfilment: 'delivery' }));
    expect(noAddress.statusCode).toBe(400);
    await saveZones(t, null);
  });

  it('is for orders.manage only: customers and the kitchen are refused', async () => {
    const { client } = await readyCustomer(t);
    expect((await client.post('/api/admin/orders', body())).statusCode).toBe(403);
    const kitchen = await signedIn(t, await createStaff(t.services, 'kitchen'), 'admin');
    expect((await kitchen.post('/api/admin/orders', body())).statusCode).toBe(403);
    expect((await t.client().post('/api/admin/orders', body())).statusCode).toBe(401);
    const order = await place();
    expect((await client.post(`/api/admin/orders/${order.orderId}/mark-paid`, {})).statusCode).toBe(
      403,
    );
  });

  it('a rejected unpaid order owes nothing and can no longer be marked paid', async () => {
    const order = await place();
    const rejected = await owner.post(`/api/admin/orders/${order.orderId}/transition`, {
      action: 'reject',
      reason: 'Customer called back to cancel',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const [row] = await db().select().from(orders).where(eq(orders.orderId, order.orderId));
    expect(row).toMatchObject({ status: 'canceled', refundStatus: 'none', refundMinor: 0 });
    const paid = await markPaid(order.orderId);
    expect(paid.statusCode).toBe(409);
    expect(paid.json().error.message).toBe(staffOrderTexts.canceledOrder);
    await expectFiguresTrue();
  });
});
