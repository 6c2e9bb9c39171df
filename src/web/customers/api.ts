import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@web/lib/api/client';

/** Under 'admin': refreshed with the rest of the back office when an order changes. */
export const customerKeys = {
  list: (search: string, cursor: string | undefined) =>
    ['admin', 'customers', search, cursor ?? ''] as const,
  one: (id: string) => ['admin', 'customer', id] as const,
  orders: (id: string, cursor: string | null) =>
    ['admin', 'customer', id, 'orders', cursor ?? ''] as const,
  bookings: (id: string, cursor: string | null) =>
    ['admin', 'customer', id, 'bookings', cursor ?? ''] as const,
};

/** One page of customers (a search sends the start of a name, e-mail or phone). */
export function useCustomersQuery(search: string, cursor: string | undefined) {
  return useQuery({
    queryKey: customerKeys.list(search, cursor),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/admin/customers', {
          params: { query: { cursor, search: search || undefined } },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

export function useCustomerQuery(id: string) {
  return useQuery({
    queryKey: customerKeys.one(id),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/admin/customers/{id}', { params: { path: { id } }, signal })),
    retry: false,
  });
}

export function useCustomerOrdersQuery(id: string, cursor: string | null) {
  return useQuery({
    queryKey: customerKeys.orders(id, cursor),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/admin/customers/{id}/orders', {
          params: { path: { id }, query: { cursor: cursor ?? undefined } },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

export function useCustomerBookingsQuery(id: string, cursor: string | null) {
  return useQuery({
    queryKey: customerKeys.bookings(id, cursor),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/admin/customers/{id}/bookings', {
          params: { path: { id }, query: { cursor: cursor ?? undefined } },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

/** The dashboard's "Now": each half only for a role that may read it (`enabled`). */
export function useNowOrdersQuery(enabled: boolean) {
  return useQuery({
    queryKey: ['admin', 'now', 'orders'],
    queryFn: ({ signal }) => unwrap(api.GET('/api/admin/now/orders', { signal })),
    enabled,
    refetchInterval: 60_000,
  });
}

export function useNowBookingsQuery(enabled: boolean) {
  return useQuery({
    queryKey: ['admin', 'now', 'bookings'],
    queryFn: ({ signal }) => unwrap(api.GET('/api/admin/now/bookings', { signal })),
    enabled,
    refetchInterval: 60_000,
  });
}
