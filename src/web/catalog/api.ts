import { CATALOG_CATEGORIES } from '@shared/catalog-view';
import type { DietaryFilter } from '@shared/dietary';
import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@web/lib/api/client';

/** What the menu screen shows: one category, or the dishes whose name contains a text. */
export type MenuSelection = { kind: 'category'; value: string } | { kind: 'search'; value: string };

export const menuKeys = {
  categories: ['menu', 'categories'] as const,
  dishes: (selection: MenuSelection, filter?: DietaryFilter) =>
    [
      'menu',
      selection.kind,
      selection.value.toLowerCase(),
      filter?.hide.join(',') ?? '',
      filter?.diets.join(',') ?? '',
    ] as const,
};

/** The query words of a filter (left out when empty, so the unfiltered menu keeps its URL). */
const filterQuery = (filter?: DietaryFilter) => ({
  ...(filter && filter.hide.length > 0 ? { hide: filter.hide.join(',') } : {}),
  ...(filter && filter.diets.length > 0 ? { diet: filter.diets.join(',') } : {}),
});

export function useMenuQuery(selection: MenuSelection, filter?: DietaryFilter) {
  return useQuery({
    queryKey: menuKeys.dishes(selection, filter),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/menu', {
          params: {
            query: {
              ...(selection.kind === 'category'
                ? { category: selection.value }
                : { search: selection.value }),
              ...filterQuery(filter),
            },
          },
          signal,
        }),
      ),
    staleTime: 60_000,
  });
}

/** The categories the menu lists (with dishes on sale, in the owner's order). */
export function useMenuCategoriesQuery() {
  return useQuery({
    queryKey: menuKeys.categories,
    queryFn: ({ signal }) => unwrap(api.GET('/api/menu/categories', { signal })),
    select: (data) => data.categories.map((category) => category.name),
    // The demo's categories until the answer is here: the prerendered page's dropdown offers
    // them before any script runs (a pick made then is taken up once the page is live).
    placeholderData: { categories: CATALOG_CATEGORIES.map((name) => ({ name })) },
    staleTime: 60_000,
  });
}
