import { auditLog } from '@server/audit/schema';
import { orders } from '@server/orders/schema';
import { payments, refunds } from '@server/payments/schema';
import { createAdmin } from '@server/seed/factories';
import type { MenuItem } from '@shared/catalog';
import { formatMoney } from '@shared/money';
import { PAYMENT_LINK_PURPOSE, paymentLinkTexts } from '@shared/payment-links';
import { staffOrderTexts } from '@shared/staff-orders';
import { zonedDatePlusDays } from '@shared/zoned-time';
import { createCheckoutTestApp, seedMenu } from '@test/support/checkout';
import { customerMismatches } from '@test/support/customers';
import { testDatabaseKinds } from '@test/support/databases';
import { signedIn } from '@test/support/orders';
import { chargeSandbox } from '@test/support/payments';
import { rollupMismatches } from '@test/support/rollups';
import type { TestApp, TestClient } from '@test/support/test-app';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const MINUTE = 60_000;

/** A phone order paid by a card payment link sent by mail. */
describe.each(testDatabaseKinds())('card payment links on %s', (kind) => {
  let t: TestApp;
  let owner: TestClient;
  let diner: TestClient;
  let dish: MenuItem;
  let n = 0;
  const db = () => t.db.database.db;

  const body = (email: string) => ({
    lines: [{ dishId: dish.id, quantity: 2 }],
    customer: { name: 'Ada Link', phone: '+234 803 555 0100', email },
    fulfilment: 'pickup',
    payment: 'payment_link',
  });
  /** A phone order with a link, and the token read out of its mail. */
  const place = async () => {
    const email = `link${++n}-${kind}@example.test`;
    const placed = await owner.post('/api/admin/orders', body(email));
    expect(placed.statusCode, placed.body).toBe(201);
    await t.services.mail.idle();
    const mail = t.mails.sent.find((m) => m.to === email && m.kind === 'payment_link');
    const token = mail?.text.match(/\/pay\/([A-Za-z0-9_.-]+)/)?.[1];
    expect(token, 'the mail carries the link').toBeTruthy();
    const order = placed.json().order as { orderId: string; totalMinor: number; number: number };
    return { ...order, email, token: token as string, mail };
  };
  const orderRow = async (orderId: string) =>
    (await db().select().from(orders).where(eq(orders.orderId, orderId)))[0]!;
  const start = async (token: string) => {
    const started = await diner.post(`/api/pay/${token}/payments`, {});
    expect(started.statusCode, started.body).toBe(201);
    return started.json() as { reference: string; accessCode: string; amountMinor: number };
  };
  const pay = async (token: string) => {
    const started = await start(token);
    expect((await chargeSandbox(diner, started.accessCode)).statusCode).toBeLessThan(300);
    return started;
  };
  const verify = (token: string, reference: string) =>
    diner.post(`/api/pay/${token}/payments/${reference}/verify`, {});
  const refundsOf = async (reference: string) => {
    const [payment] = await db().select().from(payments).where(eq(payments.reference, reference));
    return db().select().from(refunds).where(eq(refunds.paymentId, payment!.id));
  };
  const today = () => zonedDatePlusDays(new Date(), 0, 'Africa/Lagos');
  const linkSales = async () => {
    const report = (await owner.get(`/api/admin/reports?from=${today()}&to=${today()}`)).json();
    return report.byPaymentMethod.find((m: { method: string }) => m.method === 'payment_link');
  };
  const expectFiguresTrue = async () => {
    expect(await rollupMismatches(db())).toEqual([]);
    expect(await customerMismatches(db())).toEqual([]);
  };

  beforeAll(async () => {
    t = await createCheckoutTestApp(kind);
    await seedMenu(t);
    dish = (await t.services.catalog.menu({ search: 'Margherita' }))[0] as MenuItem;
    owner = await signedIn(t, await createAdmin(t.services), 'admin');
    diner = t.client();
  });
  afterAll(async () => {
    await t.close();
  });

  it("needs the customer's e-mail, in the staff screen's words", async () => {
    const refused = await owner.post('/api/admin/orders', body(''));
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain(staffOrderTexts.emailForLink);
  });

  it('mails the link with the order; the page opens it without sign-in; forged and expired links are refused in words', async () => {
    const order = await place();
    expect(order.mail?.text).toContain(`#${order.number}`);
    expect(order.mail?.text).toContain(formatMoney(order.totalMinor));
    expect(order.mail?.text).toMatch(/works until/);
    const row = await orderRow(order.orderId);
    expect(row).toMatchObject({ awaitingPayment: true, paymentMethod: 'payment_link' });

    const page = await diner.get(`/api/pay/${order.token}`);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().order).toMatchObject({
      orderId: order.orderId,
      totalMinor: order.totalMinor,
      state: 'unpaid',
    });
    expect(page.json().order.lines[0]).toMatchObject({ name: dish.name, quantity: 2 });

    const [subject, expiry, mac] = order.token.split('.');
    const forged = await diner.get(`/api/pay/${subject}.${Number(expiry) + 60}.${mac}`);
    expect(forged.statusCode).toBe(404);
    expect(forged.json().error.message).toBe(paymentLinkTexts.invalid);
    const expired = t.services.links.sign(
      PAYMENT_LINK_PURPOSE,
      order.orderId,
      new Date(Date.now() - MINUTE),
    );
    const gone = await diner.get(`/api/pay/${expired}`);
    expect(gone.statusCode).toBe(410);
    expect(gone.json().error.message).toBe(paymentLinkTexts.expired);
    expect((await diner.post(`/api/pay/${expired}/payments`, {})).statusCode).toBe(410);
    // A link signed for another purpose opens nothing here.
    const other = t.services.links.sign('booking', order.orderId, new Date(Date.now() + MINUTE));
    expect((await diner.get(`/api/pay/${other}`)).statusCode).toBe(404);
  });

  it('pays exactly the total: the order is marked paid once (no new order), counted once, with a receipt', async () => {
    const ordersBefore = (await db().select().from(orders)).length;
    const salesBefore = (await linkSales())?.salesMinor ?? 0;
    const order = await place();
    const started = await pay(order.token);
    expect(started.amountMinor).toBe(order.totalMinor);
    const verified = await verify(order.token, started.reference);
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().payment.status).toBe('successful');
    // Again, and the recovery loop: nothing more happens.
    expect((await verify(order.token, started.reference)).json().payment.status).toBe('successful');
    await t.services.checkout.recoverPending(new Date(Date.now() + 2 * MINUTE));

    const row = await orderRow(order.orderId);
    expect(row).toMatchObject({ awaitingPayment: false, paymentMethod: 'payment_link' });
    expect(row.paymentId).not.toBeNull();
    expect((await db().select().from(orders)).length).toBe(ordersBefore + 1);
    expect((await diner.get(`/api/pay/${order.token}`)).json().order.state).toBe('paid');
    expect((await diner.post(`/api/pay/${order.token}/payments`, {})).statusCode).toBe(409);
    expect((await linkSales())?.salesMinor).toBe(salesBefore + row.subtotalMinor);
    await t.services.mail.idle();
    const receipts = t.mails.sent.filter((m) => m.to === order.email && m.kind === 'order_receipt');
    expect(receipts).toHaveLength(1);
    await expectFiguresTrue();
  });

  it('refunds the money once when staff marked the order paid first, and tells the diner', async () => {
    const order = await place();
    const started = await pay(order.token);
    expect(
      (await owner.post(`/api/admin/orders/${order.orderId}/mark-paid`, { method: 'cash' }))
        .statusCode,
    ).toBe(200);
    const verified = await verify(order.token, started.reference);
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().payment).toMatchObject({
      status: 'rejected',
      reason: paymentLinkTexts.refundedPaid(formatMoney(order.totalMinor)),
    });
    await verify(order.token, started.reference);
    await t.services.checkout.recoverPending(new Date(Date.now() + 10 * MINUTE));
    const made = await refundsOf(started.reference);
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ amountMinor: order.totalMinor, status: 'refunded' });
    expect(await orderRow(order.orderId)).toMatchObject({ paymentMethod: 'cash', paymentId: null });
    await t.services.mail.idle();
    const told = t.mails.sent.filter(
      (m) => m.to === order.email && m.kind === 'late_payment_refund',
    );
    expect(told).toHaveLength(1);
    expect(told[0]?.text).toContain(paymentLinkTexts.refundedPaid(formatMoney(order.totalMinor)));
    await expectFiguresTrue();
  });

  it('two tabs paying at once: one payment pays the order, the other is refunded once', async () => {
    const order = await place();
    const first = await pay(order.token);
    const second = await pay(order.token);
    const answers = await Promise.all([
      verify(order.token, first.reference),
      verify(order.token, second.reference),
    ]);
    const statuses = answers.map((a) => a.json().payment.status).sort();
    expect(statuses).toEqual(['rejected', 'successful']);
    const refunded = await Promise.all([refundsOf(first.reference), refundsOf(second.reference)]);
    expect(refunded.map((r) => r.length).sort()).toEqual([0, 1]);
    const row = await orderRow(order.orderId);
    expect(row.awaitingPayment).toBe(false);
    const winner = answers.find((a) => a.json().payment.status === 'successful');
    const [paid] = await db()
      .select()
      .from(payments)
      .where(eq(payments.reference, winner!.json().payment.reference));
    expect(row.paymentId).toBe(paid!.id);
    await expectFiguresTrue();
  });

  it('refunds a payment for an order canceled meanwhile', async () => {
    const order = await place();
    const started = await pay(order.token);
    const rejected = await owner.post(`/api/admin/orders/${order.orderId}/transition`, {
      action: 'reject',
      reason: 'Customer called back to cancel',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const verified = await verify(order.token, started.reference);
    expect(verified.json().payment.reason).toBe(
      paymentLinkTexts.refundedCanceled(formatMoney(order.totalMinor)),
    );
    expect(await refundsOf(started.reference)).toHaveLength(1);
    expect((await diner.get(`/api/pay/${order.token}`)).json().order.state).toBe('canceled');
    await expectFiguresTrue();
  });

  it('a link-paid order canceled by staff later is refunded through the provider, once', async () => {
    const order = await place();
    const started = await pay(order.token);
    expect((await verify(order.token, started.reference)).statusCode).toBe(200);
    const rejected = await owner.post(`/api/admin/orders/${order.orderId}/transition`, {
      action: 'reject',
      reason: 'Out of parsley',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    await t.idle();
    const made = await refundsOf(started.reference);
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ amountMinor: order.totalMinor, status: 'refunded' });
    expect(await orderRow(order.orderId)).toMatchObject({ refundStatus: 'refunded' });
    await expectFiguresTrue();
  });

  it('the recovery loop settles a payment whose return from the provider was lost, as the order it pays', async () => {
    const ordersBefore = (await db().select().from(orders)).length;
    const order = await place();
    const started = await pay(order.token);
    expect((await orderRow(order.orderId)).awaitingPayment).toBe(true);
    await t.services.checkout.recoverPending(new Date(Date.now() + 2 * MINUTE));
    const row = await orderRow(order.orderId);
    expect(row.awaitingPayment).toBe(false);
    expect((await db().select().from(orders)).length).toBe(ordersBefore + 1);
    const view = await diner.get(`/api/pay/${order.token}/payments/${started.reference}`);
    expect(view.json().payment.status).toBe('successful');
    await expectFiguresTrue();
  });

  it('staff resend a fresh link (audit-logged); refused once paid', async () => {
    const order = await place();
    const resent = await owner.post(`/api/admin/orders/${order.orderId}/payment-link`, {});
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json().email).toBe(order.email);
    await t.services.mail.idle();
    expect(
      t.mails.sent.filter((m) => m.to === order.email && m.kind === 'payment_link'),
    ).toHaveLength(2);
    const entries = await db()
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'order.payment_link_resend'),
          eq(auditLog.subjectId, order.orderId),
        ),
      );
    expect(entries).toHaveLength(1);
    await owner.post(`/api/admin/orders/${order.orderId}/mark-paid`, { method: 'cash' });
    const again = await owner.post(`/api/admin/orders/${order.orderId}/payment-link`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(paymentLinkTexts.alreadyPaid);
  });
});
