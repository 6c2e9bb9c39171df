import { reservationTexts as t } from '@shared/reservations';
import { fakeReservations, fillDetails, TODAY } from '@test/support/web/fake-reservations';
import { fetchStub } from '@test/support/web/fetch-stub';
import { customer, renderScreen } from '@test/support/web/render';
import { screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import ReservationPage from './ReservationPage';

// The browser in Los Angeles at 23:30 UTC on 9 June 2030: 16:30 on the 9th there, while in Lagos
// (the restaurant) it is 00:30 on the 10th, the day the stubbed server calls today (TODAY).
const savedTz = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'America/Los_Angeles';
});
afterAll(() => {
  if (savedTz === undefined) delete process.env.TZ;
  else process.env.TZ = savedTz;
});
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2030-06-09T23:30:00.000Z'));
});
afterEach(() => vi.useRealTimers());

const restaurantsToday = /^Choose Monday, June 10th, 2030$/;
const browsersToday = /Sunday, June 9th, 2030$/;

async function openCalendar() {
  const view = await renderScreen(<ReservationPage />, { path: '/Reservation', user: customer });
  await fillDetails(view.events);
  await view.events.click(screen.getByLabelText('Date'));
  return view;
}

describe('the reservation calendar: today is the restaurant’s', () => {
  it('the clock and zone are the ones described', () => {
    expect(new Date().getDate()).toBe(9);
    expect(TODAY).toBe('2030-06-10');
  });

  it('offers and marks the restaurant’s today, not the browser’s', async () => {
    fakeReservations(fetchStub);
    await openCalendar();
    const today = await screen.findByRole('gridcell', { name: restaurantsToday });
    expect(today).toHaveAttribute('aria-disabled', 'false');
    expect(today).toHaveAttribute('aria-current', 'date');
    const browserDay = screen.getByRole('gridcell', { name: browsersToday });
    expect(browserDay).toHaveAttribute('aria-disabled', 'true');
    expect(browserDay).not.toHaveAttribute('aria-current');
    // The times are the restaurant's, and said to be, as this browser's clock reads otherwise.
    expect(screen.getByText(t.timesAreRestaurants('GMT+1'))).toBeVisible();
  });

  it('before the server has answered, the first day offered is already the restaurant’s today', async () => {
    fakeReservations(fetchStub);
    // The availability never arrives: the calendar has only this browser's clock to go by.
    fetchStub.on('GET', '/api/reservations/availability', () => new Promise(() => {}));
    await openCalendar();
    const browserDay = await screen.findByRole('gridcell', { name: browsersToday });
    expect(browserDay).toHaveAttribute('aria-disabled', 'true');
    const today = screen.getByRole('gridcell', { name: restaurantsToday });
    expect(today).toHaveAttribute('aria-disabled', 'false');
    expect(today).toHaveAttribute('aria-current', 'date');
  });
});
