import { dietaryTexts } from '@shared/dietary';
import { renderScreen } from '@test/support/web/render';
import { RouterAt } from '@test/support/web/router';
import { act, render, screen } from '@testing-library/react';
import { useLocation } from '@web/lib/router';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MenuFilters } from './MenuFilters';

function Address() {
  const location = useLocation();
  return <p data-testid="address">{location.search}</p>;
}

/** The menu with the filters unfolded (folded, the chips are not drawn at all). */
async function open(path: string) {
  const rendered = await renderScreen(
    <>
      <MenuFilters />
      <Address />
    </>,
    { path, route: '/Menu' },
  );
  expect(screen.queryByRole('checkbox')).toBeNull();
  await rendered.events.click(screen.getByText(dietaryTexts.filterHeading));
  return rendered;
}

describe('the menu filters', () => {
  it('shows the filter of the address as ticked chips in its two groups', async () => {
    await open('/Menu?hide=eggs&diet=vegan');
    const hide = screen.getByRole('group', { name: 'Hide dishes with' });
    const only = screen.getByRole('group', { name: 'Show only' });
    expect(hide).toContainElement(screen.getByRole('checkbox', { name: 'eggs' }));
    expect(screen.getByRole('checkbox', { name: 'eggs' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'celery' })).not.toBeChecked();
    expect(only).toContainElement(screen.getByRole('checkbox', { name: 'Vegan only' }));
    expect(screen.getByRole('checkbox', { name: 'Vegan only' })).toBeChecked();
    expect(screen.getByText('2 on')).toBeInTheDocument();
  });

  it('writes each tick into its own address parameter', async () => {
    const { events } = await open('/Menu?hide=eggs');
    await events.click(screen.getByRole('checkbox', { name: 'celery' }));
    expect(screen.getByTestId('address').textContent).toBe('?hide=eggs%2Ccelery');
    await events.click(screen.getByRole('checkbox', { name: 'Vegan only' }));
    expect(screen.getByTestId('address').textContent).toBe('?hide=celery%2Ceggs&diet=vegan');
    await events.click(screen.getByRole('checkbox', { name: 'eggs' }));
    expect(screen.getByTestId('address').textContent).toBe('?hide=celery&diet=vegan');
  });
});

describe('the menu filters on a prerendered page', () => {
  it('draws the chips when the diner opened them before the page was live', async () => {
    const page = (
      <RouterAt path="/Menu">
        <MenuFilters />
      </RouterAt>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    (container.querySelector('details') as HTMLDetailsElement).open = true;
    await act(async () => {
      render(page, { container, hydrate: true });
    });
    expect(screen.getByRole('checkbox', { name: dietaryTexts.dietOnly('vegan') })).toBeVisible();
    container.remove();
  });
});
