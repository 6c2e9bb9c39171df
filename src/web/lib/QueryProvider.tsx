import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from './queryClient';

/**
 * Gives a screen access to the query cache. Screens that load data are wrapped in it (lazily, with
 * their own chunk), so the query library is not part of the first load of the marketing pages.
 * Every wrapper shares the one client, so caches are shared across screens.
 */
export default function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
