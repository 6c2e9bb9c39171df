import { expect, type Page, test } from '@playwright/test';
import { catalogTexts } from '@shared/catalog';
import { checkoutTexts } from '@shared/checkout';
import { DELIVERY_FEE_MINOR } from '@shared/constants';
import { kitchenTexts } from '@shared/kitchen';
import { messages } from '@shared/messages';
import { formatMoney } from '@shared/money';
import { sandboxTexts } from '@shared/payments';
import { apiCall } from './support/api';
import { linkIn, signUpVerifiedCustomer, waitForMail } from './support/helpers';
import { adminPage } from './support/orders-admin';

/**
 * Dish options and line notes: the dish dialog, the cart, the payment,
 * the order page and the kitchen board, with screenshots on a phone and a tablet.
 */

const SHOTS = process.env.SHOTS_DIR;
const SIZES = { phone: { width: 390, height: 844 }, tablet: { width: 820, height: 1180 } };

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  for (const [device, size] of Object.entries(SIZES)) {
    await page.setViewportSize(size);
    await page.screenshot({ path: `${SHOTS}/${name}-${device}.png` });
  }
}

interface Dish {
  id: string;
  name: string;
  priceMinor: number;
}

test('a diner picks Large, Extra mozzarella and Olives with a note, pays, and the order page and kitchen board show them', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const diner = await signUpVerifiedCustomer(page, 'options');
  const pizzas = (await apiCall<{ items: Dish[] }>(page.request, 'GET', '/api/menu?category=Pizza'))
    .items;
  const margherita = pizzas.find((d) => d.name === 'Margherita')!;
  const marinara = pizzas.find((d) => d.name === 'Marinara')!;
  const unit = margherita.priceMinor + 300_000 + 80_000 + 50_000;

  await page.goto('/Menu');
  await page.getByLabel('Category').selectOption('Pizza');
  // The one-tap flow still works: Add to Cart on a card adds the dish with its defaults (Medium).
  const marinaraCard = page.getByRole('article', { name: 'Marinara' });
  await marinaraCard.getByRole('button', { name: catalogTexts.addToCart }).click();
  await expect(page.getByText(messages.toast.itemAdded).first()).toBeVisible();

  const card = page.getByRole('article', { name: 'Margherita' });
  await card.getByRole('button', { name: messages.dishOptions.chooseOptions }).click();
  const dialog = page.getByRole('dialog', { name: 'Margherita' });
  await expect(dialog.getByRole('radio', { name: /Medium/ })).toBeChecked();
  await dialog.getByRole('radio', { name: /Large/ }).check();
  await dialog.getByRole('checkbox', { name: /Extra mozzarella/ }).check();
  await dialog.getByRole('checkbox', { name: /Olives/ }).check();
  await dialog.getByLabel(messages.dishOptions.note).fill('well done');
  await expect(dialog.getByText('9/140')).toBeVisible();
  await expect(dialog.getByRole('button', { name: /Add to Cart/ })).toContainText(
    formatMoney(unit),
  );
  // Up to 3 extras: with all three picked, nothing more could be; none is disabled before.
  await expect(dialog.getByRole('checkbox', { name: /Chilli oil/ })).toBeEnabled();
  await shoot(page, 'dialog');
  await dialog.getByRole('button', { name: /Add to Cart/ }).click();
  await expect(dialog).toBeHidden();

  await page.goto('/cart');
  const line = page.getByRole('listitem').filter({ hasText: 'Margherita' });
  await expect(line).toContainText('Large, Extra mozzarella, Olives');
  await expect(line).toContainText('“well done”');
  await expect(line).toContainText(`${formatMoney(unit)} each`);
  await expect(page.getByRole('listitem').filter({ hasText: 'Marinara' })).toContainText(
    `Medium${formatMoney(marinara.priceMinor)} each`,
  );
  await shoot(page, 'cart');

  // Pay with the sandbox's success card, as the checkout journey does.
  await apiCall(page.request, 'POST', '/api/checkout/addresses', {
    address: '3 Allen Avenue, Ikeja, Lagos',
    phone: '0803 555 0147',
    area: 'Ikeja',
  });
  await apiCall(page.request, 'PUT', '/api/checkout/delivery', { option: 'Home Delivery' });
  await page.goto('/checkout/payment');
  const summary = page.getByRole('complementary', { name: checkoutTexts.orderSummary });
  await expect(summary).toContainText('Large, Extra mozzarella, Olives');
  const total = unit + marinara.priceMinor + DELIVERY_FEE_MINOR;
  await expect(summary).toContainText(formatMoney(total));
  await page.getByRole('button', { name: checkoutTexts.proceedToPay }).click();
  const frame = page.frameLocator('iframe[title="Sandbox checkout"]');
  await frame.getByLabel(sandboxTexts.cardNumber).fill('4084 0840 8408 4081');
  await frame.getByLabel(sandboxTexts.expiry).fill('12/39');
  await frame.getByLabel(sandboxTexts.cvv).fill('408');
  await frame.getByRole('button', { name: sandboxTexts.pay, exact: true }).click();
  await expect(page).toHaveURL(/\/user\/present-orders$/, { timeout: 20_000 });
  const order = page.locator('[data-order-id]').filter({ hasText: 'Margherita' });
  await expect(order).toContainText('Large, Extra mozzarella, Olives');
  await expect(order).toContainText('“well done”');
  const number = await order.getAttribute('data-order-number');

  const admin = await adminPage(browser);
  await admin.getByRole('link', { name: 'Kitchen' }).click();
  await expect(admin.getByRole('heading', { name: kitchenTexts.title })).toBeVisible();
  const ticket = admin.getByRole('article', { name: new RegExp(`#${number}\\b`) });
  await expect(ticket).toContainText('Large, Extra mozzarella, Olives');
  await expect(ticket).toContainText('“well done”');
  await ticket.scrollIntoViewIfNeeded();
  await shoot(admin, 'kitchen');

  // The receipt's signed link opens the order page with no sign-in at all.
  const receipt = await waitForMail(diner.email, new RegExp(`receipt for order #${number}`));
  const stranger = await browser.newContext();
  const linkPage = await stranger.newPage();
  await linkPage.goto(linkIn(receipt, '/order/'));
  await expect(linkPage.getByRole('heading', { name: `Order #${number}` })).toBeVisible();
  const linked = linkPage.getByRole('article');
  await expect(linked).toContainText('Large, Extra mozzarella, Olives');
  await expect(linked).toContainText('“well done”');
  await expect(linkPage.getByRole('link', { name: 'Log in' })).toBeVisible();
  await shoot(linkPage, 'order-link');
  await stranger.close();
});
