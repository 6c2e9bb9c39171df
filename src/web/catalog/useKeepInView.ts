import { type RefObject, useEffect } from 'react';

/** How long after a jump the chosen section is held in place while the ones around it fill in. */
const HOLD_MS = 3000;

/**
 * After a jump to a section (a tab, or an address with its #anchor), the sections around it load
 * and grow, and the browser's own scroll anchoring does not always hold the chosen one in place.
 * So for a few seconds, every change of the menu's size scrolls it back to the top of the screen,
 * until the diner scrolls, types or touches the page themselves.
 */
export function useKeepInView(container: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = container.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    let held: { id: string; until: number } | null = null;
    const hold = () => {
      const id = decodeURIComponent(window.location.hash.slice(1));
      held =
        id && element.querySelector(`[id="${id}"]`) ? { id, until: Date.now() + HOLD_MS } : null;
    };
    const release = () => {
      held = null;
    };
    const sizes = new ResizeObserver(() => {
      if (!held || Date.now() > held.until) return;
      document.getElementById(held.id)?.scrollIntoView({ block: 'start' });
    });
    sizes.observe(element);
    hold();
    window.addEventListener('hashchange', hold);
    const inputs = ['wheel', 'touchstart', 'keydown'] as const;
    for (const type of inputs) window.addEventListener(type, release, { passive: true });
    return () => {
      sizes.disconnect();
      window.removeEventListener('hashchange', hold);
      for (const type of inputs) window.removeEventListener(type, release);
    };
  }, [container]);
}
