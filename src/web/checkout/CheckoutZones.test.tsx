import { checkoutTexts as t } from '@shared/checkout';
import { deliveryTermsTexts } from '@shared/delivery-terms';
import type { DeliveryZone } from '@shared/hours';
import { formatMoney } from '@shared/money';
import {
  addressChosen,
  checkoutLine,
  fakeCheckout,
  savedAddress,
} from '@test/support/web/fake-checkout';
import { fetchStub, respondError } from '@test/support/web/fetch-stub';
import { customer, renderScreen } from '@test/support/web/render';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import CheckoutPage from './CheckoutPage';

const LEKKI: DeliveryZone = {
  name: 'Lekki',
  areas: ['Lekki Phase 1'],
  feeMinor: 800_00,
  minimumOrderMinor: 5_000_00,
  freeAboveMinor: 20_000_00,
  estimatedMinutes: 40,
};
const lines = [checkoutLine('Margherita', 4_500_00, 2)];
const ITEMS = 9_000_00;
const home = savedAddress('14 Admiralty Way, Lagos', '+234 803 555 0147', 'Lekki Phase 1');
const far = savedAddress('2 Lagos Road, Epe', '+234 803 555 0147', 'Epe');

const openCheckout = () =>
  renderScreen(<CheckoutPage />, {
    path: '/checkout/payment',
    route: '/checkout/payment',
    user: customer,
  });
const orderSummary = () => screen.findByRole('complementary', { name: t.orderSummary });
const feeOf = (summary: HTMLElement) =>
  within(summary).getByText(t.deliveryFee, { selector: 'dt' }).nextElementSibling;

describe('checkout: delivery zones', () => {
  it('charges the zone fee and shows its estimate for an address in a zone', async () => {
    fakeCheckout(fetchStub, { lines, addresses: [home], option: 'Home Delivery', zones: [LEKKI] });
    const { events } = await openCheckout();
    const summary = await orderSummary();
    expect(await screen.findByText(deliveryTermsTexts.zoneLine('Lekki', 40))).toBeVisible();
    expect(screen.getByText(deliveryTermsTexts.freeAbove(20_000_00))).toBeVisible();
    expect(feeOf(summary)).toHaveTextContent(formatMoney(800_00));
    await addressChosen(home);
    fetchStub.on('POST', '/api/checkout/payments', respondError(409, 'conflict', t.cartEmpty));
    await events.click(screen.getByRole('button', { name: t.proceedToPay }));
    await waitFor(() =>
      expect(fetchStub.callsTo('POST', '/api/checkout/payments')).toHaveLength(1),
    );
    expect(fetchStub.callsTo('POST', '/api/checkout/payments')[0]?.body).toMatchObject({
      expectedTotalMinor: ITEMS + 800_00,
    });
  });

  it('says in words that an address in no zone is not delivered to, and offers pickup', async () => {
    fakeCheckout(fetchStub, {
      lines,
      addresses: [far, home],
      option: 'Home Delivery',
      zones: [LEKKI],
    });
    const { events } = await openCheckout();
    const summary = await orderSummary();
    const words = 'We do not deliver to Epe yet. You can choose pickup instead.';
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent(words);
    expect(feeOf(summary)).toHaveTextContent('—');
    // Proceeding is refused with the same words; nothing is started.
    await addressChosen(far);
    await events.click(screen.getByRole('button', { name: t.proceedToPay }));
    expect(within(summary).getByRole('alert')).toHaveTextContent(words);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Choosing the address in the zone prices it again.
    await events.click(screen.getByRole('radio', { name: new RegExp(home.address) }));
    expect(await screen.findByText(deliveryTermsTexts.zoneLine('Lekki', 40))).toBeVisible();
    expect(fetchStub.callsTo('GET', '/api/checkout').at(-1)?.query.get('addressId')).toBe(home.id);
    // Back to the far address: "Choose pickup instead" switches to pickup, no fee.
    await events.click(screen.getByRole('radio', { name: new RegExp(far.address) }));
    await events.click(
      await screen.findByRole('button', { name: deliveryTermsTexts.choosePickup }),
    );
    expect(await within(summary).findByText(t.pickupNoFee)).toBeVisible();
    expect(fetchStub.callsTo('PUT', '/api/checkout/delivery')[0]?.body).toEqual({
      option: 'Pickup Station',
    });
  });

  it('below the zone minimum, says how much more is needed', async () => {
    fakeCheckout(fetchStub, {
      lines,
      addresses: [home],
      option: 'Home Delivery',
      zones: [{ ...LEKKI, minimumOrderMinor: 10_000_00 }],
    });
    await openCheckout();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `The minimum order for delivery to Lekki is ${formatMoney(10_000_00)}. Add ${formatMoney(1_000_00)} more, or choose pickup.`,
    );
    expect(screen.getByRole('link', { name: deliveryTermsTexts.addDishes })).toBeVisible();
  });

  it('asks for the area of an address saved before zones', async () => {
    const old = savedAddress('3 Old Street, Lagos', '+234 803 555 0147', null);
    fakeCheckout(fetchStub, { lines, addresses: [old], option: 'Home Delivery', zones: [LEKKI] });
    await openCheckout();
    expect(await screen.findByRole('alert')).toHaveTextContent(deliveryTermsTexts.noArea);
  });

  it('the new address form asks for the area or postcode', async () => {
    fakeCheckout(fetchStub, { lines, addresses: [], option: 'Home Delivery', zones: [LEKKI] });
    const { events } = await openCheckout();
    await events.click(await screen.findByRole('button', { name: t.addAddress }));
    const dialog = await screen.findByRole('dialog', { name: t.addAddress });
    await events.type(within(dialog).getByLabelText(t.newAddress), '14 Admiralty Way, Lagos');
    await events.type(within(dialog).getByLabelText(t.phoneNumber), '+234 803 555 0147');
    await events.click(within(dialog).getByRole('button', { name: t.save }));
    expect(await within(dialog).findByText(t.areaLength)).toBeVisible();
    await events.type(within(dialog).getByLabelText(t.area), 'Lekki Phase 1');
    await events.click(within(dialog).getByRole('button', { name: t.save }));
    expect(await screen.findByText(deliveryTermsTexts.zoneLine('Lekki', 40))).toBeVisible();
    expect(fetchStub.callsTo('POST', '/api/checkout/addresses')[0]?.body).toMatchObject({
      area: 'Lekki Phase 1',
    });
  });
});
