import { expect, test } from '@playwright/test';
import { adminTexts } from '../src/shared/admin';
import { cartTexts } from '../src/shared/cart';
import { checkoutTexts } from '../src/shared/checkout';
import { PROMO_MENUS } from '../src/shared/constants';
import { orderTexts } from '../src/shared/orders';
import { sandboxTexts } from '../src/shared/payments';
import { reservationTexts } from '../src/shared/reservations';
import {
  apiCall,
  auditRoutes,
  customerWithHistory,
  expectAccessible,
  paidOrder,
  pendingReservation,
  settled,
} from './support/a11y';
import { E2E_ADMIN } from './support/env';
import { signInAsAdmin, signUpVerifiedCustomer } from './support/helpers';

/**
 * axe-core (WCAG 2.0/2.1/2.2, levels A and AA) on every route of the route table, as a guest, a
 * diner and an admin, and on every modal and the payment frame: no serious or critical
 * violation. Each failure lists the page, the rule and the elements that break it.
 */

/** The public pages, with the menu in its three states (promotions, a category, a search). */
const publicPages = [
  '/',
  '/About',
  '/Gallery',
  '/Event',
  '/Order',
  '/Menu',
  '/Menu?category=Pizza',
  '/Menu?search=carbonara',
  '/Menu?search=no%20such%20dish',
  '/Menu-list',
  ...PROMO_MENUS.map((promo) => promo.path),
  '/Contact',
  '/Privacy',
  '/Terms',
  '/dev/mailbox',
  '/a-page-that-does-not-exist',
];

test.describe('as a guest', () => {
  test('every public page and sign-in screen', async ({ page }) => {
    await auditRoutes(page, 'guest', [
      ...publicPages,
      '/Auth/login',
      '/Auth/Signup',
      '/Auth/VerifyMail',
      '/Auth/ResetPassword',
      '/Auth/ResetPassword?token=not-a-real-token',
      '/admin/login',
    ]);
  });

  test('the sign-in form showing its errors, and the mobile menu open', async ({ page }) => {
    await page.goto('/Auth/login');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
    await expectAccessible(page, 'guest /Auth/login with errors');

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/Menu?category=Pasta');
    await settled(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expectAccessible(page, 'guest 390px /Menu with the menu open');
  });
});

test.describe('as a diner', () => {
  test('every page, the account pages with orders and a reservation, and each modal and the payment frame', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const diner = await signUpVerifiedCustomer(page, 'a11y');
    await customerWithHistory(page.request, diner.email);

    await auditRoutes(page, 'diner', [
      ...publicPages,
      '/cart',
      '/checkout/payment',
      '/Reservation',
      '/user/present-orders',
      '/user/past-orders',
      '/user/reservations',
      '/settings',
      '/Auth/VerifyMail',
      '/admin/login',
    ]);

    // The cart's remove confirmation.
    await page.goto('/cart');
    await settled(page);
    await page
      .getByRole('button', { name: /^Remove / })
      .first()
      .click();
    await expect(page.getByRole('dialog', { name: cartTexts.confirmDelete })).toBeVisible();
    await expectAccessible(page, 'diner /cart remove modal');
    await page.keyboard.press('Escape');

    // Checkout: the address modal, the 'Pay with ...' modal, then the provider's frame.
    await page.goto('/checkout/payment');
    await settled(page);
    await page.getByRole('button', { name: checkoutTexts.changeAddress }).click();
    await expect(page.getByRole('dialog', { name: checkoutTexts.changeAddress })).toBeVisible();
    await expectAccessible(page, 'diner /checkout/payment address modal');
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: checkoutTexts.proceedToPay }).click();
    const pay = page.getByRole('dialog', { name: /^Pay with / });
    await expect(pay).toBeVisible();
    await expectAccessible(page, 'diner /checkout/payment pay modal');
    await pay.getByRole('button', { name: checkoutTexts.payNow }).click();
    const frame = page.frameLocator('iframe[title="Sandbox checkout"]');
    await expect(frame.getByLabel(sandboxTexts.cardNumber)).toBeVisible();
    await expect(page.locator('.pay-overlay.is-loaded')).toBeVisible();
    await expectAccessible(page, 'diner sandbox payment frame');
    // The frame's own form showing its errors.
    await frame.getByRole('button', { name: sandboxTexts.pay, exact: true }).click();
    await expect(frame.getByText(sandboxTexts.cardNumberInvalid)).toBeVisible();
    await expectAccessible(page, 'diner sandbox payment frame with errors');
    await frame.getByRole('button', { name: sandboxTexts.cancel }).click();
    await expect(page.getByText(checkoutTexts.paymentCancelled)).toBeVisible();
    await expectAccessible(page, 'diner /checkout/payment after a cancelled payment');

    // The order cancel confirmation.
    await page.goto('/user/present-orders');
    await settled(page);
    await page
      .getByRole('button', { name: new RegExp(orderTexts.cancelOrder) })
      .first()
      .click();
    await expect(page.getByRole('dialog', { name: orderTexts.cancelQuestion })).toBeVisible();
    await expectAccessible(page, 'diner /user/present-orders cancel modal');
    await page.keyboard.press('Escape');

    // The reservation cancel confirmation.
    await page.goto('/user/reservations');
    await settled(page);
    await page.getByRole('button', { name: reservationTexts.cancelButton }).first().click();
    await expect(page.getByRole('dialog', { name: reservationTexts.cancelQuestion })).toBeVisible();
    await expectAccessible(page, 'diner /user/reservations cancel dialog');
  });

  test('the reservation wizard on each step, its calendar open and its errors shown', async ({
    page,
  }) => {
    await signUpVerifiedCustomer(page, 'a11y-wizard');
    await page.goto('/Reservation');
    await settled(page);
    await page.getByRole('button', { name: reservationTexts.next, exact: true }).click();
    await expect(page.getByText(reservationTexts.firstNameRequired)).toBeVisible();
    await expectAccessible(page, 'diner /Reservation step 1 with errors');
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill('Obi');
    await page.getByLabel('Phone number').fill('0803 555 0147');
    await page.getByRole('button', { name: reservationTexts.next, exact: true }).click();
    await page.getByLabel('Date', { exact: true }).click();
    await expect(page.locator('.react-datepicker')).toBeVisible();
    await expectAccessible(page, 'diner /Reservation step 2 calendar open');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: reservationTexts.next, exact: true }).click();
    await expectAccessible(page, 'diner /Reservation step 2 with errors');
  });
});

test.describe('as an admin', () => {
  test('every back-office page and the dish form', async ({ page, browser }) => {
    test.setTimeout(90_000);
    // Something in every list: orders in progress, delivered and canceled; reservations pending and confirmed.
    const dinerContext = await browser.newContext();
    const diner = await dinerContext.newPage();
    const { email } = await signUpVerifiedCustomer(diner, 'a11y-admin');
    const { present } = await customerWithHistory(diner.request, email);
    const delivered = await paidOrder(diner.request, email, 'Salad');
    await pendingReservation(diner.request, email, 25);
    await dinerContext.close();

    await signInAsAdmin(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await apiCall(page.request, 'POST', `/api/admin/orders/${delivered}/deliver`);
    const { items } = await apiCall<{ items: Array<{ id: string; status: string }> }>(
      page.request,
      'GET',
      '/api/admin/reservations',
    );
    const pending = items.find((r) => r.status === 'pending');
    if (pending)
      await apiCall(page.request, 'POST', `/api/admin/reservations/${pending.id}/confirm`);
    expect(present).toBeTruthy();
    await auditRoutes(page, 'admin', [
      '/admin/overview',
      '/admin/orders',
      '/admin/delivered-orders',
      '/admin/canceled-orders',
      '/admin/reservations',
      '/admin/confirmed-reservation',
      '/admin/products',
    ]);

    await page.getByRole('button', { name: adminTexts.addDish }).click();
    const form = page.getByRole('dialog', { name: adminTexts.addDish });
    await expect(form).toBeVisible();
    await expectAccessible(page, 'admin /admin/products add-dish form');
    await form.getByRole('button', { name: adminTexts.saveDish }).click();
    await expect(form.locator('[aria-invalid="true"]').first()).toBeVisible();
    await expectAccessible(page, 'admin /admin/products add-dish form with errors');
    await page.keyboard.press('Escape');

    await page
      .getByRole('button', { name: new RegExp(`^${adminTexts.editDish}: `) })
      .first()
      .click();
    await expect(page.getByRole('dialog', { name: adminTexts.editDish })).toBeVisible();
    await expectAccessible(page, 'admin /admin/products edit-dish form');
    await page.keyboard.press('Escape');

    await page
      .getByRole('button', { name: new RegExp(`^${adminTexts.deleteDish}: `) })
      .first()
      .click();
    await expect(page.getByRole('dialog', { name: adminTexts.deleteQuestion })).toBeVisible();
    await expectAccessible(page, 'admin /admin/products delete modal');
  });
});
