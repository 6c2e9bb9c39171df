import type { Page } from '@playwright/test';
import { catalogTexts } from '@shared/catalog';
import { soldOutTexts } from '@shared/sold-out';
import { expect, test } from './support/clock';
import { adminPage } from './support/orders-admin';

/**
 * Sold out: the owner marks Diavola sold out and a menu already open
 * in another browser shows "Sold out" with Add to Cart disabled, without a reload; back on sale,
 * it can be added again. The kitchen's sold-out panel shows it too.
 */

const SHOTS = process.env.SHOTS_DIR;
const shoot = async (page: Page, name: string) => {
  if (!SHOTS) return;
  for (const [label, size] of [
    ['phone', { width: 390, height: 844 }],
    ['desktop', { width: 1280, height: 900 }],
  ] as const) {
    await page.setViewportSize(size);
    await page.screenshot({ path: `${SHOTS}/${name}-${label}.png`, fullPage: label === 'phone' });
  }
};

test('the owner marks Diavola sold out; an open menu shows it without reload', async ({
  browser,
  page,
}) => {
  await page.goto('/Menu?category=Pizza');
  const diavola = page.getByRole('article', { name: 'Diavola' });
  const add = diavola.getByRole('button', { name: catalogTexts.addToCart });
  await expect(add).toBeEnabled();
  // The page is live before the owner acts (its stream is open once the page runs).
  await page.waitForLoadState('networkidle').catch(() => {});

  const admin = await adminPage(browser);
  await admin.goto('/admin/products');
  await admin.getByLabel('Find a dish').fill('Diavola');
  await admin.getByRole('button', { name: `${soldOutTexts.forToday}: Diavola` }).click();
  await expect(
    admin.getByRole('button', { name: `${soldOutTexts.backOnSale}: Diavola` }),
  ).toBeVisible();
  await shoot(admin, 'sold-out-products');

  // No reload: the open menu hears of it.
  await expect(diavola.getByText(soldOutTexts.badge, { exact: true })).toBeVisible();
  await expect(add).toBeDisabled();
  await shoot(page, 'sold-out-menu');

  // The kitchen's sold-out panel lists it, with its switch.
  await admin.goto('/admin/kitchen');
  await admin.locator('summary').filter({ hasText: soldOutTexts.panelHeading }).click();
  const list = admin.getByRole('list', { name: soldOutTexts.panelHeading });
  await expect(list.getByText('Diavola', { exact: true })).toBeVisible();
  await shoot(admin, 'sold-out-kitchen');
  await list.getByRole('button', { name: `${soldOutTexts.backOnSale}: Diavola` }).click();
  await expect(list.getByText('Diavola', { exact: true })).toBeHidden();

  // Back on sale: the open menu follows again.
  await expect(diavola.getByText(soldOutTexts.badge, { exact: true })).toBeHidden();
  await expect(add).toBeEnabled();
  await admin.context().close();
});
