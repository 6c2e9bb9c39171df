import { orders } from '@server/orders/schema';
import { refunds } from '@server/payments/schema';
import { addDays } from '@shared/calendar-dates';
import type { MenuItem } from '@shared/catalog';
import { CURRENCY } from '@shared/constants';
import { addToCart, readyCustomer, seedMenu, startPayment, verify } from '@test/support/checkout';
import { testDatabaseKinds } from '@test/support/databases';
import { bookParty, depositsOn, startDeposit, verifyDeposit } from '@test/support/deposits';
import { chargeSandbox } from '@test/support/payments';
import { paymentRow } from '@test/support/paystack';
import { restaurantToday } from '@test/support/reservations';
import { createTestApp, type TestApp } from '@test/support/test-app';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportRows } from './exports';

/**
 * The payments export is the books' money in and out: every refund gives back money of a payment
 * listed beside it, and payments minus refunds (those not failed: no money moved) is the report's
 * net for the same range, whatever the money was for: orders, booking deposits, or payments
 * refused when they settled (a dish sold out meanwhile, a deposit paid twice).
 */
describe.each(testDatabaseKinds())('the payments export balances on %s', (kind) => {
  let t: TestApp;
  let drinks: MenuItem[];

  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedMenu(t);
    await depositsOn(t);
    drinks = await t.services.catalog.menu({ category: 'Drinks' });
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  /** A diner pays for `dish` in the sandbox; `meanwhile` runs between the charge and the verify. */
  async function pay(dish: MenuItem, meanwhile: () => Promise<unknown> = async () => {}) {
    const diner = await readyCustomer(t);
    await addToCart(diner.client, dish, 2);
    const started = await startPayment(diner.client, diner.customer, diner.addressId);
    expect((await chargeSandbox(diner.client, started.accessCode)).statusCode).toBeLessThan(300);
    await meanwhile();
    return {
      diner,
      reference: started.reference,
      answer: await verify(diner.client, started.reference),
    };
  }

  async function paymentsExport(from: string, to: string) {
    let csv = '';
    for await (const chunk of exportRows(
      t.db.database.db,
      t.services.reports.window({ from, to }),
      'payments',
    ))
      csv += chunk;
    const [header, ...lines] = csv.split('\r\n').filter((line) => line !== '');
    const names = header!.split(',');
    return lines.map((line) => Object.fromEntries(line.split(',').map((v, i) => [names[i]!, v])));
  }

  const amount = `amount_${CURRENCY.toLowerCase()}`;

  it('lists the money of refused payments beside their refunds, and adds up to the report', async () => {
    // An order paid and kept, one paid and canceled (refunded), one refused: sold out meanwhile.
    expect((await pay(drinks[0]!)).answer.statusCode).toBe(200);
    const canceled = await pay(drinks[0]!);
    const [order] = await t.db.database.db
      .select({ orderId: orders.orderId })
      .from(orders)
      .where(eq(orders.paymentId, (await paymentRow(t, canceled.reference)).id));
    const cancel = await canceled.diner.client.post(`/api/orders/${order!.orderId}/cancel`, {});
    expect(cancel.statusCode, cancel.body).toBe(200);
    const soldOut = await pay(drinks[1]!, () =>
      t.services.catalog.markDishSoldOut(drinks[1]!.id, { mode: 'manual' }),
    );
    expect(soldOut.answer.statusCode).toBe(402);
    await t.services.catalog.markDishSoldOut(drinks[1]!.id, { mode: 'off' });
    // A deposit paid twice: one books the table, the other is refunded.
    const { client, reservation } = await bookParty(t, {
      date: addDays(restaurantToday(), 5),
      time: '18:00',
    });
    const deposits = [
      await startDeposit(client, reservation.id),
      await startDeposit(client, reservation.id),
    ];
    for (const started of deposits) await chargeSandbox(client, started.accessCode);
    for (const started of deposits) await verifyDeposit(client, reservation.id, started.reference);
    // A refund the provider refused: listed, but no money moved.
    const kept = await paymentRow(t, (await pay(drinks[2]!)).reference);
    await t.db.database.db
      .insert(refunds)
      .values({ paymentId: kept.id, amountMinor: 100, currency: CURRENCY, status: 'failed' });

    const from = addDays(restaurantToday(), -1);
    const to = addDays(restaurantToday(), 1);
    const rows = await paymentsExport(from, to);
    const refused = [soldOut.reference, ...deposits.map((d) => d.reference)];
    const moneyIn = rows.filter((r) => r.type !== 'refund');
    const moneyOut = rows.filter((r) => r.type === 'refund');
    expect(moneyOut.length).toBeGreaterThanOrEqual(3);
    for (const refund of moneyOut)
      expect(
        moneyIn.map((r) => r.reference),
        refund.reference,
      ).toContain(refund.reference);
    for (const reference of refused) expect(moneyIn.map((r) => r.reference)).toContain(reference);
    expect(moneyIn.filter((r) => r.status === 'rejected').map((r) => r.reference)).toHaveLength(2);

    const minor = (list: typeof rows) =>
      list
        .filter((r) => r.currency === CURRENCY && r.status !== 'failed')
        .reduce((sum, r) => sum + Math.round(Number(r[amount]) * 100), 0);
    const report = await t.services.reports.report({ from, to });
    expect(minor(moneyIn) - minor(moneyOut)).toBe(report.summary.netMinor);
    expect(minor(moneyIn)).toBe(report.summary.grossMinor);
    expect(minor(moneyOut)).toBe(report.summary.refundsMinor);
    // Each day balances too.
    for (const day of report.byDay) {
      const dayRows = await paymentsExport(day.date, day.date);
      const dayIn = minor(dayRows.filter((r) => r.type !== 'refund'));
      expect(dayIn - minor(dayRows.filter((r) => r.type === 'refund')), day.date).toBe(
        day.netMinor,
      );
    }
  });
});
