import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@web/lib/api/client';

export const mailKeys = { outbox: ['dev-mails'] as const };

/** The outbox, polled: mails appear here while the page is open. */
export function useDevMailsQuery() {
  return useQuery({
    queryKey: mailKeys.outbox,
    queryFn: () => unwrap(api.GET('/api/dev/mails')),
    refetchInterval: 3000,
    retry: false,
  });
}
