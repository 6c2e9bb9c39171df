import { expect, test } from '@playwright/test';
import { notFoundTexts } from '@shared/not-found';
import { DEMO_CUSTOMER, E2E_ADMIN } from './support/env';
import { signIn, signInAsAdmin } from './support/helpers';

// The route table of docs/storefront-spec.md (§2) and its access rules.
// The cart and checkout are open to guests: their dishes are kept under a
// cookie, and they pay with name, e-mail and phone.
const loginRequired = [
  '/Reservation',
  '/reservation',
  '/user/present-orders',
  '/user/past-orders',
  '/user/reservations',
  '/user/account',
  '/settings',
];
const adminOnly = [
  '/admin/overview',
  '/admin/reservations',
  '/admin/confirmed-reservation',
  '/admin/orders',
  '/admin/delivered-orders',
  '/admin/canceled-orders',
  '/admin/settings',
];
const publicPages = [
  '/',
  '/About',
  '/Gallery',
  '/Event',
  '/Order',
  '/Menu',
  '/cart',
  '/checkout/payment',
  '/Auth/login',
  '/Auth/Signup',
  '/Auth/ResetPassword',
  '/Cocktail-menu',
  '/Wine-menu',
  '/Group-menu',
  '/Children-menu',
  '/Steak-menu',
];

test('guests reach the public pages and are sent to sign in from the others', async ({ page }) => {
  for (const path of publicPages) {
    await page.goto(path);
    await expect(page, path).toHaveURL(new RegExp(`${path === '/' ? '/$' : path}`, 'i'));
    await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
  }
  for (const path of loginRequired) {
    await page.goto(path);
    await expect(page, path).toHaveURL(
      new RegExp(`/Auth/login\\?redirect=${encodeURIComponent(path)}`, 'i'),
    );
  }
  for (const path of adminOnly) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/admin\/login/);
  }
  // Any unknown path says there is no page there, with the ways on, and is answered with 404.
  const unknown = await page.goto('/this/does/not/exist');
  expect(unknown?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: notFoundTexts.title })).toBeVisible();
  await expect(page.getByRole('link', { name: notFoundTexts.menu })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
});

test('customers reach their pages but no admin page', async ({ page }) => {
  await signIn(page, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
  for (const path of loginRequired) {
    await page.goto(path);
    // /settings is the account page, at its one address.
    const landing = path === '/settings' ? '/user/account' : path;
    await expect(page, path).toHaveURL(new RegExp(`${landing.replace('/', '\\/')}$`, 'i'));
  }
  for (const path of adminOnly) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/admin\/login/);
  }
});

test('the owner reaches every back-office page, views the public store and no diner page', async ({
  page,
}) => {
  await signInAsAdmin(page, E2E_ADMIN.email, E2E_ADMIN.password);
  for (const path of adminOnly) {
    await page.goto(path);
    await expect(page, path).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('navigation', { name: 'Back office' })).toBeVisible();
  }
  // The public store opens in a staff view: no redirect, a banner says so.
  for (const path of ['/', '/About', '/Menu', '/nowhere']) {
    await page.goto(path);
    await expect(page, path).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('note', { name: 'Staff view' }), path).toBeVisible();
  }
  // A diner's own pages and the sign-in screens send staff back to the back office.
  for (const path of [
    '/cart',
    '/checkout/payment',
    '/user/present-orders',
    '/Auth/login',
    '/admin/login',
  ]) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/admin\/overview$/);
  }
});
