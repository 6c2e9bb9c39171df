import { expect, type Page, test } from '@playwright/test';
import { checkoutTexts } from '@shared/checkout';
import { messages } from '@shared/messages';
import { expectAccessible } from './support/a11y';
import {
  linkIn,
  mailsTo,
  signIn,
  signUpVerifiedCustomer,
  uniqueEmail,
  waitForMail,
} from './support/helpers';

/**
 * The diner's account page. From the account menu: change the name and phone,
 * add and remove an address, change the password (another device is signed out, this one stays),
 * change the e-mail through the link mailed to the new address, download the data, delete the account (signed out; the address can sign up again). A
 * verification link opened again says "already verified".
 */

async function shoot(page: Page, name: string) {
  for (const size of [
    { width: 390, height: 844 },
    { width: 820, height: 1180 },
  ]) {
    await page.setViewportSize(size);
    await page.screenshot({
      path: test.info().outputPath(`${name}-${size.width}.png`),
      fullPage: true,
    });
  }
}

test('a diner edits their account, changes the password, downloads their data and deletes the account', async ({
  page,
  browser,
}) => {
  const diner = await signUpVerifiedCustomer(page, 'account');

  // The verification link, opened a second time.
  const verifyMail = await waitForMail(diner.email, /Confirm your email/);
  await page.goto(linkIn(verifyMail, '/Auth/VerifyMail'));
  await expect(page.getByText(messages.auth.emailAlreadyVerified)).toBeVisible();

  // A second device, signed in to the same account.
  const phone = await (await browser.newContext()).newPage();
  await signIn(phone, diner.email, diner.password);

  await page.goto('/user/present-orders');
  await page
    .getByRole('navigation', { name: 'Your account' })
    .getByRole('link', { name: 'Account' })
    .click();
  await expect(page).toHaveURL(/\/user\/account$/);
  await expect(page.getByRole('heading', { name: 'Your account', level: 1 })).toBeVisible();
  await expect(page.getByText(diner.email)).toBeVisible();

  // Details: a wrong phone is refused with checkout's words, a right one saved.
  const details = page.getByRole('form', { name: 'Your details' });
  await details.getByLabel('Name').fill('Ada Obi');
  await details.getByLabel('Phone').fill('call me');
  await details.getByRole('button', { name: 'Save details' }).click();
  await expect(details.getByText(checkoutTexts.phoneInvalid)).toBeVisible();
  await details.getByLabel('Phone').fill('+234 803 555 0147');
  await details.getByRole('button', { name: 'Save details' }).click();
  await expect(details.getByText(messages.account.profileSaved)).toBeVisible();

  // Addresses: none yet, so the button says "Add address".
  const addresses = page.getByRole('region', { name: 'Saved addresses' });
  await expect(addresses.getByText(checkoutTexts.noAddress)).toBeVisible();
  await addresses.getByRole('button', { name: checkoutTexts.addAddress }).click();
  const dialog = page.getByRole('dialog', { name: checkoutTexts.addAddress });
  await dialog.getByLabel(checkoutTexts.newAddress).fill('14 Admiralty Way, Lekki Phase 1, Lagos');
  await dialog.getByLabel(checkoutTexts.area).fill('Lekki Phase 1');
  await dialog.getByLabel(checkoutTexts.phoneNumber).fill('+234 803 555 0147');
  await dialog.getByRole('button', { name: checkoutTexts.save }).click();
  await expect(addresses.getByText('14 Admiralty Way, Lekki Phase 1, Lagos')).toBeVisible();
  await expectAccessible(page, '/user/account');
  await shoot(page, 'account');

  await expect(
    addresses.getByText(messages.savedAddresses.defaultBadge, { exact: true }),
  ).toBeVisible();
  await addresses.getByRole('button', { name: /Remove 14 Admiralty Way/ }).click();
  await page
    .getByRole('dialog', { name: messages.savedAddresses.removeQuestion })
    .getByRole('button', { name: checkoutTexts.remove })
    .click();
  await expect(addresses.getByText(checkoutTexts.noAddress)).toBeVisible();

  // Password: the wrong current one is refused; the right one signs the phone out, not this page.
  const password = page.getByRole('form', { name: 'Change password' });
  await password.getByLabel('Current password').fill('not-my-password');
  await password.getByLabel('New password').fill('a-new-secret');
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(password.getByText(messages.account.currentPasswordWrong).first()).toBeVisible();
  await password.getByLabel('Current password').fill(diner.password);
  await password.getByLabel('New password').fill('a-new-secret');
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(password.getByText(messages.account.passwordChanged)).toBeVisible();
  await phone.goto('/user/account');
  await expect(phone).toHaveURL(/\/Auth\/login/);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Your account', level: 1 })).toBeVisible();

  // E-mail: a link goes to the new address; the account moves when it is opened (here on the
  // signed-out phone), and the old address is told.
  const newEmail = uniqueEmail('account-moved');
  const email = page.getByRole('form', { name: 'Change email' });
  await email.getByLabel('New email address').fill(newEmail);
  await email.getByLabel('Your password').fill('a-new-secret');
  await email.getByRole('button', { name: 'Send me a link' }).click();
  await expect(email.getByText(messages.account.emailChangeSent)).toBeVisible();
  await expect(page.getByText(`Signed in as ${diner.email}`)).toBeVisible();
  const changeMail = await waitForMail(newEmail, /Confirm your new email address/);
  await phone.goto(linkIn(changeMail, '/Auth/VerifyMail'));
  await expect(phone.getByText(messages.account.emailChanged)).toBeVisible();
  await waitForMail(diner.email, /Your Tavola email address was changed/);
  await page.reload();
  await expect(page.getByText(`Signed in as ${newEmail}`)).toBeVisible();

  // Download my data: a JSON file with the new name.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const file = await (await download).path();
  const { readFile } = await import('node:fs/promises');
  const data = JSON.parse(await readFile(file, 'utf8'));
  expect(data.profile).toMatchObject({ email: newEmail, username: 'Ada Obi' });
  expect(data.parts).toHaveProperty('orders');

  // Delete: confirmed with the (new) password; signed out; the address signs up again.
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete your account?' });
  await confirm.getByLabel('Your password').fill('a-new-secret');
  await shoot(page, 'account-delete');
  await confirm.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/\/\?account=deleted$/);
  await page.goto('/user/account');
  await expect(page).toHaveURL(/\/Auth\/login/);

  const confirmations = async () =>
    (await mailsTo(newEmail)).filter((mail) => /Confirm your email/.test(mail.subject)).length;
  const before = await confirmations();
  await page.goto('/Auth/Signup');
  await page.getByLabel('Username').fill('Back again');
  await page.getByLabel('Email').fill(newEmail);
  await page.getByLabel('Password').fill('another-secret');
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(page).toHaveURL(/\/Auth\/VerifyMail/);
  // A new account's verification link, not the "you already have an account" mail.
  await expect.poll(confirmations, { timeout: 20_000 }).toBe(before + 1);
});
