import type {
  AddressInput,
  CheckoutSummary,
  DeliveryOption,
  PaymentResponse,
  SavedAddress,
  StartedPayment,
  StartPaymentInput,
} from '@shared/checkout';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';

export const checkoutKeys = {
  summary: ['checkout', 'summary'] as const,
  addresses: ['checkout', 'addresses'] as const,
  delivery: ['checkout', 'delivery'] as const,
};

/** What the diner is about to pay for, priced by the server. Always fresh: prices may have changed. */
export function useCheckoutSummary() {
  return useQuery({
    queryKey: checkoutKeys.summary,
    queryFn: ({ signal }) => api<CheckoutSummary>('/api/checkout', { signal }),
    staleTime: 0,
  });
}

export function useAddresses() {
  return useQuery({
    queryKey: checkoutKeys.addresses,
    queryFn: async ({ signal }) =>
      (await api<{ addresses: SavedAddress[] }>('/api/checkout/addresses', { signal })).addresses,
  });
}

export function useDeliveryOption() {
  return useQuery({
    queryKey: checkoutKeys.delivery,
    queryFn: async ({ signal }) =>
      (await api<{ option: DeliveryOption | null }>('/api/checkout/delivery', { signal })).option,
  });
}

export function useAddAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AddressInput) =>
      api<{ address: SavedAddress; message: string }>('/api/checkout/addresses', {
        method: 'POST',
        body: input,
      }),
    onSuccess: ({ address }) => {
      queryClient.setQueryData<SavedAddress[]>(checkoutKeys.addresses, (list = []) => [
        address,
        ...list,
      ]);
    },
  });
}

export function useRemoveAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api<{ ok: true }>(`/api/checkout/addresses/${id}`, { method: 'DELETE' }),
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<SavedAddress[]>(checkoutKeys.addresses, (list = []) =>
        list.filter((a) => a.id !== id),
      );
    },
  });
}

export function useSaveDeliveryOption() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (option: DeliveryOption) =>
      api<{ option: DeliveryOption; message: string }>('/api/checkout/delivery', {
        method: 'PUT',
        body: { option },
      }),
    onSuccess: ({ option }) => queryClient.setQueryData(checkoutKeys.delivery, option),
  });
}

export const startPayment = (input: StartPaymentInput) =>
  api<StartedPayment>('/api/checkout/payments', { method: 'POST', body: input });

export const verifyPayment = (reference: string) =>
  api<PaymentResponse>(`/api/checkout/payments/${encodeURIComponent(reference)}/verify`, {
    method: 'POST',
  });

export const fetchPayment = (reference: string) =>
  api<PaymentResponse>(`/api/checkout/payments/${encodeURIComponent(reference)}`);
