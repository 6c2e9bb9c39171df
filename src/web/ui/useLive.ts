import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while React is taking over a prerendered page (and in the build's render), true once the
 * page's code runs it. A prerendered form's submit button is disabled until then: a click on it
 * would otherwise reach no handler and be lost, leaving the visitor waiting for nothing.
 */
export function useLive(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
