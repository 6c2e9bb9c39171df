import { bookingStageTexts as st } from '@shared/booking-stages';
import { type DayBooking, type HostDay, hostDayTexts as ht } from '@shared/host-day';
import type { PublicUser } from '@shared/schemas/auth';
import { fetchStub, respond, respondError } from '@test/support/web/fetch-stub';
import { admin, renderScreen } from '@test/support/web/render';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import HostDayPage from './HostDayPage';

const host: PublicUser = { ...admin, id: 'host-1', role: 'host', username: 'Host' };
const T1 = { id: 't1', name: 'T1', minSeats: 1, maxSeats: 2, area: 'Inside', joinsWith: [] };
const T4 = { id: 't4', name: 'T4', minSeats: 2, maxSeats: 4, area: 'Inside', joinsWith: [] };

const booking = (over: Partial<DayBooking>): DayBooking => ({
  id: 'b1',
  firstName: 'Ada',
  lastName: 'Obi',
  email: 'ada@example.com',
  phone: '0803 555 0147',
  date: '2030-06-10',
  time: '19:00',
  guests: 2,
  seats: 2,
  specialRequests: '',
  status: 'pending',
  createdAt: '2030-06-01T10:00:00.000Z',
  confirmedAt: null,
  canceledAt: null,
  tables: ['T1'],
  source: 'online',
  canceledBy: null,
  declineReason: null,
  seatedAt: null,
  completedAt: null,
  deposit: null,
  tableIds: ['t1'],
  startsMin: 19 * 60,
  endsMin: 20 * 60 + 30,
  ...over,
});

const day = (over: Partial<HostDay> = {}): HostDay => ({
  date: '2030-06-10',
  today: '2030-06-10',
  now: '18:00',
  byTables: true,
  slotInterval: 30,
  tables: [T1, T4],
  bookings: [
    booking({ specialRequests: 'Window please' }),
    booking({
      id: 'b2',
      firstName: 'Bola',
      lastName: 'Ade',
      guests: 4,
      status: 'confirmed',
      tables: ['T4'],
      tableIds: ['t4'],
      time: '19:30',
      startsMin: 19 * 60 + 30,
      endsMin: 21 * 60 + 30,
    }),
  ],
  covers: [
    { time: '19:00', covers: 2, bookings: 1 },
    { time: '19:30', covers: 4, bookings: 1 },
  ],
  ...over,
});

const open = (answer: HostDay) => {
  fetchStub.on('GET', '/api/admin/reservations/day', respond(200, answer));
  return renderScreen(<HostDayPage />, { path: '/admin/reservations/day', user: host });
};
/** A booking's row in the list by time (the timeline names the guest too). */
const rowOf = async (name: RegExp, time: string) =>
  within(await screen.findByRole('region', { name: `Bookings at ${time}` }))
    .getByText(name)
    .closest('li') as HTMLElement;

describe("the host's day", () => {
  it('shows the timeline, the covers and each booking with the buttons its stage allows', async () => {
    await open(day());
    const timeline = await screen.findByRole('region', { name: 'Tables timeline' });
    expect(within(timeline).getByText('T4')).toBeVisible();
    expect(within(timeline).getByTitle(/19:30 · Bola Ade · 4 · Confirmed/)).toBeVisible();
    const covers = screen.getByRole('list', { name: 'Covers' });
    expect(covers).toHaveTextContent('6 covers');
    const ada = await rowOf(/^Ada Obi$/, '19:00');
    expect(within(ada).getByText('“Window please”')).toBeVisible();
    expect(within(ada).getByRole('link', { name: '0803 555 0147' })).toBeVisible();
    const adaButtons = within(ada)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(adaButtons).toEqual(['Confirm', 'Decline', 'Cancel', 'Edit']);
    const bola = await rowOf(/^Bola Ade$/, '19:30');
    expect(
      within(bola)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Seat', 'No-show', 'Cancel', 'Edit']);
  });

  it('seats with one press, and a decline asks for the reason first', async () => {
    fetchStub.on('POST', '/api/admin/reservations/:id/status', ({ params, body }) =>
      respond(200, {
        reservation: { ...booking({ id: params.id }), status: (body as { to: string }).to },
      }),
    );
    const { events } = await open(day());
    await events.click(
      within(await rowOf(/^Bola Ade$/, '19:30')).getByRole('button', { name: 'Seat' }),
    );
    expect(fetchStub.callsTo('POST', '/api/admin/reservations/:id/status')[0]?.body).toEqual({
      to: 'seated',
    });
    await events.click(
      within(await rowOf(/^Ada Obi$/, '19:00')).getByRole('button', { name: 'Decline' }),
    );
    const dialog = await screen.findByRole('dialog');
    await events.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(within(dialog).getByText(st.reasonRequired)).toBeVisible();
    await events.type(within(dialog).getByLabelText(/Reason/), 'Private party tonight');
    await events.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(fetchStub.callsTo('POST', '/api/admin/reservations/:id/status')[1]?.body).toEqual({
      to: 'declined',
      reason: 'Private party tonight',
    });
  });

  it('another day is headed as such, with a way back to today and no walk-in (those are now)', async () => {
    await open(day({ date: '2030-06-11' }));
    expect(await screen.findByRole('heading', { name: ht.otherDayTitle })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Today' })).toBeVisible();
    expect(screen.queryByRole('button', { name: ht.walkIn })).toBeNull();
  });

  it('a walk-in refused for want of a table says so in the dialog', async () => {
    fetchStub.on(
      'POST',
      '/api/admin/reservations/walk-ins',
      respondError(409, 'conflict', st.walkInNoFit),
    );
    const { events } = await open(day());
    await events.click(await screen.findByRole('button', { name: 'Walk-in' }));
    const dialog = await screen.findByRole('dialog');
    await events.selectOptions(within(dialog).getByLabelText('Table'), 't4');
    await events.click(within(dialog).getByRole('button', { name: 'Seat' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(st.walkInNoFit);
    expect(fetchStub.callsTo('POST', '/api/admin/reservations/walk-ins')[0]?.body).toEqual({
      partySize: 2,
      tableId: 't4',
    });
  });

  it('a store without tables shows the list only', async () => {
    await open(day({ byTables: false, tables: [] }));
    expect(await screen.findByText(/^Ada Obi$/)).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Tables timeline' })).toBeNull();
  });
});
