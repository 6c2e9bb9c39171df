import { messages } from '@shared/messages';
import {
  type Availability,
  addDays,
  reservationTexts as t,
  WIZARD_STEPS,
} from '@shared/reservations';
import {
  CAPACITY,
  FAKE_RULES,
  fakeReservations,
  fillDetails,
  pickSlot,
  TODAY,
  typeDate,
  usualSlots,
} from '@test/support/web/fake-reservations';
import { fetchStub } from '@test/support/web/fetch-stub';
import { customer, renderScreen } from '@test/support/web/render';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ReservationPage from './ReservationPage';

const FULL_DAY = '2030-06-15';
const fullDay: Availability['slots'] = usualSlots.map((slot) => ({
  ...slot,
  seatsLeft: 0,
  state: 'full',
}));

async function openAtStep2() {
  fakeReservations(fetchStub, (date) => (date === FULL_DAY ? fullDay : usualSlots));
  const view = await renderScreen(<ReservationPage />, { path: '/Reservation', user: customer });
  await fillDetails(view.events);
  return view;
}

/** Step 2 with its party box, and how a person replaces a count: select all, type the new one. */
async function openWithParty() {
  const view = await openAtStep2();
  const guests = screen.getByLabelText('Number of guests');
  const setCount = async (value: string) => {
    await view.events.tripleClick(guests);
    await view.events.keyboard(value || '{Backspace}');
  };
  return { ...view, guests, setCount };
}

const timeBox = () => screen.getByLabelText('Time');
const next = () => screen.getByRole('button', { name: t.next });

describe('reservation wizard: date and time', () => {
  it('offers the times only once a day is chosen, marking passed and full ones', async () => {
    const { events } = await openAtStep2();
    expect(timeBox()).toBeDisabled();
    expect(timeBox()).toHaveAccessibleDescription('Pick a day to see its times.');
    await typeDate(events, '2030-06-12');
    expect(await screen.findByRole('option', { name: '18:00' })).toBeEnabled();
    expect(timeBox()).toBeEnabled();
    const options = within(timeBox() as HTMLElement).getAllByRole('option');
    expect(options.map((o) => [o.textContent, (o as HTMLOptionElement).disabled])).toEqual([
      ['Choose a time', false],
      ['12:00 (passed)', true],
      ['14:00 (full)', true],
      ['16:00 (5 seats left)', false],
      ['18:00', false],
      ['20:00', false],
    ]);
    const asked = fetchStub.callsTo('GET', '/api/reservations/availability');
    expect(asked.at(-1)?.query.get('date')).toBe('2030-06-12');
  });

  it('wants a date and a time before going on', async () => {
    const { events } = await openAtStep2();
    await events.click(next());
    expect(await screen.findByText(t.dateRequired)).toBeVisible();
    expect(timeBox()).toHaveAccessibleDescription(t.timeRequired);
    await typeDate(events, '2030-06-12');
    await screen.findByRole('option', { name: '18:00' });
    await events.click(next());
    expect(await screen.findByText(t.timeRequired)).toBeVisible();
    expect(screen.getByRole('heading', { name: WIZARD_STEPS[1].question })).toBeVisible();
  });

  it('says when a day has no free table, and drops a time that is full there', async () => {
    const { events } = await openAtStep2();
    await typeDate(events, '2030-06-12');
    await screen.findByRole('option', { name: '18:00' });
    await events.selectOptions(timeBox(), '18:00');
    await typeDate(events, FULL_DAY);
    expect(await screen.findByRole('option', { name: '18:00 (full)' })).toBeDisabled();
    expect(timeBox()).toHaveValue('');
    expect(timeBox()).toHaveAccessibleDescription(
      'No table is free on this day any more. Please choose another day.',
    );
  });

  it.each([
    [addDays(TODAY, -3), messages.booking.datePast],
    [addDays(TODAY, 61), messages.booking.dateTooFar(60)],
    ['2030-02-30', messages.booking.dateInvalid],
    ['31/06/2030', messages.booking.dateInvalid],
  ])('keeps the typed %s and says why it cannot be booked', async (typed, message) => {
    const { events } = await openAtStep2();
    await typeDate(events, typed);
    expect(await screen.findByText(message)).toBeVisible();
    expect(screen.getByLabelText('Date')).toHaveValue(typed);
    await events.click(next());
    expect(await screen.findByText(message)).toBeVisible();
    expect(screen.getByLabelText('Date')).toHaveValue(typed);
    expect(screen.getByRole('heading', { name: WIZARD_STEPS[1].question })).toBeVisible();
  });

  it('refuses a day that has passed while the diner was choosing', async () => {
    const { events } = await openAtStep2();
    const day = addDays(TODAY, 1);
    // Midnight went by at the restaurant: the server's today is now the chosen day's next.
    fetchStub.on('GET', '/api/reservations/availability', ({ query }) => ({
      date: query.get('date'),
      today: addDays(day, 1),
      lastDate: addDays(day, 366),
      timeZone: 'Africa/Lagos',
      capacity: CAPACITY,
      rules: FAKE_RULES,
      slots: usualSlots,
    }));
    await typeDate(events, day);
    await screen.findByRole('option', { name: '18:00' });
    await events.selectOptions(timeBox(), '18:00');
    await events.click(next());
    expect(await screen.findByText(t.datePast)).toBeVisible();
    expect(screen.getByRole('heading', { name: WIZARD_STEPS[1].question })).toBeVisible();
  });
});

describe('reservation wizard: the party (seats are guests)', () => {
  it('asks only for the guests, with the day and time: no seats box', async () => {
    const { guests } = await openWithParty();
    expect(screen.getByRole('heading', { name: WIZARD_STEPS[1].question })).toBeVisible();
    expect(guests).toHaveValue(2);
    expect(screen.queryByLabelText('Number of seats')).toBeNull();
    expect(guests).toHaveAccessibleDescription('From 1 to 8 guests online; one seat each.');
  });

  it.each([
    ['0 guests', '0'],
    ['an emptied guests box (it counts as 0)', ''],
  ])('refuses %s', async (_case, count) => {
    const { events, setCount } = await openWithParty();
    await setCount(count);
    await typeDate(events, '2030-06-12');
    await screen.findByRole('option', { name: '18:00' });
    await events.selectOptions(timeBox(), '18:00');
    await events.click(next());
    expect(await screen.findByText(t.guestsRange)).toBeVisible();
    expect(screen.getByRole('heading', { name: WIZARD_STEPS[1].question })).toBeVisible();
    expect(fetchStub.callsTo('POST', '/api/reservations')).toHaveLength(0);
  });

  it('asks a party over the online maximum to call, with the phone, at once and on Next', async () => {
    const { events, setCount } = await openWithParty();
    const callUs = messages.booking.callForGroups(8, FAKE_RULES.phone);
    await setCount('9');
    expect(await screen.findByText(callUs)).toBeVisible();
    expect(screen.getByRole('link', { name: `Call ${FAKE_RULES.phone}` })).toHaveAttribute(
      'href',
      'tel:+2348012345678',
    );
    // The day and time wait until the party can book online.
    expect(screen.queryByLabelText('Date')).toBeNull();
    await events.click(next());
    expect(screen.getByRole('heading', { name: WIZARD_STEPS[1].question })).toBeVisible();
    await setCount('8');
    expect(screen.queryByText(callUs)).toBeNull();
    expect(await screen.findByLabelText('Date')).toBeVisible();
  });

  it('drops a time that has fewer seats left than the party', async () => {
    const { events, setCount } = await openWithParty();
    await typeDate(events, '2030-06-12');
    await screen.findByRole('option', { name: '16:00 (5 seats left)' });
    await events.selectOptions(timeBox(), '16:00');
    await setCount('6');
    expect(screen.getByRole('option', { name: '16:00 (5 seats left)' })).toBeDisabled();
    // Dropped once the day's times for the new party are in.
    await waitFor(() => expect(timeBox()).toHaveValue(''));
    await events.click(next());
    expect(await screen.findByText(t.timeRequired)).toBeVisible();
  });

  it('books a party of 4 without any seat count in the request', async () => {
    const { events } = await openAtStep2();
    await pickSlot(events, '2030-06-12', '18:00', 4);
    await events.click(screen.getByRole('button', { name: t.reserve }));
    await screen.findByText(/A table for 4 on/);
    const [call] = fetchStub.callsTo('POST', '/api/reservations');
    expect(call?.body).toMatchObject({ guests: 4 });
    expect(call?.body).not.toHaveProperty('seats');
  });
});
