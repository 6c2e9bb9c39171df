import { expect, test } from '@playwright/test';
import { DELIVERY_FEE_MINOR } from '@shared/constants';
import { formatMoney } from '@shared/money';
import { orderTexts } from '@shared/orders';
import { signUpVerifiedCustomer, waitForMail } from './support/helpers';
import { card, menu, payThroughSandboxApi } from './support/orders-admin';

/** The diner cancels a paid order in the browser: the dialog, the refund, past orders, the mail. */

test('a diner cancels a paid order, is refunded, and finds it under past orders', async ({
  page,
}) => {
  const diner = await signUpVerifiedCustomer(page, 'cancel');
  const [dish] = await menu(page, 'Pasta');
  const [orderId] = await payThroughSandboxApi(page, [{ dish: dish!, quantity: 2 }], diner.email);

  await page.goto('/user/present-orders');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(orderTexts.presentTitle);
  const item = card(page, orderId!);
  await expect(item.getByRole('heading', { name: /^Order #\d+$/ })).toBeVisible();
  await expect(item).toContainText(dish!.name);
  await expect(item).toContainText(formatMoney(2 * dish!.priceMinor));
  await expect(item).toContainText(diner.email);
  await expect(item).toContainText(orderId!);

  await item.getByRole('button', { name: new RegExp(orderTexts.cancelOrder) }).click();
  const dialog = page.getByRole('dialog', { name: orderTexts.cancelQuestion });
  await expect(dialog).toContainText(orderId!);
  // Canceling the order gives back everything paid, delivery fee included.
  const paidMinor = 2 * dish!.priceMinor + DELIVERY_FEE_MINOR;
  await expect(dialog).toContainText(orderTexts.cancelRefundTotal(formatMoney(paidMinor)));
  // Changing one's mind keeps the order.
  await dialog.getByRole('button', { name: orderTexts.keepOrder }).click();
  await expect(dialog).toBeHidden();
  await item.getByRole('button', { name: new RegExp(orderTexts.cancelOrder) }).click();
  await page
    .getByRole('dialog', { name: orderTexts.cancelQuestion })
    .getByRole('button', { name: orderTexts.cancelOrder })
    .click();
  await expect(page.getByText(orderTexts.canceledToast)).toBeVisible();
  await expect(page.getByText(orderTexts.presentEmpty)).toBeVisible();

  await page.getByRole('link', { name: 'Past orders' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(orderTexts.pastTitle);
  const past = card(page, orderId!);
  await expect(past.getByText(orderTexts.canceled, { exact: true })).toBeVisible();
  await expect(past.getByText('Refunded', { exact: true })).toBeVisible();
  await expect(past).toContainText(orderTexts.canceledOn);

  const mail = await waitForMail(diner.email, /has been canceled/);
  expect(mail.text).toContain(orderId!);
  expect(mail.text).toContain(formatMoney(paidMinor));
});
