import type { MenuItem } from '@shared/catalog';
import { formatMoney } from '@shared/money';
import { useMenuCategoriesQuery, useMenuQuery } from '@web/catalog';
import { useDeferredValue, useId, useState } from 'react';

/**
 * The dishes to pick from on the phone-order screen: one category at a time, or every dish whose
 * name holds the search text. Sold-out or hidden dishes show but cannot be added.
 */
export function StaffOrderMenu({ onPick }: { onPick: (item: MenuItem) => void }) {
  const categories = useMenuCategoriesQuery();
  const [category, setCategory] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const searchId = useId();
  const wanted = useDeferredValue(search.trim());
  const current = category ?? categories.data?.[0] ?? '';
  const menu = useMenuQuery(
    wanted ? { kind: 'search', value: wanted } : { kind: 'category', value: current },
  );
  const items = menu.data?.items ?? [];
  return (
    <section className="staff-menu" aria-label="Menu">
      <label className="visually-hidden" htmlFor={searchId}>
        Search dishes
      </label>
      <input
        id={searchId}
        className="input"
        type="search"
        placeholder="Search dishes"
        value={search}
        autoComplete="off"
        onChange={(event) => setSearch(event.target.value)}
      />
      {!wanted && (
        <fieldset className="filter-group staff-menu-categories">
          <legend className="visually-hidden">Categories</legend>
          {(categories.data ?? []).map((name) => (
            <button
              key={name}
              type="button"
              className="filter-button"
              aria-pressed={name === current}
              onClick={() => setCategory(name)}
            >
              {name}
            </button>
          ))}
        </fieldset>
      )}
      {menu.isPending ? (
        <p className="muted">Loading the menu…</p>
      ) : items.length === 0 ? (
        <p className="muted">No dishes found.</p>
      ) : (
        <ul className="staff-menu-list">
          {items.map((item) => {
            const out = item.soldOut === true || !item.available;
            return (
              <li key={item.id} className="staff-menu-item">
                <span className="staff-menu-name">
                  {item.name}
                  {(item.options?.length ?? 0) > 0 && (
                    <span className="muted staff-menu-tag"> · options</span>
                  )}
                </span>
                <span className="staff-menu-price">
                  {out ? 'Sold out' : formatMoney(item.priceMinor)}
                </span>
                <button
                  type="button"
                  className="btn btn-secondary btn-sm"
                  disabled={out}
                  aria-label={`Add ${item.name}`}
                  onClick={() => onPick(item)}
                >
                  Add
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
