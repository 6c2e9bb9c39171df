import { DEFAULT_BOOKING_RULES } from '@shared/booking-rules';
import { DEFAULT_PAYMENT_OPTIONS } from '@shared/checkout-payments';
import { depositTexts } from '@shared/deposits';
import { hoursSettingsTexts, WEEKDAYS } from '@shared/hours';
import { orderingPauseTexts } from '@shared/ordering-pause';
import {
  ALWAYS_OPEN_HOURS,
  DEFAULT_RESTAURANT_DETAILS,
  type RestaurantSettingsView,
  restaurantSettingsTexts,
} from '@shared/restaurant-settings';
import { SETTINGS_SECTIONS, settingsPageTexts } from '@shared/settings-sections';
import { DEFAULT_STAFF_ALERTS, staffAlertsTexts } from '@shared/staff-alerts';
import { fetchStub, respondError } from '@test/support/web/fetch-stub';
import { admin, nowAt, renderScreen } from '@test/support/web/render';
import { screen, waitFor, within } from '@testing-library/react';
import { Link } from '@web/lib/router';
import { describe, expect, it, vi } from 'vitest';
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
  payments: { ...DEFAULT_PAYMENT_OPTIONS },
  timeZone: 'Africa/Lagos',
  currency: 'NGN',
  updatedAt: null,
};

const OFF = { on: false, until: null, since: null, by: null, words: null };

async function openPage(screenElement = <SettingsAdminPage />) {
  let pause: object = OFF;
  fetchStub.on('GET', '/api/admin/settings', structuredClone(saved));
  fetchStub.on('PATCH', '/api/admin/settings', (call) => {
    const patch = call.body as Partial<typeof saved>;
    return { ...saved, ...patch, hours: { ...saved.hours, ...patch.hours } };
  });
  fetchStub.on('GET', '/api/admin/ordering-pause', () => pause);
  fetchStub.on('PUT', '/api/admin/ordering-pause', (call) => {
    const body = call.body as { on: boolean; until?: string | null };
    pause = body.on
      ? { on: true, until: body.until ?? null, since: '2030-03-04T18:42:00.000Z', by: 'Ada' }
      : OFF;
    if (body.on) Object.assign(pause, { words: 'Online orders paused since 19:42 by Ada' });
    return pause;
  });
  const view = await renderScreen(screenElement, { user: admin, path: '/admin/settings' });
  await screen.findByRole('switch', { name: 'Pause online orders' });
  await waitFor(() =>
    expect(screen.getByRole('switch', { name: 'Pause online orders' })).toBeEnabled(),
  );
  const save = (title = 'Table bookings') =>
    view.events.click(screen.getByRole('button', { name: settingsPageTexts.save(title) }));
  const sent = () => fetchStub.callsTo('PATCH', '/api/admin/settings').at(-1)?.body as typeof saved;
  const pauses = () => fetchStub.callsTo('PUT', '/api/admin/ordering-pause').map((c) => c.body);
  return { ...view, save, sent, pauses };
}

const monday = () => screen.getAllByRole('group', { name: 'Monday' })[0]!;

describe('the restaurant settings page', () => {
  it('pauses online orders on the tap, with nothing else saved, says so, and resumes', async () => {
    const { events, pauses } = await openPage();
    const pause = screen.getByRole('switch', { name: 'Pause online orders' });
    expect(pause).toHaveAttribute('aria-checked', 'false');
    await events.click(pause);
    expect(pauses()).toEqual([{ on: true }]);
    expect(await screen.findByText(orderingPauseTexts.paused)).toBeInTheDocument();
    await waitFor(() => expect(pause).toHaveAttribute('aria-checked', 'true'));
    expect(pause).toHaveAccessibleDescription(
      expect.stringContaining('Online orders paused since 19:42 by Ada'),
    );
    expect(fetchStub.callsTo('PATCH', '/api/admin/settings')).toHaveLength(0);
    await events.click(pause);
    expect(pauses().at(-1)).toEqual({ on: false });
    expect(await screen.findByText(orderingPauseTexts.resumed)).toBeInTheDocument();
    await waitFor(() => expect(pause).toHaveAttribute('aria-checked', 'false'));
  });

  it('sets the end of a pause on the restaurant clock', async () => {
    const { events, pauses } = await openPage();
    await events.click(screen.getByRole('switch', { name: 'Pause online orders' }));
    const until = await screen.findByLabelText(orderingPauseTexts.untilLabel('Africa/Lagos'));
    await events.type(until, '2030-03-04T18:30');
    await events.click(screen.getByRole('button', { name: orderingPauseTexts.setUntil }));
    // 18:30 in Lagos (UTC+1) is 17:30 UTC, whatever the test machine's zone.
    await waitFor(() =>
      expect(pauses().at(-1)).toEqual({ on: true, until: '2030-03-04T17:30:00.000Z' }),
    );
  });

  it('lists its sections as jump links, and saves one without sending the others', async () => {
    const { events, save, sent } = await openPage();
    const nav = screen.getByRole('navigation', { name: settingsPageTexts.sectionsNav });
    for (const { id, title } of SETTINGS_SECTIONS) {
      expect(within(nav).getByRole('link', { name: title })).toHaveAttribute(
        'href',
        `#settings-${id}`,
      );
    }
    for (const { id } of SETTINGS_SECTIONS)
      expect(document.getElementById(`settings-${id}`)).not.toBeNull();
    const lead = screen.getByLabelText('Lead time (minutes)');
    await events.clear(lead);
    await events.type(lead, '25');
    await save('Orders and slots');
    await screen.findByText(settingsPageTexts.saved('Orders and slots'));
    expect(sent()).toEqual({
      hours: { leadTimeMinutes: 25, slotMinutes: 15, maxOrdersPerSlot: null },
    });
  });

  it('warns before leaving with unsaved changes, by a link or by closing the page', async () => {
    const screenWithLink = (
      <>
        <Link to="/admin/orders">Orders</Link>
        <SettingsAdminPage />
      </>
    );
    const { events, save } = await openPage(screenWithLink);
    // happy-dom has no confirm(): the person answers "stay" to the question.
    const confirm = vi.fn(() => false);
    const original = window.confirm;
    window.confirm = confirm;
    // Nothing changed yet: leaving asks nothing.
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    const cutoff = screen.getByLabelText('Guests change or cancel until (hours before)');
    await events.clear(cutoff);
    await events.type(cutoff, '6');
    const bookings = screen.getByRole('form', { name: 'Table bookings' });
    expect(within(bookings).getByText(settingsPageTexts.unsaved)).toBeVisible();
    // The section's jump link says it too.
    const nav = screen.getByRole('navigation', { name: settingsPageTexts.sectionsNav });
    expect(within(nav).getByRole('link', { name: /Table bookings/ })).toHaveTextContent(
      `Table bookings${settingsPageTexts.unsaved}`,
    );
    expect(unload()).toBe(true);
    await events.click(screen.getByRole('link', { name: 'Orders' }));
    expect(confirm).toHaveBeenCalledWith(settingsPageTexts.leaveUnsaved(['Table bookings']));
    expect(screen.queryByText(nowAt('/admin/orders'))).toBeNull();
    // Saved, it lets the person go without asking.
    await save();
    await screen.findByText(settingsPageTexts.saved('Table bookings'));
    confirm.mockClear();
    expect(unload()).toBe(false);
    await events.click(screen.getByRole('link', { name: 'Orders' }));
    expect(confirm).not.toHaveBeenCalled();
    expect(await screen.findByText(nowAt('/admin/orders'))).toBeInTheDocument();
    window.confirm = original;
  });

  it('saves until when guests may change or cancel from their link', async () => {
    const { events, save, sent } = await openPage();
    const cutoff = screen.getByLabelText('Guests change or cancel until (hours before)');
    expect(cutoff).toHaveValue(DEFAULT_BOOKING_RULES.changeCutoffHours);
    await events.clear(cutoff);
    await events.type(cutoff, '6');
    await save();
    await screen.findByText(settingsPageTexts.saved('Table bookings'));
    expect(sent()).toEqual({ bookings: { ...DEFAULT_BOOKING_RULES, changeCutoffHours: 6 } });
  });

  it('saves the deposit from a party size and per guest in money, refusing unreadable amounts', async () => {
    const { events, save, sent } = await openPage();
    const perGuest = screen.getByLabelText(depositTexts.settingsPerGuest);
    expect(perGuest).toHaveValue('0');
    await events.clear(perGuest);
    await events.type(perGuest, '5,00');
    expect(screen.getByText(depositTexts.settingsPerGuestInvalid)).toBeVisible();
    await save();
    expect(fetchStub.callsTo('PATCH', '/api/admin/settings')).toHaveLength(0);
    await events.clear(perGuest);
    await events.type(perGuest, '5,000');
    const from = screen.getByLabelText(depositTexts.settingsFromParty);
    await events.clear(from);
    await events.type(from, '8');
    await save();
    await screen.findByText(settingsPageTexts.saved('Table bookings'));
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
    await save('Opening hours');
    await screen.findByText(settingsPageTexts.saved('Opening hours'));
    expect(sent().hours.hours.default.mon).toEqual([
      { start: '11:00', end: '15:00' },
      { start: '15:00', end: '22:30' },
    ]);
    expect(sent().hours).not.toHaveProperty('closures');
    await save('Closures');
    await screen.findByText(settingsPageTexts.saved('Closures'));
    expect(sent()).toEqual({
      hours: { closures: [expect.objectContaining({ note: 'Staff training' })] },
    });
  });

  it('gives pickup its own hours when "same as" is unticked', async () => {
    const { events, save, sent } = await openPage();
    const pickup = screen.getByRole('group', { name: 'Pickup hours' });
    await events.click(within(pickup).getByLabelText('Same as the opening hours'));
    await events.click(within(pickup).getAllByRole('button', { name: /^Remove/ })[0]!);
    await save('Opening hours');
    await screen.findByText(settingsPageTexts.saved('Opening hours'));
    expect(sent().hours.hours.pickup?.mon).toEqual([]);
    expect(sent().hours.hours.delivery).toBeNull();
  });

  it('turns the staff alerts on and saves them', async () => {
    const { events, save, sent } = await openPage();
    const alerts = screen.getByRole('group', { name: staffAlertsTexts.title });
    const orders = within(alerts).getByRole('checkbox', { name: staffAlertsTexts.newOrders });
    expect(orders).not.toBeChecked();
    await events.click(orders);
    await save('Staff alerts');
    await screen.findByText(settingsPageTexts.saved('Staff alerts'));
    expect(sent()).toEqual({ alerts: { newOrders: true, newBookings: false } });
  });

  it('shows the schema’s words next to the field and sends nothing', async () => {
    const { events, save } = await openPage();
    await events.click(within(monday()).getByRole('button', { name: 'Add a period on Monday' }));
    const opens = within(monday()).getByLabelText('Monday, period 2: Opens');
    await events.clear(opens);
    await events.type(opens, '14:00');
    await save('Opening hours');
    const overlap = hoursSettingsTexts.periodsOverlap(
      'Monday',
      '11:00–15:00',
      'Monday',
      '14:00–22:00',
    );
    expect(await within(monday()).findByText(overlap)).toBeInTheDocument();
    expect(opens).toHaveAccessibleDescription(overlap);
    expect(opens).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Please correct the field marked below.');
    const lead = screen.getByLabelText('Lead time (minutes)');
    await events.clear(lead);
    await save('Orders and slots');
    expect(lead).toHaveAccessibleDescription(
      expect.stringContaining(hoursSettingsTexts.leadTimeRange),
    );
    expect(fetchStub.callsTo('PATCH', '/api/admin/settings')).toHaveLength(0);
  });

  it('shows the server’s field errors inline', async () => {
    const { events, save } = await openPage();
    fetchStub.on('PATCH', '/api/admin/settings', () =>
      respondError(400, 'invalid', 'Bad phone', {
        'details.phone': restaurantSettingsTexts.phoneInvalid,
      }),
    );
    await events.type(screen.getByLabelText('Name'), ' Lekki');
    await save('Restaurant details');
    await waitFor(() =>
      expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription(
        restaurantSettingsTexts.phoneInvalid,
      ),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Bad phone');
  });
});
