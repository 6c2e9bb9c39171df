import { expect, test } from '@playwright/test';
import { kitchenTexts } from '@shared/kitchen';
import { SANDBOX_CARDS } from '@shared/payments';
import { scheduleTexts } from '@shared/scheduled-orders';
import { signUpVerifiedCustomer } from './support/helpers';
import { adminPage, apiCall, menu } from './support/orders-admin';

/**
 * A diner on a phone schedules an order for tomorrow at checkout, sees
 * "Scheduled for ..." on their orders, and the kitchen's tablet shows it in the Scheduled column,
 * not in New. RESTAURANT_HOURS=always: open around the clock with no lead time, so ASAP is offered
 * and every quarter hour of the next 7 days is a slot.
 */
test('a diner schedules an order for tomorrow and the kitchen sees it under Scheduled', async ({
  page,
  browser,
}) => {
  const diner = await signUpVerifiedCustomer(page, 'scheduled');
  const [dish] = await menu(page, 'Pizza');
  const request = page.request;
  await apiCall(request, 'POST', '/api/cart/items', { dishId: dish!.id, quantity: 1 });
  const { address } = await apiCall<{ address: { id: string } }>(
    request,
    'POST',
    '/api/checkout/addresses',
    { address: '14 Admiralty Way, Lekki, Lagos', phone: '+234 803 555 0147', area: 'Lekki' },
  );
  await apiCall(request, 'PUT', '/api/checkout/delivery', { option: 'Home Delivery' });

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/checkout/payment');
  const when = page.getByRole('region', { name: scheduleTexts.heading });
  await when.scrollIntoViewIfNeeded();
  await expect(
    when.getByRole('radio', { name: /As soon as possible · ready around/ }),
  ).toBeChecked();
  await page.screenshot({ path: test.info().outputPath('checkout-when-asap-phone.png') });

  await when.getByRole('radio', { name: scheduleTexts.later }).check();
  await when.getByRole('combobox', { name: scheduleTexts.day }).selectOption({ label: 'Tomorrow' });
  await when.getByRole('combobox', { name: scheduleTexts.time }).selectOption({ label: '19:30' });
  await when.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('checkout-when-later-phone.png') });
  const scheduledFor = await when.getByRole('combobox', { name: scheduleTexts.time }).inputValue();

  // Paid through the API the page's "Pay with" dialog calls, with the time chosen above.
  const started = await apiCall<{ reference: string; accessCode: string }>(
    request,
    'POST',
    '/api/checkout/payments',
    { addressId: address.id, fullName: 'Ada Obi', email: diner.email, scheduledFor },
  );
  await apiCall(request, 'POST', '/api/payments/sandbox/charge', {
    accessCode: started.accessCode,
    cardNumber: SANDBOX_CARDS.success,
    expiry: '12/39',
    cvv: '408',
  });
  await apiCall(request, 'POST', `/api/checkout/payments/${started.reference}/verify`);

  await page.goto('/user/present-orders');
  await expect(page.getByText(/^Scheduled for \w{3} 19:30/)).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('present-orders-scheduled-phone.png') });

  const admin = await adminPage(browser);
  await admin.setViewportSize({ width: 1024, height: 768 });
  await admin.getByRole('link', { name: 'Kitchen' }).click();
  await expect(admin.getByRole('heading', { name: kitchenTexts.title })).toBeVisible();
  const column = admin.getByRole('region', { name: 'Scheduled' });
  await expect(column.getByText(/^Scheduled for \w{3} 19:30/)).toBeVisible();
  await expect(admin.getByRole('region', { name: 'New' }).getByText(/Scheduled for/)).toHaveCount(
    0,
  );
  await admin.screenshot({ path: test.info().outputPath('kitchen-scheduled-tablet.png') });
});
