import { mkdirSync } from 'node:fs';
import { customerTexts, nowTexts } from '@shared/customers';
import { expect, test } from './support/clock';
import { signUpVerifiedCustomer } from './support/helpers';
import { adminPage, apiCall, menu, payThroughSandboxApi } from './support/orders-admin';

/**
 * Customers and the dashboard's "Now": a diner orders and books; the
 * owner sees the new order waiting and the booking to confirm on the dashboard, follows the links
 * to the filtered lists, finds the diner among the customers by the start of their e-mail, and
 * opens their page with the order and the booking. Screenshots at phone and desktop widths.
 */

/** A day a few days ahead on the restaurant's calendar (Lagos), whatever the machine's zone. */
const daysAhead = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' }).format(
    new Date(Date.now() + days * 86_400_000),
  );

test('the owner sees what needs doing now, and a customer with their order and booking', async ({
  page,
  browser,
}, testInfo) => {
  const SHOTS = process.env.CUSTOMERS_SHOTS ?? testInfo.outputDir;
  const diner = await signUpVerifiedCustomer(page, 'customers');
  const [dish] = await menu(page, 'Pasta');
  const [orderId] = await payThroughSandboxApi(page, [{ dish: dish!, quantity: 2 }], diner.email);
  await apiCall(page.request, 'POST', '/api/reservations', {
    firstName: 'Ada',
    lastName: 'Obi',
    phone: '+234 803 555 0147',
    date: daysAhead(3),
    time: '18:00',
    guests: 3,
    specialRequests: 'Window seat',
  });

  const admin = await adminPage(browser);
  await admin.setViewportSize({ width: 1280, height: 900 });
  await admin.goto('/admin/overview');
  const now = admin.getByRole('region', { name: nowTexts.title });
  const waiting = now.getByRole('link', { name: new RegExp(nowTexts.waiting) });
  await expect(waiting).not.toContainText('–');
  await expect(waiting.locator('.now-value')).not.toHaveText('0');
  const toConfirm = now.getByRole('link', { name: new RegExp(nowTexts.toConfirm) });
  await expect(toConfirm.locator('.now-value')).not.toHaveText('0');
  mkdirSync(SHOTS, { recursive: true });
  await admin.screenshot({ path: `${SHOTS}/now-desktop.png` });

  await waiting.click();
  await expect(admin).toHaveURL(/\/admin\/orders\?stage=new/);
  await admin.goBack();
  await now.getByRole('link', { name: new RegExp(nowTexts.toConfirm) }).click();
  await expect(admin).toHaveURL(/\/admin\/reservations\?status=pending/);
  await expect(
    admin.getByRole('heading', { level: 1, name: 'Reservations to confirm' }),
  ).toBeVisible();

  await admin.getByRole('link', { name: 'Customers', exact: true }).click();
  await expect(admin.getByRole('heading', { level: 1, name: customerTexts.title })).toBeVisible();
  await admin.getByLabel(customerTexts.searchLabel).fill(diner.email.split('@')[0]!);
  await admin.getByRole('button', { name: customerTexts.searchButton }).click();
  await expect(admin).toHaveURL(/search=/);
  const row = admin.getByRole('row').filter({ hasText: diner.email });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('1'); // one order
  await admin.screenshot({ path: `${SHOTS}/customers-desktop.png`, fullPage: true });

  await row.getByRole('link').first().click();
  await expect(admin).toHaveURL(/\/admin\/customers\/[0-9a-f-]{36}$/);
  const orders = admin.getByRole('region', { name: customerTexts.ordersTitle });
  await expect(orders.getByRole('listitem')).toHaveCount(1);
  await expect(orders).toContainText(`${dish!.name} × 2`);
  const bookings = admin.getByRole('region', { name: customerTexts.bookingsTitle });
  await expect(bookings).toContainText('3 guests');
  await expect(bookings).toContainText('Window seat');
  expect(orderId).toBeTruthy();
  await admin.screenshot({ path: `${SHOTS}/customer-desktop.png`, fullPage: true });

  await admin.setViewportSize({ width: 390, height: 844 });
  await admin.waitForTimeout(300);
  await admin.screenshot({ path: `${SHOTS}/customer-phone.png`, fullPage: true });
  await admin.goBack();
  await expect(admin.getByRole('row').filter({ hasText: diner.email })).toHaveCount(1);
  await admin.screenshot({ path: `${SHOTS}/customers-phone.png`, fullPage: true });
  await admin.goto('/admin/overview');
  await expect(waiting.locator('.now-value')).not.toHaveText('–');
  await admin.screenshot({ path: `${SHOTS}/now-phone.png` });
});
