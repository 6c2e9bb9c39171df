import {
  ALLERGENS,
  DIETS,
  type DietaryFilter,
  dietaryTexts,
  filterFromParams,
  isFilterEmpty,
} from '@shared/dietary';
import { useSearchParams } from 'react-router';
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

/**
 * "Allergens and diets": hide dishes with … (allergens) and … only (diets), folded away (also
 * when filters are on, so a phone shows the dishes first; the summary counts the filters on).
 */
export function MenuFilters() {
  const [filter, setFilter] = useDietaryFilter();
  const active = filter.hide.length + filter.diets.length;
  return (
    <details className="menu-filters">
      <summary>
        {dietaryTexts.filterHeading}
        {active > 0 && <span className="menu-filters-count">{active} on</span>}
      </summary>
      <div className="menu-filters-body">
        <fieldset className="menu-filters-group">
          <legend>{dietaryTexts.hideLegend}</legend>
          <div className="menu-filters-options">
            {ALLERGENS.map((allergen) => (
              <label key={allergen.code} className="menu-filter-chip">
                <input
                  type="checkbox"
                  name="hide"
                  value={allergen.code}
                  checked={filter.hide.includes(allergen.code)}
                  onChange={(event) =>
                    setFilter({
                      ...filter,
                      hide: toggle(filter.hide, allergen.code, event.target.checked),
                    })
                  }
                />
                {allergen.word}
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset className="menu-filters-group">
          <legend>{dietaryTexts.dietsOnlyLegend}</legend>
          <div className="menu-filters-options">
            {DIETS.map((diet) => (
              <label key={diet.code} className="menu-filter-chip">
                <input
                  type="checkbox"
                  name="diet"
                  value={diet.code}
                  checked={filter.diets.includes(diet.code)}
                  onChange={(event) =>
                    setFilter({
                      ...filter,
                      diets: toggle(filter.diets, diet.code, event.target.checked),
                    })
                  }
                />
                {dietaryTexts.dietOnly(diet.word)}
              </label>
            ))}
          </div>
        </fieldset>
      </div>
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
