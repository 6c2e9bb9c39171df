import type { CategoryPatch } from '@shared/categories';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { menuKeys } from '@web/catalog';
import { api, unwrap } from '@web/lib/api/client';
import { adminCategoriesKey, adminKeys } from './api';

export const categoryKeys = { all: adminCategoriesKey };

/**
 * Every category in the menu's order, hidden ones included, with its dish count (menu.edit:
 * `enabled` false for a role without it, which the server would refuse).
 */
export function useAdminCategoriesQuery(enabled = true) {
  return useQuery({
    queryKey: categoryKeys.all,
    queryFn: ({ signal }) => unwrap(api.GET('/api/admin/categories', { signal })),
    select: (data) => data.categories,
    enabled,
  });
}

const byId = (id: string) => ({ params: { path: { id } } });

/** Every change refreshes the categories, the dish list (renames) and the public menu's lists. */
function useCategoryChange<Variables, Data>(change: (variables: Variables) => Promise<Data>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: categoryKeys.all }),
        queryClient.invalidateQueries({ queryKey: adminKeys.dishes }),
        queryClient.invalidateQueries({ queryKey: ['menu'] }),
        queryClient.invalidateQueries({ queryKey: menuKeys.categories }),
      ]);
    },
  });
}

export const useAddCategoryMutation = () =>
  useCategoryChange((name: string) =>
    unwrap(api.POST('/api/admin/categories', { body: { name } })),
  );

export const useUpdateCategoryMutation = () =>
  useCategoryChange(({ id, patch }: { id: string; patch: CategoryPatch }) =>
    unwrap(api.PATCH('/api/admin/categories/{id}', { ...byId(id), body: patch })),
  );

export const useMoveCategoryMutation = () =>
  useCategoryChange(({ id, direction }: { id: string; direction: 'up' | 'down' }) =>
    unwrap(api.POST('/api/admin/categories/{id}/move', { ...byId(id), body: { direction } })),
  );

export const useDeleteCategoryMutation = () =>
  useCategoryChange((id: string) => unwrap(api.DELETE('/api/admin/categories/{id}', byId(id))));
