import { checkoutTexts } from '@shared/checkout';
import { messages } from '@shared/messages';
import { fakeCheckout, savedAddress } from '@test/support/web/fake-checkout';
import { fetchStub } from '@test/support/web/fetch-stub';
import { customer, renderScreen } from '@test/support/web/render';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AddressesPanel } from './SavedAddresses';

const t = messages.savedAddresses;

async function openPanel() {
  const home = savedAddress(
    '14 Admiralty Way, Lekki Phase 1, Lagos',
    undefined,
    'Lekki Phase 1',
    true,
  );
  const office = savedAddress('2 Broad Street, Lagos Island', '+234 803 555 0100', 'Lagos Island');
  fakeCheckout(fetchStub, { lines: [], addresses: [office, home] });
  const view = await renderScreen(<AddressesPanel />, { user: customer });
  await screen.findByText(home.address);
  const item = (text: string) => screen.getByText(text).closest('li') as HTMLElement;
  return { ...view, home, office, item };
}

describe('saved addresses on the account page', () => {
  it('marks the default, and "Make default" moves it', async () => {
    const { events, home, office, item } = await openPanel();
    expect(within(item(home.address)).getByText(t.defaultBadge)).toBeInTheDocument();
    expect(within(item(office.address)).queryByText(t.defaultBadge)).toBeNull();
    expect(screen.queryByRole('button', { name: t.makeDefaultOf(home.address) })).toBeNull();

    await events.click(screen.getByRole('button', { name: t.makeDefaultOf(office.address) }));
    expect(await screen.findByText(checkoutTexts.addressMadeDefault)).toBeInTheDocument();
    expect(fetchStub.callsTo('PUT', '/api/checkout/addresses/:id/default')[0]?.params.id).toBe(
      office.id,
    );
    expect(within(item(office.address)).getByText(t.defaultBadge)).toBeInTheDocument();
    expect(within(item(home.address)).queryByText(t.defaultBadge)).toBeNull();
  });

  it('edits an address with the checks of adding one, and shows what was saved', async () => {
    const { events, office } = await openPanel();
    await events.click(screen.getByRole('button', { name: t.editOf(office.address) }));
    const dialog = await screen.findByRole('dialog', { name: t.editTitle });
    // Editing an address that exists: the field is "Address", not "New Address".
    expect(within(dialog).queryByLabelText(checkoutTexts.newAddress)).toBeNull();
    const field = within(dialog).getByLabelText(checkoutTexts.address);
    expect(field).toHaveValue(office.address);
    await events.clear(field);
    await events.type(field, 'x');
    await events.click(within(dialog).getByRole('button', { name: checkoutTexts.save }));
    expect(await within(dialog).findByText(checkoutTexts.addressLength)).toBeInTheDocument();
    expect(fetchStub.callsTo('PATCH', '/api/checkout/addresses/:id')).toHaveLength(0);

    await events.clear(field);
    await events.type(field, '5 Marina Road, Lagos Island');
    await events.click(within(dialog).getByRole('button', { name: checkoutTexts.save }));
    expect(await screen.findByText(checkoutTexts.addressUpdated)).toBeInTheDocument();
    const [call] = fetchStub.callsTo('PATCH', '/api/checkout/addresses/:id');
    expect(call?.params.id).toBe(office.id);
    expect(call?.body).toEqual({
      address: '5 Marina Road, Lagos Island',
      phone: office.phone,
      area: office.area,
    });
    expect(screen.getByText('5 Marina Road, Lagos Island')).toBeInTheDocument();
    expect(screen.queryByText(office.address)).toBeNull();
  });

  it('asks before removing; removing the default makes the newest one left the default', async () => {
    const { events, home, office, item } = await openPanel();
    await events.click(screen.getByRole('button', { name: t.removeOf(home.address) }));
    const dialog = await screen.findByRole('dialog', { name: t.removeQuestion });
    await events.click(within(dialog).getByRole('button', { name: t.keep }));
    expect(fetchStub.callsTo('DELETE', '/api/checkout/addresses/:id')).toHaveLength(0);
    expect(screen.getByText(home.address)).toBeInTheDocument();

    await events.click(screen.getByRole('button', { name: t.removeOf(home.address) }));
    await events.click(
      within(await screen.findByRole('dialog', { name: t.removeQuestion })).getByRole('button', {
        name: checkoutTexts.remove,
      }),
    );
    await waitFor(() => expect(screen.queryByText(home.address)).toBeNull());
    expect(await within(item(office.address)).findByText(t.defaultBadge)).toBeInTheDocument();
  });

  it('adds an address; the first one saved is the default', async () => {
    fakeCheckout(fetchStub, { lines: [], addresses: [] });
    const { events } = await renderScreen(<AddressesPanel />, { user: customer });
    expect(await screen.findByText(checkoutTexts.noAddress)).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: checkoutTexts.addAddress }));
    const dialog = await screen.findByRole('dialog', { name: checkoutTexts.addAddress });
    await events.type(
      within(dialog).getByLabelText(checkoutTexts.newAddress),
      '7 Awolowo Road, Ikoyi',
    );
    await events.type(within(dialog).getByLabelText(checkoutTexts.area), 'Ikoyi');
    await events.type(
      within(dialog).getByLabelText(checkoutTexts.phoneNumber),
      '+234 803 555 0147',
    );
    await events.click(within(dialog).getByRole('button', { name: checkoutTexts.save }));
    expect(await screen.findByText(checkoutTexts.addressAdded)).toBeInTheDocument();
    const item = screen.getByText('7 Awolowo Road, Ikoyi').closest('li') as HTMLElement;
    expect(within(item).getByText(t.defaultBadge)).toBeInTheDocument();
  });
});
