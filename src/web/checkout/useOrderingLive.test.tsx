import type { RestaurantStatus } from '@shared/restaurant-settings';
import { MENU_STREAM_EVENT } from '@shared/sold-out';
import { useQuery } from '@tanstack/react-query';
import { FakeEventSource } from '@test/support/web/fake-event-source';
import { fetchStub } from '@test/support/web/fetch-stub';
import { renderScreen } from '@test/support/web/render';
import { act, screen, waitFor } from '@testing-library/react';
import { OrderingNotice } from '@web/settings';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useOrderingLive } from './useOrderingLive';

const open = { open: true, words: 'Open now', refusal: null };
const paused = {
  open: false,
  words: 'Online orders are paused',
  refusal: 'Online orders are paused.',
};
const status = (service: typeof open | typeof paused): RestaurantStatus => ({
  delivery: service,
  pickup: service,
  notices: [],
  hours: [],
});

let whenReads = 0;
function OpenCheckout() {
  useOrderingLive();
  useQuery({ queryKey: ['checkout', 'when', 'x'], queryFn: async () => ++whenReads });
  return <OrderingNotice option="Home Delivery" />;
}

describe('an open checkout while the kitchen pauses online orders', () => {
  beforeEach(() => FakeEventSource.install());
  afterEach(() => FakeEventSource.uninstall());

  it('shows the pause and asks for the "When" choices again the moment it is on', async () => {
    whenReads = 0;
    let now = status(open);
    fetchStub.on('GET', '/api/restaurant/status', () => now);
    await renderScreen(<OpenCheckout />);
    await waitFor(() => expect(whenReads).toBe(1));
    const stream = await FakeEventSource.opened();
    expect(stream.url).toBe('/api/menu/events');
    now = status(paused);
    act(() => stream.emit(MENU_STREAM_EVENT, { type: 'ordering.changed' }));
    expect(await screen.findByText('Online orders are paused.')).toBeInTheDocument();
    await waitFor(() => expect(whenReads).toBe(2));
  });
});
