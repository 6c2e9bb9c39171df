import type { MenuItem } from '@shared/catalog';
import { fetchStub, respondError } from '@test/support/web/fetch-stub';
import { admin, renderScreen } from '@test/support/web/render';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SoldOutPanel } from './SoldOutPanel';

const diavola: MenuItem = {
  id: 'dish-1',
  name: 'Diavola',
  description: 'Spicy salami and mozzarella.',
  category: 'Pizza',
  area: 'Italian',
  priceMinor: 10500_00,
  image: { url: '/media/dishes/diavola.svg', width: 480, height: 360 },
  available: true,
  soldOut: true,
};

describe("the kitchen's sold-out panel", () => {
  it('is headed in the words a cook uses, with the count of dishes off today', async () => {
    fetchStub.on('GET', '/api/admin/dishes', { items: [diavola] });
    await renderScreen(<SoldOutPanel />, { path: '/admin/kitchen', user: admin });
    const summary = (await screen.findByText('Sold out today')).closest('summary');
    expect(summary).not.toBeNull();
    expect(await screen.findByRole('list', { name: 'Sold out today' })).toHaveTextContent(
      'Diavola',
    );
    expect(summary).toHaveTextContent('Sold out today 1');
    expect(screen.queryByText(/86 list/)).not.toBeInTheDocument();
  });

  it('says what to do when the dishes cannot be loaded', async () => {
    fetchStub.on('GET', '/api/admin/dishes', respondError(500, 'internal', 'Boom.'));
    await renderScreen(<SoldOutPanel />, { path: '/admin/kitchen', user: admin });
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      'The dishes could not be loaded. Reload the page to try again.',
    );
  });
});
