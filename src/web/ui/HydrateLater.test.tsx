import { act, fireEvent } from '@testing-library/react';
import { useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HydrateLater, hydrateInParts } from './HydrateLater';

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((n) => n + 1)}>
      {label} {count}
    </button>
  );
}

const page = (part: string) => (
  <div>
    <Counter label="first" />
    <HydrateLater name={part}>
      <Counter label="later" />
    </HydrateLater>
  </div>
);

const nextTask = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 5)));

describe('HydrateLater', () => {
  it('keeps its markup while the rest hydrates, then hydrates it in a later task', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(page('part-a'));
    document.body.append(container);
    const markup = container.innerHTML;
    const [first, later] = [...container.querySelectorAll('button')] as HTMLButtonElement[];

    hydrateInParts(() => hydrateRoot(container, page('part-a')));
    // The part is still on screen, the same element, but not live yet; the rest is.
    expect(container.innerHTML).toBe(markup);
    fireEvent.click(later!);
    expect(later!.textContent).toBe('later 0');
    await act(async () => {
      fireEvent.click(first!);
    });
    expect(first!.textContent).toBe('first 1');

    await nextTask();
    // Hydrated in place: the prerendered element itself now answers.
    expect(container.querySelectorAll('button')[1]).toBe(later);
    await act(async () => {
      fireEvent.click(later!);
    });
    expect(later!.textContent).toBe('later 1');
    container.remove();
  });

  it('renders at once outside the first hydration (a later page, the prerender)', async () => {
    expect(renderToString(page('part-b'))).toContain('later');
    const container = document.createElement('div');
    await act(async () => {
      createRoot(container).render(page('part-b'));
    });
    expect(container.textContent).toBe('first 0later 0');
  });
});
