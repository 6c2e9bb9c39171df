import { expect, type Page, test } from '@playwright/test';
import { checkoutTexts } from '@shared/checkout';
import { checkoutPaymentTexts } from '@shared/checkout-payments';
import { kitchenTexts } from '@shared/kitchen';
import { staffOrderMailTexts } from '@shared/staff-orders';
import { expectAccessible } from './support/a11y';
import { apiCall } from './support/api';
import { E2E_ADMIN } from './support/env';
import { signInAsAdmin, signUpVerifiedCustomer } from './support/helpers';

/**
 * The owner lets diners pay on delivery; a signed-in diner chooses it on the one checkout page and
 * places the order without paying; the order page says what to pay the rider and the kitchen's
 * ticket what to collect; nothing is counted as paid. The setting is the whole store's, so this
 * file runs with the other store-settings journeys (playwright.config.ts), and turns it off again.
 */

const SIZES = [
  { width: 390, height: 844 },
  { width: 820, height: 1180 },
  { width: 1366, height: 900 },
];

async function saveMethods(owner: Page, payOnDelivery: boolean) {
  await owner.goto('/admin/settings');
  const section = owner.getByRole('group', { name: 'Payment methods' });
  await section
    .getByRole('checkbox', { name: checkoutPaymentTexts.payOnDeliveryLabel })
    .setChecked(payOnDelivery);
  const saved = owner.waitForResponse(
    (r) => r.url().endsWith('/api/admin/settings') && r.request().method() === 'PATCH',
  );
  await owner.getByRole('button', { name: 'Save payment methods' }).click();
  expect((await saved).status()).toBe(200);
}

test('a diner pays on delivery: the order is placed unpaid, and the kitchen knows what to collect', async ({
  browser,
}) => {
  const owner = await (await browser.newContext()).newPage();
  const diner = await (await browser.newContext()).newPage();
  const account = await signUpVerifiedCustomer(diner, 'in-person');
  const { items } = await apiCall<{ items: { id: string; priceMinor: number }[] }>(
    diner.request,
    'GET',
    '/api/menu?category=Pizza',
  );
  await apiCall(diner.request, 'POST', '/api/cart/items', { dishId: items[0]!.id, quantity: 1 });
  await apiCall(diner.request, 'POST', '/api/checkout/addresses', {
    address: '14 Admiralty Way',
    phone: '+234 803 555 0147',
    area: 'Lekki Phase 1',
  });
  await apiCall(diner.request, 'PUT', '/api/checkout/delivery', { option: 'Home Delivery' });

  await signInAsAdmin(owner, E2E_ADMIN.email, E2E_ADMIN.password);
  await saveMethods(owner, true);
  try {
    await diner.goto('/checkout/payment');
    const pay = diner.getByRole('region', { name: checkoutTexts.paymentMethod });
    await expect(pay.getByLabel(checkoutTexts.fullName)).toHaveValue(account.username);
    await expect(pay.getByLabel(checkoutTexts.email)).toHaveValue(account.email);
    await pay
      .getByRole('radio', { name: new RegExp(checkoutPaymentTexts.inPerson('delivery')) })
      .check();
    const place = diner.getByRole('button', { name: checkoutPaymentTexts.placeOrder });
    await expect(place).toBeVisible();
    await expectAccessible(diner, 'checkout with pay on delivery chosen');
    for (const size of SIZES) {
      await diner.setViewportSize(size);
      await diner.screenshot({
        path: test.info().outputPath(`checkout-pay-on-delivery-${size.width}.png`),
        fullPage: true,
      });
    }
    const summary = diner.getByRole('complementary', { name: checkoutTexts.orderSummary });
    const total = (await summary.locator('dd').last().textContent()) ?? '';
    await place.click();
    await expect(diner).toHaveURL(/\/user\/orders\/\d+$/, { timeout: 20_000 });
    const number = Number(diner.url().split('/').pop());
    await expect(
      diner.getByText(staffOrderMailTexts.orderPageToPay(total, 'cash', 'delivery')),
    ).toBeVisible();
    await diner.screenshot({ path: test.info().outputPath('order-pay-on-delivery.png') });
    expect((await apiCall<{ items: unknown[] }>(diner.request, 'GET', '/api/cart')).items).toEqual(
      [],
    );

    await owner.goto('/admin/kitchen');
    const ticket = owner.getByRole('article', { name: new RegExp(`#${number}\\b`) });
    await expect(ticket.getByText(kitchenTexts.collect(total, 'delivery'))).toBeVisible();
  } finally {
    await saveMethods(owner, false);
  }
});
