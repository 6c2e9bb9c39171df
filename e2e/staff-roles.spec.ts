import { expect, type Page, test } from '@playwright/test';
import { messages } from '@shared/messages';
import { E2E_ADMIN } from './support/env';
import { signInAsAdmin } from './support/helpers';

/**
 * The owner's back office lists the pages of the owner's role (from
 * src/shared/permissions.ts), and from it the owner opens the public menu in a staff view: no
 * redirect, a banner says so, and there is no Add to Cart (staff accounts cannot order).
 */
const shots = process.env.E2E_SHOTS_DIR;
async function shoot(page: Page, name: string) {
  for (const size of [
    { name: 'phone', width: 390, height: 844 },
    { name: 'tablet', width: 820, height: 1180 },
  ]) {
    await page.setViewportSize(size);
    const path = shots
      ? `${shots}/${name}-${size.name}.png`
      : test.info().outputPath(`${name}-${size.name}.png`);
    await page.screenshot({ path, fullPage: true });
  }
}

test('the owner views the store from the back office as staff, without ordering', async ({
  page,
}) => {
  await signInAsAdmin(page, E2E_ADMIN.email, E2E_ADMIN.password);
  const nav = page.getByRole('navigation', { name: 'Back office' });
  for (const label of ['Dashboard', 'Kitchen', 'Orders', 'Reservations', 'Settings'])
    await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
  await shoot(page, 'owner-back-office');

  await nav.getByRole('link', { name: 'View the store' }).click();
  await expect(page).toHaveURL(/\/Menu$/);
  const banner = page.getByRole('note', { name: messages.staffView.label });
  await expect(banner).toContainText(messages.staffView.text);
  await page.getByLabel('Category').selectOption('Pasta');
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByText(messages.staffView.noOrdering).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to Cart' })).toHaveCount(0);
  await shoot(page, 'staff-view-menu');

  // The API agrees: staff have no cart.
  const cart = await page.request.get('/api/cart');
  expect(cart.status()).toBe(403);

  await banner.getByRole('link', { name: messages.staffView.back }).click();
  await expect(page).toHaveURL(/\/admin\/overview$/);
});
