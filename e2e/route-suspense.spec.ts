import type { Page } from '@playwright/test';
import { adminTexts } from '@shared/admin';
import { nowTexts } from '@shared/customers';
import { expect, test } from './support/clock';
import { signUpVerifiedCustomer } from './support/helpers';
import { adminPage } from './support/orders-admin';

/**
 * A person who opens a page and goes back before its code has arrived gets the page they went back
 * to, and the other one once they go forward again. A loading boundary handed another page while
 * it waits must not stay empty (the owner's dashboard would go blank); this journey holds the code
 * back so the moment is not left to chance.
 */

/** Holds back the code of the page whose chunk name matches, until the returned function runs. */
async function holdChunk(page: Page, chunk: RegExp) {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(chunk, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test('the owner opens the orders and goes back before they have loaded', async ({ browser }) => {
  const admin = await adminPage(browser);
  await admin.goto('/admin/overview');
  const now = admin.getByRole('region', { name: nowTexts.title });
  await expect(now).toBeVisible();
  const release = await holdChunk(admin, /\/assets\/AdminOrdersPage-[^/]+\.js$/);

  const backOffice = admin.getByRole('navigation', { name: 'Back office' });
  await backOffice.getByRole('link', { name: 'Orders', exact: true }).click();
  await expect(admin).toHaveURL(/\/admin\/orders$/);
  await admin.goBack();
  await expect(admin).toHaveURL(/\/admin\/overview$/);
  await expect(now).toBeVisible();

  release();
  await expect(now).toBeVisible();
  await admin.goForward();
  await expect(
    admin.getByRole('heading', { level: 1, name: adminTexts.ordersTitle }),
  ).toBeVisible();
  await admin.context().close();
});

test('a diner opens the menu and goes back home before it has loaded', async ({ page }) => {
  await page.goto('/');
  await page.waitForLoadState('networkidle'); // live: links are the app's, not the browser's
  const welcome = page.getByRole('region', { name: 'Today at Tavola' });
  await expect(welcome).toBeVisible();
  const release = await holdChunk(page, /\/assets\/MenuPage-[^/]+\.js$/);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Menu' }).click();
  await expect(page).toHaveURL(/\/Menu$/);
  await page.goBack();
  await expect(welcome).toBeVisible();

  release();
  await page.goForward();
  await expect(page).toHaveURL(/\/Menu$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Menu' })).toBeVisible();
});

test('a page change keeps the layout around it: the account link followed keeps the focus', async ({
  page,
}) => {
  await signUpVerifiedCustomer(page, 'route-focus');
  await page.goto('/user/present-orders');
  const account = page.getByRole('navigation', { name: 'Your account' });
  const past = account.getByRole('link', { name: 'Past orders' });
  await past.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/user\/past-orders$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(past).toBeFocused();
});
