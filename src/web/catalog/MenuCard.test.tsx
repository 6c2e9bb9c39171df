import type { MenuItem } from '@shared/catalog';
import { catalogTexts } from '@shared/catalog-view';
import { messages } from '@shared/messages';
import { renderScreen } from '@test/support/web/render';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { MenuCard } from './MenuCard';

const margherita: MenuItem = {
  id: 'dish-margherita',
  name: 'Margherita',
  description: '',
  category: 'Pizza',
  area: 'Italian',
  priceMinor: 5000_00,
  image: { url: '/img/x.webp', width: 400, height: 300 },
  available: true,
  options: [
    {
      id: 'g-size',
      name: 'Size',
      required: true,
      minChoices: 1,
      maxChoices: 1,
      choices: [
        { id: 'c-medium', name: 'Medium', deltaMinor: 0, available: true, isDefault: true },
        { id: 'c-large', name: 'Large', deltaMinor: 3000_00, available: true, isDefault: false },
      ],
    },
  ],
};

beforeAll(async () => {
  await import('./DishOptionsDialog');
});

async function openDialog() {
  const view = await renderScreen(<MenuCard item={margherita} />, { path: '/Menu' });
  const opener = screen.getByRole('button', { name: messages.dishOptions.chooseOptions });
  await view.events.click(opener);
  const dialog = await screen.findByRole('dialog', { name: 'Margherita' });
  return { ...view, opener, dialog };
}

describe('the dish dialog', () => {
  it('gives the focus back to the button that opened it when cancelled', async () => {
    const { events, opener, dialog } = await openDialog();
    await events.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });

  it('gives the focus back when closed with Escape', async () => {
    const { opener, dialog } = await openDialog();
    within(dialog).getByRole('radio', { name: /Large/ }).focus();
    // What the browser fires on a modal dialog when Escape is pressed.
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });

  it('opens from Add to Cart too when the dish needs a choice, and gives the focus back there', async () => {
    const noDefault: MenuItem = {
      ...margherita,
      options: margherita.options!.map((group) => ({
        ...group,
        choices: group.choices.map((choice) => ({ ...choice, isDefault: false })),
      })),
    };
    const { events } = await renderScreen(<MenuCard item={noDefault} />, { path: '/Menu' });
    const add = screen.getByRole('button', { name: catalogTexts.addToCart });
    await events.click(add);
    const dialog = await screen.findByRole('dialog', { name: 'Margherita' });
    await events.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(add).toHaveFocus();
  });
});

describe('a dish card', () => {
  it('carries the anchor a promotional menu links to', async () => {
    await renderScreen(<MenuCard item={{ ...margherita, name: 'Suya Flank Steak' }} />, {
      path: '/Menu',
    });
    expect(screen.getByRole('article')).toHaveAttribute('id', 'menu-dish-suya-flank-steak');
  });
});
