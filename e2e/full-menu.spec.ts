import { expect, type Page, test } from '@playwright/test';
import { catalogTexts, fullMenuTexts } from '@shared/catalog-view';
import { dietaryTexts } from '@shared/dietary';
import { promoMenuTexts } from '@shared/promo-menu-texts';
import { siteNavTexts } from '@shared/site-nav';
import { signUpVerifiedCustomer } from './support/helpers';

/** The menu a diner browses: every category on one page, its tabs, filters and promotional menus. */

const SHOTS = process.env.SHOTS_DIR;
const shoot = async (page: Page, name: string) => {
  if (!SHOTS) return;
  for (const [label, size] of [
    ['phone', { width: 390, height: 844 }],
    ['tablet', { width: 820, height: 1180 }],
    ['desk', { width: 1366, height: 900 }],
  ] as const) {
    await page.setViewportSize(size);
    await page.screenshot({ path: `${SHOTS}/${name}-${label}.png` });
  }
  await page.setViewportSize({ width: 390, height: 844 });
};

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const card = (page: Page, name: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name, exact: true }) });

test.use({ viewport: { width: 390, height: 844 } });

test('a diner on a phone browses the whole menu by its tabs, filters it and orders from it', async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/menu') asked.push(url.searchParams.get('category') ?? '');
  });
  await page.goto('/Menu');
  const tabs = page.getByRole('navigation', { name: fullMenuTexts.tabsLabel });
  await expect(tabs.getByRole('link', { name: 'Pizza' })).toBeVisible();
  await expect(card(page, 'Margherita')).toBeVisible();
  // Only the first categories load with the page; the rest wait for the diner to come near.
  await expect(section(page, 'Burger').getByRole('article').first()).toBeAttached();
  expect(asked).toEqual(['Pizza', 'Burger']);
  await shoot(page, 'menu-whole');

  // A tab jumps to its category, which loads then; the tabs stay on screen and mark it.
  await tabs.getByRole('link', { name: 'Steak' }).click();
  await expect(page).toHaveURL(/\/Menu#menu-steak$/);
  const steak = section(page, 'Steak');
  await expect(steak.getByRole('heading', { level: 2 })).toBeInViewport();
  await expect(card(page, 'Suya Flank Steak')).toBeVisible();
  await expect(tabs).toBeInViewport();
  await expect(tabs.getByRole('link', { name: 'Steak' })).toHaveAttribute('aria-current', 'true');
  expect(asked).toContain('Steak');
  expect(asked).not.toContain('Cheese');
  await shoot(page, 'menu-steak-tab');

  // Straight from the whole menu into the cart.
  await card(page, 'Suya Flank Steak')
    .getByRole('button', { name: catalogTexts.addToCart })
    .click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');

  // The dietary filter works over every category.
  await page.goto('/Menu');
  await page.getByText(dietaryTexts.filterHeading).click();
  await page.getByLabel(dietaryTexts.dietOnly('vegan')).check();
  await expect(page).toHaveURL(/\/Menu\?diet=vegan$/);
  await expect(card(page, 'Marinara')).toBeVisible();
  await expect(card(page, 'Margherita')).toHaveCount(0);
  await expect(section(page, 'Burger')).toBeAttached();

  // The category dropdown still opens one category on its own page.
  await page.getByLabel('Category').selectOption('Pasta');
  await expect(page).toHaveURL(/\/Menu\?category=Pasta&diet=vegan$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pasta');
});

test('the promotional menus sit below the dishes and open the dishes they sell', async ({
  page,
}) => {
  await page.goto('/Menu');
  const promo = page.getByRole('link', { name: 'Steak menu', exact: true });
  await promo.click();
  await expect(page).toHaveURL(/\/Steak-menu$/);
  await expect(page.getByText(promoMenuTexts.someInHouse)).toBeVisible();
  await shoot(page, 'promo-steak');
  await page
    .getByRole('link', { name: promoMenuTexts.orderDish('Suya-spiced flank, 250 g') })
    .click();
  await expect(page).toHaveURL(/\/Menu\?category=Steak#menu-dish-suya-flank-steak$/);
  const flank = card(page, 'Suya Flank Steak');
  await expect(flank).toBeInViewport();
  await expect(flank.getByRole('button', { name: catalogTexts.addToCart })).toBeEnabled();
  await shoot(page, 'promo-to-dish');
});

test('the navigation offers Book a table on a phone and on a desk', async ({ page }) => {
  await page.goto('/Menu');
  const nav = page.getByRole('navigation', { name: siteNavTexts.label });
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(nav.getByRole('link', { name: 'Book a table' })).toBeVisible();
  await page.setViewportSize({ width: 1366, height: 900 });
  await expect(nav.getByRole('link', { name: 'Book a table' })).toBeVisible();
  await nav.getByRole('link', { name: 'Book a table' }).click();
  // Booking asks a guest to sign in first, then brings them to the wizard.
  await expect(page).toHaveURL(/Reservation$/);
});

test('a signed-in diner finds My orders in the bar on a desk, each link on one line', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1200, height: 800 });
  await signUpVerifiedCustomer(page, 'nav-orders');
  await page.goto('/Menu');
  const nav = page.getByRole('navigation', { name: siteNavTexts.label });
  await expect(nav.getByRole('link', { name: 'My orders' })).toBeVisible();
  const boxes = await nav
    .getByRole('listitem')
    .evaluateAll((items) =>
      items
        .map((item) => item.getBoundingClientRect())
        .map((r) => ({ top: r.top, height: r.height })),
    );
  expect(boxes).toHaveLength(siteNavTexts.links.length + 2);
  for (const box of boxes) {
    expect(box.top).toBe(boxes[0]!.top);
    expect(box.height).toBeLessThan(48);
  }
  // Narrower, they fold under the menu button rather than wrap word by word.
  await page.setViewportSize({ width: 1100, height: 800 });
  await page.getByRole('button', { name: 'Open menu' }).click();
  await nav.getByRole('link', { name: 'My orders' }).click();
  await expect(page).toHaveURL(/\/user\/present-orders$/);
});
