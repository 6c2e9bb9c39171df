import type { CatalogCategory } from '@shared/catalog-view';
import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@web/lib/api/client';

/** What the menu screen shows: one category, or the dishes whose name contains a text. */
export type MenuSelection =
  | { kind: 'category'; value: CatalogCategory }
  | { kind: 'search'; value: string };

export const menuKeys = {
  dishes: (selection: MenuSelection) =>
    ['menu', selection.kind, selection.value.toLowerCase()] as const,
};

export function useMenuQuery(selection: MenuSelection) {
  return useQuery({
    queryKey: menuKeys.dishes(selection),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/menu', {
          params: {
            query:
              selection.kind === 'category'
                ? { category: selection.value }
                : { search: selection.value },
          },
          signal,
        }),
      ),
    staleTime: 60_000,
  });
}
