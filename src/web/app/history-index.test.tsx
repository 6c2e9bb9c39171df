import { START_AFTER_PAINT_SCRIPT } from '@shared/start-after-paint';
import { render } from '@testing-library/react';
import { BrowserRouter, useNavigate } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * A prerendered page's start-up script numbers the history entry before the app's code runs
 * (src/shared/start-after-paint.ts), so that the router's own first `replaceState` is not spent in
 * the hydration task. That only helps while the router keeps the number it finds: this checks it,
 * against the router the app ships.
 */
describe("the router's browser history on a numbered entry", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    window.history.replaceState(null, '', '/');
  });

  function Forward() {
    const navigate = useNavigate();
    return (
      <button type="button" onClick={() => navigate('/next')}>
        next
      </button>
    );
  }

  it('keeps the number the start-up script gave the entry, and numbers the next ones after it', () => {
    window.history.replaceState(null, '', '/Menu?category=Pizza');
    // The script's own numbering, run as the page runs it (its timers fire at once here).
    new Function(
      'window',
      'document',
      'requestAnimationFrame',
      'setTimeout',
      START_AFTER_PAINT_SCRIPT,
    )(
      window,
      {
        visibilityState: 'hidden',
        currentScript: { getAttribute: () => '' },
        createElement: () => ({}),
        head: { appendChild: () => {} },
      },
      undefined,
      () => {},
    );
    expect(window.history.state).toEqual({ idx: 0 });

    const replace = vi.spyOn(window.history, 'replaceState');
    const push = vi.spyOn(window.history, 'pushState');
    const screen = render(
      <BrowserRouter>
        <Forward />
      </BrowserRouter>,
    );
    expect(replace).not.toHaveBeenCalled();
    screen.getByRole('button').click();
    expect(push).toHaveBeenCalledTimes(1);
    expect(window.history.state).toMatchObject({ idx: 1 });
    screen.unmount();
  });

  it('an entry with no number is numbered by the router itself, as before', () => {
    window.history.replaceState(null, '', '/Menu');
    const replace = vi.spyOn(window.history, 'replaceState');
    const screen = render(<BrowserRouter>{null}</BrowserRouter>);
    expect(replace).toHaveBeenCalledTimes(1);
    expect(window.history.state).toMatchObject({ idx: 0 });
    screen.unmount();
  });
});
