import {
  ALLERGENS,
  DIETS,
  type DietaryFilter,
  dietaryTexts,
  filterFromParams,
  isFilterEmpty,
} from '@shared/dietary';
import { useSearchParams } from '@web/lib/router';
import { useEffect, useRef, useState } from 'react';
import './dietary.css';

/**
 * The diner's allergen and diet filter, kept in the address (`?hide=peanuts,milk&diet=vegan`):
 * a link shares it, a reload keeps it and Back undoes the last change. The server applies it.
 */
export function useDietaryFilter(): [DietaryFilter, (next: DietaryFilter) => void] {
  const [params, setParams] = useSearchParams();
  const filter = filterFromParams(params.get('hide'), params.get('diet'));
  const set = (next: DietaryFilter) => {
    const updated = new URLSearchParams(params);
    if (next.hide.length > 0) updated.set('hide', next.hide.join(','));
    else updated.delete('hide');
    if (next.diets.length > 0) updated.set('diet', next.diets.join(','));
    else updated.delete('diet');
    setParams(updated);
  };
  return [filter, set];
}

const toggle = <T,>(list: readonly T[], value: T, on: boolean): T[] =>
  on ? [...list.filter((x) => x !== value), value] : list.filter((x) => x !== value);

/** One fieldset of checkbox chips (allergens to hide, or diets): ticking one adds its code. */
function FilterGroup<C extends string>({
  legend,
  name,
  options,
  chosen,
  onChange,
}: {
  legend: string;
  name: string;
  options: ReadonlyArray<{ code: C; text: string }>;
  chosen: readonly C[];
  onChange: (next: C[]) => void;
}) {
  return (
    <fieldset className="menu-filters-group">
      <legend>{legend}</legend>
      <div className="menu-filters-options">
        {options.map((option) => (
          <label key={option.code} className="menu-filter-chip">
            <input
              type="checkbox"
              name={name}
              value={option.code}
              checked={chosen.includes(option.code)}
              onChange={(event) => onChange(toggle(chosen, option.code, event.target.checked))}
            />
            {option.text}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * "Allergens and diets": hide dishes with … (allergens) and … only (diets), folded away (also
 * when filters are on, so a phone shows the dishes first; the summary counts the filters on).
 * The twenty chips are drawn only once the diner opens it: folded, they were a third of the
 * menu page's elements, styled and laid out on every first load for nobody to see.
 */
export function MenuFilters() {
  const [filter, setFilter] = useDietaryFilter();
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDetailsElement>(null);
  // Opened on the prerendered page before its code ran: no toggle reached React, so look once.
  useEffect(() => {
    if (box.current?.open) setOpen(true);
  }, []);
  const active = filter.hide.length + filter.diets.length;
  return (
    <details
      ref={box}
      className="menu-filters"
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary>
        {dietaryTexts.filterHeading}
        {active > 0 && <span className="menu-filters-count">{active} on</span>}
      </summary>
      {open && (
        <div className="menu-filters-body">
          <FilterGroup
            legend={dietaryTexts.hideLegend}
            name="hide"
            options={ALLERGENS.map((a) => ({ code: a.code, text: a.word }))}
            chosen={filter.hide}
            onChange={(hide) => setFilter({ ...filter, hide })}
          />
          <FilterGroup
            legend={dietaryTexts.dietsOnlyLegend}
            name="diet"
            options={DIETS.map((d) => ({ code: d.code, text: dietaryTexts.dietOnly(d.word) }))}
            chosen={filter.diets}
            onChange={(diets) => setFilter({ ...filter, diets })}
          />
        </div>
      )}
    </details>
  );
}

/** How many dishes the filter hides here, with "Clear filters"; nothing without a filter. */
export function HiddenByFilters({ hidden, shown }: { hidden: number; shown: number }) {
  const [filter, setFilter] = useDietaryFilter();
  if (isFilterEmpty(filter)) return null;
  return (
    <div className="menu-filters-status">
      <p role="status">
        {shown === 0 && hidden > 0 ? dietaryTexts.allHidden : dietaryTexts.hiddenCount(hidden)}
      </p>
      <button
        type="button"
        className="btn btn-secondary btn-sm"
        onClick={() => setFilter({ hide: [], diets: [] })}
      >
        {dietaryTexts.clear}
      </button>
    </div>
  );
}
