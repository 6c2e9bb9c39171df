import type { Reservation } from '@shared/reservations';
import { type WaitlistEntry, waitlistTexts as wt } from '@shared/waitlist';
import { fakeReservations, fillDetails, typeDate } from '@test/support/web/fake-reservations';
import { fetchStub, respond, respondError } from '@test/support/web/fetch-stub';
import { customer, renderScreen } from '@test/support/web/render';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ReservationPage from './ReservationPage';
import { WaitlistList } from './WaitlistList';
import WaitlistOfferPage from './WaitlistOfferPage';

const entry = (changes: Partial<WaitlistEntry> = {}): WaitlistEntry => ({
  id: 'entry-1',
  date: '2030-06-12',
  time: '14:00',
  guests: 2,
  status: 'waiting',
  heldUntil: null,
  offerExpiresAt: null,
  createdAt: '2030-06-10T09:00:00.000Z',
  ...changes,
});

describe('the waitlist in the wizard', () => {
  it('offers to wait for the full time and joins with the details typed in step 1', async () => {
    fakeReservations(fetchStub);
    fetchStub.on('POST', '/api/reservations/waitlist', respond(201, { entry: entry() }));
    const { events } = await renderScreen(<ReservationPage />, {
      path: '/Reservation',
      user: customer,
    });
    await fillDetails(events);
    await typeDate(events, '2030-06-12');
    // 14:00 is full in the fake day; 16:00 still has 5 seats for a party of 2.
    expect(await screen.findByText(wt.joinHint('14:00', 2))).toBeVisible();
    await events.click(screen.getByRole('button', { name: wt.join }));
    expect(await screen.findByText(wt.joined)).toBeVisible();
    expect(fetchStub.callsTo('POST', '/api/reservations/waitlist')[0]?.body).toEqual({
      firstName: 'Ada',
      lastName: 'Obi',
      phone: '0803 555 0147',
      date: '2030-06-12',
      time: '14:00',
      guests: 2,
    });
  });

  it('says why a join was refused, and shows no button on a day with room everywhere', async () => {
    fakeReservations(fetchStub, (date) => [
      {
        time: '18:00',
        seatsLeft: date === '2030-06-12' ? 0 : 40,
        state: date === '2030-06-12' ? 'full' : 'available',
      },
    ]);
    fetchStub.on(
      'POST',
      '/api/reservations/waitlist',
      respondError(409, 'conflict', wt.alreadyWaiting),
    );
    const { events } = await renderScreen(<ReservationPage />, {
      path: '/Reservation',
      user: customer,
    });
    await fillDetails(events);
    await typeDate(events, '2030-06-13');
    await screen.findByRole('option', { name: /^18:00/ });
    expect(screen.queryByRole('button', { name: wt.join })).toBeNull();
    await typeDate(events, '2030-06-12');
    await events.click(await screen.findByRole('button', { name: wt.join }));
    expect(await screen.findByRole('alert')).toHaveTextContent(wt.alreadyWaiting);
  });
});

describe('the waitlist party by sittings', () => {
  it('waits for the party chosen above the times: a larger one may wait for a nearly full time', async () => {
    fakeReservations(fetchStub);
    fetchStub.on('POST', '/api/reservations/waitlist', respond(201, { entry: entry() }));
    const { events } = await renderScreen(<ReservationPage />, {
      path: '/Reservation',
      user: customer,
    });
    await fillDetails(events);
    await events.tripleClick(screen.getByLabelText('Number of guests'));
    await events.keyboard('6');
    await typeDate(events, '2030-06-12');
    // The party is asked once, above the times: not again beside the button.
    expect(screen.queryByLabelText('Party')).toBeNull();
    // 16:00 has 5 seats left: full for 6, so it can be waited for too.
    await events.selectOptions(screen.getByLabelText('Full time to wait for'), '16:00');
    expect(screen.getByText(wt.joinHint('16:00', 6))).toBeVisible();
    await events.click(screen.getByRole('button', { name: wt.join }));
    await screen.findByText(wt.joined);
    expect(fetchStub.callsTo('POST', '/api/reservations/waitlist')[0]?.body).toMatchObject({
      time: '16:00',
      guests: 6,
    });
  });
});

describe('the waitlist offer page', () => {
  const open = (answer: unknown) => {
    fetchStub.on('GET', '/api/reservations/waitlist/offer', answer);
    return renderScreen(<WaitlistOfferPage />, {
      path: '/reservation/waitlist/tok.123.abc',
      route: '/reservation/waitlist/:token',
      user: customer,
    });
  };

  it('shows the held table and books it with one button', async () => {
    const reservation = {
      id: 'r1',
      date: '2030-06-12',
      time: '14:00',
      guests: 2,
      status: 'pending',
      tables: [],
    } as unknown as Reservation;
    fetchStub.on('POST', '/api/reservations/waitlist/offer/book', respond(201, { reservation }));
    const { events } = await open({ entry: entry({ status: 'offered', heldUntil: '13:15' }) });
    expect(
      await screen.findByText(`${wt.offerLine('2030-06-12', '14:00', 2)} ${wt.heldUntil('13:15')}`),
    ).toBeVisible();
    expect(
      fetchStub.callsTo('GET', '/api/reservations/waitlist/offer')[0]?.query.get('token'),
    ).toBe('tok.123.abc');
    await events.click(screen.getByRole('button', { name: wt.book }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'A table for 2 on Wednesday, 12 June 2030 at 14:00.',
    );
    expect(fetchStub.callsTo('POST', '/api/reservations/waitlist/offer/book')[0]?.body).toEqual({
      token: 'tok.123.abc',
    });
  });

  it('says when the offer is gone, or was sent to another account', async () => {
    await open({ entry: entry({ status: 'expired' }) });
    expect(await screen.findByText(wt.offerGone)).toBeVisible();
    expect(screen.queryByRole('button', { name: wt.book })).toBeNull();
    fetchStub.reset();
    await open(respondError(403, 'forbidden', wt.offerNotYours));
    expect(await screen.findByText(wt.offerNotYours)).toBeVisible();
  });

  it('lists the entries on the reservations page and leaves one', async () => {
    fetchStub
      .on('GET', '/api/reservations/waitlist', { entries: [entry()] })
      .on(
        'POST',
        '/api/reservations/waitlist/:id/leave',
        respond(200, { entry: entry({ status: 'left' }) }),
      );
    const { events } = await renderScreen(<WaitlistList />, {
      path: '/user/reservations',
      user: customer,
    });
    expect(await screen.findByText(/Wednesday, 12 June 2030 at 14:00 for 2/)).toBeVisible();
    await events.click(screen.getByRole('button', { name: wt.leave }));
    expect(fetchStub.callsTo('POST', '/api/reservations/waitlist/:id/leave')[0]?.params.id).toBe(
      'entry-1',
    );
  });
});
