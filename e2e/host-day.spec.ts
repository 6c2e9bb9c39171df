import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { bookingStageTexts as st } from '@shared/booking-stages';
import { type Availability, addDays } from '@shared/reservations';
import { apiCall } from './support/api';
import { expect, test } from './support/clock';
import { E2E_ADMIN } from './support/env';
import { signInAsAdmin, signUpVerifiedCustomer, waitForMail } from './support/helpers';

/**
 * The host's day in the browser: a diner has three bookings
 * for tomorrow; on the host's day view the owner declines one with a reason (the guest is mailed
 * it), confirms and seats another, and confirms another and marks it a no-show; the diner's
 * bookings page tells each in their words. Screenshots at phone and tablet sizes.
 */
const SHOTS = process.env.E2E_SHOTS_DIR;
const sizes = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'tablet', width: 820, height: 1180 },
];
const shoot = async (page: Page, name: string) => {
  if (!SHOTS) return;
  for (const size of sizes) {
    await page.setViewportSize(size);
    await page.screenshot({ path: `${SHOTS}/${name}-${size.name}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
};

test('the host declines with a reason, seats one booking and marks another a no-show', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const diner = await (await browser.newContext()).newPage();
  const { email } = await signUpVerifiedCustomer(diner, 'host-day');
  const { today } = (await (
    await diner.request.get('/api/reservations/availability')
  ).json()) as Availability;
  const tomorrow = addDays(today, 1);
  const { slots } = (await (
    await diner.request.get(`/api/reservations/availability?date=${tomorrow}&guests=2`)
  ).json()) as Availability;
  const times = slots.filter((s) => s.state === 'available').map((s) => s.time);
  expect(times.length).toBeGreaterThanOrEqual(3);
  // Three bookings of one diner (parties of 2: the sittings' seats are far from full).
  const tag = randomBytes(2).toString('hex');
  const guests = ['Declined', 'Seated', 'Missing'].map((who, i) => ({
    lastName: `${who}${tag}`,
    time: times[i] as string,
  }));
  for (const g of guests)
    await apiCall(diner.request, 'POST', '/api/reservations', {
      firstName: 'Ada',
      lastName: g.lastName,
      phone: '+234 803 555 0147',
      date: tomorrow,
      time: g.time,
      guests: 2,
      specialRequests: g.lastName.startsWith('Seated') ? 'Window, please' : '',
    });

  const owner = await (await browser.newContext()).newPage();
  await owner.setViewportSize({ width: 1280, height: 900 });
  await signInAsAdmin(owner, E2E_ADMIN.email, E2E_ADMIN.password);
  await owner.goto('/admin/reservations/day');
  await owner.locator('input[type="date"]').fill(tomorrow);
  const row = (lastName: string) => owner.locator('li.host-row', { hasText: lastName });
  const [declined, seated, missing] = guests.map((g) => row(g.lastName));
  await expect(declined!).toBeVisible();
  await expect(seated!).toContainText('Window, please');

  // Decline: a reason is asked for, and it is what the guest reads.
  await declined!.getByRole('button', { name: st.buttons.declined }).click();
  const dialog = owner.getByRole('dialog');
  await dialog.getByRole('button', { name: st.buttons.declined }).click();
  await expect(dialog.getByText(st.reasonRequired)).toBeVisible();
  await dialog.getByLabel('Reason for the guest').fill('We are closed for a private party.');
  await dialog.getByRole('button', { name: st.buttons.declined }).click();
  await expect(declined!).toContainText(st.labels.declined);
  await expect(declined!).toContainText('We are closed for a private party.');
  const mail = await waitForMail(email, /was declined/);
  expect(mail.text).toContain('We are closed for a private party.');

  // Confirm, then seat; confirm, then no-show. Each button appears only where the stage allows.
  for (const [booking, to] of [
    [seated!, 'seated'],
    [missing!, 'no_show'],
  ] as const) {
    await expect(booking.getByRole('button', { name: st.buttons.seated })).toHaveCount(0);
    await booking.getByRole('button', { name: st.buttons.confirmed }).click();
    await expect(booking).toContainText(st.labels.confirmed);
    await booking.getByRole('button', { name: st.buttons[to] }).click();
    await expect(booking).toContainText(st.labels[to]);
  }
  await expect(seated!.getByRole('button', { name: st.buttons.completed })).toBeVisible();
  await expect(missing!.getByRole('button')).toHaveCount(0);
  // Quick clicks update one toast that names the guest, instead of stacking five.
  await expect(owner.locator('.Toastify__toast')).toHaveCount(1);
  await expect(owner.locator('.Toastify__toast')).toContainText(
    `Ada ${guests[2]!.lastName}: no-show.`,
  );
  await shoot(owner, 'host-day');

  // The diner's page says what happened to each, in the diner's words.
  await diner.goto('/user/reservations');
  for (const [g, label] of [
    [guests[0]!, st.dinerLabels.declined],
    [guests[1]!, st.dinerLabels.seated],
    [guests[2]!, st.dinerLabels.no_show],
  ] as const) {
    await expect(diner.locator('li, article', { hasText: g.lastName }).first()).toContainText(
      label,
    );
  }
});
