import { adminTexts as t } from '@shared/admin';
import type { MenuItem } from '@shared/catalog';
import { optionsEditorTexts } from '@shared/dish-options-editor-texts';
import { formatMoney } from '@shared/money';
import { fetchStub, respondError } from '@test/support/web/fetch-stub';
import { admin, renderScreen } from '@test/support/web/render';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import AdminProductsPage from './AdminProductsPage';

const margherita: MenuItem = {
  id: 'dish-1',
  name: 'Margherita',
  description: 'Tomato and mozzarella.',
  category: 'Pizza',
  area: 'Italian',
  priceMinor: 4500_00,
  image: { url: '/media/dishes/margherita.webp', width: 640, height: 480 },
  available: true,
};

/** The admin dish list, kept in memory; adding and editing answer with the dish as stored. */
function fakeDishes(items: MenuItem[]) {
  const state = { items: [...items] };
  const category = (name: string, position: number) => ({
    id: `c-${position}`,
    name,
    position,
    hidden: false,
    dishCount: state.items.filter((d) => d.category === name).length,
  });
  fetchStub
    .on('GET', '/api/admin/categories', () => ({
      categories: ['Pizza', 'Burger', 'Pasta', 'Pastries'].map((name, i) => category(name, i + 1)),
    }))
    .on('GET', '/api/admin/dishes', () => ({ items: state.items, source: 'local' }))
    .on('POST', '/api/admin/dishes', ({ body }) => {
      const item = { ...(body as MenuItem), id: 'dish-new', available: true };
      state.items = [...state.items, item];
      return { item };
    })
    .on('PATCH', '/api/admin/dishes/:id', ({ params, body }) => {
      state.items = state.items.map((d) =>
        d.id === params.id ? { ...d, ...(body as Partial<MenuItem>) } : d,
      );
      return { item: state.items.find((d) => d.id === params.id) };
    });
  return state;
}

const openProducts = () =>
  renderScreen(<AdminProductsPage />, { path: '/admin/products', user: admin });

describe('admin menu management: the dish form in its page', () => {
  it('adds a dish through the API and lists it', async () => {
    fakeDishes([margherita]);
    fetchStub.on('POST', '/api/admin/uploads', {
      image: { url: '/uploads/suya.webp', width: 800, height: 600 },
    });
    const { events } = await openProducts();
    await screen.findByRole('heading', { name: 'Margherita' });
    await events.click(await screen.findByRole('button', { name: t.addDish }));
    const dialog = await screen.findByRole('dialog', { name: t.addDish });
    const form = within(dialog);
    await events.type(form.getByLabelText(t.name), 'Suya burger');
    await events.selectOptions(form.getByLabelText(t.category), 'Burger');
    await events.type(form.getByLabelText(t.area), 'Nigerian');
    await events.type(form.getByLabelText(t.price), '5200');
    await events.upload(
      form.getByLabelText(t.image),
      new File(['png'], 'suya.png', { type: 'image/png' }),
    );
    // The picture's preview shows once the upload has answered.
    await waitFor(() =>
      expect(dialog.querySelector('img')).toHaveAttribute('src', '/uploads/suya.webp'),
    );
    await events.click(form.getByRole('button', { name: t.saveDish }));

    expect(await screen.findByText(t.dishAdded)).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Suya burger' })).toBeVisible();
    expect(screen.getByText(formatMoney(5200_00))).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fetchStub.callsTo('POST', '/api/admin/dishes')[0]?.body).toEqual({
      name: 'Suya burger',
      description: '',
      category: 'Burger',
      area: 'Nigerian',
      priceMinor: 5200_00,
      image: { url: '/uploads/suya.webp', width: 800, height: 600 },
      allergens: [],
      diets: [],
      spicy: 0,
    });
  });

  it("keeps the form open with the server's refusal", async () => {
    fakeDishes([margherita]);
    fetchStub.on(
      'PATCH',
      '/api/admin/dishes/:id',
      respondError(409, 'conflict', 'A dish with this name is already on the menu.'),
    );
    const { events } = await openProducts();
    await events.click(await screen.findByRole('button', { name: `${t.editDish}: Margherita` }));
    const dialog = await screen.findByRole('dialog', { name: t.editDish });
    await events.click(within(dialog).getByRole('button', { name: t.saveDish }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'A dish with this name is already on the menu.',
    );
    expect(fetchStub.callsTo('PATCH', '/api/admin/dishes/:id')[0]?.params.id).toBe('dish-1');
  });

  it('gives the kitchen only the sold-out switch: no add, edit or delete', async () => {
    fakeDishes([margherita]);
    const cook = { ...admin, id: 'cook-1', role: 'kitchen' as const };
    const { events } = await renderScreen(<AdminProductsPage />, {
      path: '/admin/products',
      user: cook,
    });
    await events.click(await screen.findByRole('button', { name: `${t.hide}: Margherita` }));
    await waitFor(() =>
      expect(fetchStub.callsTo('PATCH', '/api/admin/dishes/:id')[0]?.body).toEqual({
        available: false,
      }),
    );
    expect(screen.queryByRole('button', { name: t.addDish })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: `${t.editDish}: Margherita` }),
    ).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: `${t.deleteDish}: Margherita` }),
    ).not.toBeInTheDocument();
    // The menu editor's categories are not the kitchen's to read (the server says 403): the
    // filter offers the categories of the dishes listed.
    expect(fetchStub.callsTo('GET', '/api/admin/categories')).toHaveLength(0);
    const filter = screen.getByLabelText(t.category);
    expect(
      within(filter)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All categories', 'Pizza']);
  });
});

describe('admin menu management: the option groups of a dish', () => {
  it('opens the options editor from the dish row, and saving reads the dish list again', async () => {
    const size = {
      id: '11111111-1111-4111-8111-111111111111',
      name: 'Size',
      required: true,
      minChoices: 1,
      maxChoices: 1,
      choices: [
        {
          id: '33333333-3333-4333-8333-000000000001',
          name: 'Medium',
          deltaMinor: 0,
          available: true,
          isDefault: true,
        },
      ],
    };
    fakeDishes([{ ...margherita, options: [size] }]);
    fetchStub.on('PUT', '/api/admin/dishes/:id/options', { groups: [size] });
    const { events } = await openProducts();
    await events.click(
      await screen.findByRole('button', { name: optionsEditorTexts.openFor('Margherita') }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: optionsEditorTexts.title('Margherita'),
    });
    expect(within(dialog).getByLabelText(optionsEditorTexts.groupName)).toHaveValue('Size');
    const reads = fetchStub.callsTo('GET', '/api/admin/dishes').length;
    await events.click(within(dialog).getByRole('button', { name: optionsEditorTexts.save }));
    expect(await screen.findByText(optionsEditorTexts.saved)).toBeInTheDocument();
    await waitFor(() =>
      expect(fetchStub.callsTo('GET', '/api/admin/dishes').length).toBeGreaterThan(reads),
    );
  });
});
