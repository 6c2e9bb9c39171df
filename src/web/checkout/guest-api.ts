import type { Fulfilment } from '@shared/fulfilment';
import type { GuestStartPaymentInput } from '@shared/guest-checkout';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@web/lib/api/client';
import { checkoutKeys } from './api';
import type { PaymentBackend } from './usePaymentFlow';

/**
 * Guest checkout's calls: the cart bound to this browser's cookie. The summary
 * sits under the signed-in summary's key, so removing a line or accepting prices refreshes it too.
 */
export const guestKeys = {
  summary: (fulfilment: Fulfilment, area: string) =>
    [...checkoutKeys.summary, 'guest', fulfilment, area] as const,
  when: (fulfilment: Fulfilment) => ['checkout', 'when', 'guest', fulfilment] as const,
  transfers: ['checkout', 'transfers', 'guest'] as const,
};

/** The guest's order priced by the server for the way chosen and the area typed so far. */
export function useGuestSummaryQuery(fulfilment: Fulfilment, area: string) {
  return useQuery({
    queryKey: guestKeys.summary(fulfilment, area),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/checkout/guest', {
          signal,
          params: { query: area ? { fulfilment, area } : { fulfilment } },
        }),
      ),
    staleTime: 0,
    // Typing another area keeps the page (not a spinner) while its terms load.
    placeholderData: keepPreviousData,
  });
}

/** The "When" section's offer for the way chosen (refreshed every minute, as for diners). */
export function useGuestWhenQuery(fulfilment: Fulfilment) {
  return useQuery({
    queryKey: guestKeys.when(fulfilment),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/checkout/guest/when', { signal, params: { query: { fulfilment } } })),
    staleTime: 0,
    refetchInterval: 60_000,
  });
}

export const startGuestPayment = (input: GuestStartPaymentInput) =>
  unwrap(api.POST('/api/checkout/guest/payments', { body: input }));

const byReference = (reference: string) => ({ params: { path: { reference } } });

/** After paying, a guest follows the order on its page (there is no account to list it under). */
export const guestPayments: PaymentBackend = {
  async verify(reference) {
    const answer = await unwrap(
      api.POST('/api/checkout/guest/payments/{reference}/verify', byReference(reference)),
    );
    return answer.orderPaths[0] ?? '/Menu';
  },
  async recorded(reference) {
    const answer = await unwrap(
      api.GET('/api/checkout/guest/payments/{reference}', byReference(reference)),
    );
    return answer.payment.status === 'successful' ? (answer.orderPaths[0] ?? '/Menu') : null;
  },
};

export function useGuestTransfersQuery() {
  return useQuery({
    queryKey: guestKeys.transfers,
    queryFn: async ({ signal }) =>
      (await unwrap(api.GET('/api/checkout/guest/transfers', { signal }))).transfers,
    staleTime: 0,
  });
}

export function useAbandonGuestTransferMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reference: string) =>
      unwrap(api.POST('/api/checkout/guest/payments/{reference}/abandon', byReference(reference))),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: guestKeys.transfers }),
  });
}
