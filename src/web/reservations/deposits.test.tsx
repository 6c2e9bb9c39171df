import type { StartedPayment } from '@shared/checkout';
import type { DepositPaymentResponse } from '@shared/deposit-payments';
import { depositTexts } from '@shared/deposits';
import { formatMoney } from '@shared/money';
import type { Reservation } from '@shared/reservations';
import {
  FAKE_BOOKING_TIMES,
  FAKE_RULES,
  fakeReservations,
  fillDetails,
  pickSlot,
  TODAY,
  usualSlots,
} from '@test/support/web/fake-reservations';
import { fetchStub } from '@test/support/web/fetch-stub';
import { admin, customer, renderScreen } from '@test/support/web/render';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import AdminReservationsPage from './AdminReservationsPage';
import ReservationPage from './ReservationPage';
import UserReservationsPage from './UserReservationsPage';

/** What the provider's checkout does in these tests: 'paid' or 'closed' by the diner. */
const checkout = vi.hoisted(() => ({ outcome: 'paid' as 'paid' | 'closed' }));
vi.mock('@web/payments/popup', () => ({
  openProviderCheckout: async (
    started: StartedPayment,
    handlers: { onSuccess: (reference: string) => void; onCancel: () => void },
  ) => (checkout.outcome === 'paid' ? handlers.onSuccess(started.reference) : handlers.onCancel()),
}));

const PER_GUEST = 5_000_00;
const TOTAL = 6 * PER_GUEST;
const rules = { ...FAKE_RULES, depositFromParty: 6, depositPerGuestMinor: PER_GUEST };

const booking = (changes: Partial<Reservation> = {}): Reservation => ({
  id: 'reservation-6',
  firstName: 'Ada',
  lastName: 'Obi',
  email: customer.email,
  phone: '0803 555 0147',
  date: '2030-06-12',
  time: '18:00',
  guests: 6,
  seats: 6,
  specialRequests: '',
  status: 'awaiting_deposit',
  createdAt: '2030-06-10T09:00:00.000Z',
  confirmedAt: null,
  canceledAt: null,
  tables: [],
  source: 'online',
  canceledBy: null,
  declineReason: null,
  seatedAt: null,
  completedAt: null,
  deposit: { amountMinor: TOTAL, status: 'awaiting', holdUntil: '2030-06-10T09:15:00.000Z' },
  ...changes,
});
const paid = booking({
  status: 'pending',
  deposit: { amountMinor: TOTAL, status: 'paid', holdUntil: null },
});
const started: StartedPayment = {
  reference: 'TVP-DEPOSIT-1',
  accessCode: 'code-1',
  authorizationUrl: null,
  amountMinor: TOTAL,
  currency: 'NGN',
  provider: { name: 'sandbox', displayName: 'Sandbox', publicKey: 'pk_sandbox', checkout: 'frame' },
};
const verified: DepositPaymentResponse = {
  payment: { reference: started.reference, status: 'successful', amountMinor: TOTAL, reason: null },
  reservation: paid,
};

/** The wizard with deposits on, filled up to the party step for a party of 6. */
async function partyOfSix() {
  fakeReservations(fetchStub);
  fetchStub
    .on('GET', '/api/reservations/availability', ({ query }) => ({
      date: query.get('date') ?? TODAY,
      today: TODAY,
      lastDate: '2030-08-09',
      timeZone: 'Africa/Lagos',
      capacity: 40,
      byTables: false,
      dateOrder: 'dmy',
      bookingTimes: FAKE_BOOKING_TIMES,
      rules,
      slots: usualSlots,
    }))
    .on('POST', '/api/reservations', { reservation: booking() })
    .on('POST', '/api/reservations/:id/deposit', started)
    .on('POST', '/api/reservations/:id/deposit/:reference/verify', verified);
  const screenNow = await renderScreen(<ReservationPage />, {
    path: '/Reservation',
    user: customer,
  });
  await fillDetails(screenNow.events);
  await pickSlot(screenNow.events, '2030-06-12', '18:00', 6);
  return screenNow;
}

describe('booking deposits in the browser', () => {
  beforeEach(() => {
    checkout.outcome = 'paid';
  });

  it('tells a party of 6 the deposit before booking, then takes them to pay it', async () => {
    const { events } = await partyOfSix();
    expect(screen.getByRole('note')).toHaveTextContent(
      depositTexts.wizardNotice(PER_GUEST, 6, rules.changeCutoffHours),
    );
    await events.click(screen.getByRole('button', { name: depositTexts.reserveAndPay(TOTAL) }));
    expect(await screen.findByText(depositTexts.paid(TOTAL), { exact: false })).toBeVisible();
    expect(fetchStub.callsTo('POST', '/api/reservations/:id/deposit')[0]?.params.id).toBe(
      'reservation-6',
    );
    expect(
      fetchStub.callsTo('POST', '/api/reservations/:id/deposit/:reference/verify')[0]?.params
        .reference,
    ).toBe(started.reference);
  });

  it('holds the table when the payment window is closed: pay again, or give the hold up', async () => {
    checkout.outcome = 'closed';
    const { events } = await partyOfSix();
    fetchStub.on('POST', '/api/reservations/:id/cancel', {
      reservation: booking({
        status: 'canceled',
        deposit: { ...booking().deposit!, status: 'unpaid' },
      }),
    });
    await events.click(screen.getByRole('button', { name: depositTexts.reserveAndPay(TOTAL) }));
    expect(await screen.findByText(depositTexts.checkoutClosed)).toBeVisible();
    expect(screen.getByText(depositTexts.heldTitle)).toBeVisible();
    expect(screen.getByText(/We hold the table until 10:15/)).toBeVisible();
    expect(screen.getByRole('button', { name: depositTexts.payButton(TOTAL) })).toBeEnabled();
    await events.click(screen.getByRole('button', { name: depositTexts.cancelHold }));
    expect(await screen.findByText(depositTexts.holdCanceled)).toBeVisible();
  });

  it("the diner's bookings: a deposit to pay, and the return from the provider's page verified", async () => {
    fetchStub
      .on('GET', '/api/reservations/mine', {
        items: [booking()],
        total: 1,
        totalCapped: false,
        nextCursor: null,
        previousCursor: null,
      })
      .on('GET', '/api/reservations/waitlist', { entries: [] })
      .on('POST', '/api/reservations/:id/deposit/:reference/verify', verified);
    await renderScreen(<UserReservationsPage />, {
      path: `/user/reservations?deposit=reservation-6&reference=${started.reference}`,
    });
    expect(await screen.findByText(depositTexts.paidHere)).toBeVisible();
    expect(screen.getByText(`${formatMoney(TOTAL)}, to pay (held until 10:15)`)).toBeVisible();
    expect(screen.getByRole('button', { name: depositTexts.payButton(TOTAL) })).toBeVisible();
  });

  it('the back office lists a hold with its deposit and no Confirm, and a paid one to confirm', async () => {
    fetchStub
      .on('GET', '/api/admin/reservations', {
        items: [booking(), { ...paid, id: 'reservation-7', lastName: 'Paid' }],
        total: 2,
        totalCapped: false,
        nextCursor: null,
        previousCursor: null,
      })
      .on('GET', '/api/admin/tables', { tables: [] })
      .on('GET', '/api/admin/now/bookings', { toConfirm: 1, tonightCovers: 0, date: TODAY });
    await renderScreen(<AdminReservationsPage />, { path: '/admin/reservations', user: admin });
    const hold = await screen.findByRole('article', { name: /Ada Obi/ });
    expect(hold).toHaveTextContent(`${formatMoney(TOTAL)}, awaited (held until 10:15)`);
    expect(hold).toHaveTextContent('Awaiting deposit');
    expect(within(hold).queryByRole('button', { name: 'Confirm Reservation' })).toBeNull();
    const paidCard = screen.getByRole('article', { name: /Ada Paid/ });
    expect(paidCard).toHaveTextContent(`${formatMoney(TOTAL)}, paid`);
    expect(within(paidCard).getByRole('button', { name: 'Confirm Reservation' })).toBeVisible();
  });
});
