import { DEFAULT_BOOKING_RULES } from '@shared/booking-rules';
import { depositTexts } from '@shared/deposits';
import { hoursSettingsTexts, WEEKDAYS } from '@shared/hours';
import {
  ALWAYS_OPEN_HOURS,
  DEFAULT_RESTAURANT_DETAILS,
  type RestaurantSettingsView,
  restaurantSettingsTexts,
} from '@shared/restaurant-settings';
import { DEFAULT_STAFF_ALERTS, staffAlertsTexts } from '@shared/staff-alerts';
import { fetchStub, respondError } from '@test/support/web/fetch-stub';
import { admin, renderScreen } from '@test/support/web/render';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import SettingsAdminPage from './SettingsAdminPage';

const LUNCH = [{ start: '11:00', end: '15:00' }];
const saved: RestaurantSettingsView = {
  details: { ...DEFAULT_RESTAURANT_DETAILS },
  hours: {
    ...structuredClone(ALWAYS_OPEN_HOURS),
    hours: {
      default: Object.fromEntries(WEEKDAYS.map((day) => [day, LUNCH])) as never,
      delivery: null,
      pickup: null,
      reservations: null,
    },
  },
  zones: null,
  bookings: { ...DEFAULT_BOOKING_RULES },
  alerts: { ...DEFAULT_STAFF_ALERTS },
  timeZone: 'Africa/Lagos',
  currency: 'NGN',
  updatedAt: null,
};

async function openPage() {
  fetchStub.on('GET', '/api/admin/settings', structuredClone(saved));
  fetchStub.on('PUT', '/api/admin/settings', (call) => ({ ...saved, ...(call.body as object) }));
  const view = await renderScreen(<SettingsAdminPage />, { user: admin });
  await screen.findByRole('switch', { name: 'Pause online orders' });
  const save = () => view.events.click(screen.getByRole('button', { name: 'Save settings' }));
  const sent = () => fetchStub.callsTo('PUT', '/api/admin/settings').at(-1)?.body as typeof saved;
  return { ...view, save, sent };
}

const monday = () => screen.getAllByRole('group', { name: 'Monday' })[0]!;

describe('the restaurant settings page', () => {
  it('pauses orders until a time on the restaurant clock, saves, and says so', async () => {
    const { events, save, sent } = await openPage();
    const pause = screen.getByRole('switch', { name: 'Pause online orders' });
    expect(pause).toHaveAttribute('aria-checked', 'false');
    await events.click(pause);
    expect(pause).toHaveAttribute('aria-checked', 'true');
    const until = screen.getByLabelText('Until (optional, Africa/Lagos time)');
    await events.type(until, '2030-03-04T18:30');
    await save();
    expect(await screen.findByText(restaurantSettingsTexts.saved)).toBeInTheDocument();
    // 18:30 in Lagos (UTC+1) is 17:30 UTC, whatever the test machine's zone.
    expect(sent().hours.pause).toEqual({ on: true, until: '2030-03-04T17:30:00.000Z' });
  });

  it('saves until when guests may change or cancel from their link', async () => {
    const { events, save, sent } = await openPage();
    const cutoff = screen.getByLabelText('Guests change or cancel until (hours before)');
    expect(cutoff).toHaveValue(DEFAULT_BOOKING_RULES.changeCutoffHours);
    await events.clear(cutoff);
    await events.type(cutoff, '6');
    await save();
    await screen.findByText(restaurantSettingsTexts.saved);
    expect(sent().bookings.changeCutoffHours).toBe(6);
  });

  it('saves the deposit from a party size and per guest in money, refusing unreadable amounts', async () => {
    const { events, save, sent } = await openPage();
    const perGuest = screen.getByLabelText(depositTexts.settingsPerGuest);
    expect(perGuest).toHaveValue('0');
    await events.clear(perGuest);
    await events.type(perGuest, '5,00');
    expect(screen.getByText(depositTexts.settingsPerGuestInvalid)).toBeVisible();
    await save();
    expect(fetchStub.callsTo('PUT', '/api/admin/settings')).toHaveLength(0);
    await events.clear(perGuest);
    await events.type(perGuest, '5,000');
    const from = screen.getByLabelText(depositTexts.settingsFromParty);
    await events.clear(from);
    await events.type(from, '8');
    await save();
    await screen.findByText(restaurantSettingsTexts.saved);
    expect(sent().bookings).toMatchObject({ depositFromParty: 8, depositPerGuestMinor: 5_000_00 });
  });

  it('adds a second period to a day and a closure with its note', async () => {
    const { events, save, sent } = await openPage();
    await events.click(within(monday()).getByRole('button', { name: 'Add a period on Monday' }));
    const closes = within(monday()).getByLabelText('Monday, period 2: Closes');
    await events.clear(closes);
    await events.type(closes, '22:30');
    await events.click(screen.getByRole('button', { name: 'Add a closure' }));
    await events.type(screen.getByLabelText('Closure 1: Note for diners'), 'Staff training');
    await save();
    await screen.findByText(restaurantSettingsTexts.saved);
    expect(sent().hours.hours.default.mon).toEqual([
      { start: '11:00', end: '15:00' },
      { start: '15:00', end: '22:30' },
    ]);
    expect(sent().hours.closures).toEqual([expect.objectContaining({ note: 'Staff training' })]);
  });

  it('gives pickup its own hours when "same as" is unticked', async () => {
    const { events, save, sent } = await openPage();
    const pickup = screen.getByRole('group', { name: 'Pickup hours' });
    await events.click(within(pickup).getByLabelText('Same as the opening hours'));
    await events.click(within(pickup).getAllByRole('button', { name: /^Remove/ })[0]!);
    await save();
    await screen.findByText(restaurantSettingsTexts.saved);
    expect(sent().hours.hours.pickup?.mon).toEqual([]);
    expect(sent().hours.hours.delivery).toBeNull();
  });

  it('turns the staff alerts on and saves them', async () => {
    const { events, save, sent } = await openPage();
    const alerts = screen.getByRole('group', { name: staffAlertsTexts.title });
    const orders = within(alerts).getByRole('checkbox', { name: staffAlertsTexts.newOrders });
    expect(orders).not.toBeChecked();
    await events.click(orders);
    await save();
    await screen.findByText(restaurantSettingsTexts.saved);
    expect(sent().alerts).toEqual({ newOrders: true, newBookings: false });
  });

  it('shows the schema’s words next to the field and sends nothing', async () => {
    const { events, save } = await openPage();
    await events.click(within(monday()).getByRole('button', { name: 'Add a period on Monday' }));
    const opens = within(monday()).getByLabelText('Monday, period 2: Opens');
    await events.clear(opens);
    await events.type(opens, '14:00');
    const lead = screen.getByLabelText('Lead time (minutes)');
    await events.clear(lead);
    await save();
    const overlap = hoursSettingsTexts.periodsOverlap(
      'Monday',
      '11:00–15:00',
      'Monday',
      '14:00–22:00',
    );
    expect(await within(monday()).findByText(overlap)).toBeInTheDocument();
    expect(opens).toHaveAccessibleDescription(overlap);
    expect(opens).toHaveAttribute('aria-invalid', 'true');
    expect(lead).toHaveAccessibleDescription(
      expect.stringContaining(hoursSettingsTexts.leadTimeRange),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Please correct the fields marked below.');
    expect(fetchStub.callsTo('PUT', '/api/admin/settings')).toHaveLength(0);
  });

  it('shows the server’s field errors inline', async () => {
    const { events, save } = await openPage();
    fetchStub.on('PUT', '/api/admin/settings', () =>
      respondError(400, 'invalid', 'Bad phone', {
        'details.phone': restaurantSettingsTexts.phoneInvalid,
      }),
    );
    await events.click(screen.getByRole('switch', { name: 'Pause online orders' }));
    await save();
    await waitFor(() =>
      expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription(
        restaurantSettingsTexts.phoneInvalid,
      ),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Bad phone');
  });
});
