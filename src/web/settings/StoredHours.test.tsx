import { fetchStub } from '@test/support/web/fetch-stub';
import { renderScreen } from '@test/support/web/render';
import { screen } from '@testing-library/react';
import ContactPage from '@web/marketing/ContactPage';
import { describe, expect, it } from 'vitest';

const open = { open: true, words: 'Open now · until 22:30', refusal: null };

describe('the contact page’s hours', () => {
  it('are the stored settings, not fixed text', async () => {
    fetchStub.on('GET', '/api/restaurant/status', {
      delivery: open,
      pickup: open,
      notices: [],
      hours: [
        { label: 'Opening hours', value: 'Mon–Sat: 11:00–15:00 and 17:00–22:30 · Sun: Closed' },
        { label: 'Pickup', value: 'Every day: 12:00–21:00' },
      ],
    });
    await renderScreen(<ContactPage />, { path: '/Contact', route: '/Contact' });
    expect(await screen.findByText('Mon–Sat: 11:00–15:00 and 17:00–22:30')).toBeVisible();
    expect(screen.getByText('Sun: Closed')).toBeVisible();
    expect(screen.getByText('Pickup')).toBeVisible();
    expect(screen.queryByText('Every day, 12:00–22:00')).not.toBeInTheDocument();
  });
});
