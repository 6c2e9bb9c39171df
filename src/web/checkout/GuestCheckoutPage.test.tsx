import { checkoutTexts as t } from '@shared/checkout';
import { deliveryAddressTexts } from '@shared/delivery-address';
import { deliveryTermsTexts } from '@shared/delivery-terms';
import { guestCheckoutTexts as g } from '@shared/guest-checkout';
import type { DeliveryZone } from '@shared/hours';
import { notDeliveredMessage } from '@shared/hours/zones';
import { messages } from '@shared/messages';
import { checkoutLine, PICKUP_PLACE } from '@test/support/web/fake-checkout';
import { fakeGuestCheckout } from '@test/support/web/fake-guest-checkout';
import { fetchStub, respondError } from '@test/support/web/fetch-stub';
import { nowAt, renderScreen } from '@test/support/web/render';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import GuestCheckoutPage from './GuestCheckoutPage';

const margherita = {
  ...checkoutLine('Margherita', 8800_00),
  note: 'well done',
  choices: [
    { groupId: 'g1', choiceId: 'c1', group: 'Size', name: 'Large', deltaMinor: 3000_00 },
    { groupId: 'g2', choiceId: 'c2', group: 'Extras', name: 'Olives', deltaMinor: 500_00 },
  ],
};
const ISLAND: DeliveryZone = {
  name: 'Lagos Island',
  areas: ['Ikoyi'],
  feeMinor: 900_00,
  minimumOrderMinor: 0,
  freeAboveMinor: null,
  estimatedMinutes: 35,
};

const openGuestCheckout = (path = '/checkout/payment') =>
  renderScreen(<GuestCheckoutPage />, { path, route: '/checkout/payment', user: null });
const summary = () => screen.findByRole('complementary', { name: t.orderSummary });
const proceed = () => screen.getByRole('button', { name: t.proceedToPay });

describe('guest checkout', () => {
  it('asks a guest for name, e-mail and phone, offers sign-in, and shows the cart with its choices', async () => {
    fakeGuestCheckout(fetchStub, { lines: [margherita] });
    await openGuestCheckout();
    const box = await summary();
    expect(box).toHaveTextContent('Large, Olives');
    expect(box).toHaveTextContent('well done');
    const details = screen.getByRole('region', { name: g.yourDetails });
    expect(within(details).getByLabelText(t.fullName)).toHaveValue('');
    expect(within(details).getByLabelText(t.email)).toHaveAttribute('type', 'email');
    expect(within(details).getByLabelText(t.phoneNumber)).toHaveAttribute('type', 'tel');
    expect(screen.getByRole('link', { name: g.signIn })).toHaveAttribute(
      'href',
      '/Auth/login?redirect=%2Fcheckout%2Fpayment',
    );
    expect(screen.getByRole('radio', { name: 'Home Delivery' })).toBeChecked();
  });

  it('says what is missing, in the server’s words, and starts nothing', async () => {
    fakeGuestCheckout(fetchStub, { lines: [margherita] });
    const { events } = await openGuestCheckout();
    await summary();
    await events.click(proceed());
    expect(await screen.findByText(t.fullNameRequired)).toBeVisible();
    for (const words of [t.emailInvalid, t.phoneInvalid, t.addressLength, t.areaLength])
      expect(screen.getByText(words)).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(g.checkDetails);
    expect(fetchStub.callsTo('POST', '/api/checkout/guest/payments')).toHaveLength(0);
  });

  it('prices delivery for the area typed; an area not delivered to offers pickup, which needs no address', async () => {
    fakeGuestCheckout(fetchStub, { lines: [margherita], zones: [ISLAND] });
    const { events } = await openGuestCheckout();
    await summary();
    await events.type(screen.getByLabelText(t.area), 'Ikeja');
    expect(await screen.findByText(notDeliveredMessage({ area: 'Ikeja' }))).toBeVisible();
    expect(
      fetchStub.callsTo('GET', '/api/checkout/guest').some((c) => c.query.get('area') === 'Ikeja'),
    ).toBe(true);
    await events.click(screen.getByRole('button', { name: deliveryTermsTexts.choosePickup }));
    expect(screen.getByRole('radio', { name: 'Pickup Station' })).toBeChecked();
    expect(screen.queryByLabelText(t.area)).toBeNull();
    expect(await screen.findByText(PICKUP_PLACE.address)).toBeVisible();
    await waitFor(async () => expect(await summary()).toHaveTextContent(t.pickupNoFee));
  });

  it('starts the payment with what was typed and the total shown, and tells the server’s refusal', async () => {
    fakeGuestCheckout(fetchStub, { lines: [margherita], zones: [ISLAND] });
    fetchStub.on(
      'POST',
      '/api/checkout/guest/payments',
      respondError(409, 'conflict', 'Online orders are paused.'),
    );
    const { events } = await openGuestCheckout();
    await summary();
    await events.type(screen.getByLabelText(t.fullName), 'Ngozi Guest');
    await events.type(screen.getByLabelText(t.email), ' ngozi@example.com ');
    await events.type(screen.getByLabelText(t.phoneNumber), '0803 555 0199');
    await events.type(screen.getByLabelText(g.deliveryAddress), '12 Bourdillon Road, Ikoyi');
    await events.type(screen.getByLabelText(t.area), 'Ikoyi');
    expect(await screen.findByText(/Delivery to Lagos Island/)).toBeVisible();
    await events.type(screen.getByLabelText(t.noteLabel), 'Ring twice');
    await events.click(proceed());
    await waitFor(() =>
      expect(fetchStub.callsTo('POST', '/api/checkout/guest/payments')).toHaveLength(1),
    );
    expect(fetchStub.callsTo('POST', '/api/checkout/guest/payments')[0]?.body).toEqual({
      fulfilment: 'delivery',
      fullName: 'Ngozi Guest',
      email: 'ngozi@example.com',
      phone: '0803 555 0199',
      address: '12 Bourdillon Road, Ikoyi',
      area: 'Ikoyi',
      note: 'Ring twice',
      expectedTotalMinor: 8800_00 + 900_00,
    });
    expect(await screen.findByText('Online orders are paused.')).toBeVisible();
  });

  it('back from the provider’s page: verified as the guest’s payment, then on to the order’s page', async () => {
    fakeGuestCheckout(fetchStub, { lines: [margherita] });
    fetchStub.on('POST', '/api/checkout/guest/payments/:reference/verify', {
      payment: { status: 'successful', orderIds: ['TV-1'] },
      orderPaths: ['/order/view-token'],
    });
    await openGuestCheckout('/checkout/payment?reference=ref-7');
    expect(await screen.findByText(nowAt('/order/view-token'))).toBeVisible();
    expect(
      fetchStub.callsTo('POST', '/api/checkout/guest/payments/:reference/verify')[0]?.params
        .reference,
    ).toBe('ref-7');
    expect(await screen.findByText(messages.toast.paymentRecorded)).toBeVisible();
  });

  it('sends the directions for the rider with the address and its area', async () => {
    fakeGuestCheckout(fetchStub, { lines: [margherita], zones: [ISLAND] });
    fetchStub.on('POST', '/api/checkout/guest/payments', respondError(409, 'conflict', 'Paused.'));
    const { events } = await openGuestCheckout();
    await summary();
    await events.type(screen.getByLabelText(t.fullName), 'Ngozi Guest');
    await events.type(screen.getByLabelText(t.email), 'ngozi@example.com');
    await events.type(screen.getByLabelText(t.phoneNumber), '0803 555 0199');
    await events.type(screen.getByLabelText(g.deliveryAddress), '12 Bourdillon Road');
    await events.type(screen.getByLabelText(t.area), 'Ikoyi');
    await events.type(screen.getByLabelText(deliveryAddressTexts.directions), 'Third floor');
    expect(await screen.findByText(/Delivery to Lagos Island/)).toBeVisible();
    await events.click(proceed());
    await waitFor(() =>
      expect(fetchStub.callsTo('POST', '/api/checkout/guest/payments')).toHaveLength(1),
    );
    expect(fetchStub.callsTo('POST', '/api/checkout/guest/payments')[0]?.body).toMatchObject({
      address: '12 Bourdillon Road',
      area: 'Ikoyi',
      directions: 'Third floor',
    });
  });
});
