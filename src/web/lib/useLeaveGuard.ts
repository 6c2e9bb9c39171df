import { useEffect, useRef } from 'react';

/**
 * While `message` is set (unsaved changes), asks before the page is left: the browser's own
 * question on reload, close or an address typed in, and `message` in a confirm before an in-app
 * link leaves the page. Links within the page (#section) go unasked.
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
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [on]);
}
