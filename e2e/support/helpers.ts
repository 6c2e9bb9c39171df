import { randomBytes } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { MAIL_API } from './env';

export interface CaughtMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  receivedAt: string;
}

/** A fresh address per test, so journeys never see each other's accounts or mail. */
export const uniqueEmail = (prefix = 'diner') =>
  `${prefix}-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}@example.com`;

export async function mailsTo(address: string): Promise<CaughtMail[]> {
  const response = await fetch(`${MAIL_API}/mails?to=${encodeURIComponent(address)}`);
  return (await response.json()) as CaughtMail[];
}

/** Waits until a mail whose subject matches arrives at the SMTP catcher. */
export async function waitForMail(
  address: string,
  subject: RegExp,
  timeoutMs = 20_000,
): Promise<CaughtMail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = (await mailsTo(address)).filter((m) => subject.test(m.subject)).at(-1);
    if (found) return found;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`No mail matching ${subject} reached ${address} within ${timeoutMs} ms`);
}

/** The first link in a mail's text that points at the given path. */
export function linkIn(mail: CaughtMail, path: string): string {
  const link = mail.text.match(new RegExp(`https?://\\S*${path}\\S*`))?.[0];
  if (!link) throw new Error(`No ${path} link in mail "${mail.subject}"`);
  return link;
}

export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/Auth/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
}

export async function signInAsAdmin(page: Page, email: string, password: string) {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/overview$/);
}

/** Signs up through the form, follows the mailed verification link, and signs in. */
export async function signUpVerifiedCustomer(page: Page, prefix = 'diner') {
  const email = uniqueEmail(prefix);
  const password = `pw-${randomBytes(4).toString('hex')}`;
  const username = `Guest ${randomBytes(2).toString('hex')}`;
  await page.goto('/Auth/Signup');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(page).toHaveURL(/\/Auth\/VerifyMail/);
  const mail = await waitForMail(email, /Confirm your email/);
  await page.goto(linkIn(mail, '/Auth/VerifyMail'));
  await expect(page.getByText('Your email address is verified.')).toBeVisible();
  await signIn(page, email, password);
  return { email, password, username };
}
