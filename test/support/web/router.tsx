import { AppRouter } from '@web/lib/router';
import type { ReactNode } from 'react';

/**
 * How the (simulated) browser reached its current entry: PUSH, REPLACE or POP (Back or Forward).
 * The app's router wraps pushState and replaceState and announces them as events of those names;
 * these listeners are added first, so the value is set before any screen renders the change.
 */
let navigationType: 'POP' | 'PUSH' | 'REPLACE' = 'POP';
addEventListener('pushState', () => {
  navigationType = 'PUSH';
});
addEventListener('replaceState', () => {
  navigationType = 'REPLACE';
});
addEventListener('popstate', () => {
  navigationType = 'POP';
});
export const lastNavigationType = () => navigationType;

/**
 * Puts happy-dom's browser at `path` (path and query), opened with `state`, with the `before`
 * entries behind it (Back goes there), as a person who came that way. The app then routes on the
 * browser's own history, as in a real one.
 */
export function openAt(
  path: string,
  { before = [], state }: { before?: string[]; state?: unknown } = {},
) {
  const [first, ...rest] = [...before, path];
  window.history.replaceState(before.length ? null : (state ?? null), '', first);
  rest.forEach((entry, index) => {
    window.history.pushState(index === rest.length - 1 ? (state ?? null) : null, '', entry);
  });
  navigationType = 'POP';
}

/** The app's router at `path`, for a screen rendered on its own. */
export function RouterAt({ path, children }: { path: string; children: ReactNode }) {
  if (`${window.location.pathname}${window.location.search}` !== path) openAt(path);
  return <AppRouter>{children}</AppRouter>;
}
