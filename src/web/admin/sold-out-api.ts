import type { SoldOutInput } from '@shared/sold-out-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@web/lib/api/client';
import { adminKeys } from './api';

/** What the sold-out switch sends: a dish's mark (and stock), or one choice's mark. */
export type SoldOutChange = SoldOutInput & { dishId: string; choiceId?: string };

function markSoldOut({ dishId, choiceId, ...body }: SoldOutChange) {
  if (choiceId)
    return unwrap(
      api.PUT('/api/admin/dishes/{id}/choices/{choiceId}/sold-out', {
        params: { path: { id: dishId, choiceId } },
        body,
      }),
    );
  return unwrap(
    api.PUT('/api/admin/dishes/{id}/sold-out', { params: { path: { id: dishId } }, body }),
  );
}

/** Marks sold out / back on sale; the dish list and any open menu refresh. */
export function useSoldOutMutation(onError: (error: Error) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markSoldOut,
    onError,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.dishes }),
        queryClient.invalidateQueries({ queryKey: ['menu'] }),
      ]),
  });
}
