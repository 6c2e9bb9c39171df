import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@web/lib/api/client';

/** Card payment links: the pay page's calls, all keyed by the mailed token. */
export const payLinkKeys = { order: (token: string) => ['pay-link', token] as const };

const byToken = (token: string) => ({ params: { path: { token } } });
const byPayment = (token: string, reference: string) => ({
  params: { path: { token, reference } },
});

/** The order the link pays for; a refused link (404, 410) is an error with the server's words. */
export function usePayLinkQuery(token: string) {
  return useQuery({
    queryKey: payLinkKeys.order(token),
    queryFn: ({ signal }) => unwrap(api.GET('/api/pay/{token}', { signal, ...byToken(token) })),
    retry: false,
    staleTime: 0,
  });
}

export const startLinkPayment = (token: string) =>
  unwrap(api.POST('/api/pay/{token}/payments', byToken(token)));

export const verifyLinkPayment = (token: string, reference: string) =>
  unwrap(api.POST('/api/pay/{token}/payments/{reference}/verify', byPayment(token, reference)));

export const fetchLinkPayment = (token: string, reference: string) =>
  unwrap(api.GET('/api/pay/{token}/payments/{reference}', byPayment(token, reference)));
