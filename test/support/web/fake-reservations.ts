import {
  type Availability,
  addDays,
  type Reservation,
  type ReservationInput,
  WIZARD_STEPS,
} from '@shared/reservations';
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import { type FetchStub, respond } from './fetch-stub';

/** "Today" in the restaurant's zone, as the server tells the wizard (fixed: tests need no clock). */
export const TODAY = '2030-06-10';
export const CAPACITY = 40;

type Slots = Availability['slots'];

/** The owner's booking rules as the server tells the wizard: the defaults. */
export const FAKE_RULES: Availability['rules'] = {
  maxOnlineParty: 8,
  windowDays: 60,
  phone: '+234 801 234 5678',
  depositFromParty: 6,
  depositPerGuestMinor: 0,
  changeCutoffHours: 2,
};

/** The reservation page's "when you can book" words, as the server says them for these sittings. */
export const FAKE_BOOKING_TIMES: Availability['bookingTimes'] = {
  label: 'Sittings',
  lines: ['Every day: 12:00, 14:00, 16:00, 18:00 and 20:00'],
};

/** A day's slots: 12:00 passed, 14:00 full, 16:00 nearly full (5 left), 18:00 and 20:00 free. */
export const usualSlots: Slots = [
  { time: '12:00', seatsLeft: 40, state: 'past' },
  { time: '14:00', seatsLeft: 0, state: 'full' },
  { time: '16:00', seatsLeft: 5, state: 'available' },
  { time: '18:00', seatsLeft: 40, state: 'available' },
  { time: '20:00', seatsLeft: 40, state: 'available' },
];

/** A day's availability as the server answers it, by seats per sitting. */
export const fakeAvailability = (
  date: string,
  slotsFor: (date: string) => Slots = () => usualSlots,
): Availability => ({
  date,
  today: TODAY,
  lastDate: addDays(TODAY, 60),
  timeZone: 'Africa/Lagos',
  capacity: CAPACITY,
  byTables: false,
  dateOrder: 'dmy',
  bookingTimes: FAKE_BOOKING_TIMES,
  rules: FAKE_RULES,
  slots: slotsFor(date),
});

/**
 * The reservation API: availability for any date (the same slots unless `slotsFor` says
 * otherwise) and a booking call that answers with the reservation as the server stores it.
 */
export function fakeReservations(
  stub: FetchStub,
  slotsFor: (date: string) => Slots = () => usualSlots,
) {
  stub
    .on('GET', '/api/reservations/availability', ({ query }) =>
      fakeAvailability(query.get('date') ?? TODAY, slotsFor),
    )
    .on('POST', '/api/reservations', ({ body }) => {
      const input = body as Required<ReservationInput>;
      const reservation: Reservation = {
        ...input,
        seats: input.guests,
        email: 'diner@example.com',
        id: 'reservation-1',
        status: 'pending',
        createdAt: '2030-06-10T09:00:00.000Z',
        confirmedAt: null,
        canceledAt: null,
        tables: [],
        source: 'online',
        canceledBy: null,
        declineReason: null,
        seatedAt: null,
        completedAt: null,
        deposit: null,
      };
      return respond(201, { reservation });
    });
}

const next = () => screen.getByRole('button', { name: 'Next' });

/** Step 1, filled in as a diner would (the email is already there: the signed-in user's). */
export async function fillDetails(events: UserEvent, phone = '0803 555 0147') {
  await events.type(screen.getByLabelText('First name'), 'Ada');
  await events.type(screen.getByLabelText('Last name'), 'Obi');
  await events.type(screen.getByLabelText('Phone number'), phone);
  await events.click(next());
  await reachStep(1);
  // The calendar's code arrives on its own (lazy chunk): the step is ready once its fields are.
  await screen.findByLabelText('Date');
}

/** Step 2: the party (when given), the date typed on the keyboard, then a time from the day's list. */
export async function pickSlot(events: UserEvent, date: string, time: string, guests?: number) {
  if (guests !== undefined) {
    await events.tripleClick(screen.getByLabelText('Number of guests'));
    await events.keyboard(String(guests));
  }
  await typeDate(events, date);
  const timeBox = screen.getByLabelText('Time');
  await screen.findByRole('option', { name: new RegExp(`^${time}`) });
  await events.selectOptions(timeBox, time);
  await events.click(next());
  await reachStep(2);
}

/**
 * Waits for a step as a person meets it: its heading shown and focused. The wizard moves the focus
 * in an effect; a click into a field before that would lose the focus to the heading.
 */
async function reachStep(index: number) {
  const heading = await screen.findByRole('heading', { name: WIZARD_STEPS[index]!.question });
  await waitFor(() => expect(heading).toHaveFocus());
}

export async function typeDate(events: UserEvent, date: string) {
  const dateBox = screen.getByLabelText('Date');
  await events.clear(dateBox);
  // Pasted in one go: typed key by key, the open calendar re-renders on every character.
  await events.paste(date);
  await events.tab();
}
