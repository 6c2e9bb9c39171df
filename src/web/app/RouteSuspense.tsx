import { Spinner } from '@web/ui/Spinner';
import { type ReactNode, type RefObject, Suspense, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * The loading boundary around a layout's page. Preact, which the browser runs, cannot hand a
 * suspended boundary new children: an owner who opened the orders and went back before that
 * page's code had arrived got an empty back office, a diner going back home from the menu an empty
 * page (e2e/route-suspense.spec.ts). So when the address moves on while the boundary waits, a new
 * boundary takes its place, and the page it waited for is dropped with it.
 *
 * Only then: a boundary that is not waiting keeps what it shows, so a layout inside it (the
 * account's side menu) is not mounted afresh on every page, and the link a keyboard user followed
 * keeps the focus. `scope`: what counts as moving on (default: the path; a query string does not).
 */
export function RouteSuspense({ children, scope }: { children: ReactNode; scope?: string }) {
  const { pathname } = useLocation();
  const place = scope ?? pathname.toLowerCase();
  const waiting = useRef(false);
  const shownFor = useRef(place);
  const generation = useRef(0);
  if (shownFor.current !== place) {
    if (waiting.current) generation.current += 1;
    shownFor.current = place;
  }
  return (
    <Suspense key={generation.current} fallback={<Waiting flag={waiting} />}>
      {children}
    </Suspense>
  );
}

/** The spinner, which also tells its boundary that it is waiting. */
function Waiting({ flag }: { flag: RefObject<boolean> }) {
  useLayoutEffect(() => {
    flag.current = true;
    return () => {
      flag.current = false;
    };
  }, [flag]);
  return <Spinner />;
}
