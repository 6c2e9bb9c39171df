import type { MenuItem } from '@shared/catalog';
import type { WhenOptions } from '@shared/scheduled-orders';
import { staffOrderWhenTexts as texts } from '@shared/staff-orders';
import { fakeOrder } from '@test/support/web/fake-orders';
import { fetchStub, respondError } from '@test/support/web/fetch-stub';
import { admin, nowAt, renderScreen } from '@test/support/web/render';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import NewPhoneOrderPage from './NewPhoneOrderPage';

const image = { url: '/img/x.webp', width: 400, height: 300 };
const cola: MenuItem = {
  id: 'dish-cola',
  name: 'Cola',
  description: '',
  category: 'Drinks',
  area: 'Nigerian',
  priceMinor: 800_00,
  image,
  available: true,
  options: [],
};
const NOW = '2026-11-20T17:00:00.000Z';
const SLOTS = ['2026-11-20T19:00:00.000Z', '2026-11-20T19:15:00.000Z'];
const paused = 'Online orders are paused until 19:00.';
const offer = (asap: WhenOptions['asap']): WhenOptions => ({
  fulfilment: 'pickup',
  asap,
  slots: SLOTS,
  timeZone: 'Africa/Lagos',
  now: NOW,
});

async function openWith(when: WhenOptions) {
  fetchStub
    .on('GET', '/api/menu/categories', { categories: [{ name: 'Drinks' }] })
    .on('GET', '/api/menu', { items: [cola], hiddenByFilter: 0 })
    .on('GET', '/api/admin/orders/when', () => when)
    .on('POST', '/api/admin/orders', { order: fakeOrder('TV-WHEN0001', { number: 1090 }) });
  const view = await renderScreen(<NewPhoneOrderPage />, {
    path: '/admin/orders/new',
    user: admin,
  });
  const { events } = view;
  await events.click(await screen.findByRole('button', { name: 'Add Cola' }));
  await events.type(screen.getByLabelText('Name'), 'Ada Phone');
  await events.type(screen.getByLabelText('Phone'), '08035550100');
  return events;
}

const placed = () => fetchStub.callsTo('POST', '/api/admin/orders');

/** The phone order's "When" (docs/decisions/033-staff-orders.md). */
describe('New phone order: when', () => {
  it('warns while online orders are paused and takes ASAP only once "Take it anyway" is ticked', async () => {
    const events = await openWith(offer({ available: false, reason: paused }));
    expect(await screen.findByText(texts.warning(paused))).toBeVisible();
    // ASAP stays selectable for staff, with its reason.
    expect(screen.getByRole('radio', { name: /As soon as possible/ })).toBeChecked();
    await events.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(texts.confirmFirst);
    expect(placed()).toHaveLength(0);

    await events.click(screen.getByRole('checkbox', { name: texts.takeAnyway }));
    await events.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText(nowAt('/admin/orders?search=TV-WHEN0001'))).toBeVisible();
    expect(placed()[0]?.body).toMatchObject({ takeAnyway: true });
    expect(placed()[0]?.body).not.toHaveProperty('scheduledFor');
  });

  it('schedules for a later slot, with no warning while ASAP is open', async () => {
    const events = await openWith(offer({ available: true, readyAt: '2026-11-20T17:20:00.000Z' }));
    await screen.findByRole('radio', { name: /ready around/ });
    expect(screen.queryByText(/only if the kitchen can/)).toBeNull();
    await events.click(screen.getByRole('radio', { name: 'Schedule for later' }));
    await events.selectOptions(screen.getByLabelText('Time'), SLOTS[1] as string);
    await events.click(screen.getByRole('button', { name: 'Place order' }));
    await screen.findByText(nowAt('/admin/orders?search=TV-WHEN0001'));
    expect(placed()[0]?.body).toMatchObject({ scheduledFor: SLOTS[1], takeAnyway: false });
  });

  it("shows the server's words when the kitchen paused meanwhile, and asks again", async () => {
    const events = await openWith(offer({ available: true, readyAt: NOW }));
    await screen.findByRole('radio', { name: /ready around/ });
    const words = texts.confirmNeeded(paused);
    fetchStub.on(
      'POST',
      '/api/admin/orders',
      respondError(409, 'conflict', words, { takeAnyway: paused }),
    );
    fetchStub.on('GET', '/api/admin/orders/when', offer({ available: false, reason: paused }));
    const asked = fetchStub.callsTo('GET', '/api/admin/orders/when').length;
    await events.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(words);
    await waitFor(() =>
      expect(fetchStub.callsTo('GET', '/api/admin/orders/when').length).toBeGreaterThan(asked),
    );
    expect(await screen.findByRole('checkbox', { name: texts.takeAnyway })).toBeVisible();
  });
});
