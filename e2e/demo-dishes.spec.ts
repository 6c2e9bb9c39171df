import { expect, type Page, test } from '@playwright/test';
import { featuredDishes, LOCAL_FAVOURITES } from '@shared/featured-dishes';

/** The demo tells the truth: what the home page and the gallery name, the menu serves. */

const SHOTS = process.env.SHOTS_DIR;
const shoot = async (page: Page, name: string) => {
  if (!SHOTS) return;
  for (const [label, size] of [
    ['phone', { width: 390, height: 844 }],
    ['tablet', { width: 820, height: 1180 }],
    ['desk', { width: 1366, height: 900 }],
  ] as const) {
    await page.setViewportSize(size);
    await page.screenshot({ path: `${SHOTS}/${name}-${label}.png`, fullPage: true });
  }
};
const dish = (page: Page, name: string) =>
  page.getByRole('article').getByRole('heading', { name, exact: true });

test("the home page's calls to action open the dishes they name", async ({ page }) => {
  await page.goto('/');
  await shoot(page, 'home');
  await page.getByRole('link', { name: 'Order jollof now' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(LOCAL_FAVOURITES);
  await expect(dish(page, featuredDishes['smoky-party-jollof'].name)).toBeVisible();

  await page.goto('/');
  await page.getByRole('link', { name: 'Order local favourites' }).click();
  for (const slug of ['peppered-asun', 'catfish-pepper-soup', 'ofada-rice-ayamase'] as const)
    await expect(dish(page, featuredDishes[slug].name)).toBeVisible();
  await shoot(page, 'menu-local-favourites');

  await page.goto('/');
  await page.getByRole('tab', { name: 'Snacks' }).click();
  await page.getByRole('link', { name: 'Order snacks' }).click();
  await expect(dish(page, featuredDishes['puff-puff'].name)).toBeVisible();
});

test('a gallery picture of a dish links to where it is ordered', async ({ page }) => {
  await page.goto('/Gallery');
  await shoot(page, 'gallery');
  await page.getByRole('link', { name: 'Order Whole Grilled Croaker' }).click();
  await expect(dish(page, featuredDishes['whole-grilled-croaker'].name)).toBeVisible();
});

test('a promotional block orders the dishes it names', async ({ page }) => {
  await page.goto('/Menu');
  await page.getByRole('link', { name: 'Order steaks' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Steak');
  await expect(dish(page, featuredDishes['suya-flank-steak'].name)).toBeVisible();
});
