import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLeaveGuard } from './useLeaveGuard';

function Guarded({ message }: { message: string | null }) {
  useLeaveGuard(message);
  return <p>Settings</p>;
}

/** Presses the browser's Back and lets its popstate (and any step it causes) run. */
async function back() {
  await act(async () => {
    window.history.back();
    await new Promise((resolve) => setTimeout(resolve, 30));
  });
}

describe('leaving a page with unsaved changes by the browser’s Back', () => {
  // happy-dom has no window.confirm: each test puts its own in place.
  const original = window.confirm;
  afterEach(() => {
    window.confirm = original;
  });

  it('asks, stays on the page when the diner stays, and goes back when they leave', async () => {
    window.history.pushState({}, '', '/admin/overview');
    window.history.pushState({}, '', '/admin/settings');
    const confirm = vi.fn(() => false);
    window.confirm = confirm;
    const page = render(<Guarded message="Leave without saving Opening hours?" />);

    await back();
    expect(confirm).toHaveBeenCalledWith('Leave without saving Opening hours?');
    expect(window.location.pathname).toBe('/admin/settings');

    // Asked again at the next Back (the guard is back on top), and this time they leave.
    confirm.mockReturnValue(true);
    await back();
    expect(confirm).toHaveBeenCalledTimes(2);
    expect(window.location.pathname).toBe('/admin/overview');
    page.unmount();
  });

  it('asks nothing once saved, and Back is one step again', async () => {
    window.history.pushState({}, '', '/admin/orders');
    window.history.pushState({}, '', '/admin/settings');
    const confirm = vi.fn(() => true);
    window.confirm = confirm;
    const page = render(<Guarded message="Leave without saving Closures?" />);
    page.rerender(<Guarded message={null} />);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 30));
    });
    expect(window.location.pathname).toBe('/admin/settings');

    await back();
    expect(confirm).not.toHaveBeenCalled();
    expect(window.location.pathname).toBe('/admin/orders');
    page.unmount();
  });
});
