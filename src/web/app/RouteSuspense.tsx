import { Spinner } from '@web/ui/Spinner';
import { type ReactNode, Suspense } from 'react';
import { useLocation } from 'react-router';

/**
 * The loading boundary around a layout's page, a new one for each address path.
 *
 * Preact, which the browser runs, cannot hand a suspended boundary new children: an owner who
 * opened the orders and went back before that page's code had arrived got an empty back office
 * (the journey in e2e/route-suspense.spec.ts). A boundary per path never receives another page
 * while it waits; the page it waited for is dropped with it. Query strings keep the boundary, so a
 * filter or a category change does not mount the page afresh.
 */
export function RouteSuspense({ children, scope }: { children: ReactNode; scope?: string }) {
  const { pathname } = useLocation();
  return (
    <Suspense key={scope ?? pathname.toLowerCase()} fallback={<Spinner />}>
      {children}
    </Suspense>
  );
}
