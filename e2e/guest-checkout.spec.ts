import { expect, type Page, test } from '@playwright/test';
import { cartTexts } from '@shared/cart';
import { checkoutTexts } from '@shared/checkout';
import { DELIVERY_FEE_MINOR } from '@shared/constants';
import { guestCheckoutTexts } from '@shared/guest-checkout';
import { kitchenTexts } from '@shared/kitchen';
import { messages } from '@shared/messages';
import { formatMoney } from '@shared/money';
import { orderLinkTexts } from '@shared/order-links';
import { orderStageTexts } from '@shared/order-stage-texts';
import { orderTexts } from '@shared/orders';
import { sandboxTexts } from '@shared/payments';
import { axeProblems } from './support/a11y';
import { apiCall } from './support/api';
import { linkIn, uniqueEmail, waitForMail } from './support/helpers';
import { adminPage } from './support/orders-admin';

/**
 * Guest checkout: a guest with no account orders the Margherita,
 * Large, Extra mozzarella and Olives, note "well done", pays as a guest in the sandbox, opens the
 * receipt's link with no session and follows the order live while the kitchen board shows the
 * same choices; then makes an account from that page and finds the order among theirs.
 * SHOTS_DIR=… keeps phone (390 px) and desktop (1280 px) screenshots of each screen.
 */

const SHOTS = process.env.SHOTS_DIR;
const SIZES = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 900 } };

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  const before = page.viewportSize();
  for (const [device, size] of Object.entries(SIZES)) {
    await page.setViewportSize(size);
    // From the top: a full-page shot of a scrolled page draws the sticky header mid-page.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${SHOTS}/guest-${name}-${device}.png`, fullPage: true });
  }
  if (before) await page.setViewportSize(before);
}

interface Dish {
  id: string;
  name: string;
  priceMinor: number;
}

test('a guest orders the Margherita with its choices, pays, follows it by the receipt link, and keeps it in a new account', async ({
  page,
  browser,
}) => {
  test.setTimeout(360_000);
  const email = uniqueEmail('guestpay');
  const pizzas = (await apiCall<{ items: Dish[] }>(page.request, 'GET', '/api/menu?category=Pizza'))
    .items;
  const margherita = pizzas.find((d) => d.name === 'Margherita')!;
  const unit = margherita.priceMinor + 300_000 + 80_000 + 50_000;

  // A guest (no session) picks the dish and its choices: Add to Cart keeps it under a cookie.
  await page.goto('/Menu');
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  await page.getByLabel('Category').selectOption('Pizza');
  const card = page.getByRole('article', { name: 'Margherita' });
  await card.getByRole('button', { name: messages.dishOptions.chooseOptions }).click();
  const dialog = page.getByRole('dialog', { name: 'Margherita' });
  await dialog.getByRole('radio', { name: /Large/ }).check();
  await dialog.getByRole('checkbox', { name: /Extra mozzarella/ }).check();
  await dialog.getByRole('checkbox', { name: /Olives/ }).check();
  await dialog.getByLabel(messages.dishOptions.note).fill('well done');
  await dialog.getByRole('button', { name: /Add to Cart/ }).click();
  await expect(page.getByText(messages.toast.itemAdded).first()).toBeVisible();

  // The cart shows the choices and the price with them.
  await page.goto('/cart');
  const line = page.getByRole('listitem').filter({ hasText: 'Margherita' });
  await expect(line).toContainText('Large, Extra mozzarella, Olives');
  await expect(line).toContainText('“well done”');
  await expect(line).toContainText(`${formatMoney(unit)} each`);
  await page.getByRole('link', { name: cartTexts.checkout }).click();

  // The guest checkout: details, the way it comes, the address; sign-in offered, not forced.
  await expect(page).toHaveURL(/\/checkout\/payment$/);
  await expect(page.getByRole('link', { name: guestCheckoutTexts.signIn })).toBeVisible();
  const summary = page.getByRole('complementary', { name: checkoutTexts.orderSummary });
  await expect(summary).toContainText('Large, Extra mozzarella, Olives');
  await expect(summary).toContainText('well done');
  await page.getByLabel(checkoutTexts.fullName).fill('Ngozi Guest');
  await page.getByLabel(checkoutTexts.email).fill(email);
  await page.getByLabel(checkoutTexts.phoneNumber).fill('0803 555 0199');
  await page.getByLabel(guestCheckoutTexts.deliveryAddress).fill('12 Bourdillon Road, Ikoyi');
  // The summary is priced for the area typed (the store's zones; the standard fee without).
  const quoted = page.waitForResponse(
    (r) => r.url().includes('/api/checkout/guest?') && r.url().includes('area=Ikoyi'),
  );
  await page.getByLabel(checkoutTexts.area).fill('Ikoyi');
  await page.getByLabel(checkoutTexts.area).blur();
  await quoted;
  const total = unit + DELIVERY_FEE_MINOR;
  await expect(summary).toContainText(formatMoney(total));
  expect(await axeProblems(page, 'guest checkout')).toEqual([]);
  await shoot(page, 'checkout');

  await page.getByRole('button', { name: checkoutTexts.proceedToPay }).click();
  const frame = page.frameLocator('iframe[title="Sandbox checkout"]');
  await frame.getByLabel(sandboxTexts.cardNumber).fill('4084 0840 8408 4081');
  await frame.getByLabel(sandboxTexts.expiry).fill('12/39');
  await frame.getByLabel(sandboxTexts.cvv).fill('408');
  await frame.getByRole('button', { name: sandboxTexts.pay, exact: true }).click();

  // Paid: the guest is on the order's page (no account to list it under).
  await expect(page).toHaveURL(/\/order\/[\w.-]+$/, { timeout: 20_000 });
  const heading = page.getByRole('heading', { name: /^Order #\d+$/ });
  await expect(heading).toBeVisible();
  const number = (await heading.textContent())!.replace(/\D/g, '');
  await expect(page.getByRole('article')).toContainText('Large, Extra mozzarella, Olives');
  await expect(page.getByText(orderLinkTexts.guestLead(email))).toBeVisible();
  await expect(page.getByText(orderLinkTexts.receiptLinkNeeded(email))).toBeVisible();
  await shoot(page, 'paid');

  // The kitchen board, signed in as staff elsewhere, shows the choices and the note.
  const admin = await adminPage(browser);
  await admin.getByRole('link', { name: 'Kitchen' }).click();
  await expect(admin.getByRole('heading', { name: kitchenTexts.title })).toBeVisible();
  const ticket = admin.getByRole('article', { name: orderTexts.orderNumberLabel(Number(number)) });
  await expect(ticket).toContainText('Large, Extra mozzarella, Olives');
  await expect(ticket).toContainText('“well done”');

  // The receipt's link opens the order with no session at all, and follows it live.
  const receipt = await waitForMail(email, new RegExp(`receipt for order #${number}`));
  const stranger = await browser.newContext();
  const linkPage = await stranger.newPage();
  await linkPage.goto(linkIn(receipt, '/order/'));
  await expect(linkPage.getByRole('heading', { name: `Order #${number}` })).toBeVisible();
  const linked = linkPage.getByRole('article');
  await expect(linked).toContainText('Large, Extra mozzarella, Olives');
  await expect(linked).toContainText('“well done”');
  await expect(linkPage.getByRole('link', { name: 'Log in' })).toBeVisible();
  const stage = linkPage.locator('.order-stage-label');
  await expect(stage).toHaveText(orderStageTexts.dinerWords('new', 'delivery').label);
  const ack = ticket.getByRole('button', { name: new RegExp(kitchenTexts.acknowledge) });
  if (await ack.isVisible()) await ack.click();
  await ticket.getByRole('button', { name: orderStageTexts.steps.accept, exact: true }).click();
  await admin.getByRole('button', { name: kitchenTexts.estimateMinutes(20) }).click();
  await expect(stage).toHaveText(orderStageTexts.dinerWords('accepted', 'delivery').label);
  await shoot(linkPage, 'order-link');

  // From that page, an account: the order's name and e-mail, a password; then the order is theirs.
  const box = linkPage.getByRole('region', { name: orderLinkTexts.accountTitle });
  await box.getByRole('button', { name: orderLinkTexts.createAccount }).click();
  await expect(box.getByLabel(orderLinkTexts.yourName)).toHaveValue('Ngozi Guest');
  await expect(box.getByLabel(orderLinkTexts.emailOfOrder)).toHaveValue(email);
  await box.getByLabel(orderLinkTexts.password).fill('guest-secret-1');
  expect(await axeProblems(linkPage, 'order page, create an account')).toEqual([]);
  await shoot(linkPage, 'create-account');
  await box.getByRole('button', { name: orderLinkTexts.createAccountSubmit }).click();
  await expect(box.getByText(orderLinkTexts.accountCreated)).toBeVisible();
  await expect(linkPage.getByRole('button', { name: 'Log out' })).toBeVisible();
  await box.getByRole('link', { name: orderLinkTexts.seeYourOrders }).click();
  await expect(linkPage).toHaveURL(/\/user\/present-orders$/);
  const mine = linkPage.locator(`[data-order-number="${number}"]`);
  await expect(mine).toContainText('Large, Extra mozzarella, Olives');
  await expect(mine).toContainText('“well done”');
  await shoot(linkPage, 'orders');
  await stranger.close();
  await admin.context().close();
});
