import { expect, test } from '@playwright/test';
import { ADMIN_ORDER_FILTER_OPTIONS, adminTexts } from '@shared/admin';
import { type OrderPage, orderTexts } from '@shared/orders';
import { signUpVerifiedCustomer } from './support/helpers';
import { adminPage, apiCall, card, menu, payThroughSandboxApi } from './support/orders-admin';

/** The back office's search and filters, against what the server holds (see orders-admin.spec.ts). */

test('the back-office search and every filter show exactly the orders the server has for them', async ({
  page,
  browser,
}) => {
  const diner = await signUpVerifiedCustomer(page, 'filters');
  const dishes = await menu(page, 'Burger');
  const [open, toDeliver, toCancel] = await payThroughSandboxApi(
    page,
    dishes.slice(0, 3).map((dish) => ({ dish, quantity: 1 })),
    diner.email,
  );
  await apiCall(page.request, 'POST', `/api/orders/${toCancel}/cancel`);

  const admin = await adminPage(browser);
  await admin.goto('/admin/orders');
  await card(admin, toDeliver!)
    .getByRole('button', { name: new RegExp(adminTexts.markDelivered) })
    .click();
  await expect(admin.getByText(orderTexts.markedDelivered)).toBeVisible();

  const search = admin.getByLabel(adminTexts.searchLabel);
  const filter = (label: string) => admin.getByRole('button', { name: label, exact: true });
  const shownIds = async () =>
    admin
      .locator('[data-order-id]')
      .evaluateAll((els) => els.map((el) => el.getAttribute('data-order-id')));

  // Search: any part of the id, any letter case; canceled orders are found too.
  await search.fill(open!.slice(5).toLowerCase());
  await expect(admin.locator('[data-order-id]')).toHaveCount(1);
  expect(await shownIds()).toEqual([open]);
  await expect(admin).toHaveURL(new RegExp(`search=${open!.slice(5).toLowerCase()}`));
  await search.fill(toCancel!);
  await expect(
    card(admin, toCancel!).getByText(orderTexts.canceled, { exact: true }),
  ).toBeVisible();
  await search.fill('zz-no-such-order');
  await expect(admin.getByText(adminTexts.noOrderFound)).toBeVisible();

  // Each filter with the exact id of each order: found exactly where it belongs.
  const expectations: Record<string, { open: boolean; delivered: boolean }> = {
    'All orders': { open: true, delivered: true },
    Newest: { open: true, delivered: true },
    '7 days': { open: true, delivered: true },
    '1 month': { open: true, delivered: true },
    '1 year': { open: true, delivered: true },
    Delivered: { open: false, delivered: true },
    'Not Delivered': { open: true, delivered: false },
  };
  for (const [label, where] of Object.entries(expectations)) {
    await filter(label).click();
    await expect(filter(label)).toHaveAttribute('aria-pressed', 'true');
    for (const [id, shown] of [
      [open!, where.open],
      [toDeliver!, where.delivered],
    ] as const) {
      await search.fill(id);
      if (shown) await expect(card(admin, id)).toBeVisible();
      else await expect(admin.getByText(adminTexts.noOrderFound)).toBeVisible();
    }
  }

  // Without a search, each filter's page shows what the server lists for it, and only such orders.
  await search.fill('');
  for (const option of ADMIN_ORDER_FILTER_OPTIONS) {
    await filter(option.label).click();
    await expect(admin.getByText(option.description)).toBeVisible();
    const expected = (await (
      await admin.request.get(`/api/admin/orders?filter=${option.value}`)
    ).json()) as OrderPage;
    await expect(admin.locator('[data-order-id]')).toHaveCount(expected.items.length);
    expect(await shownIds()).toEqual(expected.items.map((o) => o.orderId));
    expect(expected.items.length).toBeLessThanOrEqual(4);
    for (const order of expected.items) {
      if (option.value === 'delivered') expect(order.status).toBe('delivered');
      else expect(order.status).not.toBe('canceled');
      if (option.value === 'not-delivered') expect(order.status).toBe('paid');
      const ageDays = (Date.now() - Date.parse(order.createdAt)) / 86_400_000;
      if (option.value === 'newest') expect(ageDays).toBeLessThanOrEqual(1);
      if (option.value === '7d') expect(ageDays).toBeLessThanOrEqual(7);
    }
    if (expected.pageCount > 1) {
      await admin.getByRole('button', { name: 'Page 2' }).click();
      await expect(admin).toHaveURL(/page=2/);
      const second = (await (
        await admin.request.get(`/api/admin/orders?filter=${option.value}&page=2`)
      ).json()) as OrderPage;
      await expect(admin.locator('[data-order-id]').first()).toHaveAttribute(
        'data-order-id',
        second.items[0]!.orderId,
      );
    }
  }
  await admin.context().close();
});
