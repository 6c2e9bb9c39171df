import { expect, type Page, test } from '@playwright/test';
import { kitchenTexts } from '@shared/kitchen';
import { orderStageTexts } from '@shared/order-stage-texts';
import { type OrderPage, orderTexts } from '@shared/orders';
import { SANDBOX_CARDS } from '@shared/payments';
import { signUpVerifiedCustomer, waitForMail } from './support/helpers';
import { adminPage, apiCall, type MenuItem, menu } from './support/orders-admin';

/**
 * The kitchen board: a diner pays for 3 dishes with pickup, the ticket
 * reaches the admin's open board within 2 s with the chime, the admin moves it through every
 * stage while the diner's open page hears each change live, and a rejected order is refunded
 * items + fee once. The pickup checkout is driven through the API the checkout page calls (the
 * pickup UI is being finished on another branch).
 */

async function payPickup(page: Page, dishes: MenuItem[], email: string) {
  const request = page.request;
  for (const dish of dishes)
    await apiCall(request, 'POST', '/api/cart/items', { dishId: dish.id, quantity: 1 });
  await apiCall(request, 'PUT', '/api/checkout/delivery', { option: 'Pickup Station' });
  const started = await apiCall<{ reference: string; accessCode: string }>(
    request,
    'POST',
    '/api/checkout/payments',
    { contactPhone: '+234 803 555 0147', fullName: 'Ada Obi', email },
  );
  await apiCall(request, 'POST', '/api/payments/sandbox/charge', {
    accessCode: started.accessCode,
    cardNumber: SANDBOX_CARDS.success,
    expiry: '12/39',
    cvv: '408',
  });
  await apiCall(request, 'POST', `/api/checkout/payments/${started.reference}/verify`);
}

async function payDelivery(page: Page, dish: MenuItem, email: string) {
  const request = page.request;
  await apiCall(request, 'POST', '/api/cart/items', { dishId: dish.id, quantity: 2 });
  const { address } = await apiCall<{ address: { id: string } }>(
    request,
    'POST',
    '/api/checkout/addresses',
    { address: '14 Admiralty Way, Lekki, Lagos', phone: '+234 803 555 0147', area: 'Lekki' },
  );
  await apiCall(request, 'PUT', '/api/checkout/delivery', { option: 'Home Delivery' });
  const started = await apiCall<{ reference: string; accessCode: string }>(
    request,
    'POST',
    '/api/checkout/payments',
    { addressId: address.id, fullName: 'Ada Obi', email },
  );
  await apiCall(request, 'POST', '/api/payments/sandbox/charge', {
    accessCode: started.accessCode,
    cardNumber: SANDBOX_CARDS.success,
    expiry: '12/39',
    cvv: '408',
  });
  await apiCall(request, 'POST', `/api/checkout/payments/${started.reference}/verify`);
}

const present = async (page: Page) =>
  (await apiCall<OrderPage>(page.request, 'GET', '/api/orders/present')).items;

test('a pickup order goes across the kitchen board live, and a rejected one is refunded once', async ({
  page,
  browser,
}) => {
  const diner = await signUpVerifiedCustomer(page, 'kitchen');
  // The diner's open page counts the live changes of their orders (no reload in between).
  await page.goto('/user/present-orders');
  await page.evaluate(() => {
    const w = window as unknown as { stages: number; source: EventSource };
    w.stages = 0;
    w.source = new EventSource('/api/orders/events');
    w.source.addEventListener('orders', (e) => {
      if (JSON.parse((e as MessageEvent<string>).data).type === 'order.stage') w.stages += 1;
    });
  });

  const admin = await adminPage(browser);
  await admin.evaluate(() => {
    const w = window as unknown as { plays: number };
    w.plays = 0;
    // `play` does not bubble: heard while it goes down to the element.
    document.addEventListener('play', () => (w.plays += 1), true);
  });
  // Through the menu link: a tap on the page lets the browser play the chime later.
  await admin.getByRole('link', { name: 'Kitchen' }).click();
  await expect(admin.getByRole('heading', { name: kitchenTexts.title })).toBeVisible();
  await expect(admin.getByRole('region', { name: 'New' })).toBeVisible();

  const dishes = (await menu(page, 'Pizza')).slice(0, 3);
  const paidAt = Date.now();
  await payPickup(page, dishes, diner.email);
  const [order] = await present(page);
  expect(order).toMatchObject({ fulfilment: 'pickup', deliveryFeeMinor: 0, stage: 'new' });
  expect(order!.lines).toHaveLength(3);

  const ticket = admin.getByRole('article', { name: orderTexts.orderNumberLabel(order!.number) });
  await expect(ticket).toBeVisible({ timeout: 2000 });
  expect(Date.now() - paidAt).toBeLessThan(10_000);
  await expect(ticket).toHaveClass(/kitchen-ticket-new/);
  // Headless Chromium refuses the first play without a gesture on the board: the board then
  // offers "Enable sound", whose tap plays the chime (browsers' autoplay rules).
  const enable = admin.getByRole('button', { name: kitchenTexts.enableSound });
  if (await enable.isVisible()) await enable.click();
  await expect
    .poll(() => admin.evaluate(() => (window as unknown as { plays: number }).plays))
    .toBeGreaterThan(0);
  await expect(enable).toHaveCount(0);
  await ticket.getByRole('button', { name: new RegExp(kitchenTexts.acknowledge) }).click();
  await expect(ticket).not.toHaveClass(/kitchen-ticket-new/);

  const steps = orderStageTexts.steps;
  await ticket.getByRole('button', { name: steps.accept, exact: true }).click();
  await admin.getByRole('button', { name: kitchenTexts.estimateMinutes(20) }).click();
  await expect(admin.getByRole('region', { name: 'Accepted' }).getByRole('article')).toHaveCount(1);
  // The diner's open page says it in their words, with the promised time, without a reload.
  const dinerStage = page.locator(`[data-order-number="${order!.number}"] .order-stage`);
  await expect(dinerStage.locator('.order-stage-label')).toHaveText(
    orderStageTexts.dinerWords('accepted', 'pickup').label,
  );
  // Near midnight the estimate falls on the next day: "Ready tomorrow around 00:19".
  await expect(dinerStage).toContainText(/Ready (tomorrow )?around \d\d:\d\d/);
  for (const [action, column] of [
    ['start_preparing', 'Preparing'],
    ['mark_ready', 'Ready'],
  ] as const) {
    await ticket.getByRole('button', { name: steps[action], exact: true }).click();
    await expect(admin.getByRole('region', { name: column }).getByRole('article')).toHaveCount(1);
  }
  await expect(dinerStage.locator('.order-stage-label')).toHaveText(
    orderStageTexts.dinerWords('ready', 'pickup').label,
  );
  await ticket.getByRole('button', { name: steps.complete, exact: true }).click();
  await expect(ticket).toHaveCount(0);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { stages: number }).stages))
    .toBe(4);
  expect((await present(page))[0]).toMatchObject({ stage: 'completed', status: 'delivered' });
  await waitForMail(diner.email, /is confirmed/);
  await waitForMail(diner.email, /is ready for pickup/);

  // A second order, delivered with a fee, rejected with a reason: refunded items + fee once.
  await payDelivery(page, dishes[0]!, diner.email);
  const [second] = await present(page);
  const secondTicket = admin.getByRole('article', {
    name: orderTexts.orderNumberLabel(second!.number),
  });
  await expect(secondTicket).toBeVisible({ timeout: 2000 });
  await secondTicket.getByRole('button', { name: steps.reject, exact: true }).click();
  const dialog = admin.getByRole('dialog');
  await dialog.getByLabel(kitchenTexts.reasonLabel).fill('Our oven broke down');
  await dialog.getByRole('button', { name: kitchenTexts.confirmStop(steps.reject) }).click();
  await expect(secondTicket).toHaveCount(0);
  const mail = await waitForMail(diner.email, /could not be taken/);
  expect(mail.text).toContain('Our oven broke down');
  const canceled = await apiCall<OrderPage>(admin.request, 'GET', '/api/admin/orders/canceled');
  const refunded = canceled.items.find((o) => o.orderId === second!.orderId);
  expect(second!.deliveryFeeMinor).toBeGreaterThan(0);
  expect(refunded).toMatchObject({
    stage: 'rejected',
    refundMinor: second!.subtotalMinor + second!.deliveryFeeMinor,
  });
  await expect
    .poll(async () => (await present(page)).find((o) => o.orderId === second!.orderId))
    .toBeUndefined();
});
