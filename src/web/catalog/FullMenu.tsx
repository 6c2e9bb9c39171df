import { fullMenuTexts } from '@shared/catalog-view';
import type { DietaryFilter } from '@shared/dietary';
import { Spinner } from '@web/ui/Spinner';
import { useDeferredValue, useRef } from 'react';
import { useMenuQuery } from './api';
import { CategoryTabs, sectionIdOf } from './CategoryTabs';
import { MenuCard } from './MenuCard';
import { useDietaryFilter } from './MenuFilters';
import { useKeepInView } from './useKeepInView';
import { useMenuStream } from './useMenuStream';
import { useNearViewport } from './useNearViewport';
import './full-menu.css';

/** The categories whose dishes load and render with the page; the others as the diner scrolls. */
export const EAGER_CATEGORIES = 2;

/** One category's cards: asked for once the section is near, drawn in a deferred render. */
function SectionDishes({
  category,
  filter,
  staff,
}: {
  category: string;
  filter: DietaryFilter;
  staff: boolean;
}) {
  const result = useMenuQuery({ kind: 'category', value: category }, filter);
  const items = useDeferredValue(result.data?.items);
  if (result.isError) return <p className="menu-message">{fullMenuTexts.loadFailed}</p>;
  if (!items)
    return (
      <div className="menu-block-pending">
        <Spinner label={fullMenuTexts.loading} />
      </div>
    );
  if (items.length === 0) {
    const hidden = (result.data?.hidden ?? 0) > 0;
    return (
      <p className="menu-section-empty">
        {hidden ? fullMenuTexts.allHiddenHere : fullMenuTexts.nothingToday}
      </p>
    );
  }
  return (
    <ul className="menu-grid">
      {items.map((item) => (
        <li key={item.id}>
          <MenuCard item={item} staff={staff} titleLevel={3} />
        </li>
      ))}
    </ul>
  );
}

function CategorySection(props: {
  category: string;
  eager: boolean;
  filter: DietaryFilter;
  staff: boolean;
}) {
  const ref = useRef<HTMLElement>(null);
  const near = useNearViewport(ref, props.eager);
  const id = sectionIdOf(props.category);
  return (
    <section ref={ref} id={id} className="menu-block" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="menu-block-title">
        {props.category}
      </h2>
      {near ? (
        <SectionDishes category={props.category} filter={props.filter} staff={props.staff} />
      ) : (
        <div className="menu-block-pending" />
      )}
    </section>
  );
}

/**
 * The whole orderable menu on one scrolling page: sticky category tabs, then each category's
 * dishes in the owner's order. The first categories render with the page; the others load as the
 * diner scrolls near them, so a phone's first load stays a category's worth of cards.
 */
export function FullMenu({ categories, staff }: { categories: string[]; staff: boolean }) {
  const [filter] = useDietaryFilter();
  // A dish sold out or back on sale shows without a reload.
  useMenuStream();
  const menu = useRef<HTMLDivElement>(null);
  useKeepInView(menu);
  return (
    <div ref={menu} className="full-menu">
      <CategoryTabs categories={categories} />
      {categories.map((category, index) => (
        <CategorySection
          key={category}
          category={category}
          eager={index < EAGER_CATEGORIES}
          filter={filter}
          staff={staff}
        />
      ))}
    </div>
  );
}
