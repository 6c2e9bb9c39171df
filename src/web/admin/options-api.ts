import type { DishOptionsInput } from '@shared/dish-options-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@web/lib/api/client';
import { adminKeys } from './api';

/** Replaces a dish's option groups; the dish list (and the menu it feeds) is read again. */
export function useSaveDishOptionsMutation(dishId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DishOptionsInput) =>
      unwrap(
        api.PUT('/api/admin/dishes/{id}/options', {
          params: { path: { id: dishId } },
          body: input,
        }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.dishes }),
  });
}
