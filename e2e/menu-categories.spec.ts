import type { Page } from '@playwright/test';
import { adminTexts } from '@shared/admin';
import { CATALOG_CATEGORIES } from '@shared/catalog';
import { categoryTexts } from '@shared/categories';
import { LOCAL_FAVOURITES } from '@shared/featured-dishes';
import { makePng } from '@test/support/images';
import { expect, test } from './support/clock';
import { adminPage } from './support/orders-admin';

/** Categories are data: the owner's categories and order reach the menu. */

// The migrations' ten, then the one the demo menu adds for the dishes the home page names.
const DEMO_CATEGORIES = [...CATALOG_CATEGORIES, LOCAL_FAVOURITES];

const SHOTS = process.env.SHOTS_DIR;
const shoot = async (page: Page, name: string) => {
  if (!SHOTS) return;
  for (const [label, size] of [
    ['phone', { width: 390, height: 844 }],
    ['tablet', { width: 820, height: 1180 }],
  ] as const) {
    await page.setViewportSize(size);
    await page.screenshot({ path: `${SHOTS}/${name}-${label}.png`, fullPage: true });
  }
};

test('the owner adds a category with a dish and orders it; the menu follows', async ({
  browser,
  page,
}) => {
  const admin = await adminPage(browser);
  await admin.getByRole('link', { name: 'Categories' }).click();
  await expect(admin.getByRole('heading', { level: 1 })).toHaveText(categoryTexts.title);
  const list = admin.getByRole('list', { name: categoryTexts.title });
  await expect(list.getByRole('heading', { level: 2 })).toHaveText(DEMO_CATEGORIES);

  await admin.getByLabel(categoryTexts.nameLabel, { exact: true }).fill('pastries');
  await admin.getByRole('button', { name: categoryTexts.add }).click();
  await expect(admin.getByRole('alert').filter({ hasText: categoryTexts.nameTaken })).toBeVisible();
  await admin.getByLabel(categoryTexts.nameLabel, { exact: true }).fill('Desserts');
  await admin.getByRole('button', { name: categoryTexts.add }).click();
  await expect(list.getByRole('heading', { level: 2 }).last()).toHaveText('Desserts');

  // Up to second place with the keyboard: the focus stays on the moved category's button.
  const up = admin.getByRole('button', { name: categoryTexts.moveUp('Desserts') });
  await up.focus();
  for (let place = DEMO_CATEGORIES.length; place >= 2; place -= 1) {
    await admin.keyboard.press('Enter');
    await expect(
      admin.getByRole('status').filter({ hasText: categoryTexts.moved('Desserts', place) }),
    ).toHaveCount(1);
    await expect(up).toBeFocused();
  }
  await expect(list.getByRole('heading', { level: 2 })).toHaveText([
    'Pizza',
    'Desserts',
    ...DEMO_CATEGORIES.slice(1),
  ]);

  // A dish in it, from the dish form (which offers the new category).
  await admin.getByRole('link', { name: adminTexts.productsNav, exact: true }).click();
  await admin.getByRole('button', { name: adminTexts.addDish }).click();
  const form = admin.getByRole('dialog', { name: adminTexts.addDish });
  await form.getByLabel(adminTexts.name).fill('Tiramisu');
  await form
    .getByLabel(adminTexts.description)
    .fill('Mascarpone, espresso-soaked savoiardi and cocoa.');
  await form.getByLabel(adminTexts.category).selectOption('Desserts');
  await form.getByLabel(adminTexts.area).fill('Italian');
  await form.getByLabel(adminTexts.price).fill('3800');
  await form.getByLabel(adminTexts.image).setInputFiles({
    name: 'tiramisu.png',
    mimeType: 'image/png',
    buffer: makePng(480, 360, [120, 80, 50]),
  });
  await expect(form.locator('img.dish-image-preview')).toHaveAttribute('src', /^\/uploads\//);
  await form.getByRole('button', { name: adminTexts.saveDish }).click();
  await expect(admin.getByText(adminTexts.dishAdded)).toBeVisible();

  // A diner's menu lists it second, and shows its dish.
  await page.goto('/Menu');
  const select = page.getByLabel('Category');
  await expect(select.locator('option')).toHaveText([
    'Choose a category',
    'Pizza',
    'Desserts',
    ...DEMO_CATEGORIES.slice(1),
  ]);
  await select.selectOption('Desserts');
  await expect(page).toHaveURL(/\/Menu\?category=Desserts$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Desserts');
  await expect(page.getByRole('article').getByRole('heading', { name: 'Tiramisu' })).toBeVisible();
  await page.goto('/Menu?category=desserts'); // a link in any letter case
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Desserts');
  await shoot(page, 'menu-desserts');

  // Deleting it is refused while it has a dish; hiding takes it off the menu.
  await admin.getByRole('link', { name: 'Categories' }).click();
  await admin.getByRole('button', { name: `${categoryTexts.remove}: Desserts` }).click();
  const confirm = admin.getByRole('dialog', { name: categoryTexts.confirmRemove('Desserts') });
  await expect(confirm).toContainText(categoryTexts.hasDishes(1));
  await confirm.getByRole('button', { name: categoryTexts.remove }).click();
  await expect(admin.getByText(categoryTexts.hasDishes(1)).last()).toBeVisible();
  await expect(list.getByRole('heading', { name: 'Desserts' })).toBeVisible();
  await shoot(admin, 'admin-categories');
  await admin.getByRole('button', { name: `${categoryTexts.hide}: Desserts` }).click();
  await expect(list.getByRole('heading', { name: /Desserts/ })).toContainText(
    categoryTexts.hiddenBadge,
  );
  await expect
    .poll(async () => (await (await page.request.get('/api/menu/categories')).json()).categories)
    .not.toContainEqual({ name: 'Desserts' });
  await page.goto('/Menu?category=Desserts');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Desserts');
  await expect(page.getByText('No menu found for the chosen category')).toBeVisible();
  await admin.context().close();
});
