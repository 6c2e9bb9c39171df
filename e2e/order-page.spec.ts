import { expect, type Page, test } from '@playwright/test';
import { kitchenTexts } from '@shared/kitchen';
import { orderStageTexts } from '@shared/order-stage-texts';
import { type OrderPage, orderPageTexts, orderTexts } from '@shared/orders';
import { expectAccessible } from './support/a11y';
import { signUpVerifiedCustomer } from './support/helpers';
import { adminPage, apiCall, menu, payThroughSandboxApi } from './support/orders-admin';

/**
 * The diner's order page: opened from present orders, it follows the kitchen
 * live (no reload) with the promised time and the timeline; once completed, "Order again" puts
 * the same dishes back in the cart.
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

const words = (stage: Parameters<typeof orderStageTexts.dinerWords>[0]) =>
  orderStageTexts.dinerWords(stage, 'delivery').label;

test('the diner follows an order on its page live, then orders it again', async ({
  page,
  browser,
}, testInfo) => {
  const diner = await signUpVerifiedCustomer(page, 'orderpage');
  const [first, second] = await menu(page, 'Pizza');
  await payThroughSandboxApi(
    page,
    [
      { dish: first!, quantity: 2 },
      { dish: second!, quantity: 1 },
    ],
    diner.email,
  );
  const [order] = (await apiCall<OrderPage>(page.request, 'GET', '/api/orders/present')).items;
  const title = orderTexts.orderNumberLabel(order!.number);

  await page.goto('/user/present-orders');
  await page.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`/user/orders/${order!.number}$`));
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  const stage = page.locator('.order-stage-label');
  await expect(stage).toHaveText(words('new'));
  await expect(page.getByRole('button', { name: /^Cancel Order/ })).toBeEnabled();

  const admin = await adminPage(browser);
  await admin.goto('/admin/kitchen');
  const ticket = admin.getByRole('article', { name: title });
  await ticket.getByRole('button', { name: orderStageTexts.steps.accept, exact: true }).click();
  await admin.getByRole('button', { name: kitchenTexts.estimateMinutes(20) }).click();

  // The diner's page, never reloaded, hears it.
  await expect(stage).toHaveText(words('accepted'));
  await expect(page.locator('.order-page-ready')).toBeVisible();
  await expect(page.locator('.order-stage-ready')).toContainText(/around \d\d:\d\d/);
  await expect(
    page.getByRole('region', { name: orderPageTexts.timeline }).getByRole('listitem'),
  ).toHaveCount(2);
  await expect(page.getByRole('button', { name: /^Cancel Order/ })).toHaveCount(0);
  await expectAccessible(page, 'the order page');
  await shoot(page, 'order-page-accepted', (name) => testInfo.outputPath(name));

  for (const action of ['start_preparing', 'mark_ready', 'send_out', 'complete'])
    await apiCall(admin.request, 'POST', `/api/admin/orders/${order!.orderId}/transition`, {
      action,
    });
  await expect(stage).toHaveText(words('completed'));
  await expect(
    page.getByRole('region', { name: orderPageTexts.timeline }).getByRole('listitem'),
  ).toHaveCount(6);

  await page.getByRole('button', { name: orderPageTexts.orderAgain }).click();
  await expect(page.getByText(orderPageTexts.added(3))).toBeVisible();
  await shoot(page, 'order-page-again', (name) => testInfo.outputPath(name));
  await page.getByRole('button', { name: orderPageTexts.goToCart }).click();
  await expect(page).toHaveURL(/\/cart$/);
  const cart = await apiCall<{ items: Array<{ dishId: string; quantity: number }> }>(
    page.request,
    'GET',
    '/api/cart',
  );
  expect(cart.items.map((l) => [l.dishId, l.quantity])).toEqual([
    [first!.id, 2],
    [second!.id, 1],
  ]);
});
