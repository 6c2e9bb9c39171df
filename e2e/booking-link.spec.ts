import type { Page } from '@playwright/test';
import { bookingLinkTexts as bt } from '@shared/booking-link';
import { wizardTexts } from '@shared/reservation-wizard';
import { type Availability, addDays, reservationTexts as t } from '@shared/reservations';
import { expectAccessible } from './support/a11y';
import { expect, test } from './support/clock';
import { linkIn, signUpVerifiedCustomer, waitForMail } from './support/helpers';

/**
 * The guest's mailed link changes the booking, without signing in. A diner
 * books through the wizard, opens the link from the mail in a browser with no session, moves the
 * booking to another time, sees it and gets the mail, then cancels. Phone and desktop shots.
 */

async function shoot(page: Page, name: string) {
  for (const size of [
    { width: 390, height: 844 },
    { width: 1280, height: 900 },
  ]) {
    await page.setViewportSize(size);
    // From the top: the sticky header would otherwise sit over the middle of a full-page shot.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({
      path: test.info().outputPath(`${name}-${size.width}.png`),
      fullPage: true,
    });
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

test('a diner changes the time from the mailed link, then cancels', async ({ page, browser }) => {
  test.setTimeout(300_000);
  const diner = await signUpVerifiedCustomer(page, 'booklink');
  const today = (
    (await (await page.request.get('/api/reservations/availability')).json()) as Availability
  ).today;
  const date = addDays(today, 12);

  await page.goto('/Reservation');
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Obi');
  await page.getByLabel('Phone number').fill('+234 803 555 0147');
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.getByLabel('Number of guests').fill('2');
  const dateBox = page.getByLabel('Date', { exact: true });
  await dateBox.fill(date);
  await dateBox.press('Tab');
  await page.getByLabel('Time', { exact: true }).selectOption('14:00');
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.getByRole('button', { name: t.reserve }).click();
  await expect(page.getByText(wizardTexts.requestReceived).first()).toBeVisible();

  // The mail's link opens the booking in a browser that never signed in.
  const mail = await waitForMail(diner.email, /Your reservation at Tavola is received/);
  expect(mail.text).toContain(`${bt.mailAction}: `);
  const link = linkIn(mail, '/booking/');
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const guest = await context.newPage();
  await guest.goto(link);
  const card = guest.getByRole('article', { name: 'Booking details' });
  await expect(card).toContainText('14:00');
  await expect(card).toContainText('Pending');
  await expect(guest.getByRole('button', { name: 'Log out' })).toHaveCount(0);
  await expect(guest.getByText(/You can change or cancel online until/)).toBeVisible();
  await expectAccessible(guest, '/booking/<token>');
  await shoot(guest, 'booking-link');

  // Change the time: only free times are offered; the page and a new mail say the new one.
  await guest.getByLabel('Time', { exact: true }).selectOption('18:00');
  await guest.getByRole('button', { name: bt.changeButton }).click();
  await expect(guest.getByText(bt.changed)).toBeVisible();
  await expect(card).toContainText('18:00');
  await expect(card).not.toContainText('14:00');
  const changed = await waitForMail(diner.email, /is changed/);
  expect(changed.text).toContain('at 18:00 for 2 guests');
  await shoot(guest, 'booking-link-changed');

  // The account's list shows the same booking at the new time.
  await page.goto('/user/reservations');
  await expect(
    page.getByRole('article', { name: new RegExp(`Reservation of Ada Obi on ${date} at 18:00`) }),
  ).toBeVisible();

  // Cancel, after being asked.
  await guest.getByRole('button', { name: bt.cancelButton }).click();
  const dialog = guest.getByRole('dialog', { name: bt.cancelQuestion });
  await dialog.getByRole('button', { name: bt.cancelButton }).click();
  await expect(guest.getByText(bt.canceled)).toBeVisible();
  await expect(card).toContainText('Canceled');
  await expect(guest.getByRole('button', { name: bt.changeButton })).toHaveCount(0);
  await expect(guest.getByRole('link', { name: bt.bookAgain })).toBeVisible();
  await waitForMail(diner.email, /is canceled/);
  await expectAccessible(guest, '/booking/<token> (canceled)');
  await shoot(guest, 'booking-link-canceled');

  // A made-up link opens nothing, in words.
  await guest.goto('/booking/not-a-real-link');
  await expect(guest.getByRole('alert')).toContainText(bt.notFound);
  await context.close();
});
