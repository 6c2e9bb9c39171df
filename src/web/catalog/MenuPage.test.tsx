import { fetchStub } from '@test/support/web/fetch-stub';
import { renderScreen } from '@test/support/web/render';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import MenuPage from './MenuPage';

const dish = (category: string) => ({
  id: `dish-${category}`,
  name: `${category} of the day`,
  description: 'A dish of the menu page test.',
  category,
  area: 'Test',
  priceMinor: 1000_00,
  image: { url: '/media/dishes/funghi.svg', width: 480, height: 360 },
  available: true,
});

function fakeMenu() {
  fetchStub
    .on('GET', '/api/menu/categories', {
      categories: ['Pizza', 'Burger', 'Pasta', 'Pastries'].map((name) => ({ name })),
    })
    .on('GET', '/api/menu', ({ query }) => ({ items: [dish(query.get('category') ?? '')] }));
}
/** The whole menu's first categories load with /Menu itself; these are the loads after them. */
let loadsBefore = 0;
const menuLoads = () =>
  fetchStub
    .callsTo('GET', '/api/menu')
    .slice(loadsBefore)
    .map((c) => c.query.get('category'));

async function openMenu() {
  fakeMenu();
  const view = await renderScreen(<MenuPage />, { path: '/Menu' });
  const select = screen.getByLabelText<HTMLSelectElement>('Category');
  // The owner's categories, in their order (Pastries included: categories are data).
  await waitFor(() =>
    expect([...select.options].map((o) => o.value)).toEqual([
      '',
      'Pizza',
      'Burger',
      'Pasta',
      'Pastries',
    ]),
  );
  await screen.findByText('Burger of the day');
  loadsBefore = fetchStub.callsTo('GET', '/api/menu').length;
  return { ...view, select };
}

/** One press of a key that moves a closed select's choice, as a browser fires it. */
const pass = (select: HTMLSelectElement, key: string, value: string) => {
  fireEvent.keyDown(select, { key });
  fireEvent.change(select, { target: { value } });
};

describe('the menu page’s category select', () => {
  it('loads a category picked with the pointer at once', async () => {
    const { select } = await openMenu();
    fireEvent.change(select, { target: { value: 'Pastries' } });
    expect(await screen.findByText('Pastries of the day')).toBeVisible();
    expect(menuLoads()).toEqual(['Pastries']);
  });

  it('loads only the category ArrowDown rests on, once Enter commits it', async () => {
    const { select } = await openMenu();
    pass(select, 'ArrowDown', 'Pizza');
    pass(select, 'ArrowDown', 'Burger');
    pass(select, 'ArrowDown', 'Pasta');
    expect(select.value).toBe('Pasta');
    await new Promise((r) => setTimeout(r, 50));
    expect(menuLoads()).toEqual([]);
    fireEvent.keyDown(select, { key: 'Enter' });
    expect(await screen.findByText('Pasta of the day')).toBeVisible();
    expect(menuLoads()).toEqual(['Pasta']);
  });

  it('commits a keyed choice when the field is left, and after the keys rest', async () => {
    const { select } = await openMenu();
    pass(select, 'ArrowDown', 'Pizza');
    pass(select, 'ArrowUp', '');
    pass(select, 'End', 'Pastries');
    fireEvent.blur(select);
    expect(await screen.findByText('Pastries of the day')).toBeVisible();
    expect(menuLoads()).toEqual(['Pastries']);

    pass(select, 'ArrowUp', 'Burger');
    pass(select, 'ArrowDown', 'Pasta');
    expect(await screen.findByText('Pasta of the day', {}, { timeout: 3000 })).toBeVisible();
    expect(menuLoads()).toEqual(['Pastries', 'Pasta']);
  });
});
