import { TOAST_SHORT_AUTO_CLOSE_MS } from '@shared/constants';
import type { OrderAccountInput } from '@shared/order-links';
import { orderTexts as t } from '@shared/orders';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { cartKeys } from '@web/cart';
import { api, unwrap } from '@web/lib/api/client';
import { toast } from 'react-toastify';

/** Query keys: everything under 'orders' is refreshed when one of the diner's orders changes. */
export const orderKeys = {
  all: ['orders'] as const,
  present: (cursor?: string) => ['orders', 'present', cursor ?? ''] as const,
  past: (cursor?: string) => ['orders', 'past', cursor ?? ''] as const,
  byNumber: (number: number) => ['orders', 'number', number] as const,
  byLink: (token: string) => ['orders', 'link', token] as const,
};

/** One page of the diner's paid orders; the previous page stays on screen while the next loads. */
export function usePresentOrdersQuery(cursor: string | undefined) {
  return useQuery({
    queryKey: orderKeys.present(cursor),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/orders/present', { params: { query: { cursor } }, signal })),
    placeholderData: keepPreviousData,
  });
}

export function usePastOrdersQuery(cursor: string | undefined) {
  return useQuery({
    queryKey: orderKeys.past(cursor),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/orders/past', { params: { query: { cursor } }, signal })),
    placeholderData: keepPreviousData,
  });
}

/** Cancels an order (with a refund), says how it went, then calls `onDone` either way. */
export function useCancelOrderMutation(onDone: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: string) =>
      unwrap(api.POST('/api/orders/{orderId}/cancel', { params: { path: { orderId } } })),
    onSuccess: () => {
      toast.success(t.canceledToast, { autoClose: TOAST_SHORT_AUTO_CLOSE_MS });
      onDone();
    },
    onError: () => {
      toast.error(t.cancelError);
      onDone();
    },
    // Canceled or not (it may have been delivered meanwhile), show the real state.
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}

/** One of the diner's own orders by its number (the order page), with its timeline. */
export function useOrderByNumberQuery(number: number) {
  return useQuery({
    queryKey: orderKeys.byNumber(number),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/orders/by-number/{number}', { params: { path: { number } }, signal }),
      ).then((answer) => answer.order),
    // A missing order stays missing: no retries before the not-found screen.
    retry: false,
  });
}

/**
 * The order a receipt's signed link names: no sign-in needed. The answer also
 * says whether the order may join an account from this page (`accountJoin`).
 */
export function useOrderByLinkQuery(token: string) {
  return useQuery({
    queryKey: orderKeys.byLink(token),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/orders/by-link/{token}', { params: { path: { token } }, signal })),
    retry: false,
  });
}

const byToken = (token: string) => ({ params: { path: { token } } });

/** A signed-in diner adds a guest's order to the account (the mailed link proves the right). */
export function useJoinOrderMutation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(api.POST('/api/orders/by-link/{token}/join', byToken(token))),
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}

/** "Create an account" on a guest's order page: the order's e-mail, a name and a password. */
export function useCreateOrderAccountMutation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OrderAccountInput) =>
      unwrap(api.POST('/api/orders/by-link/{token}/account', { ...byToken(token), body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}

/** "Order again": the order's dishes back in the cart; the header's cart count follows. */
export function useReorderMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: string) =>
      unwrap(api.POST('/api/orders/{orderId}/reorder', { params: { path: { orderId } } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartKeys.cart }),
  });
}
