import { expect, type Locator, type Page, test } from '@playwright/test';
import { adminTexts } from '@shared/admin';
import { dietaryTexts } from '@shared/dietary';
import { messages } from '@shared/messages';
import { signUpVerifiedCustomer } from './support/helpers';
import { adminPage } from './support/orders-admin';

/**
 * Allergens and diets: the owner marks a dish with peanuts; a diner hides
 * peanuts and the dish leaves the menu; the address keeps the filter on reload, Back undoes it.
 */

const SHOTS = process.env.SHOTS_DIR;
const SIZES = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 900 } };

/** The page, or one part of it (a dialog, a card), on a phone and on a desktop. */
async function shoot(page: Page, name: string, part?: Locator) {
  if (!SHOTS) return;
  for (const [device, size] of Object.entries(SIZES)) {
    await page.setViewportSize(size);
    const path = `${SHOTS}/${name}-${device}.png`;
    await (part ? part.screenshot({ path }) : page.screenshot({ path }));
  }
}

test('the owner marks Funghi with peanuts; a diner hiding peanuts no longer sees it, after a reload too', async ({
  browser,
  page,
}) => {
  // The owner ticks peanuts in the dish form.
  const admin = await adminPage(browser);
  await admin.getByRole('link', { name: adminTexts.productsNav, exact: true }).click();
  await admin.getByRole('button', { name: `${adminTexts.editDish}: Funghi` }).click();
  const form = admin.getByRole('dialog');
  const contains = form.getByRole('group', { name: dietaryTexts.allergensLegend });
  await expect(contains.getByRole('checkbox', { name: 'milk' })).toBeChecked();
  await contains.getByRole('checkbox', { name: 'peanuts' }).check();
  await expect(contains).toHaveAccessibleDescription(
    'Contains: cereals containing gluten, milk, peanuts',
  );
  await shoot(admin, 'admin-dish-form', form);
  await form.getByRole('button', { name: adminTexts.saveDish }).click();
  await expect(admin.getByText(adminTexts.dishSaved)).toBeVisible();

  // The diner's card says so, in words for a screen reader and as a tooltip.
  await signUpVerifiedCustomer(page, 'allergens');
  await page.goto('/Menu?category=Pizza');
  const funghi = page.getByRole('article', { name: 'Funghi' });
  await expect(
    funghi.getByRole('listitem').filter({ hasText: 'contains peanuts' }),
  ).toHaveAttribute('title', 'Contains peanuts');
  await expect(funghi.getByRole('listitem').filter({ hasText: 'vegetarian' })).toBeVisible();
  await shoot(page, 'menu-card', page.getByRole('article', { name: 'Diavola' }));

  // The dialog lists the allergens in full.
  await page
    .getByRole('article', { name: 'Margherita' })
    .getByRole('button', { name: messages.dishOptions.chooseOptions })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Margherita' });
  await expect(dialog).toContainText('Contains: cereals containing gluten, milk');
  await shoot(page, 'dish-dialog');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // Hide dishes with peanuts: Funghi and the Suya Pizza go, the page says how many.
  await page.getByText(dietaryTexts.filterHeading).click();
  const hide = page.getByRole('group', { name: dietaryTexts.hideLegend });
  await hide.getByRole('checkbox', { name: 'peanuts' }).check();
  await expect(page).toHaveURL(/[?&]hide=peanuts(&|$)/);
  await expect(funghi).toHaveCount(0);
  await expect(page.getByRole('article', { name: 'Suya Pizza' })).toHaveCount(0);
  await expect(page.getByRole('article', { name: 'Margherita' })).toBeVisible();
  await expect(page.getByText(dietaryTexts.hiddenCount(2))).toBeVisible();
  await shoot(page, 'menu-filtered');

  // A reload keeps the filter (the address carries it); so does another category.
  await page.reload();
  await expect(page.getByRole('article', { name: 'Margherita' })).toBeVisible();
  await expect(funghi).toHaveCount(0);
  // Folded on a reload (the dishes come first on a phone); the summary counts the filters on.
  const summary = page.getByText(dietaryTexts.filterHeading);
  await expect(page.locator('.menu-filters > summary')).toContainText('1 on');
  await summary.click();
  await expect(
    page.getByRole('group', { name: dietaryTexts.hideLegend }).getByRole('checkbox', {
      name: 'peanuts',
    }),
  ).toBeChecked();

  // Vegan only as well, then Back undoes the last change only.
  await page
    .getByRole('group', { name: dietaryTexts.dietsOnlyLegend })
    .getByRole('checkbox', { name: dietaryTexts.dietOnly('vegan') })
    .check();
  await expect(page).toHaveURL(/diet=vegan/);
  await expect(page.getByRole('article', { name: 'Margherita' })).toHaveCount(0);
  await expect(page.getByRole('article', { name: 'Marinara' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('article', { name: 'Margherita' })).toBeVisible();
  await expect(funghi).toHaveCount(0);

  // Clear filters brings every dish back.
  await page.getByRole('button', { name: dietaryTexts.clear }).click();
  await expect(funghi).toBeVisible();
  await expect(page).not.toHaveURL(/hide=/);

  // A forged address is refused by the server in words, not silently ignored.
  const refused = await page.request.get('/api/menu?category=Pizza&hide=nuts');
  expect(refused.status()).toBe(400);
  expect((await refused.json()).error.message).toContain('Unknown allergen "nuts"');
});
