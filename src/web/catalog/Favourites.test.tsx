import { favouritesTexts } from '@shared/catalog-view';
import { fetchStub } from '@test/support/web/fetch-stub';
import { renderScreen } from '@test/support/web/render';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import MenuPage from './MenuPage';

const dish = (category: string, n: number) => ({
  id: `${category}-${n}`,
  name: `${category} number ${n}`,
  description: 'A dish of the favourites test.',
  category,
  area: 'Test',
  priceMinor: 1000_00,
  image: { url: '/media/dishes/funghi.svg', width: 480, height: 360 },
  available: true,
});

function fakeMenu() {
  fetchStub
    .on('GET', '/api/menu/categories', {
      categories: ['Pizza', 'Pasta', 'Drinks'].map((name) => ({ name })),
    })
    .on('GET', '/api/menu', ({ query }) => {
      const category = query.get('category') ?? '';
      return { items: [dish(category, 1), dish(category, 2)] };
    });
}

const keep = (ids: string[]) =>
  window.localStorage.setItem('tavola.favorites', JSON.stringify(ids));
afterEach(() => window.localStorage.clear());

describe('the favourites view of the menu', () => {
  it('shows only the favourite dishes, from every category', async () => {
    keep(['Pizza-2', 'Drinks-1', 'gone-dish']);
    fakeMenu();
    await renderScreen(<MenuPage />, { path: '/Menu?category=Pizza' });
    expect(await screen.findByText('Pizza number 1')).toBeVisible();
    // The dish that is gone is not counted: the number is the dishes the view lists.
    const toggle = await screen.findByRole('button', { name: /Favourites \(2\)/ });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');

    fireEvent.click(toggle);
    expect(await screen.findByText('Drinks number 1')).toBeVisible();
    expect(screen.getByText('Pizza number 2')).toBeVisible();
    // Neither other dishes nor the favourite whose dish is gone.
    const grid = screen.getByRole('list');
    expect(within(grid).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByText('Pizza number 1')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('2 favourite dishes');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(favouritesTexts.title);
    expect(screen.getByRole('button', { name: /Favourites/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    // Unmarking a dish takes it off the list at once.
    const pizza = screen.getByRole('article', { name: 'Pizza number 2' });
    fireEvent.click(within(pizza).getByRole('button', { name: /Favorite/ }));
    await waitFor(() => expect(screen.queryByText('Pizza number 2')).toBeNull());
    expect(screen.getByRole('button', { name: /Favourites \(1\)/ })).toBeVisible();
  });

  it('counts only the favourites the menu still shows (a deleted or hidden dish is not counted)', async () => {
    keep(['Pasta-1', 'deleted-dish', 'hidden-dish']);
    fakeMenu();
    await renderScreen(<MenuPage />, { path: '/Menu?category=Pizza' });
    const toggle = await screen.findByRole('button', { name: /Favourites \(1\)/ });
    expect(screen.queryByRole('button', { name: /Favourites \(3\)/ })).toBeNull();
    fireEvent.click(toggle);
    expect(await screen.findByText('Pasta number 1')).toBeVisible();
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('1 favourite dish');
  });

  it('opens from the address (?favourites=1), as after a reload or Back', async () => {
    keep(['Pasta-1']);
    fakeMenu();
    await renderScreen(<MenuPage />, { path: '/Menu?favourites=1' });
    expect(await screen.findByText('Pasta number 1')).toBeVisible();
    expect(screen.getByRole('button', { name: /Favourites \(1\)/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // Picking a category leaves the favourites for that category.
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'Drinks' } });
    expect(await screen.findByText('Drinks number 2')).toBeVisible();
    expect(screen.getByRole('button', { name: /Favourites/ })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('says how to keep favourites when there are none, with a way back', async () => {
    fakeMenu();
    await renderScreen(<MenuPage />, { path: '/Menu?category=Pasta&favourites=1' });
    expect(await screen.findByText(favouritesTexts.empty)).toBeVisible();
    expect(fetchStub.callsTo('GET', '/api/menu')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: favouritesTexts.back }));
    expect(await screen.findByText('Pasta number 1')).toBeVisible();
  });
});
