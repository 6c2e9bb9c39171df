import { fetchStub } from '@test/support/web/fetch-stub';
import { renderScreen } from '@test/support/web/render';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import MenuPage from './MenuPage';

const CATEGORIES = ['Pizza', 'Burger', 'Pasta', 'Local favourites'];

const dish = (category: string) => ({
  id: `dish-${category}`,
  name: `${category} of the day`,
  description: 'A dish of the whole menu test.',
  category,
  area: 'Test',
  priceMinor: 1000_00,
  image: { url: '/media/dishes/funghi.svg', width: 480, height: 360 },
  available: true,
});

/** The browser's observer, driven by the test: `enter(el)` scrolls an element near the screen. */
const observed = new Set<{ element: Element; callback: IntersectionObserverCallback }>();
class FakeObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(element: Element) {
    observed.add({ element, callback: this.callback });
  }
  disconnect() {
    for (const entry of observed) if (entry.callback === this.callback) observed.delete(entry);
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
}
const enter = (element: Element) =>
  act(() => {
    for (const entry of [...observed].filter((e) => e.element === element))
      entry.callback(
        [{ isIntersecting: true, target: element } as unknown as IntersectionObserverEntry],
        {} as IntersectionObserver,
      );
  });

beforeEach(() => {
  observed.clear();
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  fetchStub
    .on('GET', '/api/menu/categories', { categories: CATEGORIES.map((name) => ({ name })) })
    .on('GET', '/api/menu', ({ query }) => ({ items: [dish(query.get('category') ?? '')] }));
});
afterEach(() => vi.unstubAllGlobals());

const loads = () => fetchStub.callsTo('GET', '/api/menu').map((c) => c.query.get('category'));
const section = (name: string) => screen.getByRole('region', { name });

describe('the whole menu at /Menu', () => {
  it('lists every category under sticky tabs that jump to its section', async () => {
    await renderScreen(<MenuPage />, { path: '/Menu' });
    const tabs = screen.getByRole('navigation', { name: 'Menu categories' });
    await waitFor(() =>
      expect(
        within(tabs)
          .getAllByRole('link')
          .map((a) => a.textContent),
      ).toEqual(CATEGORIES),
    );
    const local = within(tabs).getByRole('link', { name: 'Local favourites' });
    expect(local).toHaveAttribute('href', '#menu-local-favourites');
    expect(section('Local favourites')).toHaveAttribute('id', 'menu-local-favourites');
    expect(screen.getByLabelText('Category')).toBeVisible();
  });

  it('renders the first categories at once and the others as the diner scrolls near them', async () => {
    await renderScreen(<MenuPage />, { path: '/Menu' });
    expect(await screen.findByText('Pizza of the day')).toBeVisible();
    expect(await screen.findByText('Burger of the day')).toBeVisible();
    await waitFor(() => expect(section('Pasta')).toBeInTheDocument());
    expect(loads()).toEqual(['Pizza', 'Burger']);
    expect(screen.queryByText('Pasta of the day')).toBeNull();

    await enter(section('Pasta'));
    expect(await within(section('Pasta')).findByText('Pasta of the day')).toBeVisible();
    expect(loads()).toEqual(['Pizza', 'Burger', 'Pasta']);
    // The tabs follow the scroll: the section crossing the screen is the current tab.
    const tabs = screen.getByRole('navigation', { name: 'Menu categories' });
    expect(within(tabs).getByRole('link', { name: 'Pasta' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    // A card's title sits under its category's heading; its picture loads lazily.
    const card = within(section('Pasta')).getByRole('article');
    expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent('Pasta of the day');
    expect(card.querySelector('img')).toHaveAttribute('loading', 'lazy');
  });

  it('applies the diner’s dietary filters to every category and offers them above the dishes', async () => {
    await renderScreen(<MenuPage />, { path: '/Menu?hide=milk&diet=vegan' });
    expect(await screen.findByText('Burger of the day')).toBeVisible();
    const asked = fetchStub.callsTo('GET', '/api/menu');
    expect(asked.map((c) => [c.query.get('hide'), c.query.get('diet')])).toEqual([
      ['milk', 'vegan'],
      ['milk', 'vegan'],
    ]);
    expect(screen.getByText('Allergens and diets')).toBeVisible();
  });

  it('keeps the promotional menus below the dishes', async () => {
    await renderScreen(<MenuPage />, { path: '/Menu' });
    const cocktails = await screen.findByRole('link', { name: 'Cocktail menu' });
    const last = await screen.findByRole('region', { name: 'Local favourites' });
    expect(last.compareDocumentPosition(cocktails) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
