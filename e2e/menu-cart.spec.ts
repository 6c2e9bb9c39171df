import { expect, type Page, test } from '@playwright/test';
import { cartTexts } from '@shared/cart';
import { catalogTexts } from '@shared/catalog';
import { guestCheckoutTexts } from '@shared/guest-checkout';
import { messages } from '@shared/messages';
import { formatMoney } from '@shared/money';
import { signUpVerifiedCustomer } from './support/helpers';

/** "NGN 11,000.00" -> 1100000 (kobo). */
const kobo = (text: string | null) => Math.round(Number((text ?? '').replace(/[^\d.]/g, '')) * 100);
const badge = (page: Page) => page.getByTestId('cart-count');
const line = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });

test('a diner chooses Pizza, fills the cart, changes quantities, removes a dish and reaches checkout', async ({
  page,
}) => {
  await signUpVerifiedCustomer(page, 'cart');

  await page.goto('/Menu');
  // No category yet: the promotional blocks.
  await expect(page.getByRole('link', { name: 'Cocktail menu' })).toBeVisible();
  await expect(badge(page)).toHaveText('0');

  await page.getByLabel('Category').selectOption('Pizza');
  await expect(page).toHaveURL(/\/Menu\?category=Pizza$/);
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThanOrEqual(6);

  const names: string[] = [];
  const prices: number[] = [];
  for (const i of [0, 1]) {
    const card = cards.nth(i);
    names.push((await card.getByRole('heading').textContent()) ?? '');
    prices.push(kobo(await card.locator('.menu-card-price').textContent()));
    await card.getByRole('button', { name: catalogTexts.addToCart }).click();
    await expect(badge(page)).toHaveText(String(i + 1));
    await expect(page.getByText(messages.toast.itemAdded).first()).toBeVisible();
  }
  const [first, second] = names as [string, string];

  // The category lives in the URL: Back shows the promotions again, Forward the pizzas.
  await page.goBack();
  await expect(page).toHaveURL(/\/Menu$/);
  await expect(page.getByRole('link', { name: 'Cocktail menu' })).toBeVisible();
  await page.goForward();
  await expect(page.getByRole('heading', { name: first, exact: true })).toBeVisible();

  await page.getByRole('link', { name: /^Cart, 2 items/ }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `${cartTexts.heading} (2 items)`,
  );
  const subtotal = page.getByTestId('cart-subtotal');
  await expect(subtotal).toHaveText(formatMoney(prices[0]! + prices[1]!));

  const row = line(page, first);
  const decrease = row.getByRole('button', { name: `Decrease quantity of ${first}` });
  const increase = row.getByRole('button', { name: `Increase quantity of ${first}` });
  await expect(decrease).toBeDisabled(); // never below 1
  await increase.click();
  await expect(row.locator('output')).toHaveText('2');
  await expect(badge(page)).toHaveText('3');
  await expect(subtotal).toHaveText(formatMoney(2 * prices[0]! + prices[1]!));
  // The screen answers at once; the server's answer is awaited before the reload below.
  const saved = page.waitForResponse(
    (r) => r.url().includes('/api/cart/items/') && r.request().method() === 'PATCH',
  );
  await decrease.click();
  await expect(row.locator('output')).toHaveText('1');
  expect((await saved).ok()).toBe(true);
  await expect(decrease).toBeDisabled();
  await expect(badge(page)).toHaveText('2');

  // The quantity is kept on the server.
  await page.reload();
  await expect(line(page, first).locator('output')).toHaveText('1');

  await line(page, second)
    .getByRole('button', { name: `Remove ${second}` })
    .click();
  const dialog = page.getByRole('dialog', { name: cartTexts.confirmDelete });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: cartTexts.delete }).click();
  await expect(page.getByText(messages.toast.itemRemoved)).toBeVisible();
  await expect(line(page, second)).toHaveCount(0);
  await expect(badge(page)).toHaveText('1');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${cartTexts.heading} (1 item)`);
  await expect(subtotal).toHaveText(formatMoney(prices[0]!));

  await page.getByRole('link', { name: cartTexts.checkout, exact: true }).click();
  await expect(page).toHaveURL(/\/checkout\/payment$/);
});

test('the header search finds a dish, reports the not-found text, and its clear button resets the results', async ({
  page,
}) => {
  await page.goto('/');
  const box = page.getByRole('searchbox', { name: 'Search meals' });
  const clear = page.getByRole('button', { name: 'Clear search' });
  await expect(clear).toBeDisabled();

  await box.fill('carbonara');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/Menu\?search=carbonara$/);
  await expect(page.getByRole('heading', { name: 'Spaghetti Carbonara' })).toBeVisible();

  await box.fill('no such dish at all');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText(catalogTexts.foodNotFound)).toBeVisible();

  await clear.click();
  await expect(box).toHaveValue('');
  await expect(clear).toBeDisabled();
  await expect(page).toHaveURL(/\/Menu$/);
  await expect(page.getByText(catalogTexts.foodNotFound)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Cocktail menu' })).toBeVisible();
});

test('a guest adds to a cart of their own, and signing in from checkout keeps it (no extra history entry)', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const customer = await signUpVerifiedCustomer(page, 'guestcart');
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();

  await page.goto('/Menu?category=Drinks');
  const card = page.getByRole('article').first();
  const name = (await card.getByRole('heading').textContent()) ?? '';
  await card.getByRole('button', { name: catalogTexts.addToCart }).click();
  await expect(page.getByText(messages.toast.itemAdded).first()).toBeVisible();
  await expect(badge(page)).toHaveText('1');
  // Kept by the server under a cookie: a reload still has it.
  await page.reload();
  await expect(badge(page)).toHaveText('1');

  await page.getByRole('link', { name: /^Cart, 1 item/ }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(line(page, name)).toBeVisible();
  if (process.env.SHOTS_DIR) {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${process.env.SHOTS_DIR}/guest-cart-phone.png` });
  }
  // Checkout is open to guests; "Sign in" is offered there, not forced.
  await page.getByRole('link', { name: cartTexts.checkout }).click();
  await expect(page).toHaveURL(/\/checkout\/payment$/);
  await page.getByRole('link', { name: guestCheckoutTexts.signIn }).click();
  await expect(page).toHaveURL(/\/Auth\/login\?redirect=%2Fcheckout%2Fpayment/);
  await page.getByLabel('Email').fill(customer.email);
  await page.getByLabel('Password').fill(customer.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/checkout\/payment$/);
  await expect(page.getByText(name).first()).toBeVisible();
  await expect(badge(page)).toHaveText('1');
  // Back leaves checkout for the cart it came from, not Home.
  await page.goBack();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(line(page, name)).toBeVisible();
});

test('an unknown category in a link says there is no menu for it', async ({ page }) => {
  await page.goto('/Menu?category=Sushi');
  await expect(page.getByText(catalogTexts.noMenuForCategory)).toBeVisible();
});
