import { QUERY_SEED_ID, type QuerySeed } from '@shared/query-seed';
import { QueryClient } from '@tanstack/react-query';
import { onUserChange } from '@web/lib/api/session-events';

/** The one query cache of the app. Everything in it belonged to the user who was signed in. */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 10_000 } },
});

onUserChange(() => queryClient.clear());

/**
 * A page the server rendered with live data carries those answers in a data block: in the cache
 * before any screen renders (this module is evaluated before the first query hook runs), so the
 * hydrating render draws exactly the served markup and asks for nothing it already has. The
 * screen's own live updates keep them fresh from then on.
 */
function takeServedAnswers() {
  if (typeof document === 'undefined') return;
  const block = document.getElementById(QUERY_SEED_ID);
  if (!block) return;
  block.remove();
  try {
    const seeds = JSON.parse(block.textContent ?? '[]') as QuerySeed[];
    for (const { queryKey, data } of seeds) queryClient.setQueryData(queryKey, data);
  } catch {
    // An unreadable block: the screen fetches its data as on any other page.
  }
}
takeServedAnswers();
