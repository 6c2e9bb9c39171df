import type {
  AddressInput,
  DeliveryOption,
  SavedAddress,
  StartPaymentInput,
} from '@shared/checkout';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRemoveLineMutation } from '@web/cart';
import { api, unwrap } from '@web/lib/api/client';

export const checkoutKeys = {
  summary: ['checkout', 'summary'] as const,
  addresses: ['checkout', 'addresses'] as const,
  delivery: ['checkout', 'delivery'] as const,
  transfers: ['checkout', 'transfers'] as const,
};

/**
 * What the diner is about to pay for, priced by the server for the chosen address's delivery zone
 * (the newest saved address until one is chosen). Always fresh: prices and zones may have changed.
 */
export function useCheckoutSummaryQuery(addressId: string | null = null) {
  return useQuery({
    queryKey: [...checkoutKeys.summary, addressId],
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/checkout', {
          signal,
          params: { query: addressId ? { addressId } : {} },
        }),
      ),
    staleTime: 0,
    // Choosing another address keeps the page (not a spinner) while its terms load.
    placeholderData: keepPreviousData,
  });
}

/** Removes a cart line from the checkout (an unavailable dish), then prices the order again. */
export function useRemoveCheckoutLine() {
  const queryClient = useQueryClient();
  const remove = useRemoveLineMutation();
  return {
    pending: remove.isPending,
    remove: (lineId: string) =>
      remove.mutate(lineId, {
        onSettled: () => queryClient.invalidateQueries({ queryKey: checkoutKeys.summary }),
      }),
  };
}

export function useAddressesQuery() {
  return useQuery({
    queryKey: checkoutKeys.addresses,
    queryFn: async ({ signal }) =>
      (await unwrap(api.GET('/api/checkout/addresses', { signal }))).addresses,
  });
}

export function useDeliveryOptionQuery() {
  return useQuery({
    queryKey: checkoutKeys.delivery,
    queryFn: async ({ signal }) =>
      (await unwrap(api.GET('/api/checkout/delivery', { signal }))).option,
  });
}

export function useAddAddressMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AddressInput) =>
      unwrap(api.POST('/api/checkout/addresses', { body: input })),
    onSuccess: ({ address }) => {
      queryClient.setQueryData<SavedAddress[]>(checkoutKeys.addresses, (list = []) => [
        address,
        ...list,
      ]);
    },
  });
}

export function useRemoveAddressMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      unwrap(api.DELETE('/api/checkout/addresses/{id}', { params: { path: { id } } })),
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<SavedAddress[]>(checkoutKeys.addresses, (list = []) =>
        list.filter((a) => a.id !== id),
      );
      // Removing the default makes the newest one left the default: read which from the server.
      if (queryClient.getQueryData<SavedAddress[]>(checkoutKeys.addresses)?.length)
        void queryClient.invalidateQueries({ queryKey: checkoutKeys.addresses });
    },
  });
}

/** Edits a saved address (the same rules as adding one). */
export function useUpdateAddressMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: AddressInput }) =>
      unwrap(api.PATCH('/api/checkout/addresses/{id}', { params: { path: { id } }, body: input })),
    onSuccess: ({ address }) => {
      queryClient.setQueryData<SavedAddress[]>(checkoutKeys.addresses, (list = []) =>
        list.map((a) => (a.id === address.id ? address : a)),
      );
    },
  });
}

/** Makes a saved address the default; the others stop being it. */
export function useMakeDefaultAddressMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      unwrap(api.PUT('/api/checkout/addresses/{id}/default', { params: { path: { id } } })),
    onSuccess: ({ address }) => {
      queryClient.setQueryData<SavedAddress[]>(checkoutKeys.addresses, (list = []) =>
        list.map((a) => ({ ...a, isDefault: a.id === address.id })),
      );
    },
  });
}

export function useSaveDeliveryOptionMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (option: DeliveryOption) =>
      unwrap(api.PUT('/api/checkout/delivery', { body: { option } })),
    onSuccess: ({ option }) => {
      queryClient.setQueryData(checkoutKeys.delivery, option);
      // The delivery fee depends on the option (none for pickup): the server prices it again.
      return queryClient.invalidateQueries({ queryKey: checkoutKeys.summary });
    },
  });
}

// The payment steps are called in sequence by the payment flow, outside the query cache.

export const startPayment = (input: StartPaymentInput) =>
  unwrap(api.POST('/api/checkout/payments', { body: input }));

const byReference = (reference: string) => ({ params: { path: { reference } } });

export const verifyPayment = (reference: string) =>
  unwrap(api.POST('/api/checkout/payments/{reference}/verify', byReference(reference)));

export const fetchPayment = (reference: string) =>
  unwrap(api.GET('/api/checkout/payments/{reference}', byReference(reference)));

/** The diner's bank transfers still awaiting the bank (the server asks the provider). */
export function usePendingTransfersQuery() {
  return useQuery({
    queryKey: checkoutKeys.transfers,
    queryFn: async ({ signal }) =>
      (await unwrap(api.GET('/api/checkout/transfers', { signal }))).transfers,
    staleTime: 0,
  });
}

/** "Pay another way": stop waiting for a bank transfer, so a new payment may start. */
export function useAbandonTransferMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reference: string) =>
      unwrap(api.POST('/api/checkout/payments/{reference}/abandon', byReference(reference))),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: checkoutKeys.transfers }),
  });
}
