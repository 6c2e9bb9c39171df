import { DEFAULT_BOOKING_RULES } from '@shared/booking-rules';
import { DEFAULT_PAYMENT_OPTIONS } from '@shared/checkout-payments';
import { DEMO_DELIVERY_ZONES, zoneSettingsTexts } from '@shared/hours';
import { zoneEditorTexts } from '@shared/hours/zone-editor-texts';
import {
  ALWAYS_OPEN_HOURS,
  DEFAULT_RESTAURANT_DETAILS,
  type RestaurantSettingsView,
} from '@shared/restaurant-settings';
import { settingsPageTexts } from '@shared/settings-sections';
import { DEFAULT_STAFF_ALERTS } from '@shared/staff-alerts';
import { fetchStub } from '@test/support/web/fetch-stub';
import { admin, renderScreen } from '@test/support/web/render';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import SettingsAdminPage from './SettingsAdminPage';

const saved = (zones: RestaurantSettingsView['zones']): RestaurantSettingsView => ({
  details: { ...DEFAULT_RESTAURANT_DETAILS },
  hours: structuredClone(ALWAYS_OPEN_HOURS),
  zones: structuredClone(zones),
  bookings: { ...DEFAULT_BOOKING_RULES },
  alerts: { ...DEFAULT_STAFF_ALERTS },
  payments: { ...DEFAULT_PAYMENT_OPTIONS },
  timeZone: 'Africa/Lagos',
  currency: 'NGN',
  updatedAt: null,
});

async function openPage(zones: RestaurantSettingsView['zones']) {
  fetchStub.on('GET', '/api/admin/settings', saved(zones));
  fetchStub.on('PATCH', '/api/admin/settings', (call) => ({
    ...saved(zones),
    ...(call.body as object),
  }));
  fetchStub.on('GET', '/api/admin/ordering-pause', {
    on: false,
    until: null,
    since: null,
    by: null,
    words: null,
  });
  const view = await renderScreen(<SettingsAdminPage />, { user: admin });
  const editor = (await screen.findByRole('group', { name: zoneEditorTexts.title })) as HTMLElement;
  const save = () =>
    view.events.click(
      screen.getByRole('button', { name: settingsPageTexts.save('Delivery zones') }),
    );
  // Only the zones' section is sent: the other sections stay as saved.
  const sent = () =>
    fetchStub.callsTo('PATCH', '/api/admin/settings').at(-1)?.body as Pick<
      RestaurantSettingsView,
      'zones'
    >;
  return { ...view, editor, save, sent };
}

describe('delivery zones on /admin/settings', () => {
  it('starts a first zone, takes amounts in naira and saves them in kobo', async () => {
    const { editor, events, save, sent } = await openPage(null);
    expect(within(editor).getByText(zoneEditorTexts.everywhere)).toBeInTheDocument();
    await events.click(
      within(editor).getByRole('checkbox', { name: zoneEditorTexts.limitToZones }),
    );
    const zone = within(editor).getByRole('listitem', { name: 'Zone 1' });
    await events.type(within(zone).getByLabelText(zoneEditorTexts.name), 'Ikoyi');
    await events.type(
      within(zone).getByLabelText(zoneEditorTexts.areas),
      'Ikoyi{Enter}  Banana Island {Enter}{Enter}',
    );
    await events.type(within(zone).getByLabelText('Delivery fee (NGN)'), '750.50');
    await events.type(within(zone).getByLabelText('Minimum order (NGN)'), '4000');
    await events.type(within(zone).getByLabelText('Free delivery above (NGN)'), '20000');
    await save();
    await waitFor(() => expect(sent()).toBeDefined());
    expect(sent().zones).toEqual([
      {
        name: 'Ikoyi',
        areas: ['Ikoyi', 'Banana Island'],
        feeMinor: 750_50,
        minimumOrderMinor: 4_000_00,
        freeAboveMinor: 20_000_00,
        estimatedMinutes: 45,
      },
    ]);
  });

  it('refuses an area in two zones before sending, in words at the zone', async () => {
    const { editor, events, save } = await openPage(DEMO_DELIVERY_ZONES);
    await events.click(within(editor).getByRole('button', { name: zoneEditorTexts.add }));
    const second = within(editor).getByRole('listitem', { name: 'Zone 2' });
    await events.type(within(second).getByLabelText(zoneEditorTexts.name), 'Mainland');
    await events.type(within(second).getByLabelText(zoneEditorTexts.areas), 'ikoyi');
    await save();
    expect(
      await within(editor).findByText(
        zoneSettingsTexts.areaInTwoZones('ikoyi', 'Lagos Island and Lekki', 'Mainland'),
      ),
    ).toBeInTheDocument();
    expect(fetchStub.callsTo('PUT', '/api/admin/settings')).toHaveLength(0);
  });

  it('removing every zone means pickup only; unticking delivers everywhere again', async () => {
    const { editor, events, save, sent } = await openPage(DEMO_DELIVERY_ZONES);
    await events.click(within(editor).getByRole('button', { name: /Remove zone/ }));
    expect(within(editor).getByText(zoneEditorTexts.noZones)).toBeInTheDocument();
    await save();
    await waitFor(() => expect(sent()?.zones).toEqual([]));
    await events.click(
      within(editor).getByRole('checkbox', { name: zoneEditorTexts.limitToZones }),
    );
    await save();
    await waitFor(() => expect(sent()?.zones).toBeNull());
  });
});
