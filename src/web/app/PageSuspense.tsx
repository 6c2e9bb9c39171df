import { Spinner } from '@web/ui/Spinner';
import { type ReactNode, Suspense } from 'react';

/**
 * The loading boundary around a layout's pages: the spinner while a page's code arrives. React
 * hands a waiting boundary the page the address moved on to, and keeps what it already shows
 * mounted (hidden) meanwhile, so a layout inside it keeps its state and the focus.
 */
export function PageSuspense({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Spinner />}>{children}</Suspense>;
}
