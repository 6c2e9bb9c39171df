import { catalogTexts, favouritesTexts, fullMenuTexts } from '@shared/catalog-view';
import { isStaff } from '@shared/permissions';
import { useSession } from '@web/accounts';
import { useSearchParams } from '@web/lib/router';
import { Spinner } from '@web/ui/Spinner';
import { usePageTitle } from '@web/ui/usePageTitle';
import {
  type ChangeEvent,
  type KeyboardEvent,
  lazy,
  type ReactNode,
  Suspense,
  useDeferredValue,
  useEffect,
  useRef,
  useState,
} from 'react';
import { type MenuSelection, useMenuCategoriesQuery, useMenuQuery } from './api';
import { categoryBlurb } from './categoryBlurbs';
import { FavouritesToggle, FavouritesView } from './Favourites';
import { FullMenu } from './FullMenu';
import { MenuCard } from './MenuCard';
import { HiddenByFilters, MenuFilters, useDietaryFilter } from './MenuFilters';
import { useMenuStream } from './useMenuStream';
import './menu.css';

// The promotional blocks show below the whole menu, only while no category is chosen: a category's
// page neither loads nor styles them. The prerendered /Menu page preloads them (prerender.tsx).
const PromoBlocks = lazy(() =>
  import('@web/marketing').then((module) => ({ default: module.PromoBlocks })),
);

/** The dishes of a category or a name search: spinner while loading, then cards or the spec's text. */
function MenuResults({ query }: { query: MenuSelection }) {
  const { user } = useSession();
  const [filter] = useDietaryFilter();
  const result = useMenuQuery(query, filter);
  // A dish sold out or back on sale shows without a reload.
  useMenuStream();
  // The dishes arrive in one answer; every card is drawn in a deferred render that React
  // interrupts for a tap or a keystroke (the spinner stays until it is done), instead of in one
  // long task with the answer.
  const items = useDeferredValue(result.data?.items);

  if (result.isPending || (result.isSuccess && !items)) return <Spinner label="Loading dishes…" />;
  if (result.isError) {
    return (
      <div className="menu-message" role="alert">
        <p>{catalogTexts.fetchError}</p>
        <button
          type="button"
          className="btn btn-secondary btn-sm"
          onClick={() => void result.refetch()}
        >
          Try again
        </button>
      </div>
    );
  }
  if (!items) return null;
  const hidden = result.data?.hidden ?? 0;
  if (items.length === 0 && hidden > 0) return <HiddenByFilters hidden={hidden} shown={0} />;
  if (items.length === 0) {
    return (
      <p className="menu-message" role="status">
        {query.kind === 'category' ? catalogTexts.noMenuForCategory : catalogTexts.foodNotFound}
      </p>
    );
  }
  return (
    <>
      <p className="visually-hidden" role="status">
        {items.length} {items.length === 1 ? 'dish' : 'dishes'} found
      </p>
      <HiddenByFilters hidden={hidden} shown={items.length} />
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

/** A category of the address (?category=, any letter case), trimmed; null when none. */
const categoryParam = (value: string | null) => value?.trim().slice(0, 40) || null;

/** The category the dropdown stands for in the current address ('' for none or a search). */
function categoryInAddress(): string {
  const params = new URLSearchParams(window.location.search);
  if (params.has('search') || params.get('favourites') === '1') return '';
  return categoryParam(params.get('category')) ?? '';
}

/** Keys that move a closed select's choice: such a change is only a pass, not yet a choice. */
const PASSING_KEYS = new Set(['ArrowDown', 'ArrowUp', 'Home', 'End', 'PageUp', 'PageDown']);
/** A choice reached with the keys counts once they rest this long (or at Enter, or on leaving). */
export const KEYED_CHOICE_MS = 1000;

/**
 * The interactive menu (spec: Menu). The category (?category=Pizza) and the header search
 * (?search=...) live in the URL, so a link shows the same dishes and the back button works.
 */
export default function MenuPage() {
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const rawCategory = params.get('category');
  const search = params.get('search')?.trim() ?? '';
  const favourites = params.get('favourites') === '1';
  const categories = useMenuCategoriesQuery();
  const asked = categoryParam(rawCategory);
  // The category in the owner's spelling once the list is here (links may say ?category=pizza).
  const category =
    (asked && categories.data?.find((name) => name.toLowerCase() === asked.toLowerCase())) ?? asked;
  usePageTitle(
    favourites
      ? favouritesTexts.title
      : search
        ? `Search: ${search}`
        : category
          ? `${category} menu`
          : 'Menu',
  );

  // The dropdown lists the categories with dishes on sale, in the owner's order; a link may open
  // another one (shown too, so the dropdown says what the page shows).
  const options: string[] = [...(categories.data ?? [])];
  if (category && !options.some((name) => name.toLowerCase() === category.toLowerCase()))
    options.push(category);

  // A new entry in the history for each choice, so Back returns to the previous one. Compared with
  // the address as it is at that moment: a pick made while the prerendered page was still loading
  // its code arrives twice (once found by the effect below, once replayed by React as a change).
  const show = (value: string) => {
    if (value === categoryInAddress()) return;
    // The diner's allergen and diet filters stay on from one category to the next.
    const next = new URLSearchParams();
    if (value) next.set('category', value);
    for (const key of ['hide', 'diet']) {
      const kept = params.get(key);
      if (kept) next.set(key, kept);
    }
    setParams(next);
  };

  // Arrow keys on a closed select change its value at every step: each step is only a pass, so
  // the menu loads once the choice is committed (Enter, leaving the field, or a rest of the keys).
  const [passing, setPassing] = useState<string | null>(null);
  const keyed = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const commit = (value: string) => {
    clearTimeout(timer.current);
    setPassing(null);
    show(value);
  };
  const choose = (event: ChangeEvent<HTMLSelectElement>) => {
    const { value } = event.target;
    if (!keyed.current) return commit(value);
    keyed.current = false;
    setPassing(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => commit(value), KEYED_CHOICE_MS);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLSelectElement>) => {
    keyed.current = PASSING_KEYS.has(event.key) || event.key.length === 1;
    if (event.key === 'Enter' && passing !== null) commit(passing);
  };
  const onBlur = () => {
    if (passing !== null) commit(passing);
  };

  // The page arrives prerendered: a category picked before its code had loaded is still shown in
  // the dropdown but reached no handler. Take it up once the page is live.
  const select = useRef<HTMLSelectElement>(null);
  const shown = search || favourites ? '' : (category ?? '');
  // biome-ignore lint/correctness/useExhaustiveDependencies: only once, right after hydration
  useEffect(() => show(select.current?.value ?? ''), []);

  let body: ReactNode;
  if (favourites) body = <FavouritesView />;
  else if (search)
    body = <MenuResults key={`s:${search}`} query={{ kind: 'search', value: search }} />;
  else if (category)
    body = <MenuResults key={`c:${category}`} query={{ kind: 'category', value: category }} />;
  else if (rawCategory) body = <p className="menu-message">{catalogTexts.noMenuForCategory}</p>;
  else
    body = (
      <>
        <FullMenu categories={categories.data ?? []} staff={isStaff(user?.role)} />
        <section className="menu-more" aria-labelledby="menu-more-title">
          <h2 id="menu-more-title">{fullMenuTexts.moreMenus}</h2>
          <Suspense fallback={<Spinner />}>
            <PromoBlocks headingLevel={3} />
          </Suspense>
        </section>
      </>
    );

  return (
    <section className="page">
      <div className="container">
        <header className="menu-head">
          <div>
            <p className="eyebrow">Our kitchen</p>
            <h1 className="page-title menu-title">
              {favourites
                ? favouritesTexts.title
                : search
                  ? `Results for “${search}”`
                  : category
                    ? category
                    : 'Menu'}
            </h1>
            <p className="lead menu-lead">
              {favourites
                ? favouritesTexts.lead
                : search
                  ? 'Dishes whose name matches your search.'
                  : category
                    ? categoryBlurb(category)
                    : fullMenuTexts.lead}
            </p>
          </div>
          <div className="menu-tools">
            <div className="field menu-category">
              <label htmlFor="menu-category">Category</label>
              <select
                ref={select}
                id="menu-category"
                className="select"
                value={passing ?? shown}
                onChange={choose}
                onKeyDown={onKeyDown}
                onBlur={onBlur}
              >
                <option value="">{catalogTexts.chooseCategory}</option>
                {options.map((name) => (
                  <option key={name} value={name}>
                    {name}
                  </option>
                ))}
              </select>
            </div>
            <FavouritesToggle />
          </div>
        </header>
        {(favourites || search || category || !rawCategory) && <MenuFilters />}
        {body}
      </div>
    </section>
  );
}
