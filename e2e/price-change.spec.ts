import { expect, type Page, test } from '@playwright/test';
import { cartTexts } from '@shared/cart-view';
import { catalogTexts } from '@shared/catalog';
import { checkoutTexts } from '@shared/checkout';
import { messages } from '@shared/messages';
import { formatMoney } from '@shared/money';
import { SANDBOX_CARDS, sandboxTexts } from '@shared/payments';
import { apiCall } from './support/api';
import { signUpVerifiedCustomer } from './support/helpers';
import { adminPage } from './support/orders-admin';

/**
 * Price changes are told: the owner raises a dish's price after a diner added
 * it; the cart and checkout show was → now, payment waits until the diner accepts, then works.
 * Ratatouille (Vegetables) is used because no other journey relies on it or its category, as
 * journeys run in parallel; its price is put back at the end whatever happens.
 */

const DISH = 'Ratatouille';
const SHOTS = process.env.SHOTS_DIR;
const shoot = async (page: Page, name: string) => {
  if (!SHOTS) return;
  for (const [label, size] of [
    ['phone', { width: 390, height: 844 }],
    ['desktop', { width: 1280, height: 900 }],
  ] as const) {
    await page.setViewportSize(size);
    await page.screenshot({ path: `${SHOTS}/${name}-${label}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
};

/** The owner's change, as the products screen sends it (PATCH, which apiCall does not offer). */
async function setPrice(owner: Page, dishId: string, priceMinor: number) {
  const session = await (await owner.request.get('/api/auth/session')).json();
  const response = await owner.request.fetch(`/api/admin/dishes/${dishId}`, {
    method: 'PATCH',
    data: { priceMinor },
    headers: { 'x-csrf-token': session.csrfToken },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

test('a raised price is shown in cart and checkout, refuses payment until accepted, then pays', async ({
  browser,
  page,
}) => {
  await signUpVerifiedCustomer(page, 'pricechange');
  await apiCall(page.request, 'POST', '/api/checkout/addresses', {
    address: '3 Allen Avenue, Ikeja, Lagos',
    phone: '0803 555 0147',
    area: 'Ikeja',
  });
  await apiCall(page.request, 'PUT', '/api/checkout/delivery', { option: 'Home Delivery' });

  await page.goto('/Menu?category=Vegetables');
  const card = page.getByRole('article', { name: DISH });
  await card.getByRole('button', { name: catalogTexts.addToCart }).click();
  await expect(page.getByText(messages.toast.itemAdded).first()).toBeVisible();
  const { items } = await apiCall<{ items: { id: string; name: string; priceMinor: number }[] }>(
    page.request,
    'GET',
    '/api/menu?category=Vegetables',
  );
  const dish = items.find((d) => d.name === DISH)!;
  const was = dish.priceMinor;
  const now = was + 50_000;
  const wasNow = `was ${formatMoney(was)} → now ${formatMoney(now)}`;

  const owner = await adminPage(browser);
  try {
    await setPrice(owner, dish.id, now);

    // The cart: was → now on the line, the notice, and no way on to checkout until accepted.
    await page.goto('/cart');
    const line = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: DISH }) });
    await expect(line).toContainText(wasNow);
    const cartSummary = page.getByRole('complementary', { name: 'Cart summary' });
    await expect(cartSummary.getByText(cartTexts.pricesChanged)).toBeVisible();
    await expect(cartSummary.getByRole('link', { name: cartTexts.checkout })).toHaveCount(0);
    await shoot(page, 'price-change-cart');

    // Checkout (opened directly, as from a tab left open): was → now, and payment is refused.
    await page.goto('/checkout/payment');
    const summary = page.getByRole('complementary', { name: checkoutTexts.orderSummary });
    await expect(summary).toContainText(wasNow);
    await expect(summary).toContainText(formatMoney(now));
    await page.getByRole('button', { name: checkoutTexts.proceedToPay }).click();
    await expect(summary.getByRole('alert')).toHaveText(cartTexts.pricesChanged);
    await expect(page.locator('iframe[title="Sandbox checkout"]')).toHaveCount(0);
    await shoot(page, 'price-change-checkout');

    // Accepted: the notice goes, and payment goes through at the new price.
    await summary.getByRole('button', { name: cartTexts.acceptPrices }).click();
    await expect(summary).not.toContainText(wasNow);
    await expect(summary.getByText(cartTexts.pricesChanged)).toHaveCount(0);
    await page.getByRole('button', { name: checkoutTexts.proceedToPay }).click();
    const frame = page.frameLocator('iframe[title="Sandbox checkout"]');
    await frame.getByLabel(sandboxTexts.cardNumber).fill(SANDBOX_CARDS.success);
    await frame.getByLabel(sandboxTexts.expiry).fill('12/39');
    await frame.getByLabel(sandboxTexts.cvv).fill('408');
    await frame.getByRole('button', { name: sandboxTexts.pay, exact: true }).click();
    await expect(page.getByText(messages.toast.paymentRecorded)).toBeVisible();
    await expect(page).toHaveURL(/\/user\/present-orders$/, { timeout: 20_000 });
    const order = page.locator('[data-order-id]').filter({ hasText: DISH });
    await expect(order).toContainText(formatMoney(now));
  } finally {
    await setPrice(owner, dish.id, was);
    await owner.context().close();
  }
});
