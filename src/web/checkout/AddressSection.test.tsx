import { ADDRESS_MAX_LENGTH, ADDRESS_MIN_LENGTH, checkoutTexts as t } from '@shared/checkout';
import { deliveryAddressTexts } from '@shared/delivery-address';
import { checkoutLine, fakeCheckout, savedAddress } from '@test/support/web/fake-checkout';
import { fetchStub, respondError } from '@test/support/web/fetch-stub';
import { customer, renderScreen } from '@test/support/web/render';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import CheckoutPage from './CheckoutPage';

const lines = [checkoutLine('Margherita', 4500_00, 2)];
const newest = savedAddress('14 Admiralty Way, Lekki Phase 1, Lagos', '+234 803 555 0147');
const office = savedAddress('3 Broad Street, Lagos Island', '0803-555-0100', 'Lagos Island');

async function openAddresses(addresses = [newest, office]) {
  const server = fakeCheckout(fetchStub, { lines, addresses, option: 'Home Delivery' });
  const view = await renderScreen(<CheckoutPage />, { path: '/checkout/payment', user: customer });
  const step = await screen.findByRole('region', { name: t.customerAddress });
  return { ...view, server, step };
}

/** Opens the address form, types into it and presses Save. */
async function addAddress(
  { events, step }: Awaited<ReturnType<typeof openAddresses>>,
  address: string,
  phone: string,
  area = 'Lekki Phase 1',
) {
  const opener = within(step).getByRole('button', { name: /^(Add address|Change address)$/ });
  await events.click(opener);
  const dialog = await screen.findByRole('dialog', { name: /^(Add address|Change address)$/ });
  const form = within(dialog);
  await events.clear(form.getByLabelText(t.newAddress));
  await events.clear(form.getByLabelText(t.phoneNumber));
  if (address) {
    // Pasted: typing 200 characters one by one would only slow the suite down.
    await events.click(form.getByLabelText(t.newAddress));
    await events.paste(address);
  }
  if (phone) await events.type(form.getByLabelText(t.phoneNumber), phone);
  await events.clear(form.getByLabelText(t.area));
  if (area) await events.type(form.getByLabelText(t.area), area);
  await events.click(form.getByRole('button', { name: t.save }));
  return dialog;
}

describe('checkout: saved addresses', () => {
  it('selects the newest address and shows it on top; another can be picked', async () => {
    const { events, step } = await openAddresses();
    // Chosen by an effect once the addresses arrived.
    await waitFor(() =>
      expect(within(step).getByRole('radio', { name: new RegExp(newest.address) })).toBeChecked(),
    );
    expect(within(step).getAllByText(newest.address)).toHaveLength(2);
    await events.click(within(step).getByRole('radio', { name: new RegExp(office.address) }));
    expect(within(step).getByRole('radio', { name: new RegExp(office.address) })).toBeChecked();
    expect(within(step).getAllByText(office.address)).toHaveLength(2);
    expect(within(step).getAllByText(newest.address)).toHaveLength(1);
  });

  it('preselects the default address, not the newest', async () => {
    const home = { ...office, isDefault: true };
    const { step } = await openAddresses([newest, home]);
    await waitFor(() =>
      expect(within(step).getByRole('radio', { name: new RegExp(home.address) })).toBeChecked(),
    );
    expect(within(step).getByRole('radio', { name: new RegExp(newest.address) })).not.toBeChecked();
  });

  it('removes an address; removing the chosen one picks the next', async () => {
    const { events, step } = await openAddresses();
    await events.click(within(step).getByRole('button', { name: `${t.remove} ${newest.address}` }));
    expect(await within(step).findByText(t.addressRemoved)).toBeVisible();
    expect(within(step).queryByText(newest.address)).not.toBeInTheDocument();
    // The next one is chosen by the same effect, after the list without the removed one is drawn.
    await waitFor(() =>
      expect(within(step).getByRole('radio', { name: new RegExp(office.address) })).toBeChecked(),
    );
    expect(fetchStub.callsTo('DELETE', '/api/checkout/addresses/:id')[0]?.params.id).toBe(
      newest.id,
    );
  });

  it('with none saved, asks for one and offers "Add address"', async () => {
    const { step } = await openAddresses([]);
    expect(within(step).getByText(t.noAddress)).toBeVisible();
    expect(within(step).getByRole('button', { name: t.addAddress })).toBeVisible();
    expect(within(step).queryByRole('radio')).not.toBeInTheDocument();
  });
});

describe('checkout: the new address form', () => {
  it.each([
    ['too short', 'a'.repeat(ADDRESS_MIN_LENGTH - 1)],
    ['too long', 'a'.repeat(ADDRESS_MAX_LENGTH + 1)],
    ['only spaces around too little', `  ${'b'.repeat(ADDRESS_MIN_LENGTH - 1)}  `],
  ])('refuses an address %s', async (_case, address) => {
    const view = await openAddresses([]);
    const dialog = await addAddress(view, address, '+234 803 555 0147');
    expect(await within(dialog).findByText(t.addressLength)).toBeVisible();
    expect(fetchStub.callsTo('POST', '/api/checkout/addresses')).toHaveLength(0);
  });

  it.each(['', 'call me', '12345', '+234 803 555 0147 0000 99', '0803/555/0147'])(
    'refuses the phone number "%s"',
    async (phone) => {
      const view = await openAddresses([]);
      const dialog = await addAddress(view, '12 Marina Road, Lagos', phone);
      expect(await within(dialog).findByText(t.phoneInvalid)).toBeVisible();
      expect(within(dialog).getByLabelText(t.phoneNumber)).toHaveAttribute('aria-invalid', 'true');
      expect(fetchStub.callsTo('POST', '/api/checkout/addresses')).toHaveLength(0);
    },
  );

  it('saves a valid address (5 characters is enough), selects it and says so', async () => {
    const view = await openAddresses();
    const dialog = await addAddress(view, '  Ikeja ', '(0803) 555-0147');
    expect(await within(view.step).findByText(t.addressAdded)).toBeVisible();
    expect(dialog).not.toHaveAttribute('open');
    expect(within(view.step).getByRole('radio', { name: /Ikeja/ })).toBeChecked();
    expect(within(view.step).getAllByRole('radio')).toHaveLength(3);
    expect(fetchStub.callsTo('POST', '/api/checkout/addresses')[0]?.body).toEqual({
      address: 'Ikeja',
      phone: '(0803) 555-0147',
      area: 'Lekki Phase 1',
    });
  });

  it("keeps the form open with the server's reason when it refuses", async () => {
    const view = await openAddresses();
    fetchStub.on(
      'POST',
      '/api/checkout/addresses',
      respondError(409, 'conflict', t.tooManyAddresses),
    );
    const dialog = await addAddress(view, '12 Marina Road, Lagos', '+234 803 555 0147');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      t.addressUpdateError(t.tooManyAddresses),
    );
    await view.events.click(within(dialog).getByRole('button', { name: t.cancel }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the directions for the rider and shows the whole address: street, area, directions', async () => {
    const view = await openAddresses([]);
    const opener = within(view.step).getByRole('button', { name: t.addAddress });
    await view.events.click(opener);
    const form = within(await screen.findByRole('dialog', { name: t.addAddress }));
    await view.events.type(form.getByLabelText(t.newAddress), '7 Admiralty Road');
    await view.events.type(form.getByLabelText(t.area), 'Lekki Phase 1');
    await view.events.type(form.getByLabelText(t.phoneNumber), '+234 803 555 0147');
    await view.events.type(
      form.getByLabelText(deliveryAddressTexts.directions),
      'Blue gate opposite the pharmacy',
    );
    await view.events.click(form.getByRole('button', { name: t.save }));
    await waitFor(() =>
      expect(fetchStub.callsTo('POST', '/api/checkout/addresses')).toHaveLength(1),
    );
    expect(fetchStub.callsTo('POST', '/api/checkout/addresses')[0]?.body).toEqual({
      address: '7 Admiralty Road',
      area: 'Lekki Phase 1',
      phone: '+234 803 555 0147',
      directions: 'Blue gate opposite the pharmacy',
    });
    const whole = '7 Admiralty Road, Lekki Phase 1 (Blue gate opposite the pharmacy)';
    expect(
      await within(view.step).findByRole('radio', { name: new RegExp(escapeParens(whole)) }),
    ).toBeChecked();
  });
});

const escapeParens = (text: string) => text.replace(/[()]/g, '\\$&');
