import { mailOutbox } from '@server/mail/schema';
import { orders } from '@server/orders/schema';
import { createAdmin } from '@server/seed/factories';
import type { MenuItem } from '@shared/catalog';
import type { DeliveryZone } from '@shared/hours';
import { formatMoney } from '@shared/money';
import { orderTimesTexts } from '@shared/order-times';
import { staffOrderMailTexts } from '@shared/staff-orders';
import { zonedDatePlusDays } from '@shared/zoned-time';
import { createCheckoutTestApp, seedMenu } from '@test/support/checkout';
import { testDatabaseKinds } from '@test/support/databases';
import { signedIn } from '@test/support/orders';
import { rollupMismatches } from '@test/support/rollups';
import { saveZones } from '@test/support/settings';
import type { TestApp, TestClient } from '@test/support/test-app';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * A staff order's mails and money (docs/decisions/033-staff-orders.md): with an
 * e-mail address, the confirmation and its live order link when placed and the receipt when marked
 * paid, each in the transaction of that change; the stage mails' words for money never taken or
 * handed back in person; and that money in the report and the payments export.
 */
describe.each(testDatabaseKinds())('staff order mails and money on %s', (kind) => {
  let t: TestApp;
  let owner: TestClient;
  let dish: MenuItem;
  let n = 0;
  const db = () => t.db.database.db;
  const today = () => zonedDatePlusDays(new Date(), 0, 'Africa/Lagos');

  const place = async (changes: Record<string, unknown> = {}) => {
    const email = `phone${++n}-${kind}@example.test`;
    const response = await owner.post('/api/admin/orders', {
      lines: [{ dishId: dish.id, quantity: 2 }],
      customer: { name: 'Ada Phone', phone: '+234 803 555 0100', email },
      fulfilment: 'pickup',
      payment: 'cash',
      ...changes,
    });
    expect(response.statusCode, response.body).toBe(201);
    const order = response.json().order as { orderId: string; number: number; totalMinor: number };
    return { ...order, email };
  };
  const mailsTo = async (email: string) => {
    await t.services.mail.idle();
    return t.mails.sent.filter((m) => m.to === email);
  };
  const outboxKinds = async (email: string) =>
    (await db().select().from(mailOutbox).where(eq(mailOutbox.to, email))).map((m) => m.kind);
  const markPaid = (orderId: string, method = 'cash') =>
    owner.post(`/api/admin/orders/${orderId}/mark-paid`, { method });
  const reject = (orderId: string) =>
    owner.post(`/api/admin/orders/${orderId}/transition`, {
      action: 'reject',
      reason: 'Customer called back to cancel',
    });
  const orderLinkOf = (text: string) => text.match(/\/order\/([A-Za-z0-9_.-]+)/)?.[1];

  beforeAll(async () => {
    t = await createCheckoutTestApp(kind);
    await seedMenu(t);
    dish = (await t.services.catalog.menu({ search: 'Margherita' }))[0] as MenuItem;
    owner = await signedIn(t, await createAdmin(t.services), 'admin');
  });
  afterAll(async () => {
    await t.close();
  });

  it('mails the order confirmation with its live link when placed, and the receipt once when paid', async () => {
    const order = await place();
    // Queued by the placing request itself (the outbox row exists before any delivery).
    expect(await outboxKinds(order.email)).toEqual(['order_placed']);
    const [placed] = await mailsTo(order.email);
    expect(placed?.subject).toBe(staffOrderMailTexts.subject('Tavola', order.number));
    expect(placed?.text).toContain(staffOrderMailTexts.payPickup(formatMoney(order.totalMinor)));
    const token = orderLinkOf(placed?.text ?? '');
    expect(token, 'the confirmation carries the order page link').toBeTruthy();
    const page = await t.client().get(`/api/orders/by-link/${token}`);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().order.orderId).toBe(order.orderId);

    // The ticket tells whoever hands it over to collect the money, until it is paid.
    const ticketOf = async () =>
      (await owner.get(`/api/admin/kitchen/${order.orderId}`)).json().ticket;
    expect((await ticketOf()).unpaid).toEqual({ method: 'cash', amountMinor: order.totalMinor });

    const answers = await Promise.all([1, 2, 3].map(() => markPaid(order.orderId)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    const mails = await mailsTo(order.email);
    expect(mails.map((m) => m.kind)).toEqual(['order_placed', 'order_receipt']);
    const receipt = mails[1];
    expect(receipt?.text).toContain('Cash');
    expect(receipt?.text).not.toContain('Payment reference');
    expect(orderLinkOf(receipt?.text ?? '')).toBeTruthy();
    expect((await ticketOf()).unpaid).toBeNull();
  });

  it('says in the confirmation of a phone delivery how long the ride takes once it is ready', async () => {
    const lekki: DeliveryZone = {
      name: 'Lekki',
      areas: ['Lekki Phase 1'],
      feeMinor: 800_00,
      minimumOrderMinor: 0,
      freeAboveMinor: null,
      estimatedMinutes: 40,
    };
    await saveZones(t, [lekki]);
    try {
      const order = await place({
        fulfilment: 'delivery',
        delivery: { address: '7 Admiralty Way', area: 'Lekki Phase 1' },
      });
      const [placed] = await mailsTo(order.email);
      expect(placed?.text).toContain(orderTimesTexts.travelAfterReady(40));
    } finally {
      await saveZones(t, null);
    }
  });

  it('writes the confirmation and the receipt in the transactions of the order and of "Mark paid"', async () => {
    // A mail that cannot be written takes its change down with it, and the reverse.
    await db().execute(
      sql.raw(
        `alter table mail_outbox add constraint no_placed check (kind <> 'order_placed') not valid`,
      ),
    );
    const before = (await db().select().from(orders)).length;
    const refused = await owner.post('/api/admin/orders', {
      lines: [{ dishId: dish.id, quantity: 1 }],
      customer: { name: 'Ada Phone', phone: '+234 803 555 0100', email: `x-${kind}@example.test` },
      fulfilment: 'pickup',
      payment: 'cash',
    });
    expect(refused.statusCode).toBe(500);
    expect((await db().select().from(orders)).length).toBe(before);
    await db().execute(sql.raw('alter table mail_outbox drop constraint no_placed'));

    const order = await place();
    await db().execute(
      sql.raw(
        `alter table mail_outbox add constraint no_receipt check (kind <> 'order_receipt') not valid`,
      ),
    );
    expect((await markPaid(order.orderId)).statusCode).toBe(500);
    const [row] = await db().select().from(orders).where(eq(orders.orderId, order.orderId));
    expect(row?.awaitingPayment).toBe(true);
    await db().execute(sql.raw('alter table mail_outbox drop constraint no_receipt'));
    expect((await markPaid(order.orderId)).json().alreadyPaid).toBe(false);
    expect(await outboxKinds(order.email)).toEqual(['order_placed', 'order_receipt']);
  });

  it('sends a card link order only its link, and an order without an address nothing', async () => {
    const link = await place({ payment: 'payment_link' });
    expect((await mailsTo(link.email)).map((m) => m.kind)).toEqual(['payment_link']);
    const sentBefore = t.mails.sent.length;
    const response = await owner.post('/api/admin/orders', {
      lines: [{ dishId: dish.id, quantity: 1 }],
      customer: { name: 'No Mail', phone: '+234 803 555 0100' },
      fulfilment: 'pickup',
      payment: 'cash',
    });
    expect(response.statusCode).toBe(201);
    expect((await markPaid(response.json().order.orderId)).statusCode).toBe(200);
    await t.services.mail.idle();
    expect(t.mails.sent.length).toBe(sentBefore);
  });

  it('tells a customer whose unpaid order is rejected that nothing was charged, on their order page', async () => {
    const order = await place();
    expect((await reject(order.orderId)).statusCode).toBe(200);
    const mail = (await mailsTo(order.email)).find((m) => m.kind === 'order_rejected');
    expect(mail?.text).toContain(staffOrderMailTexts.nothingCharged);
    expect(mail?.text).not.toContain('refunded in full to the card');
    expect(mail?.text).not.toContain('/user/present-orders');
    expect(orderLinkOf(mail?.text ?? '')).toBeTruthy();
  });

  it('counts money handed back in person as a refund in the report and the payments export', async () => {
    const range = `from=${today()}&to=${today()}`;
    const before = (await owner.get(`/api/admin/reports?${range}`)).json().summary;
    const order = await place();
    expect((await markPaid(order.orderId)).statusCode).toBe(200);
    expect((await reject(order.orderId)).statusCode).toBe(200);
    const mail = (await mailsTo(order.email)).find((m) => m.kind === 'order_rejected');
    expect(mail?.text).toContain(staffOrderMailTexts.refundInPerson(formatMoney(order.totalMinor)));

    const after = (await owner.get(`/api/admin/reports?${range}`)).json().summary;
    expect(after.grossMinor - before.grossMinor).toBe(order.totalMinor);
    expect(after.refundsMinor - before.refundsMinor).toBe(order.totalMinor);
    expect(after.netMinor).toBe(before.netMinor);

    const money = (await owner.get(`/api/admin/reports/export/payments?${range}`)).body;
    const rows = money.split('\r\n').filter((r) => r.includes(order.orderId));
    const amount = (order.totalMinor / 100).toFixed(2);
    expect(rows).toEqual([
      expect.stringMatching(
        new RegExp(`^payment,.*,${order.orderId},,in person,cash,${amount},NGN,successful$`),
      ),
      expect.stringMatching(
        new RegExp(`^refund,.*,${order.orderId},,in person,cash,${amount},NGN,refunded$`),
      ),
    ]);
    // An unpaid order is no money in: not in the payments export, and 'unpaid' in the orders'.
    const unpaid = await place();
    const again = (await owner.get(`/api/admin/reports/export/payments?${range}`)).body;
    expect(again).not.toContain(unpaid.orderId);
    const ordersCsv = (await owner.get(`/api/admin/reports/export/orders?${range}`)).body;
    const rowOf = (orderId: string) => ordersCsv.split('\r\n').find((r) => r.includes(orderId));
    expect(rowOf(unpaid.orderId)).toMatch(/,unpaid,new,pickup,.*,phone,$/);
    expect(rowOf(order.orderId)).toMatch(
      /,canceled,rejected,pickup,.*,phone,\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/,
    );
    expect(await rollupMismatches(db())).toEqual([]);
  });
});
