import { cartTexts } from '@shared/cart';
import { catalogTexts } from '@shared/catalog';
import { checkoutTexts } from '@shared/checkout';
import { deliveryAddressTexts } from '@shared/delivery-address';
import { messages } from '@shared/messages';
import { SANDBOX_CARDS, sandboxTexts } from '@shared/payments';
import { wizardTexts } from '@shared/reservation-wizard';
import { addDays, reservationTexts as t, WIZARD_STEPS, zonedNow } from '@shared/reservations';
import { format } from 'date-fns';
import { apiCall, expectAnnounced, tabTo } from './support/a11y';
import { expect, PINNED_CLOCK, test } from './support/clock';
import { signUpVerifiedCustomer } from './support/helpers';
import { frameOf, fromTop } from './support/keyboard';

/**
 * The storefront with the keyboard alone: Tab, Shift+Tab, Enter, Space and the arrow keys, never
 * a click. A diner buys a dish from the menu to the paid order, books a table through the
 * wizard, and every modal keeps the focus inside while open and gives it back when closed.
 *
 * The browser is in Los Angeles, far from the restaurant (Lagos): for hours each day the two
 * dates differ, and the journeys must pass then too (E2E_CLOCK=...T23:30:00Z proves it).
 */
test.use({ timezoneId: 'America/Los_Angeles' });

test('a diner goes from the menu to a paid order with the keyboard alone', async ({ page }) => {
  test.setTimeout(300_000);
  await signUpVerifiedCustomer(page, 'kbd-buyer');

  // Menu: the skip link, then the category with the arrow keys.
  await fromTop(page, '/Menu');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  const category = page.getByLabel('Category');
  await tabTo(page, category);
  // The categories the arrows pass over are not loaded, only the one chosen (the whole menu under
  // the dropdown may already hold it: then nothing is asked for).
  const loaded: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/menu') loaded.push(url.searchParams.get('category') ?? '');
  });
  await page.keyboard.press('ArrowDown'); // the first category, Pizza: only passed over
  await page.keyboard.press('ArrowDown'); // Burger
  await page.keyboard.press('ArrowUp'); // back to Pizza
  await page.keyboard.press('Enter'); // the choice is made (or made by a 1 s rest before)
  await expect(page).toHaveURL(/\/Menu\?category=Pizza$/);
  await expect(page.getByRole('article').first()).toBeVisible();
  expect(loaded.filter((name) => name !== 'Pizza')).toEqual([]);
  await expect(category).toBeFocused();

  const card = page.getByRole('article').first();
  const dish = (await card.getByRole('heading').textContent()) ?? '';
  const add = card.getByRole('button', { name: catalogTexts.addToCart });
  await tabTo(page, add);
  await page.keyboard.press('Enter');
  await expectAnnounced(page, messages.toast.itemAdded);
  await expect(page.getByTestId('cart-count')).toHaveText('1');

  // Back up to the cart link in the header.
  const cartLink = page.getByRole('link', { name: /^Cart, 1 item/ });
  await tabTo(page, cartLink, { backwards: true });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('heading', { name: dish, exact: true })).toBeVisible();

  await tabTo(page, page.getByRole('link', { name: cartTexts.checkout, exact: true }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/checkout\/payment$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(checkoutTexts.title);

  // 1. Address, in its modal: focus starts inside, Enter saves, focus comes back to the button.
  const addAddress = page.getByRole('button', { name: checkoutTexts.addAddress });
  await tabTo(page, addAddress);
  await page.keyboard.press('Enter');
  const addressDialog = page.getByRole('dialog', { name: checkoutTexts.addAddress });
  await expect(addressDialog.getByLabel(checkoutTexts.newAddress)).toBeFocused();
  await page.keyboard.type('3 Allen Avenue, Ikeja, Lagos');
  await page.keyboard.press('Tab');
  await expect(addressDialog.getByLabel(checkoutTexts.area)).toBeFocused();
  await page.keyboard.type('Ikeja');
  await page.keyboard.press('Tab');
  await expect(addressDialog.getByLabel(deliveryAddressTexts.directions)).toBeFocused();
  await page.keyboard.type('Blue gate beside the pharmacy');
  await page.keyboard.press('Tab');
  await expect(addressDialog.getByLabel(checkoutTexts.phoneNumber)).toBeFocused();
  await page.keyboard.type('0803 555 0147');
  await page.keyboard.press('Enter');
  await expect(addressDialog).toBeHidden();
  await expectAnnounced(page, checkoutTexts.addressAdded);
  await expect(page.getByRole('button', { name: checkoutTexts.changeAddress })).toBeFocused();
  await expect(page.getByRole('radio', { name: /3 Allen Avenue/ })).toBeChecked();

  // 2. Delivery: Select, Space on a radio, arrows to the other, Save.
  const delivery = page.getByRole('region', { name: checkoutTexts.deliveryDetails });
  await tabTo(page, delivery.getByRole('button', { name: checkoutTexts.select }));
  await page.keyboard.press('Enter');
  await tabTo(page, delivery.getByRole('radio', { name: 'Home Delivery' }));
  await page.keyboard.press('Space');
  await expect(delivery.getByRole('radio', { name: 'Home Delivery' })).toBeChecked();
  await page.keyboard.press('ArrowDown');
  await expect(delivery.getByRole('radio', { name: 'Pickup Station' })).toBeChecked();
  await page.keyboard.press('ArrowUp');
  await expect(delivery.getByRole('radio', { name: 'Home Delivery' })).toBeChecked();
  await tabTo(page, delivery.getByRole('button', { name: checkoutTexts.save }));
  await page.keyboard.press('Enter');
  await expectAnnounced(page, checkoutTexts.deliveryUpdated);

  // 3. Pay: who pays is on the page, filled from the account; the summary's button opens the
  // provider's frame.
  const pay = page.getByRole('region', { name: checkoutTexts.paymentMethod });
  await tabTo(page, pay.getByLabel(checkoutTexts.fullName));
  await tabTo(page, page.getByRole('button', { name: checkoutTexts.proceedToPay }));
  await page.keyboard.press('Enter');

  const frame = frameOf(page);
  const cardNumber = frame.getByLabel(sandboxTexts.cardNumber);
  await expect(cardNumber).toBeVisible();
  await expect(page.locator('.pay-overlay.is-loaded')).toBeVisible();
  await tabTo(page, cardNumber);
  await page.keyboard.type(SANDBOX_CARDS.success);
  await page.keyboard.press('Tab');
  await expect(frame.getByLabel(sandboxTexts.expiry)).toBeFocused();
  await page.keyboard.type('12/39');
  await page.keyboard.press('Tab');
  await expect(frame.getByLabel(sandboxTexts.cvv)).toBeFocused();
  await page.keyboard.type('408');
  await page.keyboard.press('Tab');
  await expect(frame.getByRole('button', { name: sandboxTexts.pay, exact: true })).toBeFocused();
  await page.keyboard.press('Enter');

  await expectAnnounced(page, messages.toast.paymentRecorded);
  await expect(page).toHaveURL(/\/user\/present-orders$/, { timeout: 20_000 });
  await expect(page.locator('[data-order-id]').filter({ hasText: dish })).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('0');
});

test('a diner books a table through the wizard with the keyboard alone, the day picked in the calendar', async ({
  page,
}) => {
  await signUpVerifiedCustomer(page, 'kbd-booker');
  const { today } = await apiCall<{ today: string }>(
    page.request,
    'GET',
    '/api/reservations/availability',
  );
  if (PINNED_CLOCK) {
    // Proof runs only: both clocks really stand at the pinned moment (e2e/support/clock.ts).
    expect(today).toBe(zonedNow(new Date(PINNED_CLOCK), 'Africa/Lagos').date);
    expect(await page.evaluate(() => Date.now())).toBe(Date.parse(PINNED_CLOCK));
  }
  await fromTop(page, '/Reservation');

  // Step 1: the details (no e-mail field: the mails go to the account's own address).
  await tabTo(page, page.getByLabel('First name'));
  await page.keyboard.press('Control+A'); // over the account's name, filled in
  await page.keyboard.type('Kemi');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Control+A');
  await page.keyboard.type('Adeyemi');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Phone number')).toBeFocused();
  await page.keyboard.type('0803 555 0199');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: WIZARD_STEPS[1].question })).toBeFocused();

  // Step 2: the party first, counted up with the arrows (seats are guests).
  const guests = page.getByLabel('Number of guests');
  await tabTo(page, guests);
  await page.keyboard.press('Control+A');
  await page.keyboard.type('3');
  await page.keyboard.press('ArrowUp');
  await expect(guests).toHaveValue('4');
  await expect(page.getByLabel('Number of seats')).toHaveCount(0);

  // Then the day: the calendar opens as the date box gets the focus; the arrows move a week (Down)
  // or a day (Right), Enter picks the day.
  const dateBox = page.getByLabel('Date', { exact: true });
  await tabTo(page, dateBox);
  await expect(page.locator('.react-datepicker')).toBeVisible();
  await page.keyboard.press('ArrowDown'); // into the calendar, on the restaurant's today
  const todayCell = page.locator('.react-datepicker__day[aria-current="date"]');
  await expect(todayCell).toBeFocused();
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  await expect(todayCell).toHaveAttribute(
    'aria-label',
    `Choose ${format(new Date(year, month - 1, day), 'PPPP')}`,
  );
  await page.keyboard.press('ArrowDown'); // a week later
  await page.keyboard.press('ArrowRight'); // and one more day
  await page.keyboard.press('Enter');
  const date = addDays(today, 8);
  await expect(dateBox).toHaveValue(date);
  await expect(page.locator('.react-datepicker')).toHaveCount(0);

  const time = page.getByLabel('Time', { exact: true });
  // The picked day's slots arrive by a request: arrows pressed before they are in the list would
  // move through the old options and land on another time.
  await expect(time.getByRole('option', { name: '14:00', exact: true })).toBeEnabled();
  await tabTo(page, time);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(time).toHaveValue('14:00');
  await tabTo(page, page.getByRole('button', { name: t.next, exact: true }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: WIZARD_STEPS[2].question })).toBeFocused();

  // Step 3: the party shown, not asked again; the requests; Enter back and forth.
  await expect(guests).toHaveCount(0);
  await expect(page.locator('.wizard-recap')).toContainText('Table for 4');
  await tabTo(page, page.getByLabel('Special requests'));
  await page.keyboard.type('A quiet corner, please');

  await tabTo(page, page.getByRole('button', { name: t.previous }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: WIZARD_STEPS[1].question })).toBeFocused();
  await expect(dateBox).toHaveValue(date);
  await expect(guests).toHaveValue('4');
  await tabTo(page, page.getByRole('button', { name: t.next, exact: true }));
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Special requests')).toHaveValue('A quiet corner, please');

  await tabTo(page, page.getByRole('button', { name: t.reserve }));
  await page.keyboard.press('Enter');
  await expectAnnounced(page, wizardTexts.requestReceived);
  await expect(page.getByRole('status').filter({ hasText: 'A table for 4' })).toContainText(
    '14:00',
  );

  const mine = await apiCall<{ items: Array<{ date: string; time: string; seats: number }> }>(
    page.request,
    'GET',
    '/api/reservations/mine',
  );
  expect(mine.items).toEqual(
    expect.arrayContaining([expect.objectContaining({ date, time: '14:00', seats: 4 })]),
  );
});
