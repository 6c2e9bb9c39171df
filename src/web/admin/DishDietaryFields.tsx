import {
  ALLERGENS,
  containsText,
  DIETS,
  dietaryTexts,
  SPICY_MAX,
  SPICY_WORDS,
} from '@shared/dietary';
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import '@web/catalog/dietary.css';

/**
 * The owner's allergen, diet and spicy fields of the dish form: two groups of
 * labelled checkboxes laid out as chips, and a select for the level. What the dish contains is
 * repeated in words under the group, as the diner will read it.
 */
export function DishDietaryFields({
  allergens,
  diets,
  spicy,
  checked,
}: {
  allergens: UseFormRegisterReturn;
  diets: UseFormRegisterReturn;
  spicy: UseFormRegisterReturn;
  /** The allergen codes ticked now, for the summary line. */
  checked: readonly string[];
}) {
  const ids = { spicy: useId(), summary: useId() };
  const summary = containsText({ allergens: checked }) || dietaryTexts.noAllergens;
  return (
    <>
      <fieldset className="menu-filters-group dish-form-dietary" aria-describedby={ids.summary}>
        <legend>{dietaryTexts.allergensLegend}</legend>
        <div className="menu-filters-options">
          {ALLERGENS.map((allergen) => (
            <label key={allergen.code} className="menu-filter-chip">
              <input type="checkbox" value={allergen.code} {...allergens} />
              {allergen.word}
            </label>
          ))}
        </div>
        <p id={ids.summary} className="muted field-hint" aria-live="polite">
          {summary}
        </p>
      </fieldset>
      <div className="dish-form-row">
        <fieldset className="menu-filters-group dish-form-dietary">
          <legend>{dietaryTexts.dietsLegend}</legend>
          <div className="menu-filters-options">
            {DIETS.map((diet) => (
              <label key={diet.code} className="menu-filter-chip">
                <input type="checkbox" value={diet.code} {...diets} />
                {diet.word}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="field">
          <label htmlFor={ids.spicy}>{dietaryTexts.spicyLabel}</label>
          <select id={ids.spicy} className="select" {...spicy}>
            {Array.from({ length: SPICY_MAX + 1 }, (_, level) => (
              <option key={SPICY_WORDS[level]} value={String(level)}>
                {level} · {SPICY_WORDS[level]}
              </option>
            ))}
          </select>
        </div>
      </div>
    </>
  );
}
