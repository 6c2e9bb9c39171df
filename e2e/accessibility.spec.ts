import type { Page } from '@playwright/test';
import { adminTexts } from '@shared/admin';
import { cartTexts } from '@shared/cart';
import { checkoutTexts } from '@shared/checkout';
import { PROMO_MENUS } from '@shared/constants';
import { orderTexts } from '@shared/orders';
import { sandboxTexts } from '@shared/payments';
import { reservationTexts } from '@shared/reservations';
import {
  apiCall,
  auditRoutes,
  customerWithHistory,
  expectAccessible,
  paidOrder,
  pendingReservation,
  readyToPay,
  settled,
} from './support/a11y';
import { expect, test } from './support/clock';
import { DEMO_CUSTOMER, E2E_ADMIN } from './support/env';
import { signIn, signInAsAdmin, signUpVerifiedCustomer } from './support/helpers';

/**
 * axe-core (WCAG 2.0/2.1/2.2, levels A and AA) on every route of the route table, as a guest, a
 * diner and an admin, and on every modal and the payment frame: no serious or critical
 * violation. Each failure lists the page, the rule and the elements that break it.
 */

// The audits are independent: both workers share them, so the file stays short. Each audit
// takes about a second, so a sweep gets more than the default minute on a busy machine.
test.describe.configure({ mode: 'parallel', timeout: 150_000 });

/** The public pages, with the menu in its three states (promotions, a category, a search). */
const marketingPages = [
  '/',
  '/About',
  '/Gallery',
  '/Event',
  '/Order',
  '/Menu-list',
  ...PROMO_MENUS.map((promo) => promo.path),
];
const otherPublicPages = [
  '/Menu',
  '/Menu?category=Pizza',
  '/Menu?search=carbonara',
  '/Menu?search=no%20such%20dish',
  '/Contact',
  '/Privacy',
  '/Terms',
  '/dev/mailbox',
  '/a-page-that-does-not-exist',
];

/** Opens a modal with the button, checks it is the dialog of that title, and audits the page. */
async function auditModal(
  page: Page,
  opener: string | RegExp,
  dialogName: string | RegExp,
  where: string,
) {
  await page.getByRole('button', { name: opener }).first().click();
  await expect(page.getByRole('dialog', { name: dialogName })).toBeVisible();
  await expectAccessible(page, where);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

test.describe('as a guest', () => {
  test('the home, marketing and promotional menu pages', async ({ page }) => {
    await auditRoutes(page, 'guest', marketingPages);
  });

  test('the menu, the legal pages, the dev mailbox and an unknown path', async ({ page }) => {
    await auditRoutes(page, 'guest', otherPublicPages);
  });

  test('the sign-in screens, and the sign-in form showing its errors', async ({ page }) => {
    await auditRoutes(page, 'guest', [
      '/Auth/login',
      '/Auth/Signup',
      '/Auth/VerifyMail',
      '/Auth/ResetPassword',
      '/Auth/ResetPassword?token=not-a-real-token',
      '/admin/login',
    ]);
    await page.goto('/Auth/login');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
    await expectAccessible(page, 'guest /Auth/login with errors');
  });

  test('a phone-sized screen with the navigation menu open', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const path of ['/', '/Menu?category=Pasta']) {
      await page.goto(path);
      await settled(page);
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await expectAccessible(page, `guest 390px ${path} with the menu open`);
    }
  });
});

test.describe('as a diner', () => {
  test('the home, marketing and promotional menu pages', async ({ page }) => {
    await signIn(page, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    await auditRoutes(page, 'diner', marketingPages);
  });

  test('the menu, the legal pages, the dev mailbox, the admin door and an unknown path', async ({
    page,
  }) => {
    await signIn(page, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    await auditRoutes(page, 'diner', [...otherPublicPages, '/Auth/VerifyMail', '/admin/login']);
  });

  test('the account pages with orders and a reservation, and their cancel dialogs', async ({
    page,
  }) => {
    const diner = await signUpVerifiedCustomer(page, 'a11y-account');
    await customerWithHistory(page.request, diner.email);
    await auditRoutes(page, 'diner', [
      '/Reservation',
      '/user/present-orders',
      '/user/past-orders',
      '/user/reservations',
      '/settings',
    ]);

    await page.goto('/user/present-orders');
    await settled(page);
    await auditModal(
      page,
      new RegExp(orderTexts.cancelOrder),
      orderTexts.cancelQuestion,
      'diner /user/present-orders cancel modal',
    );
    await page.goto('/user/reservations');
    await settled(page);
    await auditModal(
      page,
      reservationTexts.cancelButton,
      reservationTexts.cancelQuestion,
      'diner /user/reservations cancel dialog',
    );
  });

  test('the cart and checkout with their modals, and the payment frame', async ({ page }) => {
    await signUpVerifiedCustomer(page, 'a11y-checkout');
    await readyToPay(page.request, 'Pizza');
    await auditRoutes(page, 'diner', ['/cart', '/checkout/payment']);

    await page.goto('/cart');
    await settled(page);
    await auditModal(page, /^Remove /, cartTexts.confirmDelete, 'diner /cart remove modal');

    await page.goto('/checkout/payment');
    await settled(page);
    await auditModal(
      page,
      checkoutTexts.changeAddress,
      checkoutTexts.changeAddress,
      'diner /checkout/payment address modal',
    );

    await page.getByRole('button', { name: checkoutTexts.proceedToPay }).click();
    const frame = page.frameLocator('iframe[title="Sandbox checkout"]');
    await expect(frame.getByLabel(sandboxTexts.cardNumber)).toBeVisible();
    await expect(page.locator('.pay-overlay.is-loaded')).toBeVisible();
    await expectAccessible(page, 'diner sandbox payment frame', { inFrame: true });
    // The frame's form showing its errors.
    await frame.getByRole('button', { name: sandboxTexts.pay, exact: true }).click();
    await expect(frame.getByText(sandboxTexts.cardNumberInvalid)).toBeVisible();
    await expectAccessible(page, 'diner sandbox payment frame with errors', { inFrame: true });

    await frame.getByRole('button', { name: sandboxTexts.cancel }).click();
    await expect(page.getByText(checkoutTexts.paymentCancelled)).toBeVisible();
    await expectAccessible(page, 'diner /checkout/payment after a cancelled payment');
  });

  test('the reservation wizard on each step, its calendar open and its errors shown', async ({
    page,
  }) => {
    await signIn(page, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    await page.goto('/Reservation');
    await settled(page);
    // Step 1 opens filled from the account: emptied, it shows its errors.
    await page.getByLabel('First name').fill('');
    await page.getByRole('button', { name: reservationTexts.next, exact: true }).click();
    await expect(page.getByText(reservationTexts.firstNameRequired)).toBeVisible();
    await expectAccessible(page, 'diner /Reservation step 1 with errors');
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill('Obi');
    await page.getByLabel('Phone number').fill('0803 555 0147');
    await page.getByRole('button', { name: reservationTexts.next, exact: true }).click();
    await page.getByLabel('Date', { exact: true }).click();
    await expect(page.locator('.react-datepicker')).toBeVisible();
    await expectAccessible(page, 'diner /Reservation step 2 with the calendar open');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: reservationTexts.next, exact: true }).click();
    await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
    await expectAccessible(page, 'diner /Reservation step 2 with errors');
  });
});

test.describe('as an admin', () => {
  test('every back-office page, with orders and reservations in every list', async ({
    page,
    browser,
  }) => {
    // Orders in progress, delivered and canceled; reservations pending and confirmed.
    const dinerContext = await browser.newContext();
    const diner = await dinerContext.newPage();
    const { email } = await signUpVerifiedCustomer(diner, 'a11y-admin');
    const present = await paidOrder(diner.request, email, 'Pasta');
    const delivered = await paidOrder(diner.request, email, 'Salad');
    const canceled = await paidOrder(diner.request, email, 'Burger');
    await apiCall(diner.request, 'POST', `/api/orders/${canceled}/cancel`);
    await pendingReservation(diner.request, 20);
    const toConfirm = await pendingReservation(diner.request, 25);
    await dinerContext.close();

    await signInAsAdmin(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await apiCall(page.request, 'POST', `/api/admin/orders/${delivered}/deliver`);
    await apiCall(page.request, 'POST', `/api/admin/reservations/${toConfirm}/confirm`);
    expect(present).toBeTruthy();

    await auditRoutes(page, 'admin', [
      '/admin/overview',
      '/admin/orders',
      '/admin/delivered-orders',
      '/admin/canceled-orders',
      '/admin/reservations',
      '/admin/confirmed-reservation',
      '/admin/settings',
    ]);
  });

  test('the products page, the dish form (empty, with errors, editing) and the delete dialog', async ({
    page,
  }) => {
    await signInAsAdmin(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await auditRoutes(page, 'admin', ['/admin/products']);

    await page.getByRole('button', { name: adminTexts.addDish }).click();
    const form = page.getByRole('dialog', { name: adminTexts.addDish });
    await expect(form).toBeVisible();
    await expectAccessible(page, 'admin /admin/products add-dish form');
    await form.getByRole('button', { name: adminTexts.saveDish }).click();
    await expect(form.locator('[aria-invalid="true"]').first()).toBeVisible();
    await expectAccessible(page, 'admin /admin/products add-dish form with errors');
    await page.keyboard.press('Escape');

    await auditModal(
      page,
      new RegExp(`^${adminTexts.editDish}: `),
      adminTexts.editDish,
      'admin /admin/products edit-dish form',
    );
    await auditModal(
      page,
      new RegExp(`^${adminTexts.deleteDish}: `),
      adminTexts.deleteQuestion,
      'admin /admin/products delete dialog',
    );
  });
});
