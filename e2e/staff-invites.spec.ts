import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { messages } from '@shared/messages';
import { reportTexts } from '@shared/reports';
import { expectAccessible } from './support/a11y';
import { E2E_ADMIN } from './support/env';
import { linkIn, signInAsAdmin, uniqueEmail, waitForMail } from './support/helpers';

/**
 * The staff journey: the owner invites a kitchen member from /admin/staff; the mailed link
 * opens a page that sets a name and password and lands them on the kitchen board, with no link to
 * reports or settings, and the API refuses them there and at refunds (403). The owner then takes a
 * phone order paid at the counter and marks it paid; today's report shows it and its order-lines
 * CSV holds its line; the audit log shows the invitation and the payment mark.
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

test('the owner invites a cook, who sees only the kitchen; a phone order paid at the counter reaches the report, the CSV and the audit log', async ({
  page,
  browser,
}) => {
  // The whole staff story in one journey, screenshots at two sizes at each step: on a busy
  // machine it runs past the default minute, so it gets five.
  test.setTimeout(300_000);
  const email = uniqueEmail('cook');
  await signInAsAdmin(page, E2E_ADMIN.email, E2E_ADMIN.password);
  const nav = page.getByRole('navigation', { name: 'Back office' });
  await nav.getByRole('link', { name: 'Staff', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/staff$/);
  await expect(page.getByRole('heading', { name: 'Staff', level: 1 })).toBeVisible();

  const form = page.getByRole('form', { name: 'Invite' });
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Role').selectOption('kitchen');
  await form.getByRole('button', { name: 'Invite' }).click();
  await expect(page.getByText(`Invitation sent to ${email}`)).toBeVisible();
  const invited = page.getByRole('listitem').filter({ hasText: email });
  await expect(invited.getByText('Invited')).toBeVisible();
  await expect(
    invited.getByRole('button', { name: `Resend the invitation to ${email}` }),
  ).toBeVisible();
  await shoot(page, 'admin-staff');
  await expectAccessible(page, 'owner /admin/staff with an invitation');

  const mail = await waitForMail(email, /invitation to the Tavola back office/);
  const link = new URL(linkIn(mail, '/admin/invitation'));

  const cookContext = await browser.newContext();
  const cook = await cookContext.newPage();
  await cook.goto(`${link.pathname}${link.search}`);
  await expect(cook.getByRole('heading', { name: 'Join the team' })).toBeVisible();
  await expect(cook.getByText(email)).toBeVisible();
  await shoot(cook, 'accept-invitation');
  await expectAccessible(cook, '/admin/invitation (open link)');
  await cook.setViewportSize({ width: 1280, height: 900 });
  await cook.getByLabel('Your name').fill('Chioma');
  await cook.getByLabel('Password', { exact: true }).fill('kitchen-secret-1');
  await cook.getByLabel('Confirm password').fill('kitchen-secret-1');
  await cook.getByRole('button', { name: 'Join the team' }).click();

  await expect(cook).toHaveURL(/\/admin\/kitchen$/);
  const cookNav = cook.getByRole('navigation', { name: 'Back office' });
  await expect(cookNav.getByRole('link', { name: 'Kitchen', exact: true })).toBeVisible();
  for (const label of ['Reports', 'Settings', 'Staff', 'Dashboard'])
    await expect(cookNav.getByRole('link', { name: label, exact: true })).toHaveCount(0);
  for (const url of [
    '/api/admin/reports?from=2026-01-01&to=2026-01-31',
    '/api/admin/settings',
    '/api/admin/staff',
  ])
    expect((await cook.request.get(url)).status(), url).toBe(403);
  // Refunds too: refused for the permission (the CSRF header is right, so it is not that).
  const session = await (await cook.request.get('/api/auth/session')).json();
  const refund = await cook.request.post('/api/admin/orders/TV-NOTHING/refund', {
    headers: { 'x-csrf-token': session.csrfToken },
  });
  expect(refund.status()).toBe(403);
  expect((await refund.json()).error.message).toBe(messages.auth.roleForbidden);

  // The link worked once: opened again, it says so.
  await cook.goto(`${link.pathname}${link.search}`);
  await expect(cook.getByText('This invitation link was already used.')).toBeVisible();
  await shoot(cook, 'invitation-used');
  await expectAccessible(cook, '/admin/invitation (used link)');
  await cookContext.close();

  await page.reload();
  const member = page.getByRole('listitem').filter({ hasText: email });
  await expect(member.getByRole('heading', { name: /Chioma/ })).toBeVisible();
  await expect(member.getByText('Active', { exact: true })).toBeVisible();
  await shoot(page, 'admin-staff-after');

  const orderId = await phoneOrderMarkedPaid(page);
  await reportHolds(page, orderId);
  await page.goto('/admin/audit');
  await expect(page.getByRole('heading', { name: 'Audit log', level: 1 })).toBeVisible();
  const log = page.getByRole('table', { name: 'Audit log' });
  await page.getByLabel('What').selectOption({ label: 'Staff invited' });
  await expect(log.getByRole('cell', { name: `Invited ${email} as Kitchen` })).toBeVisible();
  await page.getByLabel('What').selectOption({ label: 'Order marked paid' });
  const mark = log.getByRole('row').filter({ hasText: orderId });
  await expect(mark.getByRole('cell', { name: /Order #\d+: Paid: Cash$/ })).toBeVisible();
  await expect(mark.getByRole('link', { name: `Order ${orderId}` })).toHaveAttribute(
    'href',
    `/admin/orders?search=${orderId}`,
  );
  await expect(mark.getByText(E2E_ADMIN.email)).toBeVisible();
  await shoot(page, 'admin-audit');
});

/** The owner takes a pickup order on the phone, paid at the counter in cash; answers its id. */
async function phoneOrderMarkedPaid(page: Page): Promise<string> {
  await page.goto('/admin/orders');
  await page.getByRole('link', { name: 'New phone order' }).first().click();
  await expect(page.getByRole('heading', { name: 'New phone order', level: 1 })).toBeVisible();
  await page.getByPlaceholder('Search dishes').fill('Tabbouleh');
  await page.getByRole('button', { name: 'Add Tabbouleh' }).click();
  const form = page.getByRole('form', { name: 'The order' });
  await form.getByLabel('Name', { exact: true }).fill('Bola Ade');
  await form.getByLabel('Phone', { exact: true }).fill('+234 803 555 0199');
  await form.getByRole('radio', { name: 'Pickup' }).check();
  await form.getByRole('radio', { name: 'Cash' }).check();
  await shoot(page, 'admin-phone-order');
  await form.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/admin\/orders\?search=TV-/);
  const orderId = new URL(page.url()).searchParams.get('search') ?? '';
  const markPaid = page.getByRole('button', {
    name: new RegExp(`^Mark paid: .*\\(${orderId}\\)$`),
  });
  await expect(page.getByText('Unpaid — pay at counter').first()).toBeVisible();
  await markPaid.click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cash', exact: true }).click();
  await expect(markPaid).toHaveCount(0);
  return orderId;
}

/**
 * Today's report counts the cash sale (only this journey takes counter payments; its one dish need
 * not be among the top 10 while other journeys order), and its order-lines CSV holds the line.
 */
async function reportHolds(page: Page, orderId: string) {
  await page.goto('/admin/reports');
  const methods = page.getByRole('table', { name: 'By payment method' });
  await expect(methods.getByRole('rowheader', { name: 'Cash', exact: true })).toBeVisible();
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page
      .getByRole('region', { name: 'Download (CSV)' })
      .getByRole('link', { name: reportTexts.exports['order-lines'], exact: true })
      .click(),
  ]);
  const lines = readFileSync(await file.path(), 'utf8').split('\r\n');
  const ours = lines.filter((line) => line.includes(`,${orderId},`));
  expect(ours).toHaveLength(1);
  expect(ours[0]).toContain(',Tabbouleh,');
}
