import { expect, test } from '@playwright/test';
import { favouritesTexts } from '@shared/catalog-view';

const SHOTS = process.env.FAV_SHOTS ?? 'test-results/favourites';

test('a diner hearts two dishes in different categories and finds both under Favourites, also after a reload', async ({
  page,
}) => {
  await page.goto('/Menu');
  await expect(page.getByRole('button', { name: /Favourites \(0\)/ })).toBeVisible();

  const names: string[] = [];
  for (const category of ['Pizza', 'Drinks']) {
    await page.getByLabel('Category').selectOption(category);
    const card = page.getByRole('article').first();
    await expect(card).toBeVisible();
    names.push((await card.getByRole('heading').textContent()) ?? '');
    await card.getByRole('button', { name: /Favorite/ }).click();
    await expect(card.getByRole('button', { name: /Favorite/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  }

  const toggle = page.getByRole('button', { name: /Favourites \(2\)/ });
  await toggle.click();
  await expect(page).toHaveURL(/favourites=1/);
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(favouritesTexts.title);
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(2);
  for (const name of names)
    await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}-${test.info().project.name}-list.png`, fullPage: true });

  await page.reload();
  await expect(page.getByRole('article')).toHaveCount(2);
  for (const name of names)
    await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();

  // Back leaves the favourites for the category shown before.
  await page.goBack();
  await expect(page).toHaveURL(/category=Drinks$/);

  // Phone size, and the empty state once both hearts are taken off.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goForward();
  await expect(page.getByRole('article')).toHaveCount(2);
  await page.screenshot({ path: `${SHOTS}-${test.info().project.name}-list-phone.png` });
  for (const name of names) {
    const card = page.getByRole('article').filter({ hasText: name });
    await card.getByRole('button', { name: /Favorite/ }).click();
  }
  await expect(page.getByText(favouritesTexts.empty)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}-${test.info().project.name}-empty-phone.png` });
  await page.getByRole('button', { name: favouritesTexts.back }).click();
  await expect(page).not.toHaveURL(/favourites/);
});
