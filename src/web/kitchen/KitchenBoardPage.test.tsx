import { type KitchenTicket, kitchenTexts as t } from '@shared/kitchen';
import { orderStageTexts } from '@shared/order-stage-texts';
import { FakeEventSource } from '@test/support/web/fake-event-source';
import { fetchStub } from '@test/support/web/fetch-stub';
import { admin, renderScreen } from '@test/support/web/render';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import KitchenBoardPage from './KitchenBoardPage';

const NOW = '2026-11-24T18:00:00.000Z';
const minutesAgo = (m: number) => new Date(Date.parse(NOW) - m * 60_000).toISOString();
const ticket = (over: Partial<KitchenTicket>): KitchenTicket => ({
  orderId: 'TV-AAAA1111',
  number: 1042,
  stage: 'new',
  paidAt: minutesAgo(1),
  fulfilment: 'delivery',
  customerName: 'Ada Obi',
  customerPhone: '+234 803 555 0100',
  deliveryAddress: '12 Marina Road, Lagos',
  deliveryArea: null,
  deliveryDirections: null,
  lines: [{ name: 'Jollof Rice', quantity: 2, choices: [], note: null }],
  note: 'No pepper',
  readyAt: null,
  acknowledged: true,
  timeline: [],
  ...over,
});

let tickets: KitchenTicket[] = [];
const open = () => renderScreen(<KitchenBoardPage />, { path: '/admin/kitchen', user: admin });
const card = (n: number) => screen.findByRole('article', { name: `Order #${n}` });

describe('kitchen board', () => {
  let plays: number;
  beforeEach(() => {
    tickets = [];
    plays = 0;
    FakeEventSource.install();
    fetchStub.on('GET', '/api/admin/kitchen', () => ({
      tickets,
      timeZone: 'Africa/Lagos',
      now: NOW,
    }));
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(async () => {
      plays += 1;
    });
    localStorage.clear();
  });
  afterEach(() => {
    FakeEventSource.uninstall();
    vi.restoreAllMocks();
  });

  it('shows a column per active stage and the one next step of each ticket', async () => {
    tickets = [
      ticket({ orderId: 'TV-A1', number: 1, stage: 'new' }),
      ticket({ orderId: 'TV-A2', number: 2, stage: 'preparing', paidAt: minutesAgo(25) }),
      ticket({
        orderId: 'TV-A3',
        number: 3,
        stage: 'ready',
        fulfilment: 'pickup',
        deliveryAddress: null,
        paidAt: minutesAgo(50),
      }),
      ticket({ orderId: 'TV-A4', number: 4, stage: 'ready' }),
    ];
    await open();
    for (const name of ['Scheduled', 'New', 'Accepted', 'Preparing', 'Ready', 'Out for delivery'])
      expect(await screen.findByRole('region', { name })).toBeInTheDocument();
    const steps = orderStageTexts.steps;
    expect(within(await card(1)).getByRole('button', { name: steps.accept })).toBeInTheDocument();
    expect(within(await card(1)).getByRole('button', { name: steps.reject })).toBeInTheDocument();
    expect(
      within(await card(2)).getByRole('button', { name: steps.mark_ready }),
    ).toBeInTheDocument();
    expect(within(await card(2)).getByRole('button', { name: steps.cancel })).toBeInTheDocument();
    expect(within(await card(3)).getByRole('button', { name: steps.complete })).toBeInTheDocument();
    expect(within(await card(4)).getByRole('button', { name: steps.send_out })).toBeInTheDocument();
    // Ages on the server's clock, which an effect takes from the board's answer after it is drawn.
    await waitFor(async () => expect(await card(2)).toHaveClass('age-amber'));
    expect(await card(3)).toHaveClass('age-red');
    expect(await card(1)).toHaveTextContent('2 × Jollof Rice');
    expect(await card(1)).toHaveTextContent('No pepper');
  });

  it('shows and prints the whole delivery address: street, area and the rider directions', async () => {
    tickets = [
      ticket({
        deliveryAddress: '7 Admiralty Road',
        deliveryArea: 'Lekki Phase 1',
        deliveryDirections: 'Blue gate opposite the pharmacy',
      }),
    ];
    await open();
    expect(await card(1042)).toHaveTextContent(
      '7 Admiralty Road, Lekki Phase 1 (Blue gate opposite the pharmacy)',
    );
  });

  it('tells whoever hands an unpaid phone order over to collect the money', async () => {
    tickets = [
      ticket({ orderId: 'TV-P1', number: 11, unpaid: { method: 'cash', amountMinor: 5500_00 } }),
      ticket({
        orderId: 'TV-P2',
        number: 12,
        fulfilment: 'pickup',
        deliveryAddress: null,
        unpaid: { method: 'card_terminal', amountMinor: 800_00 },
      }),
      ticket({ orderId: 'TV-P3', number: 13, unpaid: { method: 'payment_link', amountMinor: 1 } }),
      ticket({ orderId: 'TV-P4', number: 14, unpaid: null }),
    ];
    await open();
    expect(await card(11)).toHaveTextContent(t.collect('NGN 5,500.00', 'delivery'));
    expect(await card(12)).toHaveTextContent(t.collect('NGN 800.00', 'pickup'));
    expect(await card(13)).toHaveTextContent(t.linkOut);
    expect(await card(14)).not.toHaveTextContent(/Unpaid/);
  });

  it('accepts with an estimate and rejects only with a reason', async () => {
    tickets = [ticket({})];
    const calls: unknown[] = [];
    fetchStub.on('POST', '/api/admin/orders/:orderId/transition', (call) => {
      calls.push(call.body);
      return { ticket: null };
    });
    const { events: user } = await open();
    await user.click(within(await card(1042)).getByRole('button', { name: 'Accept' }));
    await user.click(await screen.findByRole('button', { name: t.estimateMinutes(20) }));
    await waitFor(() => expect(calls).toEqual([{ action: 'accept', estimate: { minutes: 20 } }]));

    await user.click(within(await card(1042)).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(t.reasonLabel), 'Out of rice');
    await user.click(within(dialog).getByRole('button', { name: t.confirmStop('Reject') }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]).toEqual({ action: 'reject', reason: 'Out of rice' });
  });

  it('chimes and highlights a new order until someone acknowledges it', async () => {
    const { events: user } = await open();
    await screen.findByText(t.empty);
    tickets = [ticket({ acknowledged: false })];
    act(() =>
      FakeEventSource.latest().emit('orders', { type: 'order.paid', orderIds: ['TV-AAAA1111'] }),
    );
    expect(await card(1042)).toHaveClass('kitchen-ticket-new');
    expect(plays).toBe(1);
    let acknowledged = false;
    fetchStub.on('POST', '/api/admin/orders/:orderId/acknowledge', () => {
      acknowledged = true;
      tickets = [ticket({ acknowledged: true })];
      return { ticket: tickets[0] };
    });
    await user.click(within(await card(1042)).getByRole('button', { name: /Seen/ }));
    await waitFor(() => expect(acknowledged).toBe(true));
    await waitFor(async () => expect(await card(1042)).not.toHaveClass('kitchen-ticket-new'));
  });

  it('keeps a scheduled order in the Scheduled column, quiet, and chimes when it becomes due', async () => {
    const scheduled = {
      orderId: 'TV-S1',
      number: 1077,
      acknowledged: false,
      // Tuesday 24 Nov, 20:30 in Lagos; prep due at 19:30 (lead time 60).
      scheduledFor: '2026-11-24T19:30:00.000Z',
      prepDueAt: '2026-11-24T18:30:00.000Z',
      paidAt: minutesAgo(240),
    };
    tickets = [ticket({ ...scheduled, stage: 'scheduled' })];
    await open();
    const column = await screen.findByRole('region', { name: 'Scheduled' });
    const waiting = await within(column).findByRole('article', { name: 'Order #1077' });
    // On the server's clock, which an effect takes from the board's answer after it is drawn.
    await waitFor(() =>
      expect(waiting).toHaveTextContent('Scheduled for Tue 20:30 · Start at 19:30'),
    );
    // Waiting: no age, no "Seen", no step forward, but it can be rejected.
    expect(waiting).not.toHaveClass('kitchen-ticket-new');
    expect(within(waiting).queryByRole('button', { name: /Seen/ })).toBeNull();
    expect(within(waiting).queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(within(waiting).getByRole('button', { name: 'Reject' })).toBeInTheDocument();
    act(() =>
      FakeEventSource.latest().emit('orders', { type: 'order.scheduled', orderIds: ['TV-S1'] }),
    );
    expect(plays).toBe(0);

    // The server's sweep moved it to New: it arrives there, highlighted, with the chime.
    tickets = [ticket({ ...scheduled, stage: 'new' })];
    act(() => FakeEventSource.latest().emit('orders', { type: 'order.due', orderIds: ['TV-S1'] }));
    const fresh = await within(await screen.findByRole('region', { name: 'New' })).findByRole(
      'article',
      { name: 'Order #1077' },
    );
    expect(fresh).toHaveClass('kitchen-ticket-new');
    expect(fresh).toHaveTextContent('Scheduled for Tue 20:30');
    expect(plays).toBe(1);
  });

  it('shows "Enable sound" when the browser refuses to play, and plays on its tap', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockRejectedValueOnce(
      new Error('NotAllowedError'),
    );
    const { events: user } = await open();
    await screen.findByText(t.empty);
    act(() => FakeEventSource.latest().emit('orders', { type: 'order.paid', orderIds: ['TV-X'] }));
    const enable = await screen.findByRole('button', { name: t.enableSound });
    await user.click(enable);
    await waitFor(() => expect(screen.queryByRole('button', { name: t.enableSound })).toBeNull());
  });

  it('says it is offline when the stream drops and refetches once back', async () => {
    let loads = 0;
    fetchStub.on('GET', '/api/admin/kitchen', () => {
      loads += 1;
      return { tickets, timeZone: 'Africa/Lagos', now: NOW };
    });
    await open();
    await screen.findByText(t.empty);
    act(() => FakeEventSource.latest().fail());
    expect(await screen.findByRole('status')).toHaveTextContent(t.offline);
    const before = loads;
    await waitFor(() => expect(FakeEventSource.instances.length).toBeGreaterThan(1), {
      timeout: 3000,
    });
    act(() => FakeEventSource.latest().open());
    await waitFor(() => expect(screen.queryByText(t.offline)).toBeNull());
    await waitFor(() => expect(loads).toBeGreaterThan(before));
  });
});
