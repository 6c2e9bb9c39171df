import type { Locator, Page } from '@playwright/test';
import { catalogTexts } from '@shared/catalog';
import { messages } from '@shared/messages';
import { expect, test } from './support/clock';
import { signUpVerifiedCustomer } from './support/helpers';
import { adminPage, menu, payThroughSandboxApi } from './support/orders-admin';

/**
 * What a phone, a tablet and a desk show of the dish dialog, the cart line and the report's
 * sales by day: words on one line, a price clear of the stepper, a table not cut off.
 */
const PHONE = { width: 390, height: 844 };
const DESK = { width: 1366, height: 900 };
/** The space a thumb and an eye need between a price and the + button beside it. */
const CLEARANCE = 12;

/** The box of an element's text itself, not of the block around it. */
const textBox = (locator: Locator) =>
  locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const { left, right, top, bottom } = range.getBoundingClientRect();
    return { left, right, top, bottom };
  });
const boxOf = (locator: Locator) =>
  locator.evaluate((element) => {
    const { left, right, top, bottom } = element.getBoundingClientRect();
    return { left, right, top, bottom };
  });
/** How far apart two boxes are: 0 when they touch or overlap. */
const distance = (a: Box, b: Box) =>
  Math.max(0, b.left - a.right, a.left - b.right, b.top - a.bottom, a.top - b.bottom);
type Box = Awaited<ReturnType<typeof boxOf>>;

async function openDishDialog(page: Page) {
  await page.goto('/Menu?category=Pizza');
  const opener = page
    .getByRole('article', { name: 'Margherita' })
    .getByRole('button', { name: messages.dishOptions.chooseOptions });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Margherita' });
  await expect(dialog).toBeVisible();
  return { opener, dialog };
}

test('the dish dialog keeps "Add to Cart" and its price on one line on a phone, and Cancel gives the focus back', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  const { opener, dialog } = await openDishDialog(page);
  const add = dialog.getByRole('button', { name: new RegExp(catalogTexts.addToCart) });
  await add.scrollIntoViewIfNeeded();
  const lineHeight = await add.evaluate((el) => Number.parseFloat(getComputedStyle(el).lineHeight));
  const text = await textBox(add);
  expect(text.bottom - text.top, 'one line of words').toBeLessThan(lineHeight * 1.5);
  expect(await add.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);

  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test('a cart line’s price stands clear of the quantity stepper on a phone', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/Menu?category=Pizza');
  await page
    .getByRole('article', { name: 'Marinara' })
    .getByRole('button', { name: catalogTexts.addToCart })
    .click();
  await expect(page.getByRole('link', { name: /^Cart, 1 item/ })).toBeVisible();
  await page.goto('/cart');
  const line = page.locator('.cart-line', { hasText: 'Marinara' });
  const stepper = line.getByRole('group', { name: 'Quantity of Marinara' });
  await expect(stepper).toBeVisible();
  const price = line.locator('.cart-line-total');
  expect(distance(await boxOf(stepper), await textBox(price))).toBeGreaterThanOrEqual(CLEARANCE);
});

test('the report’s sales by day is shown whole on a desk', async ({ page, browser }) => {
  const diner = await signUpVerifiedCustomer(page, 'wide-report');
  const dishes = await menu(page, 'Pasta');
  const dearest = [...dishes].sort((a, b) => b.priceMinor - a.priceMinor)[0]!;
  await payThroughSandboxApi(page, [{ dish: dearest, quantity: 9 }], diner.email);

  const owner = await adminPage(browser);
  await owner.setViewportSize(DESK);
  await owner.goto('/admin/reports');
  const table = owner.getByRole('table', { name: 'Sales by day' });
  await expect(table.getByRole('cell').first()).not.toHaveText('0');
  const wrap = table.locator('xpath=..');
  expect(await wrap.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
  const section = owner.getByRole('region', { name: 'Sales by day' });
  const lastHeader = table.getByRole('columnheader').last();
  expect((await boxOf(lastHeader)).right).toBeLessThanOrEqual((await boxOf(section)).right);
});
