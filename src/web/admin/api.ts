import type { AdminOrderFilter, AdminStageFilter } from '@shared/admin';
import { adminTexts as t } from '@shared/admin';
import type { DishInput, DishPatch, MenuItem } from '@shared/catalog';
import { orderTexts } from '@shared/orders';
import {
  keepPreviousData,
  type UseMutationOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api, unwrap } from '@web/lib/api/client';
import { errorMessage } from '@web/lib/api/errors';
import { toast } from 'react-toastify';

/** The stage, fulfilment and date filters; an unset one is left out of the request. */
export interface AdminListFilters {
  stage?: AdminStageFilter;
  fulfilment?: 'delivery' | 'pickup';
  from?: string;
  to?: string;
}

/** Query keys: everything under 'admin' is refreshed when any order changes (live stream). */
/** The owner's categories list (categories-api.ts), refreshed by dish changes too. */
export const adminCategoriesKey = ['admin', 'categories'] as const;

export const adminKeys = {
  all: ['admin'] as const,
  overview: ['admin', 'overview'] as const,
  orders: (
    filter: AdminOrderFilter,
    search: string,
    cursor: string | undefined,
    extra: AdminListFilters,
  ) => ['admin', 'orders', filter, search, cursor ?? '', extra] as const,
  delivered: (cursor?: string) => ['admin', 'delivered', cursor ?? ''] as const,
  canceled: (cursor?: string) => ['admin', 'canceled', cursor ?? ''] as const,
  dishes: ['admin', 'dishes'] as const,
};

export function useDashboardQuery() {
  return useQuery({
    queryKey: adminKeys.overview,
    queryFn: ({ signal }) => unwrap(api.GET('/api/admin/overview', { signal })),
  });
}

/** One page of orders; the previous page stays on screen while the next one loads. */
export function useAdminOrdersQuery(
  filter: AdminOrderFilter,
  search: string,
  cursor: string | undefined,
  extra: AdminListFilters,
) {
  return useQuery({
    queryKey: adminKeys.orders(filter, search, cursor, extra),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/admin/orders', {
          // No search sends no `search` at all (an empty one is not the same question).
          params: { query: { filter, cursor, search: search || undefined, ...extra } },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

export function useDeliveredOrdersQuery(cursor: string | undefined) {
  return useQuery({
    queryKey: adminKeys.delivered(cursor),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/admin/orders/delivered', { params: { query: { cursor } }, signal })),
    placeholderData: keepPreviousData,
  });
}

export function useCanceledOrdersQuery(cursor: string | undefined) {
  return useQuery({
    queryKey: adminKeys.canceled(cursor),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/admin/orders/canceled', { params: { query: { cursor } }, signal })),
    placeholderData: keepPreviousData,
  });
}

const byOrderId = (orderId: string) => ({ params: { path: { orderId } } });

/** 'Mark as delivered' with the spec's three notices (already delivered is information, not an error). */
export function useMarkDeliveredMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: string) =>
      unwrap(api.POST('/api/admin/orders/{orderId}/deliver', byOrderId(orderId))),
    onSuccess: (result) => {
      if (result.alreadyDelivered) toast.info(orderTexts.alreadyDelivered);
      else toast.success(orderTexts.markedDelivered);
    },
    onError: () => toast.error(orderTexts.markDeliveredFailed),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

/** Tries a pending refund again at once (the server also retries it by itself). */
export function useRetryRefundMutation(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(api.POST('/api/admin/orders/{orderId}/refund', byOrderId(orderId))),
    onSuccess: ({ order }) => {
      if (order.refundStatus === 'pending') toast.warning(t.refundStillPending);
      else if (order.refundStatus === 'processing') toast.info(t.refundWithProvider);
      else toast.success(t.refundRetried);
    },
    // A 409 says why (e.g. the provider already has this refund): shown as the server words it.
    onError: (error) => toast.error(errorMessage(error, t.refundRetryFailed)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

export function useDishesQuery() {
  return useQuery({
    queryKey: adminKeys.dishes,
    queryFn: ({ signal }) => unwrap(api.GET('/api/admin/dishes', { signal })),
  });
}

const updateDish = (id: string, patch: DishPatch) =>
  unwrap(api.PATCH('/api/admin/dishes/{id}', { params: { path: { id } }, body: patch }));
const addDish = (input: DishInput) => unwrap(api.POST('/api/admin/dishes', { body: input }));
const deleteDish = (dish: MenuItem) =>
  unwrap(api.DELETE('/api/admin/dishes/{id}', { params: { path: { id: dish.id } } }));

/** What the products screen does when a change to the menu succeeds or fails. */
type Reactions<Data, Variables> = Pick<
  UseMutationOptions<Data, Error, Variables>,
  'onSuccess' | 'onError'
>;
type DishAnswer = Awaited<ReturnType<typeof updateDish>>;

/** Every change to the menu refreshes the dish list, whatever its outcome. */
function useDishChange<Data, Variables>(
  change: (variables: Variables) => Promise<Data>,
  reactions: Reactions<Data, Variables>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    ...reactions,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.dishes }),
        // A dish added, moved or deleted changes its category's dish count.
        queryClient.invalidateQueries({ queryKey: adminCategoriesKey }),
      ]),
  });
}

/** Adds a dish, or saves the one being edited (`dishId`). */
export const useSaveDishMutation = (
  dishId: string | undefined,
  reactions: Reactions<DishAnswer, DishInput>,
) =>
  useDishChange(
    (input: DishInput) => (dishId ? updateDish(dishId, input) : addDish(input)),
    reactions,
  );

/** Hides a dish from the public menu, or shows it again. */
export const useToggleDishMutation = (reactions: Reactions<DishAnswer, MenuItem>) =>
  useDishChange((dish: MenuItem) => updateDish(dish.id, { available: !dish.available }), reactions);

export const useDeleteDishMutation = (
  reactions: Reactions<Awaited<ReturnType<typeof deleteDish>>, MenuItem>,
) => useDishChange(deleteDish, reactions);

/** Uploads a dish picture (multipart, so outside the JSON bodies the document describes). */
export function uploadImage(file: File) {
  const form = new FormData();
  form.append('image', file);
  return unwrap(api.POST('/api/admin/uploads', { body: form as never }));
}
