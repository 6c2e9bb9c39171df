import { kitchenTexts, type TransitionBody } from '@shared/kitchen';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@web/lib/api/client';
import { errorMessage } from '@web/lib/api/errors';
import { toast } from 'react-toastify';

/** Everything under 'kitchen' is refetched when any order changes (the live stream). */
export const kitchenKeys = { all: ['kitchen'] as const, board: ['kitchen', 'board'] as const };

export function useKitchenBoardQuery() {
  return useQuery({
    queryKey: kitchenKeys.board,
    queryFn: ({ signal }) => unwrap(api.GET('/api/admin/kitchen', { signal })),
  });
}

const byOrderId = (orderId: string) => ({ params: { path: { orderId } } });

/** One step of a ticket; a refusal (409: someone else moved it) is shown as the server says it. */
export function useTransitionMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, ...body }: TransitionBody & { orderId: string }) =>
      unwrap(api.POST('/api/admin/orders/{orderId}/transition', { ...byOrderId(orderId), body })),
    onError: (error) => toast.error(errorMessage(error, kitchenTexts.stepFailed)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: kitchenKeys.all }),
  });
}

export function useAcknowledgeMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: string) =>
      unwrap(api.POST('/api/admin/orders/{orderId}/acknowledge', byOrderId(orderId))),
    onSettled: () => queryClient.invalidateQueries({ queryKey: kitchenKeys.all }),
  });
}
