import type { Page } from '@playwright/test';
import { wizardTexts } from '@shared/reservation-wizard';
import {
  type Availability,
  addDays,
  reservationTexts as t,
  WIZARD_STEPS,
} from '@shared/reservations';
import { expect, test } from './support/clock';
import { E2E_ADMIN } from './support/env';
import { signInAsAdmin, signUpVerifiedCustomer } from './support/helpers';

/**
 * Tables in the browser: the owner adds a table; a diner books 4 for tomorrow at a time
 * the tables offer (the party is asked before the times); the back office shows the booking's
 * table. Runs after the other journeys (playwright.config.ts): once a table exists, the whole
 * store books by tables. Screenshots (phone and desktop) into E2E_SHOTS_DIR when set.
 */
const SHOTS = process.env.E2E_SHOTS_DIR;
const sizes = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
];
const shoot = async (page: Page, name: string) => {
  if (!SHOTS) return;
  for (const size of sizes) {
    await page.setViewportSize(size);
    await page.screenshot({ path: `${SHOTS}/${name}-${size.name}.png`, fullPage: true });
  }
  await page.setViewportSize(sizes[1]!);
};

const TABLE = `Window ${Date.now().toString(36).slice(-4)}`;

test('the owner adds a table, a diner books 4 for tomorrow at an offered time, the admin sees the table', async ({
  browser,
}) => {
  // The owner lists a table of 2 to 4 seats on the terrace.
  const owner = await (await browser.newContext()).newPage();
  await signInAsAdmin(owner, E2E_ADMIN.email, E2E_ADMIN.password);
  await owner.getByRole('link', { name: 'Tables' }).click();
  await expect(owner.getByRole('heading', { name: 'Tables', level: 1 })).toBeVisible();
  await owner.getByLabel('Name').fill(TABLE);
  await owner.getByLabel('Area').fill('Terrace');
  await owner.getByLabel('Fewest seats').fill('2');
  await owner.getByLabel('Most seats').fill('4');
  await owner.getByRole('button', { name: 'Add table' }).click();
  await expect(owner.getByText(`${TABLE} saved.`)).toBeVisible();
  await expect(owner.locator('.table-row', { hasText: TABLE })).toContainText('2–4 seats');
  await shoot(owner, 'tables-editor');

  // The diner: details, then the party and the day, then one of the offered times.
  const diner = await (await browser.newContext()).newPage();
  await signUpVerifiedCustomer(diner, 'tables');
  const today = (
    (await (await diner.request.get('/api/reservations/availability')).json()) as Availability
  ).today;
  const tomorrow = addDays(today, 1);
  await diner.goto('/Reservation');
  await diner.getByLabel('First name').fill('Ada');
  await diner.getByLabel('Last name').fill('Obi');
  await diner.getByLabel('Phone number').fill('+234 803 555 0147');
  await diner.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(diner.getByRole('heading', { name: WIZARD_STEPS[1].question })).toBeVisible();
  await diner.getByLabel('Number of guests').fill('4');
  const dateBox = diner.getByLabel('Date', { exact: true });
  await dateBox.fill(tomorrow);
  await dateBox.press('Tab');
  const time = diner.getByLabel('Time', { exact: true });
  // The times come from the tables for a party of 4, every 30 minutes: 19:30 is one of them.
  await expect(time.locator('option', { hasText: '19:30' })).toHaveCount(1);
  await expect(
    diner.getByText('Only the times with a free table for your party are listed.'),
  ).toBeVisible();
  await time.selectOption('19:30');
  await shoot(diner, 'wizard-table-slots');
  await diner.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(diner.getByRole('heading', { name: WIZARD_STEPS[2].question })).toBeVisible();
  await expect(diner.locator('.wizard-recap')).toContainText('Table for 4');
  await expect(diner.getByLabel('Number of guests')).toHaveCount(0);
  const request = diner.waitForRequest(
    (r) => r.method() === 'POST' && r.url().endsWith('/api/reservations'),
  );
  await diner.getByRole('button', { name: t.reserve }).click();
  expect((await request).postDataJSON()).toMatchObject({
    guests: 4,
    date: tomorrow,
    time: '19:30',
  });
  await expect(diner.getByText(wizardTexts.requestReceived).first()).toBeVisible();

  // The back office lists the booking with its table, and offers to move it.
  await owner.goto('/admin/reservations');
  const card = owner.locator('.reservation-card', { hasText: /Ada Obi/ }).filter({
    hasText: '19:30',
  });
  await expect(card.first()).toContainText(TABLE);
  await expect(card.first().getByLabel('Table')).toHaveValue(/.+/);
  await shoot(owner, 'admin-reservation-table');
});
