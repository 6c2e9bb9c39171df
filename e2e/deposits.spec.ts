import type { Page } from '@playwright/test';
import { bookingLinkTexts as bt } from '@shared/booking-link';
import { depositTexts } from '@shared/deposits';
import { SANDBOX_CARDS, sandboxTexts } from '@shared/payments';
import { wizardTexts } from '@shared/reservation-wizard';
import { type Availability, addDays } from '@shared/reservations';
import { settingsPageTexts } from '@shared/settings-sections';
import { expectAccessible } from './support/a11y';
import { apiCall } from './support/api';
import { expect, test } from './support/clock';
import { E2E_ADMIN } from './support/env';
import { linkIn, signInAsAdmin, signUpVerifiedCustomer, waitForMail } from './support/helpers';

/**
 * Booking deposits in the browser: the owner asks NGN 5,000.00 a guest from parties of 6; a party
 * of 6 is told the deposit before booking, pays it with the sandbox's card, and the host sees it
 * paid; the guest cancels from the mailed link before the cutoff and the deposit is refunded
 * once, with the mail saying so. Runs in its own project after the journeys (it changes the
 * store's booking rules, which parties of 6 in other journeys would meet) and sets them back.
 */
const PER_GUEST = 5_000_00;
const TOTAL = 6 * PER_GUEST;

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
  await page.setViewportSize({ width: 1280, height: 900 });
}

/**
 * The payments export's rows of one payment today: its money in ('deposit') and out ('refund'),
 * as the owner's books read them.
 */
async function moneyRowsOf(owner: Page, today: string, reference: string) {
  const response = await owner.request.get(
    `/api/admin/reports/export/payments?from=${today}&to=${today}`,
  );
  expect(response.ok()).toBe(true);
  return (await response.text()).split('\r\n').filter((row) => row.includes(reference));
}

/** Deposits off again, as the other journeys expect the store. */
async function depositsOff(owner: Page) {
  const settings = await apiCall<{
    details: unknown;
    hours: unknown;
    zones: unknown;
    bookings: Record<string, number>;
  }>(owner.request, 'GET', '/api/admin/settings');
  await apiCall(owner.request, 'PUT', '/api/admin/settings', {
    details: settings.details,
    hours: settings.hours,
    zones: settings.zones,
    bookings: { ...settings.bookings, depositPerGuestMinor: 0 },
  });
}

test('a party of 6 pays its deposit in the sandbox; canceling before the cutoff refunds it once', async ({
  browser,
}) => {
  test.setTimeout(360_000);
  const owner = await (await browser.newContext()).newPage();
  await owner.setViewportSize({ width: 1280, height: 900 });
  await signInAsAdmin(owner, E2E_ADMIN.email, E2E_ADMIN.password);
  try {
    // 1. The owner asks a deposit: NGN 5,000.00 a guest, from parties of 6.
    await owner.goto('/admin/settings');
    const perGuest = owner.getByLabel(depositTexts.settingsPerGuest);
    await perGuest.fill('5,000');
    await expect(owner.getByLabel(depositTexts.settingsFromParty)).toHaveValue('6');
    await owner.getByRole('button', { name: settingsPageTexts.save('Table bookings') }).click();
    await expect(owner.getByText(settingsPageTexts.saved('Table bookings'))).toBeVisible();
    const rules = owner.getByRole('group', { name: 'Table bookings', exact: true });
    for (const width of [390, 1280]) {
      await owner.setViewportSize({ width, height: 900 });
      await rules.screenshot({ path: test.info().outputPath(`settings-deposit-${width}.png`) });
    }
    await owner.setViewportSize({ width: 1280, height: 900 });

    // 2. A party of 6 is told the deposit, the hold and the refund terms before booking.
    const diner = await (await browser.newContext()).newPage();
    const { email } = await signUpVerifiedCustomer(diner, 'deposit');
    const { today, byTables } = (await (
      await diner.request.get('/api/reservations/availability')
    ).json()) as Availability;
    // Booked by seats per sitting: tables.spec.ts, which lists tables for the whole store, runs
    // after this journey (playwright.config.ts). A store already by tables is a broken order of
    // the projects, which must fail here rather than skip the journey unseen.
    expect(byTables, 'the store books by seats until tables.spec.ts lists tables').toBe(false);
    const date = addDays(today, 10 + Math.floor(Math.random() * 40));
    await diner.goto('/Reservation');
    await diner.getByLabel('First name').fill('Ada');
    await diner.getByLabel('Last name').fill('Deposit');
    await diner.getByLabel('Phone number').fill('+234 803 555 0166');
    await diner.getByRole('button', { name: 'Next', exact: true }).click();
    await diner.getByLabel('Number of guests').fill('6');
    const dateBox = diner.getByLabel('Date', { exact: true });
    await dateBox.fill(date);
    await dateBox.press('Tab');
    await diner.getByLabel('Time', { exact: true }).selectOption('18:00');
    await diner.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(diner.getByRole('note')).toHaveText(depositTexts.wizardNotice(PER_GUEST, 6, 2));
    const reserve = diner.getByRole('button', { name: depositTexts.reserveAndPay(TOTAL) });
    await expect(reserve).toBeVisible();
    await expectAccessible(diner, '/Reservation (deposit)');
    await shoot(diner, 'wizard-deposit');

    // 3. Reserve: the table is held and the sandbox's checkout opens; the card pays the deposit.
    // Every payment started for the deposit (the verified one is the last).
    const started: string[] = [];
    diner.on('response', async (r) => {
      if (r.request().method() === 'POST' && /\/api\/reservations\/[^/]+\/deposit$/.test(r.url()))
        started.push(((await r.json()) as { reference: string }).reference);
    });
    await reserve.click();
    const frame = diner.frameLocator('iframe[title="Sandbox checkout"]');
    await expect(frame.getByLabel(sandboxTexts.cardNumber)).toBeVisible({ timeout: 20_000 });
    await diner.screenshot({ path: test.info().outputPath('wizard-deposit-checkout-1280.png') });
    // Closed without paying: the table stays held, with the time, and the diner may pay again.
    await frame.getByRole('button', { name: sandboxTexts.cancel }).click();
    await expect(diner.getByText(depositTexts.checkoutClosed)).toBeVisible();
    await expect(diner.getByText(depositTexts.heldTitle)).toBeVisible();
    await expect(diner.getByText(/We hold the table until \d\d:\d\d/)).toBeVisible();
    await shoot(diner, 'wizard-deposit-held');
    await diner.getByRole('button', { name: depositTexts.payButton(TOTAL) }).click();
    await expect(frame.getByLabel(sandboxTexts.cardNumber)).toBeVisible({ timeout: 20_000 });
    await frame.getByLabel(sandboxTexts.cardNumber).fill(SANDBOX_CARDS.success);
    await frame.getByLabel(sandboxTexts.expiry).fill('12/39');
    await frame.getByLabel(sandboxTexts.cvv).fill('408');
    await frame.getByRole('button', { name: sandboxTexts.pay, exact: true }).click();
    await expect(diner.getByText(depositTexts.paid(TOTAL))).toBeVisible({ timeout: 20_000 });
    // Paid, and still waiting for the restaurant to confirm it.
    await expect(diner.getByText(wizardTexts.requestReceived)).toBeVisible();
    await shoot(diner, 'wizard-deposit-paid');
    await diner.goto('/user/reservations');
    await expect(
      diner.getByRole('article', { name: new RegExp(`Reservation of Ada Deposit on ${date}`) }),
    ).toContainText(
      depositTexts.value(
        { amountMinor: TOTAL, status: 'paid', holdUntil: null },
        { forDiner: true },
      ),
    );
    await shoot(diner, 'my-reservations-deposit');

    // 4. The mail names the deposit; the host's day shows it paid.
    const received = await waitForMail(email, /Your reservation at Tavola is received/);
    expect(received.text).toContain(depositTexts.mailPaid(TOTAL));
    await owner.goto('/admin/reservations/day');
    await owner.locator('input[type="date"]').fill(date);
    const row = owner.locator('li.host-row', { hasText: 'Ada Deposit' });
    await expect(row).toContainText(
      depositTexts.staffLine({ amountMinor: TOTAL, status: 'paid', holdUntil: null }, 'UTC'),
    );
    await shoot(owner, 'host-day-deposit');

    // 5. The guest cancels from the mailed link, before the cutoff: refunded in full, once.
    const guest = await (
      await browser.newContext({ viewport: { width: 390, height: 844 } })
    ).newPage();
    await guest.goto(linkIn(received, '/booking/'));
    const card = guest.getByRole('article', { name: 'Booking details' });
    await expect(card).toContainText(
      depositTexts.value(
        { amountMinor: TOTAL, status: 'paid', holdUntil: null },
        { forDiner: true },
      ),
    );
    await shoot(guest, 'booking-link-deposit');
    await guest.getByRole('button', { name: bt.cancelButton }).click();
    const dialog = guest.getByRole('dialog', { name: bt.cancelQuestion });
    await expect(dialog).toContainText(depositTexts.cancelRefunds(TOTAL));
    await dialog.getByRole('button', { name: bt.cancelButton }).click();
    await expect(guest.getByText(bt.canceled)).toBeVisible();
    await expect(card).toContainText(
      depositTexts.value(
        { amountMinor: TOTAL, status: 'refunded', holdUntil: null },
        { forDiner: true },
      ),
    );
    await shoot(guest, 'booking-link-deposit-refunded');
    const canceled = await waitForMail(email, /is canceled/);
    expect(canceled.text).toContain(depositTexts.mailRefund(TOTAL));
    const reference = started.at(-1) ?? '';
    expect(started).toHaveLength(2);
    const once = [
      expect.stringMatching(new RegExp(`^deposit,.*,${reference},.*,30000\\.00,NGN,successful$`)),
      expect.stringMatching(new RegExp(`^refund,.*,${reference},.*,30000\\.00,NGN,refunded$`)),
    ];
    expect(await moneyRowsOf(owner, today, reference)).toEqual(once);
    // The deposit sweep (every 30 s) and the recovery loop run on: nothing goes back twice.
    await owner.waitForTimeout(35_000);
    expect(await moneyRowsOf(owner, today, reference)).toEqual(once);
  } finally {
    await depositsOff(owner);
  }
});
