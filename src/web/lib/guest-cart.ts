import { useSyncExternalStore } from 'react';

/**
 * Whether this browser holds a guest cart (docs/decisions/031-guest-checkout.md). The cart itself
 * is
 * on the server, bound to an httpOnly cookie the page cannot read; this mark only says there is
 * one worth asking for, so a guest who never added a dish costs the server no request per page.
 * A stale mark (the cookie expired, or the guest signed in elsewhere) just reads an empty cart.
 */
const KEY = 'tavola.guest-cart';
const listeners = new Set<() => void>();

function read(): boolean {
  try {
    return window.localStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

function write(on: boolean) {
  try {
    if (on) window.localStorage.setItem(KEY, '1');
    else window.localStorage.removeItem(KEY);
  } catch {
    // Storage refused (private mode): the badge shows 0 until the cart page is opened.
  }
  for (const listener of listeners) listener();
}

export const markGuestCart = () => write(true);
/** After signing in: the server moved the guest cart into the account's and cleared the cookie. */
export const forgetGuestCart = () => write(false);

export function useHasGuestCart(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    read,
    () => false,
  );
}
