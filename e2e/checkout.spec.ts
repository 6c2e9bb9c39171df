import { expect, type Page, test } from '@playwright/test';
import { catalogTexts } from '@shared/catalog';
import { checkoutTexts } from '@shared/checkout';
import { DELIVERY_FEE_MINOR } from '@shared/constants';
import { latePaymentTexts } from '@shared/late-payments';
import { messages } from '@shared/messages';
import { formatMoney } from '@shared/money';
import { orderTexts } from '@shared/orders';
import { SANDBOX_CARDS, sandboxTexts } from '@shared/payments';
import { apiCall } from './support/api';
import { signUpVerifiedCustomer, waitForMail } from './support/helpers';

/**
 * Checkout and card payment in the browser, with the built-in sandbox provider: the page, its
 * modals, the provider's frame and the server's verification, for a fresh diner each time.
 */

interface Dish {
  id: string;
  name: string;
  priceMinor: number;
}

const cartItems = async (page: Page) =>
  (await apiCall<{ items: unknown[] }>(page.request, 'GET', '/api/cart')).items;
const payment = async (page: Page, reference: string) =>
  (
    await apiCall<{ payment: { status: string; orderIds: string[] } }>(
      page.request,
      'GET',
      `/api/checkout/payments/${reference}`,
    )
  ).payment;

/** A cart with one dish, a saved address and Home Delivery, set up through the API. */
async function readyToPay(page: Page, category: string): Promise<Dish> {
  const { items } = await apiCall<{ items: Dish[] }>(
    page.request,
    'GET',
    `/api/menu?category=${category}`,
  );
  const dish = items[0]!;
  await apiCall(page.request, 'POST', '/api/cart/items', { dishId: dish.id, quantity: 2 });
  await apiCall(page.request, 'POST', '/api/checkout/addresses', {
    address: '3 Allen Avenue, Ikeja, Lagos',
    phone: '0803 555 0147',
    area: 'Ikeja',
  });
  await apiCall(page.request, 'PUT', '/api/checkout/delivery', { option: 'Home Delivery' });
  return dish;
}

/** Proceed to pay (no dialog before it), and the reference of the payment the server started. */
async function openSandbox(page: Page) {
  await page.goto('/checkout/payment');
  const started = page.waitForResponse(
    (r) => r.url().endsWith('/api/checkout/payments') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: checkoutTexts.proceedToPay }).click();
  const reference = ((await (await started).json()) as { reference: string }).reference;
  const frame = page.frameLocator('iframe[title="Sandbox checkout"]');
  await expect(frame.getByLabel(sandboxTexts.cardNumber)).toBeVisible();
  return { reference, frame };
}

async function payWithCard(frame: ReturnType<Page['frameLocator']>, card: string) {
  await frame.getByLabel(sandboxTexts.cardNumber).fill(card);
  await frame.getByLabel(sandboxTexts.expiry).fill('12/39');
  await frame.getByLabel(sandboxTexts.cvv).fill('408');
  await frame.getByRole('button', { name: sandboxTexts.pay, exact: true }).click();
}

test('a diner confirms the order details, pays with the success card, and gets the order, an empty cart and a receipt', async ({
  page,
}) => {
  const diner = await signUpVerifiedCustomer(page, 'checkout');

  await page.goto('/Menu');
  await page.getByLabel('Category').selectOption('Pasta');
  const card = page.getByRole('article').first();
  const name = (await card.getByRole('heading').textContent()) ?? '';
  await card.getByRole('button', { name: catalogTexts.addToCart }).click();
  await expect(page.getByText(messages.toast.itemAdded).first()).toBeVisible();
  const dish = (
    await apiCall<{ items: Dish[] }>(page.request, 'GET', '/api/menu?category=Pasta')
  ).items.find((d) => d.name === name)!;

  await page.goto('/checkout/payment');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(checkoutTexts.title);
  for (const title of [
    checkoutTexts.customerAddress,
    checkoutTexts.deliveryDetails,
    checkoutTexts.paymentMethod,
  ]) {
    await expect(page.getByRole('heading', { name: title, level: 2 })).toBeVisible();
  }
  // The payment method is on the page with who pays, filled from the account: no alert, no dialog.
  const pay = page.getByRole('region', { name: checkoutTexts.paymentMethod });
  await expect(pay.getByText(checkoutTexts.payWithBlurb)).toBeVisible();
  await expect(pay.getByRole('button', { name: checkoutTexts.change, exact: true })).toHaveCount(0);
  await expect(pay.getByLabel(checkoutTexts.fullName)).toHaveValue(diner.username);
  await expect(pay.getByLabel(checkoutTexts.email)).toHaveValue(diner.email);

  // The summary: the dish once with its quantity, the delivery fee, the total with 2 decimals.
  const summary = page.getByRole('complementary', { name: checkoutTexts.orderSummary });
  await expect(summary).toContainText(name);
  await expect(summary).toContainText(formatMoney(DELIVERY_FEE_MINOR));
  await expect(summary).toContainText(formatMoney(dish.priceMinor + DELIVERY_FEE_MINOR));

  // Nothing can be paid without an address and a delivery option.
  await page.getByRole('button', { name: checkoutTexts.proceedToPay }).click();
  await expect(summary.getByRole('alert')).toHaveText(checkoutTexts.selectAddress);

  await page.getByRole('button', { name: checkoutTexts.addAddress }).click();
  const addressDialog = page.getByRole('dialog', { name: checkoutTexts.addAddress });
  await addressDialog.getByLabel(checkoutTexts.newAddress).fill('abc');
  await addressDialog.getByLabel(checkoutTexts.phoneNumber).fill('12');
  await addressDialog.getByRole('button', { name: checkoutTexts.save }).click();
  await expect(addressDialog.getByText(checkoutTexts.addressLength)).toBeVisible();
  await expect(addressDialog.getByText(checkoutTexts.phoneInvalid)).toBeVisible();
  await expect(addressDialog.getByText(checkoutTexts.areaLength)).toBeVisible();
  await addressDialog
    .getByLabel(checkoutTexts.newAddress)
    .fill('14 Admiralty Way, Lekki Phase 1, Lagos');
  await addressDialog.getByLabel(checkoutTexts.phoneNumber).fill('+234 803 555 0147');
  await addressDialog.getByLabel(checkoutTexts.area).fill('Lekki Phase 1');
  await addressDialog.getByRole('button', { name: checkoutTexts.save }).click();
  await expect(page.getByText(checkoutTexts.addressAdded)).toBeVisible();
  await expect(page.getByRole('radio', { name: /14 Admiralty Way/ })).toBeChecked();

  await page.getByRole('button', { name: checkoutTexts.proceedToPay }).click();
  await expect(summary.getByRole('alert')).toHaveText(checkoutTexts.selectDeliveryOption);
  const delivery = page.getByRole('region', { name: checkoutTexts.deliveryDetails });
  await delivery.getByRole('button', { name: checkoutTexts.select }).click();
  await delivery.getByRole('button', { name: checkoutTexts.save }).click();
  await expect(delivery.getByText(checkoutTexts.selectDeliveryOption)).toBeVisible();
  await delivery.getByLabel('Home Delivery').check();
  await delivery.getByRole('button', { name: checkoutTexts.save }).click();
  await expect(delivery.getByText(checkoutTexts.deliveryUpdated)).toBeVisible();

  await pay.getByLabel(checkoutTexts.email).fill(`   ${diner.email}   `);
  await page.getByRole('button', { name: checkoutTexts.proceedToPay }).click();

  const frame = page.frameLocator('iframe[title="Sandbox checkout"]');
  await expect(frame.getByText(formatMoney(dish.priceMinor + DELIVERY_FEE_MINOR))).toBeVisible();
  await payWithCard(frame, '4084 0840 8408 4081');

  await expect(page.getByText(messages.toast.paymentRecorded)).toBeVisible();
  await expect(page).toHaveURL(/\/user\/present-orders$/, { timeout: 20_000 });
  const order = page.locator('[data-order-id]').filter({ hasText: name });
  await expect(order).toBeVisible();
  await expect(order).toContainText(formatMoney(dish.priceMinor));
  await expect(order.getByRole('heading', { name: /^Order #\d+$/ })).toBeVisible();
  expect(await cartItems(page)).toEqual([]);
  await expect(page.getByTestId('cart-count')).toHaveText('0');

  const orderId = await order.getAttribute('data-order-id');
  const orderNumber = await order.getAttribute('data-order-number');
  const receipt = await waitForMail(diner.email, /receipt for order/);
  expect(receipt.subject).toContain(`#${orderNumber}`);
  expect(receipt.text).toContain(orderId);
  expect(receipt.text).toContain(name);
  expect(receipt.text).toContain('Sandbox');
});

test('a declined card leaves no order and the cart as it was', async ({ page }) => {
  await signUpVerifiedCustomer(page, 'declined');
  const dish = await readyToPay(page, 'Burger');
  const { reference, frame } = await openSandbox(page);
  await payWithCard(frame, SANDBOX_CARDS.declined);
  await expect(frame.getByText(sandboxTexts.declined)).toBeVisible();
  await frame.getByRole('button', { name: sandboxTexts.cancel }).click();

  await expect(page.getByText(checkoutTexts.paymentCancelled)).toBeVisible();
  await expect(page.locator('iframe[title="Sandbox checkout"]')).toHaveCount(0);
  expect(await payment(page, reference)).toMatchObject({ status: 'pending', orderIds: [] });
  expect(await cartItems(page)).toMatchObject([{ dishId: dish.id, quantity: 2 }]);
  await page.goto('/user/present-orders');
  await expect(page.getByText(orderTexts.presentEmpty)).toBeVisible();
  await expect(page.locator('[data-order-id]')).toHaveCount(0);
});

test('a bank transfer stays pending with the cart intact until the bank confirms it', async ({
  page,
}) => {
  await signUpVerifiedCustomer(page, 'transfer');
  const dish = await readyToPay(page, 'Salad');
  const { reference, frame } = await openSandbox(page);
  await payWithCard(frame, SANDBOX_CARDS.transferPending);

  // The checkout shows the transfer awaiting the bank, with its amount and reference.
  const notice = page.getByRole('region', { name: latePaymentTexts.awaitingTitle });
  await expect(notice).toContainText(reference);
  await expect(page.locator('iframe[title="Sandbox checkout"]')).toHaveCount(0);
  expect(await payment(page, reference)).toMatchObject({ status: 'pending', orderIds: [] });
  expect(await cartItems(page)).toMatchObject([{ dishId: dish.id, quantity: 2 }]);
  await page.goto('/user/present-orders');
  await expect(page.getByRole('region', { name: latePaymentTexts.ordersAwaiting })).toContainText(
    reference,
  );

  // The bank confirms the transfer: the sandbox notifies the storefront, which records the order.
  const confirm = await page.request.post('/api/payments/sandbox/transfers/confirm', {
    data: { reference },
  });
  expect(confirm.ok()).toBe(true);
  expect(await payment(page, reference)).toMatchObject({ status: 'successful' });
  expect(await cartItems(page)).toEqual([]);
  await page.goto('/user/present-orders');
  await expect(page.locator('[data-order-id]').filter({ hasText: dish.name })).toBeVisible();
});

test('"Pay another way" abandons a pending transfer; a card then pays, and the transfer clearing later is refunded', async ({
  page,
}, testInfo) => {
  await signUpVerifiedCustomer(page, 'another-way');
  const dish = await readyToPay(page, 'Pasta');
  const first = await openSandbox(page);
  await payWithCard(first.frame, SANDBOX_CARDS.transferPending);
  const notice = page.getByRole('region', { name: latePaymentTexts.awaitingTitle });
  await expect(notice).toContainText(first.reference);
  await expect(notice).toContainText(formatMoney(dish.priceMinor * 2 + DELIVERY_FEE_MINOR));
  await page.screenshot({
    path: testInfo.outputPath('transfer-pending-desktop.png'),
    fullPage: true,
  });

  // A second payment is refused while the transfer waits.
  await page.getByRole('button', { name: checkoutTexts.proceedToPay }).click();
  await expect(page.getByRole('alert').first()).toContainText(first.reference);

  await notice.getByRole('button', { name: latePaymentTexts.payAnotherWay }).click();
  const ask = page.getByRole('dialog', { name: latePaymentTexts.payAnotherWay });
  await ask.getByRole('button', { name: latePaymentTexts.payAnotherWay }).click();
  await expect(page.getByText(latePaymentTexts.abandoned)).toBeVisible();
  await expect(notice).toHaveCount(0);

  const second = await openSandbox(page);
  await payWithCard(second.frame, SANDBOX_CARDS.success);
  await expect(page).toHaveURL(/\/user\/present-orders$/);
  expect(await payment(page, second.reference)).toMatchObject({ status: 'successful' });

  // The abandoned transfer clears after all: the cart is empty now, so it is refunded in full.
  const confirm = await page.request.post('/api/payments/sandbox/transfers/confirm', {
    data: { reference: first.reference },
  });
  expect(confirm.ok()).toBe(true);
  expect(await payment(page, first.reference)).toMatchObject({ status: 'rejected', orderIds: [] });
});
