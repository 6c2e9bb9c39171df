import { messages } from '@shared/messages';
import { type AccountJoin, orderLinkTexts as l } from '@shared/order-links';
import { orderStageTexts } from '@shared/order-stage-texts';
import type { Order } from '@shared/orders';
import type { PublicUser } from '@shared/schemas/auth';
import { staffOrderMailTexts } from '@shared/staff-orders';
import { FakeEventSource } from '@test/support/web/fake-event-source';
import { fakeOrder, orderLine } from '@test/support/web/fake-orders';
import { fetchStub, respond, respondError } from '@test/support/web/fetch-stub';
import { customer, renderScreen } from '@test/support/web/render';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import OrderLinkPage from './OrderLinkPage';

const TOKEN = 'VFYtTElOSzE.1900000000.abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';
const stageLabel = () => document.querySelector('.order-stage-label');
const open = (
  order: () => Order,
  accountJoin: AccountJoin = 'none',
  user: PublicUser | null = null,
) => {
  fetchStub.on('GET', '/api/orders/by-link/:token', () => ({ order: order(), accountJoin }));
  return renderScreen(<OrderLinkPage />, {
    path: `/order/${TOKEN}`,
    route: '/order/:token',
    user,
  });
};
const accountBox = () => screen.findByRole('region', { name: l.accountTitle });

describe('the order page of a receipt link (no sign-in)', () => {
  beforeEach(() => FakeEventSource.install());
  afterEach(() => FakeEventSource.uninstall());

  it('shows the order with its choices and note to a signed-out visitor, and follows it live', async () => {
    let stage: Order['stage'] = 'new';
    const line = {
      ...orderLine('Margherita', 6000_00),
      note: 'well done',
      choices: [
        { groupId: 'g1', choiceId: 'c1', group: 'Size', name: 'Large', deltaMinor: 3000_00 },
        { groupId: 'g2', choiceId: 'c2', group: 'Extras', name: 'Olives', deltaMinor: 500_00 },
      ],
    };
    await open(() => fakeOrder('TV-LINK1', { stage, lines: [line] }));
    expect(await screen.findByRole('heading', { name: l.title(1042) })).toBeVisible();
    const page = screen.getByRole('article');
    expect(page).toHaveTextContent('Margherita');
    expect(page).toHaveTextContent('Large');
    expect(page).toHaveTextContent('Olives');
    expect(page).toHaveTextContent('well done');
    // Cancel and Order again need an account: not offered here.
    expect(screen.queryByRole('button', { name: /Order again|Cancel/ })).toBeNull();
    expect((await FakeEventSource.opened()).url).toBe(`/api/orders/by-link/${TOKEN}/events`);

    stage = 'accepted';
    act(() => {
      FakeEventSource.latest().open();
      FakeEventSource.latest().emit('orders', { type: 'order.stage', orderIds: ['TV-LINK1'] });
    });
    await waitFor(() =>
      expect(stageLabel()).toHaveTextContent(
        orderStageTexts.dinerWords('accepted', 'delivery').label,
      ),
    );
  });

  it('tells the diner of a phone order what is still to pay and how, and never speaks of a payment taken', async () => {
    let order: Order = {
      ...fakeOrder('TV-PHONE1', { stage: 'new', fulfilment: 'pickup', totalMinor: 7500_00 }),
      source: 'phone',
      paymentMethod: 'cash',
      awaitingPayment: true,
    };
    await open(() => order);
    const page = await screen.findByRole('article');
    expect(page).toHaveTextContent(orderStageTexts.dinerWords('new', 'pickup', 'unpaid').detail);
    expect(page).not.toHaveTextContent('your payment');
    expect(page).toHaveTextContent(
      staffOrderMailTexts.orderPageToPay('NGN 7,500.00', 'cash', 'pickup'),
    );

    // Paid at the counter, then canceled: given back the way it was paid, not to a card.
    await FakeEventSource.opened();
    order = { ...order, awaitingPayment: false, stage: 'canceled', status: 'canceled' };
    act(() => {
      FakeEventSource.latest().open();
      FakeEventSource.latest().emit('orders', { type: 'order.stage', orderIds: ['TV-PHONE1'] });
    });
    await waitFor(() =>
      expect(screen.getByRole('article')).toHaveTextContent(
        orderStageTexts.dinerWords('canceled', 'pickup', 'in_person').detail,
      ),
    );
    expect(screen.getByRole('article')).not.toHaveTextContent('To pay');
  });

  it('says the link is not valid when the server does not know it', async () => {
    fetchStub.on('GET', '/api/orders/by-link/:token', () =>
      respondError(404, 'not_found', l.notFound),
    );
    await renderScreen(<OrderLinkPage />, { path: `/order/${TOKEN}`, route: '/order/:token' });
    expect(await screen.findByRole('alert')).toHaveTextContent(l.notFound);
  });

  it('offers a guest "Create an account" by the receipt link: the order’s name and e-mail, a password; then signed in', async () => {
    const order = fakeOrder('TV-GUEST1', {
      customerName: 'Ngozi Guest',
      email: 'ngozi@example.com',
    });
    fetchStub.on('POST', '/api/orders/by-link/:token/account', () =>
      respond(201, {
        user: { ...customer, username: 'Ngozi', email: 'ngozi@example.com' },
        message: l.accountCreated,
      }),
    );
    const { events } = await open(() => order, 'open');
    const box = await accountBox();
    expect(box).toHaveTextContent(l.accountLead);
    await events.click(within(box).getByRole('button', { name: l.createAccount }));
    expect(within(box).getByLabelText(l.yourName)).toHaveValue('Ngozi Guest');
    expect(within(box).getByLabelText(l.emailOfOrder)).toHaveValue('ngozi@example.com');
    expect(within(box).getByLabelText(l.emailOfOrder)).toHaveAttribute('readonly');
    await events.click(within(box).getByRole('button', { name: l.createAccountSubmit }));
    expect(await within(box).findByText(messages.auth.passwordTooShort)).toBeVisible();
    expect(fetchStub.callsTo('POST', '/api/orders/by-link/:token/account')).toHaveLength(0);

    await events.type(within(box).getByLabelText(l.password), 'secret-123');
    await events.click(within(box).getByRole('button', { name: l.createAccountSubmit }));
    // Signed in now: the order is read again (the cache is the new user's) and the box redrawn.
    expect(await screen.findByText(l.accountCreated)).toBeVisible();
    expect(fetchStub.callsTo('POST', '/api/orders/by-link/:token/account')[0]).toMatchObject({
      params: { token: TOKEN },
      body: { username: 'Ngozi Guest', password: 'secret-123' },
    });
    expect(within(await accountBox()).getByRole('link', { name: l.seeYourOrders })).toHaveAttribute(
      'href',
      '/user/present-orders',
    );
  });

  it('says an e-mail that already has an account, and offers sign-in back to this page', async () => {
    fetchStub.on('POST', '/api/orders/by-link/:token/account', () =>
      respondError(409, 'conflict', l.accountExists, { email: l.accountExists }),
    );
    const { events } = await open(() => fakeOrder('TV-GUEST2'), 'open');
    const box = await accountBox();
    await events.click(within(box).getByRole('button', { name: l.createAccount }));
    await events.type(within(box).getByLabelText(l.password), 'secret-123');
    await events.click(within(box).getByRole('button', { name: l.createAccountSubmit }));
    expect(await within(box).findByRole('alert')).toHaveTextContent(l.accountExists);
    expect(within(box).getByRole('link', { name: l.signInToJoin })).toHaveAttribute(
      'href',
      `/Auth/login?redirect=${encodeURIComponent(`/order/${TOKEN}`)}`,
    );
    expect(within(box).queryByRole('button', { name: l.createAccountSubmit })).toBeNull();
  });

  it('offers a signed-in diner to add the order to the account', async () => {
    fetchStub.on('POST', '/api/orders/by-link/:token/join', { ok: true, message: l.joined });
    const { events } = await open(() => fakeOrder('TV-GUEST3'), 'open', customer);
    const box = await accountBox();
    expect(box).toHaveTextContent(l.joinAsSignedIn(customer.username));
    // The join's own onSuccess fires only for a box subscribed to its request, which an effect
    // does; the stream opens in an effect of the same render, so once it is open the box is ready,
    // as it always is by the time a person taps.
    await FakeEventSource.opened();
    await events.click(within(box).getByRole('button', { name: l.join }));
    expect(await within(box).findByText(l.joined)).toBeVisible();
    expect(fetchStub.callsTo('POST', '/api/orders/by-link/:token/join')).toHaveLength(1);
  });

  it('by the browser’s own link after paying, points to the receipt’s link instead', async () => {
    await open(() => fakeOrder('TV-GUEST4', { email: 'ngozi@example.com' }), 'receipt_link');
    const box = await accountBox();
    expect(screen.getByText(l.guestLead('ngozi@example.com'))).toBeVisible();
    expect(box).toHaveTextContent(l.receiptLinkNeeded('ngozi@example.com'));
    expect(within(box).queryByRole('button')).toBeNull();
  });

  it('offers nothing for an order already in an account', async () => {
    await open(() => fakeOrder('TV-LINK5'), 'none');
    expect(await screen.findByRole('heading', { name: l.title(1042) })).toBeVisible();
    expect(screen.queryByRole('region', { name: l.accountTitle })).toBeNull();
  });
});
