import { useEffect, useRef } from 'react';

/** Marks the history entry the guard puts on top of the page's own (see Back below). */
const GUARD_ENTRY = 'leaveGuard';

const isGuardEntry = (state: unknown) =>
  typeof state === 'object' && state !== null && GUARD_ENTRY in state;

/** A copy of the current entry, marked, on top of it: Back then lands on this page again. */
function pushGuardEntry() {
  const state = (window.history.state as Record<string, unknown> | null) ?? {};
  window.history.pushState({ ...state, [GUARD_ENTRY]: true }, '', window.location.href);
}

/**
 * While `message` is set (unsaved changes), asks before the page is left: the browser's own
 * question on reload, close or an address typed in, and `message` in a confirm before an in-app
 * link or the browser's Back leaves the page. Links within the page (#section) go unasked.
 * Back cannot be stopped once the browser has gone back, so the guard puts a copy of the page's
 * entry on top of it: Back only steps down to the page itself, and then it asks; staying puts the
 * copy back, leaving goes back once more.
 */
export function useLeaveGuard(message: string | null) {
  const latest = useRef(message);
  latest.current = message;
  const on = message !== null;
  useEffect(() => {
    if (!on) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older engines show the question only when a value is set.
      event.returnValue = '';
    };
    // Capture: before the router's own link handler takes the click.
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || link.target === '_blank') return;
      const to = new URL(link.href, window.location.href);
      const here = window.location;
      if (to.origin === here.origin && to.pathname === here.pathname && to.search === here.search)
        return;
      if (latest.current && !window.confirm(latest.current)) {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    let leaving = false;
    const onPopState = () => {
      if (leaving || isGuardEntry(window.history.state)) return;
      if (latest.current && !window.confirm(latest.current)) {
        pushGuardEntry();
        return;
      }
      leaving = true;
      window.history.back();
    };
    if (!isGuardEntry(window.history.state)) pushGuardEntry();
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    window.addEventListener('popstate', onPopState);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('popstate', onPopState);
      // Saved (still on the page, on the copy): the copy goes, so Back is one step again.
      if (!leaving && isGuardEntry(window.history.state)) window.history.back();
    };
  }, [on]);
}
