import type { Page } from '@playwright/test';
import { messages } from '@shared/messages';
import { wizardTexts as w } from '@shared/reservation-wizard';
import {
  type Availability,
  addDays,
  reservationTexts as t,
  WIZARD_STEPS,
} from '@shared/reservations';
import { expect, test } from './support/clock';
import { signUpVerifiedCustomer } from './support/helpers';

/**
 * Booking rules in the browser: the party is the seat count (no seats box), asked once with the
 * day and time; a party over the online maximum is asked to call, in one message; a typed day
 * that cannot be booked stays as typed with the reason in words under the box. Screenshots of the
 * wizard at phone, tablet and desk sizes.
 */
const SHOTS = process.env.E2E_SHOTS_DIR;
const sizes = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'tablet', width: 820, height: 1180 },
  { name: 'desk', width: 1366, height: 900 },
];

async function availability(page: Page) {
  return (await (await page.request.get('/api/reservations/availability')).json()) as Availability;
}

async function toStep2(page: Page) {
  await page.goto('/Reservation');
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Obi');
  await page.getByLabel('Phone number').fill('+234 803 555 0147');
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByRole('heading', { name: WIZARD_STEPS[1].question })).toBeVisible();
}

const shoot = async (page: Page, name: string) => {
  if (!SHOTS) return;
  for (const size of sizes) {
    await page.setViewportSize(size);
    await page.screenshot({ path: `${SHOTS}/${name}-${size.name}.png`, fullPage: true });
  }
  await page.setViewportSize(sizes[0]!);
};

test('a typed past day says so and keeps the text; a party of 9 is asked to call; 4 books without a seats box', async ({
  page,
}) => {
  await signUpVerifiedCustomer(page, 'rules');
  const { today, rules } = await availability(page);
  await toStep2(page);
  const dateBox = page.getByLabel('Date', { exact: true });

  // A past day, typed: kept as typed, the reason in words under the box.
  const yesterday = addDays(today, -1);
  await dateBox.fill(yesterday);
  await dateBox.press('Tab');
  await expect(page.getByText(messages.booking.datePast)).toBeVisible();
  await expect(dateBox).toHaveValue(yesterday);
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByText(messages.booking.datePast)).toBeVisible();
  await expect(dateBox).toHaveValue(yesterday);
  await shoot(page, 'wizard-date-past');

  // An impossible day: the spec's words, the text kept.
  await dateBox.fill('2026-02-30');
  await dateBox.press('Tab');
  await expect(page.getByText(messages.booking.dateInvalid)).toBeVisible();
  await expect(dateBox).toHaveValue('2026-02-30');

  // A real day: the toast of the refused step does not follow to the next.
  const day = addDays(today, 5);
  await dateBox.fill(day);
  await dateBox.press('Tab');
  await page.getByLabel('Time', { exact: true }).selectOption('18:00');

  // One box: the party, beside the day and time. Nine is over the online maximum: one message,
  // call us with the phone; the day and time wait, and Next adds no other complaint.
  await expect(page.getByLabel('Number of seats')).toHaveCount(0);
  const guests = page.getByLabel('Number of guests');
  await guests.fill('9');
  const callUs = messages.booking.callForGroups(rules.maxOnlineParty, rules.phone);
  await expect(page.getByText(callUs)).toBeVisible();
  expect(callUs).toContain('For groups over 8 please call us');
  await expect(page.getByRole('link', { name: `Call ${rules.phone}` })).toBeVisible();
  await expect(dateBox).toHaveCount(0);
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByText(t.fillRequired)).toHaveCount(0);
  await expect(page.getByText(callUs)).toHaveCount(1);
  await expect(page.locator('.field-error')).toHaveCount(0);
  await shoot(page, 'wizard-party-9');

  // Four fits: the day and time come back as chosen; the last step only reviews the party.
  await guests.fill('4');
  await expect(page.getByText(callUs)).toHaveCount(0);
  await expect(dateBox).toHaveValue(day);
  await expect(page.getByLabel('Time', { exact: true })).toHaveValue('18:00');
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByRole('heading', { name: WIZARD_STEPS[2].question })).toBeVisible();
  await expect(page.getByText(t.fillRequired)).toHaveCount(0);
  await expect(page.getByLabel('Number of guests')).toHaveCount(0);
  await shoot(page, 'wizard-review');

  // Four books: four seats, and no seat count in the request.
  const request = page.waitForRequest(
    (r) => r.method() === 'POST' && r.url().endsWith('/api/reservations'),
  );
  await page.getByRole('button', { name: t.reserve }).click();
  const sent = (await request).postDataJSON();
  expect(sent).toMatchObject({ guests: 4, date: day, time: '18:00' });
  expect(sent).not.toHaveProperty('seats');
  await expect(page.getByText(w.requestReceived).first()).toBeVisible();
  await expect(page.getByText(/A table for 4 on/)).toBeVisible();
  await shoot(page, 'wizard-booked');
});
