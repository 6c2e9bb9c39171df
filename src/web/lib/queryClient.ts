import { QueryClient } from '@tanstack/react-query';
import { onUserChange } from '@web/lib/api/session-events';

/** The one query cache of the app. Everything in it belonged to the user who was signed in. */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 10_000 } },
});

onUserChange(() => queryClient.clear());
