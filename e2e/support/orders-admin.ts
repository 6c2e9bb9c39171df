/** What the orders journeys (orders-admin.spec.ts) share: API calls from the page, a paid order
 * through the sandbox, the menu as the API lists it, and an admin page. */

import type { Browser, Page } from '@playwright/test';
import { SANDBOX_CARDS } from '@shared/payments';
import { apiCall } from './api';
import { PINNED_CLOCK } from './clock';
import { E2E_ADMIN } from './env';
import { signInAsAdmin } from './helpers';

export interface MenuItem {
  id: string;
  name: string;
  priceMinor: number;
}

export { apiCall } from './api';

/**
 * Pays for dishes through the sandbox provider's API, the way the checkout page and its popup do
 * (cart, address, delivery, start payment, charge a test card, verify): quick paid orders.
 */
export async function payThroughSandboxApi(
  page: Page,
  lines: Array<{ dish: MenuItem; quantity: number }>,
  email: string,
) {
  const request = page.request;
  for (const line of lines)
    await apiCall(request, 'POST', '/api/cart/items', {
      dishId: line.dish.id,
      quantity: line.quantity,
    });
  const { address } = await apiCall<{ address: { id: string } }>(
    request,
    'POST',
    '/api/checkout/addresses',
    {
      address: '14 Admiralty Way, Lekki, Lagos',
      phone: '+234 803 555 0147',
      area: 'Lekki',
    },
  );
  await apiCall(request, 'PUT', '/api/checkout/delivery', { option: 'Home Delivery' });
  const started = await apiCall<{ reference: string; accessCode: string }>(
    request,
    'POST',
    '/api/checkout/payments',
    {
      addressId: address.id,
      fullName: 'Ada Obi',
      email,
    },
  );
  await apiCall(request, 'POST', '/api/payments/sandbox/charge', {
    accessCode: started.accessCode,
    cardNumber: SANDBOX_CARDS.success,
    expiry: '12/39',
    cvv: '408',
  });
  const { payment } = await apiCall<{ payment: { orderIds: string[] } }>(
    request,
    'POST',
    `/api/checkout/payments/${started.reference}/verify`,
  );
  return payment.orderIds;
}

export async function menu(page: Page, category: string): Promise<MenuItem[]> {
  return (
    (await (await page.request.get(`/api/menu?category=${category}`)).json()) as {
      items: MenuItem[];
    }
  ).items;
}

export const card = (page: Page, orderId: string) => page.locator(`[data-order-id="${orderId}"]`);

/** The admin, in a browser zone of its own (far from the restaurant's, and from the diner's). */
export async function adminPage(browser: Browser, timezoneId = 'America/Los_Angeles') {
  const context = await browser.newContext({ timezoneId });
  if (PINNED_CLOCK) await context.clock.setFixedTime(PINNED_CLOCK);
  const page = await context.newPage();
  await signInAsAdmin(page, E2E_ADMIN.email, E2E_ADMIN.password);
  return page;
}

/**
 * A moment as every page shows it: in the restaurant's zone (Lagos, UTC+1 all year), with the
 * zone's name, as the journeys' browsers are elsewhere. Written out here, not taken from the app.
 */
export const restaurantDateTime = (iso: string) =>
  `${new Intl.DateTimeFormat('en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    hourCycle: 'h23',
    timeZone: 'Africa/Lagos',
  }).format(new Date(iso))} GMT+1`;
export { expectFirstPageAsServed, expectListFilters } from './orders-admin-filters';
