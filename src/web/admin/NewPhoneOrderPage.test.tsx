import type { MenuItem } from '@shared/catalog';
import { deliveryAddressTexts } from '@shared/delivery-address';
import { formatMoney } from '@shared/money';
import { paymentLinkTexts } from '@shared/payment-links';
import { staffOrderTexts } from '@shared/staff-orders';
import { fakeOrder } from '@test/support/web/fake-orders';
import { fetchStub, respondError } from '@test/support/web/fetch-stub';
import { admin, nowAt, renderScreen } from '@test/support/web/render';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MarkPaid } from './MarkPaid';
import NewPhoneOrderPage from './NewPhoneOrderPage';

const image = { url: '/img/x.webp', width: 400, height: 300 };
const pizza: MenuItem = {
  id: 'dish-pizza',
  name: 'Margherita',
  description: '',
  category: 'Pizza',
  area: 'Italian',
  priceMinor: 5000_00,
  image,
  available: true,
  options: [
    {
      id: 'g-size',
      name: 'Size',
      required: true,
      minChoices: 1,
      maxChoices: 1,
      choices: [
        { id: 'c-medium', name: 'Medium', deltaMinor: 0, available: true, isDefault: true },
        { id: 'c-large', name: 'Large', deltaMinor: 3000_00, available: true, isDefault: false },
      ],
    },
  ],
};
const cola: MenuItem = { ...pizza, id: 'dish-cola', name: 'Cola', priceMinor: 800_00, options: [] };

function stubMenu() {
  fetchStub
    .on('GET', '/api/menu/categories', { categories: [{ name: 'Pizza' }] })
    .on('GET', '/api/menu', { items: [pizza, cola], hiddenByFilter: 0 })
    .on('GET', '/api/admin/orders/when', {
      fulfilment: 'pickup',
      asap: { available: true, readyAt: '2026-11-20T17:20:00.000Z' },
      slots: [],
      timeZone: 'Africa/Lagos',
      now: '2026-11-20T17:00:00.000Z',
    });
}

describe('New phone order', () => {
  it('builds the order with options and quantities, shows the total and places it unpaid', async () => {
    stubMenu();
    fetchStub.on('POST', '/api/admin/orders', () =>
      respondCreated(fakeOrder('TV-PHONE0001', { number: 1077 })),
    );
    const { events } = await renderScreen(<NewPhoneOrderPage />, {
      path: '/admin/orders/new',
      user: admin,
    });
    expect(screen.getByRole('button', { name: 'Place order' })).toBeDisabled();
    await events.click(await screen.findByRole('button', { name: 'Add Margherita' }));
    const dialog = screen.getByRole('dialog', { name: 'Margherita' });
    await events.click(within(dialog).getByRole('radio', { name: /Large/ }));
    await events.type(within(dialog).getByRole('textbox'), 'extra crispy');
    await events.click(within(dialog).getByRole('button', { name: /Add to order/ }));
    await events.click(screen.getByRole('button', { name: 'Add Cola' }));
    await events.click(screen.getByRole('button', { name: 'One more Cola' }));
    const total = 8000_00 + 2 * 800_00;
    expect(screen.getByText(formatMoney(total))).toBeVisible();

    await events.type(screen.getByLabelText('Name'), 'Ada Phone');
    await events.type(screen.getByLabelText('Phone'), '+234 803 555 0100');
    await events.click(screen.getByRole('radio', { name: 'Card terminal' }));
    await events.click(screen.getByRole('button', { name: 'Place order' }));

    expect(await screen.findByText(nowAt('/admin/orders?search=TV-PHONE0001'))).toBeVisible();
    const [call] = fetchStub.callsTo('POST', '/api/admin/orders');
    expect(call?.body).toEqual({
      lines: [
        {
          dishId: 'dish-pizza',
          quantity: 1,
          options: [{ groupId: 'g-size', choiceIds: ['c-large'] }],
          note: 'extra crispy',
        },
        { dishId: 'dish-cola', quantity: 2, options: [], note: '' },
      ],
      customer: { name: 'Ada Phone', phone: '+234 803 555 0100', email: '' },
      source: 'phone',
      fulfilment: 'pickup',
      expectedTotalMinor: total,
      payment: 'card_terminal',
      note: '',
      takeAnyway: false,
    });
  });

  it("shows the server's words when a delivery is refused", async () => {
    stubMenu();
    const words = 'We do not deliver to Epe yet. You can choose pickup instead.';
    fetchStub.on('POST', '/api/admin/orders', respondError(409, 'conflict', words));
    const { events } = await renderScreen(<NewPhoneOrderPage />, {
      path: '/admin/orders/new',
      user: admin,
    });
    await events.click(await screen.findByRole('button', { name: 'Add Cola' }));
    await events.type(screen.getByLabelText('Name'), 'Ada');
    await events.type(screen.getByLabelText('Phone'), '08035550100');
    await events.click(screen.getByRole('radio', { name: 'Delivery' }));
    await events.type(screen.getByLabelText('Delivery address'), '3 Beach Road');
    await events.type(screen.getByLabelText(/Area or postcode/), 'Epe');
    await events.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(words);
    expect(fetchStub.callsTo('POST', '/api/admin/orders')[0]?.body).toMatchObject({
      fulfilment: 'delivery',
      delivery: { address: '3 Beach Road', area: 'Epe' },
    });
  });

  it('an unpaid order says so and Mark paid asks how it was paid', async () => {
    const order = {
      ...fakeOrder('TV-PHONE0002', { number: 1078, fulfilment: 'pickup' }),
      source: 'phone' as const,
      paymentMethod: 'cash' as const,
      awaitingPayment: true,
    };
    fetchStub.on('POST', '/api/admin/orders/:orderId/mark-paid', {
      order: { ...order, awaitingPayment: false },
      alreadyPaid: false,
    });
    const { events } = await renderScreen(<MarkPaid order={order} />, { user: admin });
    expect(screen.getByText(staffOrderTexts.unpaid)).toBeVisible();
    await events.click(screen.getByRole('button', { name: /Mark paid: #1078/ }));
    await events.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Card terminal' }),
    );
    expect(await screen.findByText(staffOrderTexts.markedPaid)).toBeVisible();
    expect(fetchStub.callsTo('POST', '/api/admin/orders/:orderId/mark-paid')[0]?.body).toEqual({
      method: 'card_terminal',
    });
  });

  it('an order paid by a card link says the link was sent, and staff can mail it again', async () => {
    const order = {
      ...fakeOrder('TV-PHONE0003', { number: 1079, fulfilment: 'pickup' }),
      source: 'phone' as const,
      paymentMethod: 'payment_link' as const,
      awaitingPayment: true,
    };
    fetchStub.on('POST', '/api/admin/orders/:orderId/payment-link', {
      email: 'ada@example.com',
      expiresAt: '2030-01-01T00:00:00.000Z',
    });
    const { events } = await renderScreen(<MarkPaid order={order} />, { user: admin });
    expect(screen.getByText(staffOrderTexts.unpaidLinkSent)).toBeVisible();
    await events.click(screen.getByRole('button', { name: /Resend payment link: #1079/ }));
    expect(await screen.findByText(paymentLinkTexts.resent('ada@example.com'))).toBeVisible();
    expect(fetchStub.callsTo('POST', '/api/admin/orders/:orderId/payment-link')[0]?.params).toEqual(
      { orderId: 'TV-PHONE0003' },
    );
  });

  it('a card payment link asks for the e-mail and sends the choice', async () => {
    stubMenu();
    fetchStub.on('POST', '/api/admin/orders', () =>
      respondCreated(fakeOrder('TV-PHONE0004', { number: 1080 })),
    );
    const { events } = await renderScreen(<NewPhoneOrderPage />, {
      path: '/admin/orders/new',
      user: admin,
    });
    await events.click(await screen.findByRole('button', { name: 'Add Cola' }));
    await events.type(screen.getByLabelText('Name'), 'Ada Link');
    await events.type(screen.getByLabelText('Phone'), '08035550100');
    await events.click(
      screen.getByRole('radio', { name: staffOrderTexts.paymentChoices.payment_link }),
    );
    expect(screen.getByLabelText('E-mail')).toBeRequired();
    await events.type(screen.getByLabelText('E-mail'), 'ada@example.com');
    await events.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText(nowAt('/admin/orders?search=TV-PHONE0004'))).toBeVisible();
    expect(fetchStub.callsTo('POST', '/api/admin/orders')[0]?.body).toMatchObject({
      customer: { email: 'ada@example.com' },
      payment: 'payment_link',
    });
  });

  it('takes the directions for the rider with the address and its area', async () => {
    stubMenu();
    fetchStub.on('POST', '/api/admin/orders', respondError(409, 'conflict', 'Not now.'));
    const { events } = await renderScreen(<NewPhoneOrderPage />, {
      path: '/admin/orders/new',
      user: admin,
    });
    await events.click(await screen.findByRole('button', { name: 'Add Cola' }));
    await events.type(screen.getByLabelText('Name'), 'Ada');
    await events.type(screen.getByLabelText('Phone'), '08035550100');
    await events.click(screen.getByRole('radio', { name: 'Delivery' }));
    await events.type(screen.getByLabelText('Delivery address'), '7 Admiralty Road');
    await events.type(screen.getByLabelText(/Area or postcode/), 'Lekki Phase 1');
    await events.type(screen.getByLabelText(deliveryAddressTexts.directions), 'Blue gate');
    await events.click(screen.getByRole('button', { name: 'Place order' }));
    await screen.findByRole('alert');
    expect(fetchStub.callsTo('POST', '/api/admin/orders')[0]?.body).toMatchObject({
      delivery: { address: '7 Admiralty Road', area: 'Lekki Phase 1', directions: 'Blue gate' },
    });
  });
});

const respondCreated = (order: ReturnType<typeof fakeOrder>) => ({ order });
