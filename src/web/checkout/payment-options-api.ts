import type { StartPaymentInput } from '@shared/checkout';
import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@web/lib/api/client';

/** Which in-person payments the owner allows now (always asked again: the owner may change them). */
export function usePaymentOptionsQuery() {
  return useQuery({
    queryKey: ['checkout', 'payment-options'],
    queryFn: ({ signal }) => unwrap(api.GET('/api/checkout/payment-options', { signal })),
    staleTime: 0,
  });
}

/** Places the cart as an order paid at pickup or on delivery; its number and id. */
export const placeInPersonOrder = (input: StartPaymentInput) =>
  unwrap(api.POST('/api/checkout/orders', { body: input }));
