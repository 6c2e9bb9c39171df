import type { Fulfilment } from '@shared/fulfilment';
import { paymentLinkTexts } from '@shared/payment-links';
import { type CounterPayment, type StaffOrderInput, staffOrderTexts } from '@shared/staff-orders';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@web/lib/api/client';
import { errorMessage } from '@web/lib/api/errors';
import { toast } from 'react-toastify';
import { adminKeys } from './api';

/** Places a phone or counter order; the server prices it and says why not. */
export function usePlaceStaffOrderMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: StaffOrderInput) => unwrap(api.POST('/api/admin/orders', { body: input })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

/**
 * What "When" offers a phone order for this fulfilment: ASAP (or why online orders would refuse it
 * now) and the slots. Refreshed every minute, as slots pass and the pause may change.
 */
export function useStaffWhenQuery(fulfilment: Fulfilment) {
  return useQuery({
    queryKey: [...adminKeys.all, 'staff-when', fulfilment] as const,
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/admin/orders/when', { params: { query: { fulfilment } }, signal })),
    staleTime: 0,
    refetchInterval: 60_000,
  });
}

/** "Mark paid" of a staff order paid at the counter or on delivery; a second one changes nothing. */
export function useMarkPaidMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, method }: { orderId: string; method: CounterPayment }) =>
      unwrap(
        api.POST('/api/admin/orders/{orderId}/mark-paid', {
          params: { path: { orderId } },
          body: { method },
        }),
      ),
    onSuccess: (result) => {
      if (result.alreadyPaid) toast.info(staffOrderTexts.alreadyPaid);
      else toast.success(staffOrderTexts.markedPaid);
    },
    onError: (error) => toast.error(errorMessage(error, 'The order could not be marked paid.')),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

/** "Resend payment link": the customer gets a fresh card payment link by mail. */
export function useResendPaymentLinkMutation() {
  return useMutation({
    mutationFn: (orderId: string) =>
      unwrap(
        api.POST('/api/admin/orders/{orderId}/payment-link', { params: { path: { orderId } } }),
      ),
    onSuccess: (result) => toast.success(paymentLinkTexts.resent(result.email)),
    onError: (error) => toast.error(errorMessage(error, 'The payment link could not be sent.')),
  });
}
