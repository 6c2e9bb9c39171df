import { RouterAt } from '@test/support/web/router';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useLocation } from '@web/lib/router';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { NavSearch } from './NavSearch';

function Address() {
  const location = useLocation();
  return <output aria-label="address">{`${location.pathname}${location.search}`}</output>;
}

const header = (path: string) => (
  <RouterAt path={path}>
    <NavSearch />
    <Address />
  </RouterAt>
);

/** The header as it arrives (prerendered HTML), with `typed` in the box before it is hydrated. */
async function typedBeforeLive(path: string, typed: string) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(header(path));
  document.body.append(container);
  const box = container.querySelector('input') as HTMLInputElement;
  box.value = typed;
  await act(async () => {
    render(header(path), { container, hydrate: true });
  });
  return { container, box };
}

describe('the header search', () => {
  it('takes over a search typed before the header was live: the clear button and Enter work on it', async () => {
    const { container, box } = await typedBeforeLive('/', 'carbonara');
    expect(box.value).toBe('carbonara');
    expect(screen.getByRole('button', { name: 'Clear search' })).toBeEnabled();
    await act(async () => {
      fireEvent.submit(box.form!);
    });
    expect(screen.getByRole('status', { name: 'address' }).textContent).toBe(
      '/Menu?search=carbonara',
    );
    container.remove();
  });

  it('follows the address afterwards, and the clear button empties the box and the results', async () => {
    const { container, box } = await typedBeforeLive('/Menu?search=pizza', 'pizza');
    expect(box.value).toBe('pizza');
    await act(async () => {
      fireEvent.input(box, { target: { value: 'soup' } });
    });
    await act(async () => {
      fireEvent.submit(box.form!);
    });
    expect(screen.getByRole('status', { name: 'address' }).textContent).toBe('/Menu?search=soup');
    expect(box.value).toBe('soup');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    });
    expect(box.value).toBe('');
    expect(screen.getByRole('status', { name: 'address' }).textContent).toBe('/Menu');
    expect(screen.getByRole('button', { name: 'Clear search' })).toBeDisabled();
    container.remove();
  });

  it('keeps the diner’s allergen and diet filters on the menu it searches', async () => {
    const { container, box } = await typedBeforeLive('/Menu?hide=milk,peanuts&diet=vegan', 'rice');
    await act(async () => {
      fireEvent.submit(box.form!);
    });
    expect(screen.getByRole('status', { name: 'address' }).textContent).toBe(
      '/Menu?search=rice&hide=milk%2Cpeanuts&diet=vegan',
    );
    container.remove();
  });

  it('sends nothing for an empty or blank box', async () => {
    const { container, box } = await typedBeforeLive('/', '   ');
    await act(async () => {
      fireEvent.submit(box.form!);
    });
    expect(screen.getByRole('status', { name: 'address' }).textContent).toBe('/');
    container.remove();
  });
});
