import { favouritesTexts } from '@shared/catalog-view';
import { isStaff } from '@shared/permissions';
import { useSession } from '@web/accounts';
import { useSearchParams } from '@web/lib/router';
import { Spinner } from '@web/ui/Spinner';
import { useFavouriteDishes } from './favourite-dishes';
import { MenuCard } from './MenuCard';
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

/**
 * "♥ Favourites (N)": a pressed/unpressed toggle near the category select. N is the dishes the
 * favourites view lists, not the ids kept: a favourite deleted or hidden since is not counted.
 */
export function FavouritesToggle() {
  const [on, setOn] = useFavouritesParam();
  const { items, loading } = useFavouriteDishes();
  // While the dishes load the number is not known yet: no number rather than a wrong one.
  return (
    <button type="button" className="menu-fav-toggle" aria-pressed={on} onClick={() => setOn(!on)}>
      <span aria-hidden="true">♥</span> {favouritesTexts.toggle}
      {loading ? '' : ` (${items.length})`}
    </button>
  );
}

/** The favourite dishes still on the menu (see useFavouriteDishes), as menu cards. */
export function FavouritesView() {
  const { user } = useSession();
  const [, setOn] = useFavouritesParam();
  const { items, loading } = useFavouriteDishes();

  if (loading) return <Spinner label="Loading your favourites…" />;
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
            <MenuCard item={item} staff={isStaff(user?.role)} />
          </li>
        ))}
      </ul>
    </>
  );
}
