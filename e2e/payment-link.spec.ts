import { expect, type Page, test } from '@playwright/test';
import { paymentLinkTexts } from '@shared/payment-links';
import { SANDBOX_CARDS, sandboxTexts } from '@shared/payments';
import { staffOrderTexts } from '@shared/staff-orders';
import { E2E_ADMIN } from './support/env';
import { linkIn, signInAsAdmin, uniqueEmail, waitForMail } from './support/helpers';

/**
 * The card payment link: the owner takes a phone order paid by a link mailed to
 * the customer; the customer opens the mail's link (no account), pays with the sandbox, and the
 * order shows paid in the back office.
 */
const shots = process.env.E2E_SHOTS_DIR;
async function shoot(page: Page, name: string) {
  for (const size of [
    { name: 'phone', width: 390, height: 844 },
    { name: 'desktop', width: 1280, height: 900 },
  ]) {
    await page.setViewportSize(size);
    const path = shots
      ? `${shots}/${name}-${size.name}.png`
      : test.info().outputPath(`${name}-${size.name}.png`);
    await page.screenshot({ path, fullPage: true });
  }
}

test('a phone order paid by a card payment link: mailed, paid by the customer in the sandbox, shown paid in the back office', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const email = uniqueEmail('paylink');
  await signInAsAdmin(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.goto('/admin/orders/new');
  await page.getByPlaceholder('Search dishes').fill('Tabbouleh');
  await page.getByRole('button', { name: 'Add Tabbouleh' }).click();
  const form = page.getByRole('form', { name: 'The order' });
  await form.getByLabel('Name', { exact: true }).fill('Chidi Link');
  await form.getByLabel('Phone', { exact: true }).fill('+234 803 555 0142');
  await form.getByRole('radio', { name: 'Pickup' }).check();
  await form.getByRole('radio', { name: staffOrderTexts.paymentChoices.payment_link }).check();
  await form.getByLabel('E-mail', { exact: true }).fill(email);
  await shoot(page, 'admin-phone-order-link');
  await form.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/admin\/orders\?search=TV-/);
  const orderId = new URL(page.url()).searchParams.get('search') ?? '';
  await expect(page.getByText(staffOrderTexts.unpaidLinkSent).first()).toBeVisible();
  await expect(
    page.getByRole('button', {
      name: new RegExp(`^${paymentLinkTexts.resend}: .*\\(${orderId}\\)$`),
    }),
  ).toBeVisible();
  await shoot(page, 'admin-order-link-sent');

  // The customer, on their phone, without an account: the mail's link.
  const mail = await waitForMail(email, /^Pay for your Tavola order #\d+$/);
  expect(mail.text).toContain(orderId);
  const link = new URL(linkIn(mail, '/pay/'));
  const diner = await (
    await browser.newContext({ viewport: { width: 390, height: 844 } })
  ).newPage();
  await diner.goto(link.pathname);
  await expect(diner.getByRole('heading', { name: /Pay for your order #\d+/ })).toBeVisible();
  await expect(diner.getByText(/1 × Tabbouleh/)).toBeVisible();
  const pay = diner.getByRole('button', { name: /^Pay NGN / });
  await expect(pay).toBeEnabled();
  await shoot(diner, 'pay-link');
  await pay.click();
  const frame = diner.frameLocator('iframe[title="Sandbox checkout"]');
  await frame.getByLabel(sandboxTexts.cardNumber).fill(SANDBOX_CARDS.success);
  await frame.getByLabel(sandboxTexts.expiry).fill('12/39');
  await frame.getByLabel(sandboxTexts.cvv).fill('408');
  await frame.getByRole('button', { name: sandboxTexts.pay, exact: true }).click();
  await expect(diner.getByText(paymentLinkTexts.paid)).toBeVisible({ timeout: 20_000 });
  await expect(pay).toHaveCount(0);
  await shoot(diner, 'pay-link-paid');

  // The back office: paid, nothing left to mark or resend.
  await page.goto(`/admin/orders?search=${orderId}`);
  await expect(page.getByText(orderId).first()).toBeVisible();
  await expect(page.getByText(staffOrderTexts.unpaidLinkSent)).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Mark paid: / })).toHaveCount(0);
  await shoot(page, 'admin-order-link-paid');
});
