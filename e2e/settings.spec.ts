import { expect, type Page, test } from '@playwright/test';
import { checkoutTexts } from '@shared/checkout';
import { deliveryTermsTexts } from '@shared/delivery-terms';
import { zoneEditorTexts } from '@shared/hours/zone-editor-texts';
import { orderingPauseTexts } from '@shared/ordering-pause';
import { SANDBOX_CARDS, sandboxTexts } from '@shared/payments';
import { scheduleTexts } from '@shared/scheduled-orders';
import { settingsPageTexts } from '@shared/settings-sections';
import { expectAccessible } from './support/a11y';
import { apiCall } from './support/api';
import { E2E_ADMIN } from './support/env';
import { signInAsAdmin, signUpVerifiedCustomer } from './support/helpers';

/**
 * The owner pauses online orders with one tap while a diner has checkout open: the open checkout
 * stops offering "as soon as possible" without a reload, every staff screen says who paused and
 * since when, and the server refuses the payment. The owner closes today in its own section
 * (leaving with it unsaved asks first); the diner sees the notices and can still browse the menu;
 * the owner resumes from the staff bar and removes the closure, and the diner pays. The settings are the whole
 * store's, so this file runs alone, after every other journey (playwright.config.ts).
 * Delivery zones (the second journey): the owner limits delivery to a zone; an address in no
 * zone is refused for delivery with the reason, and pickup works; the zones are put back to none.
 */

const PAUSED = 'Online orders are paused';

/** Saves one section of the settings page: its own button, the server's 200, its own words. */
async function saveSection(owner: Page, title: string) {
  // The save is the server's 200 to this click; the toast of an earlier save may still be on the
  // screen (two can show at once), so the toast alone cannot tell this save from the last one.
  const saved = owner.waitForResponse(
    (r) => r.url().endsWith('/api/admin/settings') && r.request().method() === 'PATCH',
  );
  await owner.getByRole('button', { name: settingsPageTexts.save(title) }).click();
  expect((await saved).status()).toBe(200);
  await expect(owner.getByText(settingsPageTexts.saved(title)).first()).toBeVisible();
}

async function shoot(page: Page, name: string, size: { width: number; height: number }) {
  await page.setViewportSize(size);
  await page.screenshot({
    path: test.info().outputPath(`${name}-${size.width}.png`),
    fullPage: true,
  });
}

test('the owner pauses orders and closes today; diners see it and cannot pay until the owner reopens', async ({
  browser,
}) => {
  const owner = await (await browser.newContext()).newPage();
  const diner = await (await browser.newContext()).newPage();

  // The diner's cart, address and delivery choice, ready to pay.
  const dinerAccount = await signUpVerifiedCustomer(diner, 'hours');
  const { items } = await apiCall<{ items: { id: string }[] }>(
    diner.request,
    'GET',
    '/api/menu?category=Pizza',
  );
  await apiCall(diner.request, 'POST', '/api/cart/items', { dishId: items[0]!.id, quantity: 1 });
  const { address } = await apiCall<{ address: { id: string } }>(
    diner.request,
    'POST',
    '/api/checkout/addresses',
    {
      address: '14 Admiralty Way, Lekki Phase 1, Lagos',
      phone: '+234 803 555 0147',
      area: 'Lekki Phase 1',
    },
  );
  await apiCall(diner.request, 'PUT', '/api/checkout/delivery', { option: 'Home Delivery' });

  // The diner has checkout open, with "as soon as possible" offered.
  await diner.goto('/checkout/payment');
  const when = diner.getByRole('region', { name: scheduleTexts.heading });
  const asap = when.getByRole('radio', { name: /^As soon as possible/ });
  await expect(asap).toBeEnabled();

  // The owner pauses online orders: one tap, nothing else saved, confirmed in words.
  await signInAsAdmin(owner, E2E_ADMIN.email, E2E_ADMIN.password);
  await owner.getByRole('link', { name: 'Settings' }).click();
  await expect(owner.getByRole('heading', { name: 'Restaurant settings', level: 1 })).toBeVisible();
  const pause = owner.getByRole('switch', { name: 'Pause online orders' });
  await pause.click();
  await expect(pause).toHaveAttribute('aria-checked', 'true');
  await expect(owner.getByText(orderingPauseTexts.paused)).toBeVisible();
  const staffBar = owner.getByRole('status', { name: orderingPauseTexts.bannerLabel });
  await expect(staffBar).toContainText(/^Online orders paused since \d\d:\d\d by Owner/);

  // The diner's open checkout follows at once, without a reload.
  await expect(asap).toBeDisabled({ timeout: 5_000 });
  await expect(diner.getByRole('main').getByText(`${PAUSED}.`).first()).toBeVisible();

  // A wrong value is named next to its field, for screen readers too, and nothing is saved.
  const lead = owner.getByLabel('Lead time (minutes)');
  await lead.fill('');
  await owner.getByRole('button', { name: settingsPageTexts.save('Orders and slots') }).click();
  await expect(owner.getByText('Please correct the field marked below.')).toBeVisible();
  await expect(lead).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(owner, 'admin /admin/settings with an error');
  await lead.fill('0');
  await expect(
    owner.getByRole('button', { name: settingsPageTexts.save('Orders and slots') }),
  ).toBeDisabled();

  // The owner closes today, with a note; leaving before saving asks first, and staying keeps it.
  await owner.getByRole('button', { name: 'Add a closure' }).click();
  await owner.getByLabel('Closure 1: Note for diners').fill('Staff training');
  owner.once('dialog', (dialog) => {
    expect(dialog.message()).toBe(settingsPageTexts.leaveUnsaved(['Closures']));
    void dialog.dismiss();
  });
  await owner.getByRole('link', { name: 'Kitchen' }).click();
  await expect(owner).toHaveURL(/\/admin\/settings/);
  await saveSection(owner, 'Closures');
  for (const size of [
    { width: 390, height: 844 },
    { width: 820, height: 1180 },
    { width: 1366, height: 900 },
  ]) {
    await owner.evaluate(() => window.scrollTo(0, 0));
    await shoot(owner, 'admin-settings', size);
    await owner.getByRole('group', { name: 'Closures' }).scrollIntoViewIfNeeded();
    await shoot(owner, 'admin-settings-closures', size);
  }
  // Saved, the page can be left without a question; the kitchen board says the pause too.
  await owner.getByRole('link', { name: 'Kitchen' }).click();
  await expect(owner).toHaveURL(/\/admin\/kitchen/);
  await expect(staffBar).toContainText('by Owner');
  await shoot(owner, 'admin-kitchen-paused', { width: 820, height: 1180 });

  // The diner sees the pause and the closure on the home page, and can still browse the menu.
  const bar = diner.getByRole('status', { name: 'Opening hours' });
  await expect(async () => {
    await diner.goto('/');
    await expect(bar).toContainText(PAUSED, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(bar).toContainText('Closed today (Staff training)');
  await shoot(diner, 'home-paused', { width: 390, height: 844 });
  await diner.goto('/Menu?category=Pizza');
  await expect(diner.getByRole('article').first()).toBeVisible();

  // Checkout offers no "as soon as possible" (with the reason) and no time today: only a later
  // day can be scheduled; the server refuses an ASAP payment before anything is charged.
  await diner.goto('/checkout/payment');
  await expect(asap).toBeDisabled();
  await expect(when.locator('.when-reason')).toContainText(/Online orders are paused|Closed today/);
  await expect(when.getByRole('radio', { name: scheduleTexts.later })).toBeChecked();
  const day = when.getByRole('combobox', { name: scheduleTexts.day });
  await expect(day.locator('option')).not.toHaveCount(0);
  await expect(day.locator('option', { hasText: scheduleTexts.today })).toHaveCount(0);
  await expect(day).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
  await shoot(diner, 'checkout-paused', { width: 390, height: 844 });
  const { csrfToken } = await (await diner.request.get('/api/auth/session')).json();
  const refused = await diner.request.post('/api/checkout/payments', {
    data: { addressId: address.id, fullName: 'Ada Obi', email: dinerAccount.email },
    headers: { 'x-csrf-token': csrfToken },
  });
  expect(refused.status()).toBe(409);
  expect((await refused.json()).error.message).toMatch(/Online orders are paused|Closed today/);

  // The owner resumes orders from the staff bar, and removes the closure.
  await owner.setViewportSize({ width: 1366, height: 900 });
  await staffBar.getByRole('button', { name: orderingPauseTexts.resume }).click();
  await expect(staffBar).toHaveCount(0);
  await expect(owner.getByText(orderingPauseTexts.resumed)).toBeVisible();
  await owner.getByRole('link', { name: 'Settings' }).click();
  await expect(pause).toHaveAttribute('aria-checked', 'false');
  await owner.getByRole('button', { name: 'Remove Closure 1' }).click();
  await saveSection(owner, 'Closures');

  // The diner pays.
  // Browsers may reuse the public state for 5 s (its cache header): a reload after that shows it.
  await expect(async () => {
    await diner.goto('/checkout/payment');
    await expect(diner.getByRole('status', { name: 'Opening hours' })).toContainText('Open now', {
      timeout: 2_000,
    });
  }).toPass({ timeout: 30_000 });
  await expect(diner.getByRole('main').getByText(`${PAUSED}.`)).toHaveCount(0);
  // "As soon as possible" is back.
  await expect(asap).toBeEnabled();
  await expect(asap).toBeChecked();
  await diner.getByRole('button', { name: checkoutTexts.proceedToPay }).click();
  const frame = diner.frameLocator('iframe[title="Sandbox checkout"]');
  await frame.getByLabel(sandboxTexts.cardNumber).fill(SANDBOX_CARDS.success);
  await frame.getByLabel(sandboxTexts.expiry).fill('12/39');
  await frame.getByLabel(sandboxTexts.cvv).fill('408');
  await frame.getByRole('button', { name: sandboxTexts.pay, exact: true }).click();
  await expect(diner).toHaveURL(/\/user\/present-orders/, { timeout: 20_000 });
});

test('an address outside every zone is refused for delivery with the reason, and pickup works', async ({
  browser,
}) => {
  const owner = await (await browser.newContext()).newPage();
  const diner = await (await browser.newContext()).newPage();
  await signUpVerifiedCustomer(diner, 'zones');
  const { items } = await apiCall<{ items: { id: string }[] }>(
    diner.request,
    'GET',
    '/api/menu?category=Pizza',
  );
  await apiCall(diner.request, 'POST', '/api/cart/items', { dishId: items[0]!.id, quantity: 1 });
  await apiCall(diner.request, 'POST', '/api/checkout/addresses', {
    address: '2 Lagos Road, Epe',
    phone: '+234 803 555 0147',
    area: 'Epe',
  });
  await apiCall(diner.request, 'PUT', '/api/checkout/delivery', { option: 'Home Delivery' });

  // The owner delivers only to Lekki: NGN 800, no minimum, about 40 minutes.
  await signInAsAdmin(owner, E2E_ADMIN.email, E2E_ADMIN.password);
  await owner.setViewportSize({ width: 1024, height: 768 });
  await owner.getByRole('link', { name: 'Settings' }).click();
  const editor = owner.getByRole('group', { name: zoneEditorTexts.title });
  await editor.getByRole('checkbox', { name: zoneEditorTexts.limitToZones }).check();
  const zone = editor.getByRole('listitem', { name: 'Zone 1' });
  await zone.getByLabel(zoneEditorTexts.name).fill('Lekki');
  await editor
    .getByRole('listitem', { name: 'Lekki' })
    .getByLabel(zoneEditorTexts.areas)
    .fill('Lekki Phase 1\nVictoria Island');
  const lekki = editor.getByRole('listitem', { name: 'Lekki' });
  await lekki.getByLabel('Delivery fee (NGN)').fill('800');
  await lekki.getByLabel('Minimum order (NGN)').fill('0');
  await lekki.getByLabel(zoneEditorTexts.estimate).fill('40');
  await saveSection(owner, 'Delivery zones');
  await editor.scrollIntoViewIfNeeded();
  await expectAccessible(owner, 'admin /admin/settings delivery zones');
  for (const size of [
    { width: 1024, height: 768 },
    { width: 390, height: 844 },
  ]) {
    await shoot(owner, 'admin-settings-zones', size);
    await editor.screenshot({ path: test.info().outputPath(`zones-editor-${size.width}.png`) });
  }

  try {
    // The diner's address is in no zone: checkout says why and offers pickup.
    const words = 'We do not deliver to Epe yet. You can choose pickup instead.';
    await diner.setViewportSize({ width: 390, height: 844 });
    await expect(async () => {
      await diner.goto('/checkout/payment');
      await expect(diner.getByRole('main').getByText(words)).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await expectAccessible(diner, 'checkout with an address in no zone');
    await shoot(diner, 'checkout-out-of-zone', { width: 390, height: 844 });
    await diner.getByRole('button', { name: deliveryTermsTexts.choosePickup }).click();
    const summary = diner.getByRole('complementary', { name: checkoutTexts.orderSummary });
    await expect(summary.getByText(checkoutTexts.pickupNoFee)).toBeVisible();
    await diner.getByRole('button', { name: checkoutTexts.proceedToPay }).click();
    const frame = diner.frameLocator('iframe[title="Sandbox checkout"]');
    await frame.getByLabel(sandboxTexts.cardNumber).fill(SANDBOX_CARDS.success);
    await frame.getByLabel(sandboxTexts.expiry).fill('12/39');
    await frame.getByLabel(sandboxTexts.cvv).fill('408');
    await frame.getByRole('button', { name: sandboxTexts.pay, exact: true }).click();
    await expect(diner).toHaveURL(/\/user\/present-orders/, { timeout: 20_000 });
  } finally {
    // Back to no zones, as every other journey expects.
    await owner.setViewportSize({ width: 1440, height: 900 });
    await editor.getByRole('checkbox', { name: zoneEditorTexts.limitToZones }).uncheck();
    await saveSection(owner, 'Delivery zones');
  }
});
