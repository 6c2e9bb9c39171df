import { expect, type Page, test } from '@playwright/test';
import { adminTexts } from '@shared/admin';
import { checkoutTexts } from '@shared/checkout';
import { formatMoney } from '@shared/money';
import { orderTexts } from '@shared/orders';
import { SANDBOX_CARDS, sandboxTexts } from '@shared/payments';
import { expectAccessible } from './support/a11y';
import { apiCall } from './support/api';
import { mailsTo, signUpVerifiedCustomer, waitForMail } from './support/helpers';
import { adminPage, card, menu } from './support/orders-admin';

/**
 * Pickup done right: a 3-dish checkout collected at the restaurant is one order with
 * 3 lines, no address asked, no delivery fee, the pickup place shown at checkout, on the order and
 * in its one receipt mail.
 */

const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'tablet', width: 1024, height: 768 },
  { name: 'desktop', width: 1280, height: 900 },
] as const;

async function shoot(page: Page, name: string, outputPath: (name: string) => string) {
  for (const size of SIZES) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.screenshot({ path: outputPath(`${name}-${size.name}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a diner pays for 3 dishes with pickup: one order, 3 lines, no fee, the pickup place, one receipt', async ({
  page,
  browser,
}, testInfo) => {
  const diner = await signUpVerifiedCustomer(page, 'pickup');
  const dishes = [
    ...(await menu(page, 'Pasta')).slice(0, 2),
    ...(await menu(page, 'Drinks')).slice(0, 1),
  ];
  expect(dishes).toHaveLength(3);
  const quantities = [2, 1, 3];
  for (const [i, dish] of dishes.entries())
    await apiCall(page.request, 'POST', '/api/cart/items', {
      dishId: dish.id,
      quantity: quantities[i],
    });
  const items = dishes.reduce((sum, dish, i) => sum + dish.priceMinor * quantities[i]!, 0);

  await page.goto('/checkout/payment');
  const delivery = page.getByRole('region', { name: checkoutTexts.deliveryDetails });
  const pickupOption = delivery.getByLabel('Pickup Station');
  if (!(await pickupOption.isVisible()))
    await delivery.getByRole('button', { name: checkoutTexts.select }).click();
  await pickupOption.check();
  await delivery.getByRole('button', { name: checkoutTexts.save }).click();
  await expect(delivery.getByText(checkoutTexts.deliveryUpdated)).toBeVisible();

  // No address step: the pickup place and its hours instead; no delivery fee in the total.
  const place = page.getByRole('region', { name: checkoutTexts.pickupPlace });
  await expect(place).toContainText('Admiralty Way');
  await expect(page.getByRole('region', { name: checkoutTexts.customerAddress })).toHaveCount(0);
  const summary = page.getByRole('complementary', { name: checkoutTexts.orderSummary });
  await expect(summary).toContainText(checkoutTexts.pickupNoFee);
  await expect(summary).not.toContainText(checkoutTexts.deliveryFee);
  await expect(summary).toContainText(formatMoney(items));
  await expectAccessible(page, 'checkout with pickup');
  await shoot(page, 'checkout-pickup', (name) => testInfo.outputPath(name));

  // Who pays is asked on the page itself, under the payment method: no dialog before paying.
  const pay = page.getByRole('region', { name: checkoutTexts.paymentMethod });
  await pay.getByLabel(checkoutTexts.contactPhone).fill('+234 803 000 1111');
  await pay.getByLabel(checkoutTexts.noteLabel).fill('I will come at 7 pm');
  await expectAccessible(page, 'payment method, for a pickup');
  await page.screenshot({ path: testInfo.outputPath('pay-pickup-desktop.png') });
  await page.getByRole('button', { name: checkoutTexts.proceedToPay }).click();
  const frame = page.frameLocator('iframe[title="Sandbox checkout"]');
  await expect(frame.getByText(formatMoney(items))).toBeVisible();
  await frame.getByLabel(sandboxTexts.cardNumber).fill(SANDBOX_CARDS.success);
  await frame.getByLabel(sandboxTexts.expiry).fill('12/39');
  await frame.getByLabel(sandboxTexts.cvv).fill('408');
  await frame.getByRole('button', { name: sandboxTexts.pay, exact: true }).click();

  await expect(page).toHaveURL(/\/user\/present-orders$/, { timeout: 20_000 });
  const cards = page.locator('[data-order-id]');
  await expect(cards).toHaveCount(1);
  const order = cards.first();
  const number = await order.getAttribute('data-order-number');
  const orderId = await order.getAttribute('data-order-id');
  await expect(order.getByRole('heading', { name: `Order #${number}` })).toBeVisible();
  await expect(
    order.getByRole('list', { name: /Dishes of order/ }).getByRole('listitem'),
  ).toHaveCount(3);
  for (const dish of dishes) await expect(order).toContainText(dish.name);
  await expect(order).toContainText(orderTexts.noDeliveryFee);
  await expect(order).toContainText('Pickup at');
  await expect(order).toContainText('I will come at 7 pm');
  await expect(order).not.toContainText('Delivery to');
  await expect(order).toContainText(formatMoney(items));
  await expectAccessible(page, 'present orders with a pickup');
  await shoot(page, 'orders-pickup', (name) => testInfo.outputPath(name));

  const receipt = await waitForMail(diner.email, /receipt for order/);
  expect(receipt.subject).toContain(`#${number}`);
  expect(receipt.text).toContain(orderId!);
  for (const dish of dishes) expect(receipt.text).toContain(dish.name);
  expect(receipt.text).toContain('Pickup — no delivery fee');
  expect(receipt.text).toContain('Admiralty Way');
  expect(receipt.text).toContain(formatMoney(items));
  // One receipt for the checkout, not one per dish.
  await page.waitForTimeout(1000);
  expect(
    (await mailsTo(diner.email)).filter((m) => /receipt for order/.test(m.subject)),
  ).toHaveLength(1);
  // The back office finds it by its number said aloud, with the customer to call and the pickup.
  const admin = await adminPage(browser);
  await admin.goto('/admin/orders');
  await admin.getByLabel(adminTexts.searchLabel).fill(`#${number}`);
  const adminCard = card(admin, orderId!);
  await expect(admin.locator('[data-order-id]')).toHaveCount(1);
  await expect(adminCard).toContainText(diner.username);
  await expect(adminCard).toContainText('+234 803 000 1111');
  await expect(adminCard).toContainText('Pickup at');
  await expect(adminCard.getByRole('listitem')).toHaveCount(3);
  await expectAccessible(admin, 'admin orders with a pickup');
  await shoot(admin, 'admin-orders-pickup', (name) => testInfo.outputPath(name));
  await admin.context().close();
});
