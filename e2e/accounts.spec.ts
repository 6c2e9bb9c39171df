import { expect, test } from '@playwright/test';
import { messages } from '@shared/messages';
import { E2E_ADMIN } from './support/env';
import {
  linkIn,
  signIn,
  signUpVerifiedCustomer,
  uniqueEmail,
  waitForMail,
} from './support/helpers';

const m = messages.auth;

test('a diner signs up, verifies the mailed link, signs in, sees Log out and signs out', async ({
  page,
}) => {
  const customer = await signUpVerifiedCustomer(page);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  // Signed out on the server too: the protected page sends us to the login.
  await page.goto('/user/present-orders');
  await expect(page).toHaveURL(/\/Auth\/login\?redirect=%2Fuser%2Fpresent-orders/);
  expect(customer.email).toContain('@');
});

test('the forms show the validation texts of the spec and the server messages as given', async ({
  page,
}) => {
  await page.goto('/Auth/Signup');
  await page.getByLabel('Username').fill('Tolu');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Password').fill('123');
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(page.getByText(m.invalidEmail)).toBeVisible();
  await expect(page.getByText(m.passwordTooShort)).toBeVisible();

  await page.goto('/Auth/login');
  await page.getByLabel('Email').fill('nobody@example.com');
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText(m.invalidCredentials);
});

test('the admin signs in at /admin/login and lands on the dashboard, and is refused at the customer login', async ({
  page,
}) => {
  await page.goto('/Auth/login');
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText(m.adminAtCustomerLogin);
  // No session was left open.
  await page.goto('/admin/overview');
  await expect(page).toHaveURL(/\/admin\/login/);

  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/overview$/);
  await expect(page.getByRole('navigation', { name: 'Back office' })).toBeVisible();
  // Staff may view the public store (marked as such); a diner's page sends them back.
  await page.goto('/Menu');
  await expect(page.getByRole('note', { name: 'Staff view' })).toBeVisible();
  await page.goto('/user/present-orders');
  await expect(page).toHaveURL(/\/admin\/overview$/);
});

test('a customer is refused at the admin login', async ({ page }) => {
  const customer = await signUpVerifiedCustomer(page, 'notadmin');
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(customer.email);
  await page.getByLabel('Password').fill(customer.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText(m.notAdmin);
  await page.goto('/user/present-orders');
  await expect(page).toHaveURL(/\/Auth\/login/);
});

test('a guest is sent to sign in and comes back to the page asked for', async ({ page }) => {
  const customer = await signUpVerifiedCustomer(page, 'backto');
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  await page.goto('/user/reservations');
  await expect(page).toHaveURL(/\/Auth\/login\?redirect=/);
  await page.getByLabel('Email').fill(customer.email);
  await page.getByLabel('Password').fill(customer.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/user\/reservations$/);
  // Paths match whatever their letter case.
  await page.goto('/ABOUT');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('password reset works end to end through the mailed link', async ({ page }) => {
  const customer = await signUpVerifiedCustomer(page, 'reset');
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  await page.goto('/Auth/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/Auth\/ResetPassword$/);
  // The address changes first; the sign-in form (with its own Email box) stays on screen until the
  // reset screen's code has loaded.
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await page.getByLabel('Email').fill(customer.email);
  await page.getByRole('button', { name: 'Email me a reset link' }).click();
  await expect(page.getByText(m.resetLinkSent)).toBeVisible();
  const mail = await waitForMail(customer.email, /Reset your Tavola password/);
  await page.goto(linkIn(mail, '/Auth/ResetPassword'));
  await page.getByLabel('New password', { exact: true }).fill('fresh-password');
  await page.getByLabel('Confirm new password').fill('fresh-password');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText(m.passwordChanged)).toBeVisible();
  await signIn(page, customer.email, 'fresh-password');
});

test('signing up with an address that has an account looks the same, and mails its owner', async ({
  page,
}) => {
  const owner = await signUpVerifiedCustomer(page, 'known');
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  await page.goto('/Auth/Signup');
  await page.getByLabel('Username').fill('Someone Else');
  await page.getByLabel('Email').fill(owner.email);
  await page.getByLabel('Password').fill('strangers-password');
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  // The screen a new address gets: nothing tells that this one is known.
  await expect(page).toHaveURL(/\/Auth\/VerifyMail/);
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  const mail = await waitForMail(owner.email, /You already have a Tavola account/);
  await page.goto(linkIn(mail, '/Auth/ResetPassword'));
  await page.getByLabel('New password', { exact: true }).fill('owners-new-password');
  await page.getByLabel('Confirm new password').fill('owners-new-password');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText(m.passwordChanged)).toBeVisible();
  await signIn(page, owner.email, 'owners-new-password');
});

test('signing in or out in one tab updates the other open tab', async ({ browser }) => {
  const context = await browser.newContext();
  const first = await context.newPage();
  const customer = await signUpVerifiedCustomer(first, 'tabs');
  const second = await context.newPage();
  await second.goto('/About');
  await expect(second.getByRole('button', { name: 'Log out' })).toBeVisible();
  await first.getByRole('button', { name: 'Log out' }).click();
  // Sign-out ends with a full page load of /: let it finish before the next navigation.
  await expect(first.getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(second.getByRole('link', { name: 'Log in' })).toBeVisible();
  await signIn(first, customer.email, customer.password);
  await expect(second.getByRole('button', { name: 'Log out' })).toBeVisible();
  await context.close();
});

test('the newsletter box stores the sign-up and says so, the same way twice', async ({ page }) => {
  await page.goto('/');
  const email = uniqueEmail('news');
  await page.getByLabel('Newsletter').fill(email);
  await page.getByRole('button', { name: 'Sign up', exact: true }).click();
  await expect(page.getByText(messages.newsletter.subscribed)).toBeVisible();
  // A second sign-up answers like the first: the box never tells who is on the list.
  await page.reload();
  await page.getByLabel('Newsletter').fill(email);
  await page.getByRole('button', { name: 'Sign up', exact: true }).click();
  await expect(page.getByText(messages.newsletter.subscribed)).toBeVisible();
});
