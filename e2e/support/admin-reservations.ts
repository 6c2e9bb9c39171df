import { type Browser, expect, type Page } from '@playwright/test';
import { pagingTexts } from '@shared/paging';
import { reservationTexts as t } from '@shared/reservations';
import { E2E_ADMIN } from './env';
import { signInAsAdmin } from './helpers';

/** A booking's card in the back office: pages turned (4 each), read afresh as others book. */
async function findAdminCard(page: Page, name: RegExp) {
  const card = page.getByRole('article', { name });
  for (let attempt = 0; attempt < 5; attempt += 1) {
    // Afresh from the first page: bookings made meanwhile may sort before the page we were on.
    if (attempt > 0) await page.goto(new URL(page.url()).pathname);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The list pages by cursor (First / Previous / Next): walk Next until the card or the end.
    const next = page.getByRole('button', { name: pagingTexts.nextLabel });
    for (let n = 2; n <= 120; n += 1) {
      if (await card.isVisible()) return card;
      if (!(await next.isVisible()) || (await next.getAttribute('aria-disabled')) === 'true') break;
      const before = page.url();
      // A click lost in a live re-render is tried again; a Next the new page turned off: last page
      // (a click already waiting when a loaded last page turns Next off gives up after 2 s).
      await expect(async () => {
        if ((await next.getAttribute('aria-disabled')) === 'true') return;
        if (page.url() === before) await next.click({ timeout: 2_000 });
        await expect(page).not.toHaveURL(before, { timeout: 2_000 });
      }).toPass({ timeout: 15_000 });
    }
    if (await card.isVisible()) return card;
  }
  await expect(card).toBeVisible();
  return card;
}

/** The owner confirms the booking whose card is `cardName`, in a browser of its own. */
export async function adminConfirms(browser: Browser, timezoneId: string, cardName: RegExp) {
  const context = await browser.newContext({ timezoneId });
  const admin = await context.newPage();
  await signInAsAdmin(admin, E2E_ADMIN.email, E2E_ADMIN.password);
  await admin.goto('/admin/reservations');
  const card = await findAdminCard(admin, cardName);
  await expect(card.getByText('Pending')).toBeVisible();
  await card.getByRole('button', { name: t.confirmButton }).click();
  await expect(admin.getByText(t.confirmed)).toBeVisible();
  await expect(card.getByText('Confirmed')).toBeVisible();
  await expect(card.getByRole('button', { name: t.confirmButton })).toHaveCount(0);
  await admin.goto('/admin/confirmed-reservation');
  await expect(await findAdminCard(admin, cardName)).toBeVisible();
  await context.close();
}
