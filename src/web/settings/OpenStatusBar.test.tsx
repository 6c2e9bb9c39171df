import type { RestaurantStatus } from '@shared/restaurant-settings';
import { fetchStub } from '@test/support/web/fetch-stub';
import { renderScreen } from '@test/support/web/render';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OpenStatusBar } from './OpenStatusBar';
import { OrderingNotice } from './OrderingNotice';

const open = { open: true, words: 'Open now · until 22:00', refusal: null };
const paused = {
  open: false,
  words: 'Online orders are paused until 18:30',
  refusal: 'Online orders are paused until 18:30.',
};

const answer = (status: RestaurantStatus) => fetchStub.on('GET', '/api/restaurant/status', status);

describe('what diners see of the opening hours', () => {
  it('the bar is empty until the state is known, then says it with the closures', async () => {
    answer({
      delivery: open,
      pickup: open,
      notices: ['Closed Fri 25 Dec (Christmas)'],
      hours: [],
    });
    await renderScreen(<OpenStatusBar />);
    const bar = screen.getByRole('status', { name: 'Opening hours' });
    expect(await screen.findByText('Open now · until 22:00')).toBeInTheDocument();
    expect(bar).toHaveTextContent('Open now · until 22:00Closed Fri 25 Dec (Christmas)');
  });

  it('names delivery and pickup when they differ', async () => {
    answer({ delivery: paused, pickup: open, notices: [], hours: [] });
    await renderScreen(<OpenStatusBar />);
    expect(
      await screen.findByText(
        'Delivery: Online orders are paused until 18:30 · Pickup: Open now · until 22:00',
      ),
    ).toBeInTheDocument();
  });

  it('checkout shows the refusal for the chosen fulfilment only', async () => {
    answer({ delivery: paused, pickup: open, notices: [], hours: [] });
    const view = await renderScreen(<OrderingNotice option="Home Delivery" />);
    expect(await screen.findByText('Online orders are paused until 18:30.')).toBeInTheDocument();
    view.unmount();
    await renderScreen(<OrderingNotice option="Pickup Station" />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Online orders are paused until 18:30.')).not.toBeInTheDocument();
    expect(fetchStub.callsTo('GET', '/api/restaurant/status').length).toBeGreaterThan(1);
  });
});
