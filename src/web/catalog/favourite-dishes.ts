import type { MenuItem } from '@shared/catalog';
import { useQueries } from '@tanstack/react-query';
import { api, unwrap } from '@web/lib/api/client';
import { menuKeys, useMenuCategoriesQuery } from './api';
import { useFavoriteIds } from './favorites';
import { useDietaryFilter } from './MenuFilters';

/**
 * The favourite dishes the menu still shows, across every category: the menu API answers one
 * category at a time, so each listed category is read (the same cached reads as browsing them)
 * and the favourites kept. A favourite whose dish was deleted or hidden is simply not found, so
 * it is neither listed nor counted: the toggle's "(N)" and the view read this one hook, so the
 * number always equals the dishes listed (the ids kept in the browser may be more).
 */
export function useFavouriteDishes(): {
  ids: ReadonlySet<string>;
  items: MenuItem[];
  loading: boolean;
} {
  const ids = useFavoriteIds();
  const [filter] = useDietaryFilter();
  const categories = useMenuCategoriesQuery();
  const names = categories.isPlaceholderData ? [] : (categories.data ?? []);
  const reads = useQueries({
    queries: names.map((category) => ({
      queryKey: menuKeys.dishes({ kind: 'category', value: category }, filter),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        unwrap(
          api.GET('/api/menu', {
            params: {
              query: {
                category,
                ...(filter.hide.length > 0 ? { hide: filter.hide.join(',') } : {}),
                ...(filter.diets.length > 0 ? { diet: filter.diets.join(',') } : {}),
              },
            },
            signal,
          }),
        ),
      staleTime: 60_000,
      enabled: ids.size > 0,
    })),
  });

  const loading = ids.size > 0 && (categories.isPlaceholderData || reads.some((r) => r.isPending));
  const seen = new Set<string>();
  const items: MenuItem[] = [];
  for (const read of reads)
    for (const item of read.data?.items ?? [])
      if (ids.has(item.id) && !seen.has(item.id)) {
        seen.add(item.id);
        items.push(item);
      }
  return { ids, items, loading };
}
