import { SessionSync } from '@web/accounts/session';
import { lazy, StrictMode, Suspense } from 'react';
import { PageSuspense } from './PageSuspense';
import { AppRoutes } from './router';

// Toasts are not needed for the first paint: their library loads in its own chunk.
const ToastHost = lazy(() => import('./ToastHost'));

/**
 * The whole app below the router. The browser wraps it in the router at its address and the
 * build's prerender step at the page's: both must render exactly this tree for hydration to match.
 */
export function App() {
  return (
    <StrictMode>
      <SessionSync />
      {/* The one boundary above the layouts: the back office's code (and the query cache's) loads
          on the way in, and a layout's own boundary shows its pages' loading inside the frame. */}
      <PageSuspense>
        <AppRoutes />
      </PageSuspense>
      <Suspense fallback={null}>
        <ToastHost />
      </Suspense>
    </StrictMode>
  );
}
