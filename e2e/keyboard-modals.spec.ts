import { expect, test } from '@playwright/test';
import { adminTexts } from '@shared/admin';
import { cartTexts } from '@shared/cart';
import { checkoutTexts } from '@shared/checkout';
import { messages } from '@shared/messages';
import { orderTexts } from '@shared/orders';
import { sandboxTexts } from '@shared/payments';
import { reservationTexts as t } from '@shared/reservations';
import {
  customerWithHistory,
  describeFocus,
  expectAnnounced,
  expectFocusTrapped,
  tabTo,
} from './support/a11y';
import { E2E_ADMIN } from './support/env';
import { signInAsAdmin, signUpVerifiedCustomer } from './support/helpers';
import { frameOf, fromTop } from './support/keyboard';

/**
 * With the keyboard alone (see keyboard.spec.ts): every modal keeps the focus inside while open and
 * gives it back to its opener when closed, for a diner and in the back office.
 */

test('every modal of a diner keeps the focus inside and gives it back to its opener', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const diner = await signUpVerifiedCustomer(page, 'kbd-modals');
  await customerWithHistory(page.request, diner.email);

  // Cart: the remove confirmation, closed with Escape, then with its Cancel button.
  await fromTop(page, '/cart');
  const remove = page.getByRole('button', { name: /^Remove / }).first();
  await tabTo(page, remove);
  await page.keyboard.press('Enter');
  const removeDialog = page.getByRole('dialog', { name: cartTexts.confirmDelete });
  await expect(removeDialog).toBeVisible();
  await expectFocusTrapped(page, removeDialog);
  await page.keyboard.press('Escape');
  await expect(removeDialog).toBeHidden();
  await expect(remove).toBeFocused();
  await page.keyboard.press('Space');
  await tabTo(page, removeDialog.getByRole('button', { name: 'Cancel' }));
  await page.keyboard.press('Enter');
  await expect(remove).toBeFocused();

  // Checkout: the address modal and the provider's frame.
  await fromTop(page, '/checkout/payment');
  const change = page.getByRole('button', { name: checkoutTexts.changeAddress });
  await tabTo(page, change);
  await page.keyboard.press('Enter');
  const addressDialog = page.getByRole('dialog', { name: checkoutTexts.changeAddress });
  await expectFocusTrapped(page, addressDialog);
  await page.keyboard.press('Escape');
  await expect(change).toBeFocused();

  // Who pays is on the page (no dialog): the summary's button opens the provider's frame.
  const proceed = page.getByRole('button', { name: checkoutTexts.proceedToPay });
  await tabTo(page, proceed);
  await page.keyboard.press('Enter');
  await expect(frameOf(page).getByLabel(sandboxTexts.cardNumber)).toBeVisible();
  const overlay = page.locator('.pay-overlay.is-loaded');
  await expect(overlay).toBeVisible();
  await expectFocusTrapped(page, page.locator('.pay-overlay'), 16);
  // Escape is the storefront's own way out; inside the provider's page its Cancel button is.
  await tabTo(page, page.getByRole('button', { name: 'Close payment window' }));
  await page.keyboard.press('Escape');
  await expect(overlay).toHaveCount(0);
  await expectAnnounced(page, checkoutTexts.paymentCancelled);
  await expect(proceed, `focus is on ${await describeFocus(page)}`).toBeFocused();

  // Orders: the cancel confirmation, kept with 'Keep order'.
  await fromTop(page, '/user/present-orders');
  const cancelOrder = page
    .getByRole('button', { name: new RegExp(orderTexts.cancelOrder) })
    .first();
  await tabTo(page, cancelOrder);
  await page.keyboard.press('Enter');
  const orderDialog = page.getByRole('dialog', { name: orderTexts.cancelQuestion });
  await expectFocusTrapped(page, orderDialog);
  await tabTo(page, orderDialog.getByRole('button', { name: orderTexts.keepOrder }));
  await page.keyboard.press('Enter');
  await expect(orderDialog).toBeHidden();
  await expect(cancelOrder).toBeFocused();

  // Reservations: the cancel dialog, this time confirmed; the toast is announced.
  await fromTop(page, '/user/reservations');
  const cancelReservation = page.getByRole('button', { name: t.cancelButton }).first();
  await tabTo(page, cancelReservation);
  await page.keyboard.press('Enter');
  const reservationDialog = page.getByRole('dialog', { name: t.cancelQuestion });
  await expectFocusTrapped(page, reservationDialog);
  await page.keyboard.press('Escape');
  await expect(cancelReservation).toBeFocused();
  await page.keyboard.press('Enter');
  await tabTo(page, reservationDialog.getByRole('button', { name: t.cancelButton }));
  await page.keyboard.press('Enter');
  await expectAnnounced(page, t.canceled);
  // Its button is gone with the booking it canceled: the focus waits in the content, not lost.
  await expect(cancelReservation).toHaveCount(0);
  await expect(page.locator('#main')).toBeFocused();

  // Cart again: deleting the dish is announced too.
  await fromTop(page, '/cart');
  await tabTo(page, page.getByRole('button', { name: /^Remove / }).first());
  await page.keyboard.press('Enter');
  await tabTo(page, removeDialog.getByRole('button', { name: cartTexts.delete }));
  await page.keyboard.press('Enter');
  await expectAnnounced(page, messages.toast.itemRemoved);
  await expect(page.getByText(cartTexts.empty)).toBeVisible();
  await expect(page.locator('#main')).toBeFocused();
});

test("the admin's dish form keeps the focus inside and gives it back", async ({ page }) => {
  await signInAsAdmin(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await fromTop(page, '/admin/products');
  const add = page.getByRole('button', { name: adminTexts.addDish });
  await tabTo(page, add);
  await page.keyboard.press('Enter');
  const form = page.getByRole('dialog', { name: adminTexts.addDish });
  await expect(form).toBeVisible();
  await expectFocusTrapped(page, form);
  await page.keyboard.press('Escape');
  await expect(form).toBeHidden();
  await expect(add).toBeFocused();

  const edit = page.getByRole('button', { name: new RegExp(`^${adminTexts.editDish}: `) }).first();
  await tabTo(page, edit, { max: 60 });
  await page.keyboard.press('Enter');
  const editForm = page.getByRole('dialog', { name: adminTexts.editDish });
  await tabTo(page, editForm.getByRole('button', { name: adminTexts.cancel }), { max: 30 });
  await page.keyboard.press('Enter');
  await expect(editForm).toBeHidden();
  await expect(edit).toBeFocused();
});
