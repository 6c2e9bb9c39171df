import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@web/lib/api/client';

/**
 * The "When" section's offer: ASAP or why not, and the slots of the next 7 days, for
 * the chosen delivery option (its key, so a change of option asks again). Refreshed every minute:
 * slots pass and fill up while the diner hesitates.
 */
export function useWhenOptionsQuery(option: string | null) {
  return useQuery({
    queryKey: ['checkout', 'when', option ?? 'none'] as const,
    queryFn: ({ signal }) => unwrap(api.GET('/api/checkout/when', { signal })),
    staleTime: 0,
    refetchInterval: 60_000,
  });
}
