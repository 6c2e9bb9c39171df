import { messages } from '@shared/messages';
import { wizardTexts as w } from '@shared/reservation-wizard';
import { type Reservation, reservationTexts as t, WIZARD_STEPS } from '@shared/reservations';
import type { Profile } from '@shared/schemas/account';
import {
  FAKE_BOOKING_TIMES,
  FAKE_RULES,
  fakeAvailability,
  fakeReservations,
  fillDetails,
  pickSlot,
  TODAY,
  typeDate,
} from '@test/support/web/fake-reservations';
import { fetchStub, respond } from '@test/support/web/fetch-stub';
import { customer, renderScreen } from '@test/support/web/render';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ReservationPage from './ReservationPage';

const profile: Profile = {
  username: 'Ada Obi',
  email: customer.email,
  phone: '0803 555 0147',
  emailVerified: true,
  createdAt: '2030-01-01T00:00:00.000Z',
};

const openWizard = async (account: Profile | null = null) => {
  fakeReservations(fetchStub);
  if (account) fetchStub.on('GET', '/api/account', { profile: account });
  return renderScreen(<ReservationPage />, { path: '/Reservation', user: customer });
};
const guestsBox = () => screen.getByLabelText('Number of guests');
const next = () => screen.getByRole('button', { name: t.next });

describe('reservation wizard: the party is asked once', () => {
  it('takes the party with the day and time, and only shows it on the last step', async () => {
    const { events } = await openWizard();
    await fillDetails(events);
    expect(screen.getByRole('heading', { name: WIZARD_STEPS[1].question })).toBeVisible();
    await pickSlot(events, '2030-06-12', '18:00', 4);

    expect(screen.queryByLabelText('Number of guests')).toBeNull();
    expect(screen.queryByRole('heading', { name: /how many/i })).toBeNull();
    expect(screen.getByText(/Table for/)).toHaveTextContent(
      'Table for 4 on Wednesday, 12 June 2030 at 18:00',
    );
    await events.click(screen.getByRole('button', { name: t.reserve }));
    await screen.findAllByText(w.requestReceived);
    expect(fetchStub.callsTo('POST', '/api/reservations')[0]?.body).toMatchObject({ guests: 4 });
  });

  it('keeps a time with too few seats for the party from being chosen', async () => {
    const { events } = await openWizard();
    await fillDetails(events);
    await events.tripleClick(guestsBox());
    await events.keyboard('6');
    await typeDate(events, '2030-06-12');
    // 16:00 has 5 seats left: too few for 6.
    expect(await screen.findByRole('option', { name: '16:00 (5 seats left)' })).toBeDisabled();
    expect(screen.getByRole('option', { name: '18:00' })).toBeEnabled();
  });
});

describe('reservation wizard: the account fills in who is booking', () => {
  it('prefills the name and phone from the account, still editable', async () => {
    const { events } = await openWizard(profile);
    expect(await screen.findByDisplayValue('Ada')).toBe(screen.getByLabelText('First name'));
    expect(screen.getByLabelText('Last name')).toHaveValue('Obi');
    expect(screen.getByLabelText('Phone number')).toHaveValue('0803 555 0147');
    await events.clear(screen.getByLabelText('Phone number'));
    await events.type(screen.getByLabelText('Phone number'), '0803 000 0000');
    await events.click(next());
    expect(await screen.findByRole('heading', { name: WIZARD_STEPS[1].question })).toBeVisible();
  });

  it('leaves the last name empty for a one-word account name, and no phone unsaid', async () => {
    await openWizard({ ...profile, username: 'Ada', phone: null });
    expect(await screen.findByDisplayValue('Ada')).toBe(screen.getByLabelText('First name'));
    expect(screen.getByLabelText('Last name')).toHaveValue('');
    expect(screen.getByLabelText('Phone number')).toHaveValue('');
  });
});

describe('reservation wizard: a typed day is read as the restaurant writes dates', () => {
  it('reads 02/07/2030 day first (en-NG) and shows the day it read', async () => {
    const { events } = await openWizard();
    await fillDetails(events);
    await typeDate(events, '02/07/2030');
    const dateBox = screen.getByLabelText('Date');
    expect(dateBox).toHaveValue('2030-07-02');
    expect(dateBox).toHaveAccessibleDescription(expect.stringContaining('Tuesday, 2 July 2030'));
    expect(screen.queryByText(t.dateInvalid)).toBeNull();
    await screen.findByRole('option', { name: '18:00' });
    const asked = fetchStub.callsTo('GET', '/api/reservations/availability');
    expect(asked.at(-1)?.query.get('date')).toBe('2030-07-02');
  });

  it('still refuses a day that does not exist', async () => {
    const { events } = await openWizard();
    await fillDetails(events);
    await typeDate(events, '31/06/2030');
    expect(await screen.findByText(t.dateInvalid)).toBeVisible();
    expect(screen.getByLabelText('Date')).toHaveValue('31/06/2030');
  });
});

describe('reservation wizard: a party above the online maximum', () => {
  it('gets one message, with the number to call, and no other complaint', async () => {
    const { events } = await openWizard();
    await fillDetails(events);
    await events.tripleClick(guestsBox());
    await events.keyboard('10');
    const callUs = messages.booking.callForGroups(FAKE_RULES.maxOnlineParty, FAKE_RULES.phone);
    expect(await screen.findAllByText(callUs)).toHaveLength(1);
    await events.click(next());
    await waitFor(() => expect(guestsBox()).toHaveFocus());
    expect(screen.getAllByText(callUs)).toHaveLength(1);
    expect(screen.queryByText(t.fillRequired)).toBeNull();
    expect(screen.queryByText(t.dateRequired)).toBeNull();
    expect(screen.queryByText(t.timeRequired)).toBeNull();
    const call = screen.getByRole('link', { name: w.callUs(FAKE_RULES.phone) });
    expect(call).toHaveAttribute('href', 'tel:+2348012345678');
    expect(screen.getByRole('heading', { name: WIZARD_STEPS[1].question })).toBeVisible();
  });
});

describe('reservation wizard: a party too large for a moment', () => {
  it('keeps the day and time chosen while the party is above the maximum, and back', async () => {
    const { events } = await openWizard();
    // By tables: no time is free for a party the tables cannot seat.
    fetchStub.on('GET', '/api/reservations/availability', ({ query }) => {
      const guests = Number(query.get('guests') ?? 2);
      const date = query.get('date') ?? TODAY;
      const state = guests > 8 ? ('full' as const) : ('available' as const);
      return {
        ...(fakeAvailability(date) as object),
        byTables: true,
        slots: ['18:00', '18:30'].map((time) => ({ time, seatsLeft: guests, state })),
      };
    });
    await fillDetails(events);
    await typeDate(events, '2030-06-12');
    await events.selectOptions(await screen.findByLabelText('Time'), '18:30');
    await events.tripleClick(guestsBox());
    await events.keyboard('10');
    await screen.findByText(messages.booking.callForGroups(8, FAKE_RULES.phone));
    await events.tripleClick(guestsBox());
    await events.keyboard('4');
    expect(await screen.findByLabelText('Time')).toHaveValue('18:30');
    expect(screen.getByLabelText('Date')).toHaveValue('2030-06-12');
  });
});

describe('reservation wizard: what the diner is told once booked', () => {
  const book = async (server?: () => void) => {
    const { events } = await openWizard();
    server?.();
    await fillDetails(events);
    await pickSlot(events, '2030-06-12', '18:00');
    await events.click(screen.getByRole('button', { name: t.reserve }));
    return screen.findByRole('status');
  };

  it('says the request is received while the booking is pending', async () => {
    const done = await book();
    expect(done).toHaveTextContent(w.requestReceived);
    expect(done).toHaveTextContent(w.bookedPending);
    expect(done).not.toHaveTextContent(t.reserveSuccess);
    expect(screen.queryByText(t.reserveSuccess)).toBeNull();
  });

  it('says it is confirmed when the restaurant confirms at once', async () => {
    const confirmAtOnce = () =>
      fetchStub.on('POST', '/api/reservations', ({ body }) => {
        const reservation = { ...(body as object), status: 'confirmed' } as Partial<Reservation>;
        return respond(201, {
          reservation: {
            ...reservation,
            id: 'reservation-2',
            email: customer.email,
            seats: 2,
            createdAt: '2030-06-10T09:00:00.000Z',
            confirmedAt: '2030-06-10T09:00:00.000Z',
            canceledAt: null,
            tables: [],
            source: 'online',
            canceledBy: null,
            declineReason: null,
            seatedAt: null,
            completedAt: null,
            deposit: null,
          },
        });
      });
    const done = await book(confirmAtOnce);
    expect(done).toHaveTextContent(t.reserveSuccess);
    expect(done).toHaveTextContent(w.bookedConfirmed);
    expect(screen.queryByText(w.requestReceived)).toBeNull();
  });
});

describe('reservation wizard: the page says when tables can be booked', () => {
  it('shows the times the server offers, from the same settings as the slots', async () => {
    await openWizard();
    const times = await screen.findByRole('region', { name: FAKE_BOOKING_TIMES.label });
    for (const line of FAKE_BOOKING_TIMES.lines)
      expect(within(times).getByText(line)).toBeVisible();
    expect(screen.queryByText(/every day from 12:00/i)).toBeNull();
  });
});
