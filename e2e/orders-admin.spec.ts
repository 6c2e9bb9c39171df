import { randomBytes } from 'node:crypto';
import { ADMIN_ORDER_FILTER_OPTIONS, adminTexts } from '@shared/admin';
import { checkoutTexts } from '@shared/checkout';
import { messages } from '@shared/messages';
import { formatMoney } from '@shared/money';
import { type OrderPage, orderTexts } from '@shared/orders';
import { pagingTexts } from '@shared/paging';
import { SANDBOX_CARDS, sandboxTexts } from '@shared/payments';
import { makePng } from '@test/support/images';
import { expect, test } from './support/clock';
import { signUpVerifiedCustomer } from './support/helpers';
import {
  adminPage,
  apiCall,
  card,
  expectFirstPageAsServed,
  expectListFilters,
  menu,
  payThroughSandboxApi,
  restaurantDateTime,
} from './support/orders-admin';

/**
 * Orders after payment, in the browser: the restaurant marks delivered (and the diner sees it
 * live), the restaurant adds a dish that a diner then orders, and the back office's search and
 * filters. The diner's own cancel and refund: orders-cancel.spec.ts.
 *
 * The diner's browser is in Auckland and the admin's in Los Angeles, both far from the
 * restaurant (Lagos): each sees an order's time as the restaurant's, with its zone named.
 */
test.use({ timezoneId: 'Pacific/Auckland' });

test("an admin marks an order delivered and the diner's open page shows it without reloading", async ({
  page,
  browser,
}) => {
  const diner = await signUpVerifiedCustomer(page, 'deliver');
  const dishes = await menu(page, 'Pizza');
  // Two checkouts: one order each.
  const payFor = (dish: (typeof dishes)[number]) =>
    payThroughSandboxApi(page, [{ dish, quantity: 1 }], diner.email);
  const [first] = await payFor(dishes[0]!);
  const [second] = await payFor(dishes[1]!);
  await page.goto('/user/present-orders');
  await expect(card(page, first!)).toBeVisible();
  const present = await apiCall<OrderPage>(page.request, 'GET', '/api/orders/present');
  const orderedAt = present.items.find((o) => o.orderId === first)!.createdAt;
  const orderedAtText = restaurantDateTime(orderedAt);
  await expect(card(page, first!).locator(`time[datetime="${orderedAt}"]`)).toHaveText(
    orderedAtText,
  );
  // Marks this very document: a reload would lose it.
  await page.evaluate(() => {
    (window as unknown as { stillHere: boolean }).stillHere = true;
  });
  await expect(
    card(page, first!).getByRole('button', { name: new RegExp(orderTexts.cancelOrder) }),
  ).toBeEnabled();

  const admin = await adminPage(browser);
  await admin.goto('/admin/orders');
  await admin.getByLabel(adminTexts.searchLabel).fill(first!.toLowerCase().slice(3));
  await expect(admin.locator('[data-order-id]')).toHaveCount(1);
  await expect(card(admin, first!).locator(`time[datetime="${orderedAt}"]`)).toHaveText(
    orderedAtText,
  );
  const markButton = card(admin, first!).getByRole('button', {
    name: new RegExp(adminTexts.markDelivered),
  });
  // It asks first; Keep (here by keyboard) changes nothing and gives the focus back.
  await markButton.click();
  const confirm = admin.getByRole('dialog');
  await expect(confirm).toHaveAccessibleName(/^Mark order #\d+ as delivered\?$/);
  await expect(confirm).toContainText(/NGN [\d,]+\.\d\d/);
  await confirm.getByRole('button', { name: adminTexts.keep }).focus();
  await admin.keyboard.press('Enter');
  await expect(confirm).toBeHidden();
  await expect(markButton).toBeFocused();
  await markButton.click();
  await confirm.getByRole('button', { name: adminTexts.markDelivered, exact: true }).click();
  await expect(admin.getByText(orderTexts.markedDelivered)).toBeVisible();
  await expect(card(admin, first!).getByText(adminTexts.delivered, { exact: true })).toBeVisible();

  const delivered = card(page, first!);
  await expect(
    delivered.getByRole('button', { name: orderTexts.delivered, exact: true }),
  ).toBeDisabled();
  await expect(
    delivered.getByRole('button', { name: new RegExp(orderTexts.cancelOrder) }),
  ).toBeDisabled();
  // The diner's other order is still open.
  await expect(
    card(page, second!).getByRole('button', { name: new RegExp(orderTexts.cancelOrder) }),
  ).toBeEnabled();
  expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(
    true,
  );

  // A new paid order shows up in the back office on its own, too.
  await admin.getByLabel(adminTexts.searchLabel).fill('');
  await admin.getByRole('button', { name: 'Not Delivered', exact: true }).click();
  const [third] = await payThroughSandboxApi(
    page,
    [{ dish: dishes[2]!, quantity: 1 }],
    diner.email,
  );
  await expect(card(admin, third!)).toBeVisible();
  await admin.context().close();
});

test('an admin adds a dish with a picture, and a diner finds it on the menu and orders it', async ({
  page,
  browser,
}) => {
  const name = `Garden Egg Salad ${randomBytes(2).toString('hex')}`;
  const admin = await adminPage(browser);
  await admin.getByRole('link', { name: adminTexts.productsNav, exact: true }).click();
  await expect(admin.getByRole('heading', { level: 1 })).toHaveText(adminTexts.productsTitle);
  await admin.getByRole('button', { name: adminTexts.addDish }).click();
  const form = admin.getByRole('dialog', { name: adminTexts.addDish });
  await form.getByRole('button', { name: adminTexts.saveDish }).click();
  await expect(form.getByText(adminTexts.nameRequired)).toBeVisible();
  await expect(form.getByText(adminTexts.imageRequired)).toBeVisible();
  await form.getByLabel(adminTexts.name).fill(name);
  await form
    .getByLabel(adminTexts.description)
    .fill('Garden eggs, groundnut dressing and fresh herbs.');
  await form.getByLabel(adminTexts.category).selectOption('Salad');
  await form.getByLabel(adminTexts.area).fill('Nigerian');
  await form.getByLabel(adminTexts.price).fill('4321.50');
  await form.getByLabel(adminTexts.image).setInputFiles({
    name: 'salad.png',
    mimeType: 'image/png',
    buffer: makePng(480, 360, [60, 130, 70]),
  });
  await expect(form.locator('img.dish-image-preview')).toHaveAttribute(
    'src',
    /^\/uploads\/[a-f0-9]{64}\.png$/,
  );
  await form.getByRole('button', { name: adminTexts.saveDish }).click();
  await expect(admin.getByText(adminTexts.dishAdded)).toBeVisible();
  await expect(admin.getByRole('heading', { name })).toBeVisible();
  await admin.context().close();

  await signUpVerifiedCustomer(page, 'newdish');
  await page.goto('/Menu');
  await page.getByLabel('Category').selectOption('Salad');
  const dishCard = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });
  await expect(dishCard).toBeVisible();
  await expect(dishCard).toContainText(formatMoney(432150));
  const picture = dishCard.locator('img');
  await expect(picture).toHaveAttribute('src', /^\/uploads\//);
  expect(await picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(
    480,
  );
  await dishCard.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText(messages.toast.itemAdded).first()).toBeVisible();

  // Through the real checkout page and the sandbox popup.
  await page.goto('/checkout/payment');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(checkoutTexts.title);
  await page.getByRole('button', { name: checkoutTexts.addAddress }).click();
  const addressDialog = page.getByRole('dialog', { name: checkoutTexts.addAddress });
  await addressDialog.getByLabel(checkoutTexts.newAddress).fill('14 Admiralty Way, Lekki, Lagos');
  await addressDialog.getByLabel(checkoutTexts.phoneNumber).fill('+234 803 555 0147');
  await addressDialog.getByLabel(checkoutTexts.area).fill('Lekki');
  await addressDialog.getByRole('button', { name: checkoutTexts.save }).click();
  await expect(page.getByText(checkoutTexts.addressAdded)).toBeVisible();
  // A first-time diner is offered the options at once; otherwise 'Select' opens them.
  const home = page.getByLabel('Home Delivery');
  if (!(await home.isVisible()))
    await page.getByRole('button', { name: checkoutTexts.select }).click();
  await home.check();
  await page.getByRole('button', { name: checkoutTexts.save, exact: true }).click();
  await expect(page.getByText(checkoutTexts.deliveryUpdated)).toBeVisible();
  await page
    .getByRole('region', { name: checkoutTexts.paymentMethod })
    .getByLabel(checkoutTexts.fullName)
    .fill('Ada Obi');
  await page.getByRole('button', { name: checkoutTexts.proceedToPay }).click();
  const frame = page.frameLocator('iframe[title]');
  await frame.getByLabel(sandboxTexts.cardNumber).fill(SANDBOX_CARDS.success);
  await frame.getByLabel(sandboxTexts.expiry).fill('12/39');
  await frame.getByLabel(sandboxTexts.cvv).fill('408');
  await frame.getByRole('button', { name: sandboxTexts.pay, exact: true }).click();

  await expect(page).toHaveURL(/\/user\/present-orders$/, { timeout: 20_000 });
  const ordered = page.locator('[data-order-id]').filter({ hasText: name });
  await expect(ordered).toBeVisible();
  await expect(ordered).toContainText(formatMoney(432150));
});

test('the back-office search and every filter show exactly the orders the server has for them', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000); // five checkouts, then every filter: over a minute on a busy machine
  const diner = await signUpVerifiedCustomer(page, 'filters');
  const dishes = await menu(page, 'Burger');
  // Five checkouts, one order each: the list pages past 4.
  const ids: string[] = [];
  for (const dish of [...dishes.slice(0, 3), dishes[0]!, dishes[0]!])
    ids.push(...(await payThroughSandboxApi(page, [{ dish, quantity: 1 }], diner.email)));
  const [open, toDeliver, toCancel] = ids;
  await apiCall(page.request, 'POST', `/api/orders/${toCancel}/cancel`);

  const admin = await adminPage(browser);
  await admin.goto('/admin/orders');
  await card(admin, toDeliver!)
    .getByRole('button', { name: new RegExp(adminTexts.markDelivered) })
    .click();
  await admin
    .getByRole('dialog')
    .getByRole('button', { name: adminTexts.markDelivered, exact: true })
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
    const expected = await expectFirstPageAsServed(admin, option.value, option.description);
    for (const order of expected.items) {
      if (option.value === 'delivered') expect(order.status).toBe('delivered');
      else expect(order.status).not.toBe('canceled');
      if (option.value === 'not-delivered') expect(order.status).toBe('paid');
      const ageDays = (Date.now() - Date.parse(order.createdAt)) / 86_400_000;
      if (option.value === 'newest') expect(ageDays).toBeLessThanOrEqual(1);
      if (option.value === '7d') expect(ageDays).toBeLessThanOrEqual(7);
    }
    if (option.value === 'all') expect(expected.next).not.toBeNull();
    if (expected.next) {
      // Next carries the cursor in the address; back returns to the first page.
      await admin.getByRole('button', { name: pagingTexts.nextLabel }).click();
      await expect(admin).toHaveURL(/cursor=/);
      const url = `/api/admin/orders?filter=${option.value}&cursor=${expected.next}`;
      const second = (await (await admin.request.get(url)).json()) as OrderPage;
      await expect(admin.getByText(/^Showing 5–/)).toBeVisible();
      expect(await shownIds()).toEqual(second.items.map((o) => o.orderId));
      await admin.goBack();
      await expect(admin.getByText(/^Showing 1–4 of /)).toBeVisible();
    }
  }

  await filter('All orders').click();
  await expectListFilters(admin, { open: open!, toDeliver: toDeliver!, toCancel: toCancel! });
  await admin.context().close();
});
