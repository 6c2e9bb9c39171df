import { wizardTexts } from '@shared/reservation-wizard';
import { reservationTexts as t, WIZARD_STEPS } from '@shared/reservations';
import type { PublicUser } from '@shared/schemas/auth';
import {
  fakeReservations,
  fillDetails,
  pickSlot,
  TODAY,
} from '@test/support/web/fake-reservations';
import { fetchStub, respondError } from '@test/support/web/fetch-stub';
import { customer, renderScreen } from '@test/support/web/render';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ReservationPage from './ReservationPage';

const openWizard = (user: PublicUser | null = customer) => {
  fakeReservations(fetchStub);
  return renderScreen(<ReservationPage />, { path: '/Reservation', user });
};
const next = () => screen.getByRole('button', { name: t.next });
const currentStep = () =>
  within(screen.getByRole('list', { name: 'Reservation steps' })).getByRole('listitem', {
    current: 'step',
  });

describe('reservation wizard: steps', () => {
  it('walks through the three steps, and back', async () => {
    const { events } = await openWizard();
    expect(screen.getByRole('heading', { name: WIZARD_STEPS[0].question })).toBeVisible();
    expect(currentStep()).toHaveTextContent(`Step 1 of 3: ${WIZARD_STEPS[0].title}`);
    expect(screen.getByRole('button', { name: t.previous })).toBeDisabled();
    // No free e-mail field: the page says where the mails go instead.
    expect(screen.queryByLabelText('Email')).toBeNull();
    expect(screen.queryByRole('textbox', { name: /mail/i })).toBeNull();
    expect(screen.getByText(t.confirmationGoesTo(customer.email))).toBeVisible();

    await fillDetails(events);
    expect(currentStep()).toHaveTextContent(`Step 2 of 3: ${WIZARD_STEPS[1].title}`);
    await pickSlot(events, '2030-06-12', '18:00');
    expect(currentStep()).toHaveTextContent(`Step 3 of 3: ${WIZARD_STEPS[2].title}`);
    expect(screen.getByText(/Table for/)).toHaveTextContent(
      'Table for 2 on Wednesday, 12 June 2030 at 18:00',
    );
    expect(screen.getByRole('button', { name: t.reserve })).toBeEnabled();

    await events.click(screen.getByRole('button', { name: t.previous }));
    expect(screen.getByRole('heading', { name: WIZARD_STEPS[1].question })).toHaveFocus();
    expect(screen.getByLabelText('Date')).toHaveValue('2030-06-12');
    expect(screen.getByLabelText('Time')).toHaveValue('18:00');
  });

  it('stops on step 1 with the spec texts until the details are right', async () => {
    const { events } = await openWizard();
    await events.click(next());
    expect(await screen.findByText(t.firstNameRequired)).toBeVisible();
    expect(screen.getByText(t.lastNameRequired)).toBeVisible();
    expect(screen.getByText(t.phoneRequired)).toBeVisible();
    expect(await screen.findByText(t.fillRequired)).toBeVisible();
    expect(screen.getByLabelText('First name')).toHaveFocus();

    await events.type(screen.getByLabelText('Phone number'), '12-34');
    await events.click(next());
    expect(await screen.findByText(t.phoneInvalid)).toBeVisible();
    expect(screen.getByRole('heading', { name: WIZARD_STEPS[0].question })).toBeVisible();
  });
});

describe('reservation wizard: booking', () => {
  it('books with one call carrying every field, then starts afresh', async () => {
    const { events } = await openWizard();
    await fillDetails(events);
    await pickSlot(events, '2030-06-12', '18:00', 4);
    await events.type(screen.getByLabelText(/Special requests/), '  Birthday cake ');
    await events.click(screen.getByRole('button', { name: t.reserve }));

    const done = await screen.findByRole('status');
    expect(done).toHaveTextContent(wizardTexts.requestReceived);
    expect(done).toHaveTextContent('A table for 4 on Wednesday, 12 June 2030 at 18:00.');
    expect(done).toHaveTextContent('Status: Pending until the restaurant confirms it');
    expect(within(done).getByRole('link', { name: 'See your reservations' })).toHaveAttribute(
      'href',
      '/user/reservations',
    );
    const calls = fetchStub.callsTo('POST', '/api/reservations');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toEqual({
      firstName: 'Ada',
      lastName: 'Obi',
      phone: '0803 555 0147',
      date: '2030-06-12',
      time: '18:00',
      guests: 4,
      specialRequests: 'Birthday cake',
    });
    expect(screen.getByRole('heading', { name: WIZARD_STEPS[0].question })).toBeVisible();
    expect(screen.getByLabelText('First name')).toHaveValue('');
  });

  it('a slot taken meanwhile sends the diner back to choose another time', async () => {
    const { events } = await openWizard();
    fetchStub.on('POST', '/api/reservations', respondError(409, 'conflict', t.slotUnavailable));
    await fillDetails(events);
    await pickSlot(events, '2030-06-12', '16:00');
    await events.click(screen.getByRole('button', { name: t.reserve }));
    expect(await screen.findByRole('heading', { name: WIZARD_STEPS[1].question })).toBeVisible();
    expect(screen.getByLabelText('Time')).toHaveAccessibleDescription(t.slotUnavailable);
    expect((await screen.findAllByText(t.slotUnavailable)).length).toBeGreaterThan(1);
  });

  it('a field the server refuses takes the diner to its step', async () => {
    const { events } = await openWizard();
    fetchStub.on('POST', '/api/reservations', () =>
      respondError(400, 'invalid', 'Invalid input.', { phone: t.phoneInvalid }),
    );
    await fillDetails(events);
    await pickSlot(events, '2030-06-12', '18:00');
    await events.click(screen.getByRole('button', { name: t.reserve }));
    expect(await screen.findByRole('heading', { name: WIZARD_STEPS[0].question })).toBeVisible();
    expect(screen.getByLabelText('Phone number')).toHaveAccessibleDescription(
      expect.stringContaining(t.phoneInvalid),
    );
    expect(await screen.findByText(t.reserveError)).toBeVisible();
  });

  it('a visitor who is not signed in is told to sign in, and nothing is sent', async () => {
    const { events } = await openWizard(null);
    await fillDetails(events);
    await pickSlot(events, TODAY, '18:00');
    await events.click(screen.getByRole('button', { name: t.reserve }));
    expect(await screen.findByText(t.mustLogin)).toBeVisible();
    expect(fetchStub.callsTo('POST', '/api/reservations')).toHaveLength(0);
  });
});
