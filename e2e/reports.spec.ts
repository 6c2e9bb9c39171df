import { mkdirSync, readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { reportTexts } from '@shared/reports';
import { expect, test } from './support/clock';
import { signUpVerifiedCustomer } from './support/helpers';
import { adminPage, menu, payThroughSandboxApi } from './support/orders-admin';

/**
 * Reports: after a diner's order, the owner opens the report of
 * today (the restaurant's today, from a browser in Los Angeles), sees the order and its dish, and
 * downloads the orders and order-lines CSVs, which hold the order and its lines.
 */
const SHOTS = '/tmp/shots-reports';

async function download(page: Page, name: string) {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page
      .getByRole('region', { name: 'Download (CSV)' })
      .getByRole('link', { name, exact: true })
      .click(),
  ]);
  return { name: file.suggestedFilename(), text: readFileSync(await file.path(), 'utf8') };
}

test("the owner sees today's order in the report and downloads it as CSV", async ({
  page,
  browser,
}) => {
  const diner = await signUpVerifiedCustomer(page, 'report');
  const [dish] = await menu(page, 'Pasta');
  const [orderId] = await payThroughSandboxApi(page, [{ dish: dish!, quantity: 2 }], diner.email);

  const admin = await adminPage(browser);
  await admin.goto('/admin/overview');
  await admin.getByRole('link', { name: 'Reports' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: reportTexts.title })).toBeVisible();
  await expect(admin.getByRole('button', { name: reportTexts.presets.today })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const orders = admin.locator('.tile', { hasText: 'Orders' }).first();
  await expect(orders.locator('.tile-value')).not.toHaveText('0');
  const dishes = admin.getByRole('table', { name: 'Top 10 dishes by sales' });
  await expect(dishes.getByRole('rowheader', { name: dish!.name })).toBeVisible();

  const ordersCsv = await download(admin, reportTexts.exports.orders);
  expect(ordersCsv.name).toMatch(/^tavola-orders-\d{4}-\d\d-\d\d-to-\d{4}-\d\d-\d\d\.csv$/);
  expect(ordersCsv.text.split('\r\n')[0]).toMatch(/^number,order_id,placed_at,/);
  expect(ordersCsv.text).toContain(`,${orderId},`);
  const linesCsv = await download(admin, reportTexts.exports['order-lines']);
  const ourLines = linesCsv.text.split('\r\n').filter((line) => line.includes(`,${orderId},`));
  expect(ourLines).toHaveLength(1);
  expect(ourLines[0]).toContain(`,${dish!.name.includes(',') ? `"${dish!.name}"` : dish!.name},`);
  expect(ourLines[0]).toMatch(/,2,[\d.]+,[\d.]+,no$/);

  // Yesterday's report, by its preset, does not hold today's order among its dishes' rows.
  await admin.getByRole('button', { name: reportTexts.presets.yesterday }).click();
  await expect(admin).toHaveURL(/from=\d{4}-\d\d-\d\d&to=/);

  await admin.getByRole('button', { name: reportTexts.presets.today }).click();
  await expect(dishes.getByRole('rowheader', { name: dish!.name })).toBeVisible();
  mkdirSync(SHOTS, { recursive: true });
  for (const [label, size] of [
    ['phone', { width: 390, height: 844 }],
    ['tablet', { width: 820, height: 1180 }],
  ] as const) {
    await admin.setViewportSize(size);
    await admin.waitForTimeout(300);
    await admin.screenshot({ path: `${SHOTS}/reports-${label}.png`, fullPage: true });
  }
});
