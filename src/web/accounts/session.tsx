import type { PublicUser } from '@shared/schemas/auth';
import { notifyUserChange, onUnauthorized } from '@web/lib/api/session-events';
import { setRestaurantTimeZone } from '@web/lib/restaurant-time';
import { useCallback, useEffect, useSyncExternalStore } from 'react';

/**
 * The signed-in user, from the server, in a tiny store of its own (no query library), so the
 * shell and the marketing pages need nothing else on their first load. It is re-checked every
 * 30 s, when the tab regains focus, after any 401, and when another tab signs in or out.
 */
interface SessionState {
  user: PublicUser | null;
  loaded: boolean;
}

const channelName = 'tavola-auth';
const initialState: SessionState = { user: null, loaded: false };
let state: SessionState = initialState;
const listeners = new Set<() => void>();
let inflight: Promise<void> | null = null;

// The API client comes with the first call, not with the first load of every page.
const accountsApi = () => import('./api');

function setState(next: SessionState) {
  const userChanged = state.user?.id !== next.user?.id || state.user?.role !== next.user?.role;
  state = next;
  for (const listener of listeners) listener();
  if (userChanged) notifyUserChange();
}

/** Asks the server who is signed in (one request at a time). */
export function refreshSession(): Promise<void> {
  inflight ??= accountsApi()
    .then(({ fetchSession }) => fetchSession())
    .then((session) => {
      setRestaurantTimeZone(session.timeZone);
      setState({ user: session.user, loaded: true });
    })
    .catch(() => {
      // Offline or the server is down: keep what we knew, stop showing a spinner.
      if (!state.loaded) setState({ ...state, loaded: true });
    })
    .finally(() => {
      inflight = null;
    });
  return inflight;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): { user: PublicUser | null; isLoading: boolean } {
  // Prerendered pages are rendered, and hydrated, as 'not known yet'; the server's answer follows.
  const snapshot = useSyncExternalStore(
    subscribe,
    () => state,
    () => initialState,
  );
  useEffect(() => {
    if (!state.loaded) void refreshSession();
  }, []);
  return { user: snapshot.user, isLoading: !snapshot.loaded };
}

/** Tells the other tabs the session changed (they ask the server again). */
export function tellOtherTabs() {
  try {
    const channel = new BroadcastChannel(channelName);
    channel.postMessage('changed');
    channel.close();
  } catch {
    // Old browsers: other tabs catch up on focus or within 30 s.
  }
}

/** After a sign-in: show the new user at once, tell every other tab, and confirm with the server. */
export function useAuthChanged() {
  return useCallback(async (user?: PublicUser | null) => {
    if (user !== undefined) setState({ user, loaded: true });
    tellOtherTabs();
    await refreshSession();
  }, []);
}

/** Mounted once: keeps this tab's session in step with the server and the other tabs. */
export function SessionSync() {
  useEffect(() => {
    void refreshSession();
    const interval = window.setInterval(() => void refreshSession(), 30_000);
    const onFocus = () => void refreshSession();
    window.addEventListener('focus', onFocus);
    let channel: BroadcastChannel | null = null;
    try {
      channel = new BroadcastChannel(channelName);
      channel.onmessage = () => void refreshSession();
    } catch {
      channel = null;
    }
    const stop = onUnauthorized(() => void refreshSession());
    return () => {
      window.clearInterval(interval);
      window.removeEventListener('focus', onFocus);
      channel?.close();
      stop();
    };
  }, []);
  return null;
}

/** Signs out on the server, tells the other tabs, then loads / afresh (spec: full page load). */
export async function signOut() {
  try {
    await (await accountsApi()).signOutOnServer();
  } catch (error) {
    console.error('Sign-out failed', error);
  }
  tellOtherTabs();
  window.location.assign('/');
}
