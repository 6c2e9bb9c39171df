import { DEFAULT_BOOKING_RULES } from '@shared/booking-rules';
import { checkoutPaymentTexts, DEFAULT_PAYMENT_OPTIONS } from '@shared/checkout-payments';
import {
  ALWAYS_OPEN_HOURS,
  DEFAULT_RESTAURANT_DETAILS,
  type RestaurantSettingsView,
} from '@shared/restaurant-settings';
import { settingsPageTexts } from '@shared/settings-sections';
import { DEFAULT_STAFF_ALERTS } from '@shared/staff-alerts';
import { fetchStub } from '@test/support/web/fetch-stub';
import { admin, renderScreen } from '@test/support/web/render';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import SettingsAdminPage from './SettingsAdminPage';

const saved: RestaurantSettingsView = {
  details: { ...DEFAULT_RESTAURANT_DETAILS },
  hours: structuredClone(ALWAYS_OPEN_HOURS),
  zones: null,
  bookings: { ...DEFAULT_BOOKING_RULES },
  alerts: { ...DEFAULT_STAFF_ALERTS },
  payments: { ...DEFAULT_PAYMENT_OPTIONS },
  timeZone: 'Africa/Lagos',
  currency: 'NGN',
  updatedAt: null,
};

describe('the settings page’s payment methods', () => {
  it('lets the owner allow paying at pickup, saving only that section', async () => {
    fetchStub.on('GET', '/api/admin/settings', structuredClone(saved));
    fetchStub.on('PATCH', '/api/admin/settings', (call) => ({
      ...saved,
      ...(call.body as object),
    }));
    fetchStub.on('GET', '/api/admin/ordering-pause', {
      on: false,
      until: null,
      since: null,
      by: null,
      words: null,
    });
    const { events } = await renderScreen(<SettingsAdminPage />, { user: admin });
    const section = await screen.findByRole('group', { name: 'Payment methods' });
    const pickup = within(section).getByRole('checkbox', {
      name: checkoutPaymentTexts.payAtPickupLabel,
    });
    const delivery = within(section).getByRole('checkbox', {
      name: checkoutPaymentTexts.payOnDeliveryLabel,
    });
    expect(pickup).not.toBeChecked();
    expect(delivery).not.toBeChecked();
    await events.click(pickup);
    await events.click(
      screen.getByRole('button', { name: settingsPageTexts.save('Payment methods') }),
    );
    await screen.findByText(settingsPageTexts.saved('Payment methods'));
    expect(fetchStub.callsTo('PATCH', '/api/admin/settings').at(-1)?.body).toEqual({
      payments: { payAtPickup: true, payOnDelivery: false },
    });
  });
});
