import type { MenuItem } from '@shared/catalog';
import { favouritesTexts } from '@shared/catalog-view';
import { isStaff } from '@shared/permissions';
import { useQueries } from '@tanstack/react-query';
import { useSession } from '@web/accounts/session';
import { api, unwrap } from '@web/lib/api/client';
import { Spinner } from '@web/ui/Spinner';
import { useSearchParams } from 'react-router';
import { menuKeys, useMenuCategoriesQuery } from './api';
import { useFavoriteIds } from './favorites';
import { MenuCard } from './MenuCard';
import { useDietaryFilter } from './MenuFilters';
import { useGuestToast } from './useGuestToast';
import './favourites.css';

/** The favourites view is on in the address (`?favourites=1`), so a reload and Back keep it. */
export function useFavouritesParam(): [boolean, (on: boolean) => void] {
  const [params, setParams] = useSearchParams();
  const on = params.get('favourites') === '1';
  const set = (next: boolean) => {
    const updated = new URLSearchParams(params);
    if (next) updated.set('favourites', '1');
    else updated.delete('favourites');
    setParams(updated);
  };
  return [on, set];
}

/** "♥ Favourites (N)": a pressed/unpressed toggle near the category select. */
export function FavouritesToggle() {
  const [on, setOn] = useFavouritesParam();
  const count = useFavoriteIds().size;
  return (
    <button type="button" className="menu-fav-toggle" aria-pressed={on} onClick={() => setOn(!on)}>
      <span aria-hidden="true">♥</span> {favouritesTexts.toggle} ({count})
    </button>
  );
}

/**
 * The favourite dishes across every category: the menu API answers one category at a time, so
 * each listed category is read (the same cached reads as browsing them) and the favourites kept.
 * A favourite whose dish no longer exists is simply not found, so not shown.
 */
export function FavouritesView() {
  const { user } = useSession();
  const [, setOn] = useFavouritesParam();
  const ids = useFavoriteIds();
  const onGuest = useGuestToast();
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

  if (ids.size > 0 && (categories.isPlaceholderData || reads.some((r) => r.isPending)))
    return <Spinner label="Loading your favourites…" />;
  const seen = new Set<string>();
  const items: MenuItem[] = [];
  for (const read of reads)
    for (const item of read.data?.items ?? [])
      if (ids.has(item.id) && !seen.has(item.id)) {
        seen.add(item.id);
        items.push(item);
      }

  if (items.length === 0)
    return (
      <div className="menu-message" role="status">
        <p>{favouritesTexts.empty}</p>
        <button type="button" className="btn btn-secondary btn-sm" onClick={() => setOn(false)}>
          {favouritesTexts.back}
        </button>
      </div>
    );
  return (
    <>
      <p className="visually-hidden" role="status">
        {items.length} favourite {items.length === 1 ? 'dish' : 'dishes'}
      </p>
      <ul className="menu-grid">
        {items.map((item) => (
          <li key={item.id}>
            <MenuCard
              item={item}
              signedIn={user?.role === 'customer'}
              staff={isStaff(user?.role)}
              onGuest={onGuest}
            />
          </li>
        ))}
      </ul>
    </>
  );
}
