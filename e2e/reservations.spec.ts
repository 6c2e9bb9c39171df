import type { Page } from '@playwright/test';
import { wizardTexts as w } from '@shared/reservation-wizard';
import {
  type Availability,
  addDays,
  formatReservationDate,
  type ReservationPage,
  reservationTexts as t,
  WIZARD_STEPS,
} from '@shared/reservations';
import { format } from 'date-fns';
import { adminConfirms } from './support/admin-reservations';
import { expect, test } from './support/clock';
import { signUpVerifiedCustomer, waitForMail } from './support/helpers';

/**
 * The reservation journey, run in two browser zones far from the restaurant's (Africa/Lagos):
 * the day clicked in the calendar is the day stored, listed and mailed, whatever the zone.
 */
// Days 40 and 47 are these journeys' own: waitlist.spec.ts fills a 16:00 sitting on day 20-39.
const journeys = [
  { timezoneId: 'America/Los_Angeles', daysAhead: 40 },
  { timezoneId: 'Pacific/Auckland', daysAhead: 47 },
];

async function restaurantToday(page: Page) {
  const response = await page.request.get('/api/reservations/availability');
  return ((await response.json()) as Availability).today;
}

async function seatsLeft(page: Page, date: string, time: string) {
  const response = await page.request.get(`/api/reservations/availability?date=${date}`);
  const body = (await response.json()) as Availability;
  return body.slots.find((s) => s.time === time)?.seatsLeft;
}

/** Local midnight of a calendar date in the browser, as react-datepicker labels its days. */
const asLocalDay = (date: string) => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
};

async function pickDateInCalendar(page: Page, date: string) {
  const day = asLocalDay(date);
  await page.getByLabel('Date', { exact: true }).click();
  const monthTitle = format(day, 'MMMM yyyy');
  for (let i = 0; i < 14; i += 1) {
    const header = page.locator('.react-datepicker__current-month');
    if ((await header.textContent())?.trim() === monthTitle) break;
    await page.getByRole('button', { name: 'Next Month' }).click();
  }
  await page
    .getByRole('option', { name: `Choose ${format(day, 'PPPP')}` })
    .or(page.locator(`[aria-label="Choose ${format(day, 'PPPP')}"]`))
    .first()
    .click();
}

async function fillDetails(page: Page) {
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Obi');
  await page.getByLabel('Phone number').fill('+234 803 555 0147');
  await page.getByRole('button', { name: 'Next', exact: true }).click();
}

for (const { timezoneId, daysAhead } of journeys) {
  test.describe(`reservations with the browser in ${timezoneId}`, () => {
    test.use({ timezoneId });

    test('book through the wizard, get the mail, admin confirms, cancel another and free its seats', async ({
      page,
      browser,
    }) => {
      const customer = await signUpVerifiedCustomer(page, 'booker');
      expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(
        timezoneId,
      );
      const date = addDays(await restaurantToday(page), daysAhead);
      // 1. Three steps, the calendar clicked with the mouse.
      await page.goto('/Reservation');
      // No free e-mail field: the mails go to the account's own address, which the page names.
      await expect(page.getByText(t.confirmationGoesTo(customer.email))).toBeVisible();
      await expect(page.getByLabel('Email')).toHaveCount(0);
      // The account's name fills step 1 ('Guest 1a2b': first and last); it has no phone yet.
      const [first, last] = customer.username.split(' ');
      await expect(page.getByLabel('First name')).toHaveValue(first!);
      await expect(page.getByLabel('Last name')).toHaveValue(last!);
      await page.getByRole('button', { name: 'Next', exact: true }).click();
      await expect(page.getByText(t.fillRequired)).toBeVisible();
      await expect(page.getByText(t.phoneRequired)).toBeVisible();
      await fillDetails(page);
      // The party is chosen with the day and time, once.
      await expect(page.getByLabel('Number of seats')).toHaveCount(0);
      await page.getByLabel('Number of guests').fill('3');
      await pickDateInCalendar(page, date);
      await expect(page.getByLabel('Date', { exact: true })).toHaveValue(date);
      await page.getByLabel('Time', { exact: true }).selectOption('14:00');
      await page.getByRole('button', { name: 'Next', exact: true }).click();

      await expect(page.getByLabel('Number of guests')).toHaveCount(0);
      await expect(page.getByText(/Table for/)).toContainText(
        `Table for 3 on ${formatReservationDate(date)} at 14:00`,
      );
      await expect(page.getByPlaceholder(t.specialRequestsPlaceholder)).toBeVisible();
      await page.getByLabel('Special requests').fill('Birthday setup, please');
      await page.getByRole('button', { name: t.reserve }).click();
      // Pending until the restaurant confirms: no promise of a confirmed table.
      await expect(page.getByText(w.requestReceived).first()).toBeVisible();
      await expect(page.getByText(t.reserveSuccess)).toHaveCount(0);
      // The wizard is back at step 1, filled from the account again.
      await expect(page.getByLabel('First name')).toHaveValue(first!);
      await expect(page.getByLabel('Phone number')).toHaveValue('');

      // 2. The confirmation mail arrives through real SMTP with every detail.
      const mail = await waitForMail(customer.email, /Your reservation at Tavola is received/);
      for (const line of [
        'First name: Ada',
        'Last name: Obi',
        `E-mail: ${customer.email}`,
        `Date: ${formatReservationDate(date)}`,
        'Time: 14:00',
        'Guests: 3',
        'Seats: 3',
        'Special requests: Birthday setup, please',
      ])
        expect(mail.text).toContain(line);

      // 3. The Pending card, with the day that was clicked.
      const firstCard = new RegExp(`Reservation of Ada Obi on ${date} at 14:00`);
      await page.goto('/user/reservations');
      await expect(page.getByRole('heading', { name: t.userListTitle })).toBeVisible();
      const card = page.getByRole('article', { name: firstCard });
      await expect(card.getByText('Pending')).toBeVisible();
      await expect(card.getByText(formatReservationDate(date, 'short'))).toBeVisible();
      await expect(card.getByText('14:00')).toBeVisible();
      await expect(card.getByRole('button', { name: t.cancelButton })).toBeVisible();
      const mine = (await (
        await page.request.get('/api/reservations/mine')
      ).json()) as ReservationPage;
      expect(mine.items.map((r) => r.date)).toContain(date);

      // 4. The restaurant confirms; the diner is mailed and can no longer cancel.
      await adminConfirms(browser, timezoneId, firstCard);
      await waitForMail(customer.email, /Your table at Tavola is confirmed/);
      await page.reload();
      await expect(card.getByText('Confirmed')).toBeVisible();
      await expect(card.getByRole('button', { name: t.cancelButton })).toHaveCount(0);

      // 5. Another booking, the date typed on the keyboard as the restaurant writes it (day
      // first, en-NG); canceled, its seats come back.
      const before = await seatsLeft(page, date, '16:00');
      await page.goto('/Reservation');
      await fillDetails(page);
      await page.getByLabel('Number of guests').fill('6');
      const dateBox = page.getByLabel('Date', { exact: true });
      const [year, month, day] = date.split('-');
      await dateBox.fill(`${day}/${month}/${year}`);
      await dateBox.press('Tab');
      await expect(dateBox).toHaveValue(date);
      await page.getByLabel('Time', { exact: true }).selectOption('16:00');
      await page.getByRole('button', { name: 'Next', exact: true }).click();
      await page.getByRole('button', { name: t.reserve }).click();
      await expect(page.getByText(w.requestReceived).first()).toBeVisible();
      expect(await seatsLeft(page, date, '16:00')).toBe(before! - 6);

      await page.goto('/user/reservations');
      const second = page.getByRole('article', {
        name: new RegExp(`Reservation of Ada Obi on ${date} at 16:00`),
      });
      await second.getByRole('button', { name: t.cancelButton }).click();
      await page.getByRole('dialog').getByRole('button', { name: t.cancelButton }).click();
      await expect(page.getByText(t.canceled)).toBeVisible();
      await expect(second.getByText('Canceled')).toBeVisible();
      await expect(second.getByRole('button', { name: t.cancelButton })).toHaveCount(0);
      expect(await seatsLeft(page, date, '16:00')).toBe(before);
    });
  });
}

test('a visitor who is not signed in is sent to sign in before reserving', async ({ page }) => {
  await page.goto('/reservation');
  await expect(page).toHaveURL(/\/Auth\/login\?redirect=%2Freservation/);
});

test('the wizard is usable with the keyboard alone', async ({ page }) => {
  await signUpVerifiedCustomer(page, 'keyboard');
  await page.goto('/Reservation');
  await page.getByLabel('First name').focus();
  await page.keyboard.press('ControlOrMeta+a'); // over the account's name
  await page.keyboard.type('Kemi');
  await page.keyboard.press('Tab');
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Adeyemi');
  await page.keyboard.press('Tab'); // no e-mail field: the mails go to the account's address
  await page.keyboard.type('0803 555 0199');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: WIZARD_STEPS[1].question })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Number of guests')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Date', { exact: true })).toBeFocused();
  const today = await restaurantToday(page);
  await page.keyboard.type(addDays(today, 3));
  await page.keyboard.press('Enter'); // picks the typed day; does not submit the step
  await expect(page.getByRole('heading', { name: WIZARD_STEPS[1].question })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Time', { exact: true })).toBeFocused();
  const time = page.getByLabel('Time', { exact: true });
  await expect(time.locator('option', { hasText: '12:00' })).toHaveCount(1); // the day's times came
  await page.keyboard.press('ArrowDown'); // the first offered time
  await expect(time).toHaveValue('12:00');
  await page.keyboard.press('Tab'); // Previous
  await page.keyboard.press('Tab'); // Next
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: WIZARD_STEPS[2].question })).toBeFocused();
  await expect(page.getByRole('button', { name: t.reserve })).toBeVisible();
  await page.getByRole('button', { name: 'Previous' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Date', { exact: true })).toHaveValue(addDays(today, 3));
});

test('a slot filled while the diner was still choosing answers "Time slot no longer available."', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000); // three sign-ups, each verified through the mailbox
  await signUpVerifiedCustomer(page, 'toolate');
  const date = addDays(await restaurantToday(page), 60);
  await page.goto('/Reservation');
  await fillDetails(page);
  await page.getByLabel('Number of guests').fill('4');
  const dateBox = page.getByLabel('Date', { exact: true });
  await dateBox.fill(date);
  await dateBox.press('Tab');
  await page.getByLabel('Time', { exact: true }).selectOption('12:00');
  await page.getByRole('button', { name: 'Next', exact: true }).click();

  // Meanwhile two other diners take every seat of that slot: five parties of 8 (the online
  // maximum), at most 3 upcoming bookings per account.
  const bookEight = async (other: Page) => {
    const { csrfToken } = await (await other.request.get('/api/auth/session')).json();
    const party = await other.request.post('/api/reservations', {
      headers: { 'x-csrf-token': csrfToken },
      data: {
        firstName: 'Big',
        lastName: 'Party',
        phone: '0803 555 0100',
        date,
        time: '12:00',
        guests: 8,
      },
    });
    expect(party.status()).toBe(201);
  };
  for (const [prefix, parties] of [
    ['party-a', 3],
    ['party-b', 2],
  ] as const) {
    // A context of its own per diner: one context shares its cookies, so its session.
    const context = await browser.newContext();
    const other = await context.newPage();
    await signUpVerifiedCustomer(other, prefix);
    for (let i = 0; i < parties; i += 1) await bookEight(other);
    await context.close();
  }

  await page.getByRole('button', { name: t.reserve }).click();
  await expect(page.getByText(t.slotUnavailable).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: WIZARD_STEPS[1].question })).toBeVisible();
  const full = page.getByLabel('Time', { exact: true }).locator('option', { hasText: '12:00' });
  await expect(full).toBeDisabled();
  await expect(full).toHaveText('12:00 (full)');
  await expect(page.getByLabel('Time', { exact: true })).toHaveValue('');
});
