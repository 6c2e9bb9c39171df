import {
  ALLERGENS,
  canonicalAllergens,
  canonicalDiets,
  DIETS,
  type Dietary,
  dietaryTexts,
  dietWordOf,
  SPICY_WORDS,
} from '@shared/dietary';
import './dietary.css';

const glyphOf = new Map<string, string>([...ALLERGENS, ...DIETS].map((x) => [x.code, x.glyph]));
const allergenWord = new Map<string, string>(ALLERGENS.map((a) => [a.code, a.word]));
const shortOf = new Map<string, string>(ALLERGENS.map((a) => [a.code, a.short]));
const capital = (word: string) => `${word.charAt(0).toUpperCase()}${word.slice(1)}`;

function Chilli() {
  return (
    <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" className="dietary-chilli">
      <path
        d="M15 5c1.5 0 3 1 3 3 0 6-6 12-13 12-1 0-1.5-1-.5-1.5C10 16 11 9 13 6.5 13.5 5.7 14.2 5 15 5z"
        fill="currentColor"
      />
      <path d="M15 5c0-1.5 1-2.5 2.5-3" stroke="#4f6131" strokeWidth="2" fill="none" />
    </svg>
  );
}

/** One chilli per level of heat. */
function Chillies({ level }: { level: number }) {
  return (
    <>
      {(['one', 'two', 'three'] as const).slice(0, level).map((key) => (
        <Chilli key={key} />
      ))}
    </>
  );
}

/**
 * A dish's diets, spicy level and allergens. Compact on a menu card: chips
 * with the diet's glyph and word, chillies, and "Contains:" with each allergen's short word (the
 * list's word as tooltip and for screen readers). Full in the dish dialog: the
 * diets in words and "Contains: milk, cereals containing gluten".
 */
export function DishAllergens({ dish, full = false }: { dish: Dietary; full?: boolean }) {
  const allergens = canonicalAllergens(dish.allergens ?? []);
  const diets = canonicalDiets(dish.diets ?? []);
  const spicy = dish.spicy ?? 0;
  if (!full && allergens.length === 0 && diets.length === 0 && spicy === 0) return null;
  const spicyText = dietaryTexts.spicy(spicy);

  if (full) {
    return (
      <div className="dietary-full">
        {(diets.length > 0 || spicy > 0) && (
          <p className="dietary-full-diets">
            {diets.map((code) => (
              <span key={code} className="dietary-diet">
                {capital(dietWordOf(code))}
              </span>
            ))}
            {spicy > 0 && (
              <span className="dietary-spicy">
                <Chillies level={spicy} />
                {capital(SPICY_WORDS[spicy] ?? '')}
              </span>
            )}
          </p>
        )}
        <p className="dietary-contains">
          {allergens.length > 0
            ? `${dietaryTexts.contains} ${allergens.map((c) => allergenWord.get(c)).join(', ')}`
            : dietaryTexts.noAllergens}
        </p>
        <p className="dietary-note">{dietaryTexts.askStaff}</p>
      </div>
    );
  }

  return (
    <div className="dietary-compact">
      {(diets.length > 0 || spicy > 0) && (
        <ul className="dietary-badges" aria-label={dietaryTexts.dietsLegend}>
          {diets.map((code) => (
            <li key={code} className="dietary-badge is-diet" title={capital(dietWordOf(code))}>
              <span aria-hidden="true" className="dietary-glyph">
                {glyphOf.get(code)}
              </span>
              {dietWordOf(code)}
            </li>
          ))}
          {spicy > 0 && (
            <li className="dietary-badge is-spicy" title={spicyText}>
              <Chillies level={spicy} />
              <span className="visually-hidden">{spicyText}</span>
            </li>
          )}
        </ul>
      )}
      {allergens.length > 0 && (
        <div className="dietary-allergens">
          <span className="dietary-allergens-label" aria-hidden="true">
            {dietaryTexts.contains}
          </span>
          <ul className="dietary-badges" aria-label={dietaryTexts.allergensLegend}>
            {allergens.map((code) => (
              <li key={code} className="dietary-badge" title={`Contains ${allergenWord.get(code)}`}>
                <span aria-hidden="true">{shortOf.get(code)}</span>
                <span className="visually-hidden">contains {allergenWord.get(code)}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
