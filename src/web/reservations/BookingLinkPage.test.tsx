import { type BookingByLink, bookingLinkTexts as bt } from '@shared/booking-link';
import { messages } from '@shared/messages';
import { reservationTexts as rt } from '@shared/reservations';
import { fetchStub, respondError } from '@test/support/web/fetch-stub';
import { renderScreen } from '@test/support/web/render';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import BookingLinkPage from './BookingLinkPage';

const PHONE = '+234 801 234 5678';
const VIEW: BookingByLink = {
  booking: {
    firstName: 'Ada',
    date: '2030-06-12',
    time: '19:00',
    guests: 2,
    status: 'confirmed',
    specialRequests: 'Window seat, please',
    tables: ['T2'],
    deposit: null,
  },
  canChange: true,
  changeUntil: 'Wednesday, 12 June 2030 at 17:00',
  phone: PHONE,
  timeZone: 'Africa/Lagos',
  today: '2030-06-10',
  lastDate: '2030-08-09',
  maxOnlineParty: 8,
};
const slots = (date: string) => ({
  date,
  today: VIEW.today,
  lastDate: VIEW.lastDate,
  timeZone: 'Africa/Lagos',
  capacity: 40,
  byTables: true,
  rules: { maxOnlineParty: 8, windowDays: 60, phone: PHONE },
  slots: [
    { time: '18:30', seatsLeft: 0, state: 'full' },
    { time: '19:00', seatsLeft: 2, state: 'available' },
    { time: '20:30', seatsLeft: 2, state: 'available' },
  ],
});

const open = (view: unknown) => {
  fetchStub
    .on('GET', '/api/bookings/by-link/:token', view)
    .on('GET', '/api/bookings/by-link/:token/slots', ({ query }) => slots(query.get('date')!));
  return renderScreen(<BookingLinkPage />, { path: '/booking/tok.1.x', route: '/booking/:token' });
};

describe('the booking link page', () => {
  it('shows the booking and, before the cutoff, until when it may change', async () => {
    await open(VIEW);
    const card = await screen.findByRole('article', { name: 'Booking details' });
    expect(card).toHaveTextContent('Wednesday, 12 June 2030');
    expect(card).toHaveTextContent('19:00');
    expect(card).toHaveTextContent('T2');
    expect(card).toHaveTextContent('Window seat, please');
    expect(within(card).getByText('Confirmed')).toBeVisible();
    expect(screen.getByText(bt.changeUntil(VIEW.changeUntil))).toBeVisible();
    expect(screen.getByRole('button', { name: bt.changeButton })).toBeDisabled();
    expect(screen.getByRole('button', { name: bt.cancelButton })).toBeEnabled();
  });

  it('changes the time with the offered slots and shows the server’s answer', async () => {
    fetchStub.on('PATCH', '/api/bookings/by-link/:token', ({ body }) => ({
      ...VIEW,
      booking: { ...VIEW.booking, ...(body as object) },
    }));
    const { events } = await open(VIEW);
    const time = await screen.findByLabelText('Time');
    expect(await within(time).findByRole('option', { name: '20:30' })).toBeInTheDocument();
    // Only the free times are offered.
    expect(within(time).queryByRole('option', { name: '18:30' })).toBeNull();
    await events.selectOptions(time, '20:30');
    await events.click(screen.getByRole('button', { name: bt.changeButton }));
    expect(await screen.findByText(bt.changed)).toBeVisible();
    expect(fetchStub.callsTo('PATCH', '/api/bookings/by-link/:token')[0]?.body).toEqual({
      date: '2030-06-12',
      time: '20:30',
      guests: 2,
    });
    expect(screen.getByRole('article', { name: 'Booking details' })).toHaveTextContent('20:30');
  });

  it('asks parties over the online maximum to call, and shows a refusal in the server’s words', async () => {
    fetchStub.on('PATCH', '/api/bookings/by-link/:token', () =>
      respondError(409, 'conflict', rt.slotUnavailable),
    );
    const { events } = await open(VIEW);
    const guests = await screen.findByLabelText('Guests');
    await events.clear(guests);
    await events.type(guests, '9');
    expect(screen.getByText(messages.booking.callForGroups(8, PHONE))).toBeVisible();
    expect(screen.getByRole('button', { name: bt.changeButton })).toBeDisabled();
    await events.clear(guests);
    await events.type(guests, '3');
    await within(screen.getByLabelText('Time')).findByRole('option', { name: '19:00' });
    await events.selectOptions(screen.getByLabelText('Time'), '19:00');
    await events.click(screen.getByRole('button', { name: bt.changeButton }));
    expect(await screen.findByRole('alert')).toHaveTextContent(rt.slotUnavailable);
  });

  it('cancels after asking, and then says so', async () => {
    fetchStub.on('POST', '/api/bookings/by-link/:token/cancel', {
      ...VIEW,
      canChange: false,
      booking: { ...VIEW.booking, status: 'canceled' },
    });
    const { events } = await open(VIEW);
    await events.click(await screen.findByRole('button', { name: bt.cancelButton }));
    const dialog = await screen.findByRole('dialog', { name: bt.cancelQuestion });
    await events.click(within(dialog).getByRole('button', { name: bt.cancelButton }));
    expect(await screen.findByText(bt.canceled)).toBeVisible();
    expect(screen.getByText(bt.closed('canceled', PHONE))).toBeVisible();
    expect(screen.getByRole('link', { name: bt.bookAgain })).toHaveAttribute(
      'href',
      '/Reservation',
    );
    expect(screen.queryByRole('button', { name: bt.changeButton })).toBeNull();
  });

  it('after the cutoff says until when changes were possible and gives the phone', async () => {
    await open({ ...VIEW, canChange: false });
    expect(await screen.findByText(bt.tooLate(VIEW.changeUntil, PHONE))).toBeVisible();
    expect(screen.queryByRole('button', { name: bt.changeButton })).toBeNull();
    expect(screen.queryByRole('button', { name: bt.cancelButton })).toBeNull();
  });

  it('says in words that a bad or old link opens nothing', async () => {
    await open(respondError(404, 'not_found', bt.notFound));
    expect(await screen.findByRole('alert')).toHaveTextContent(bt.notFound);
  });
});
