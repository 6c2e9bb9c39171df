import { soldOutTexts as t } from '@shared/sold-out';
import { useDishesQuery } from '@web/admin';
import { SoldOutControls } from '@web/admin/SoldOutControls';
import { useId, useState } from 'react';

/**
 * The kitchen's sold-out panel: what is sold out now on top, then any dish found by
 * name, each with its one-tap switch, its portions count and its choices. Big touch targets for a
 * cook's tablet; folded away until opened.
 */
export function SoldOutPanel() {
  const dishes = useDishesQuery();
  const [text, setText] = useState('');
  const searchId = useId();
  const all = (dishes.data?.items ?? []).filter((dish) => dish.available);
  const wanted = text.trim().toLowerCase();
  const out = all.filter(
    (dish) => dish.soldOut || dish.options?.some((g) => g.choices.some((c) => c.soldOut)),
  );
  const found = wanted ? all.filter((dish) => dish.name.toLowerCase().includes(wanted)) : [];
  const shown = [...out, ...found.filter((dish) => !out.includes(dish))];
  return (
    <details className="kitchen-86">
      <summary>
        {t.panelHeading} <span>{out.length}</span>
      </summary>
      <label htmlFor={searchId} className="kitchen-86-search">
        {t.panelSearch}
        <input
          id={searchId}
          type="search"
          className="input"
          value={text}
          placeholder={t.panelSearchPlaceholder}
          onChange={(event) => setText(event.target.value)}
        />
      </label>
      {dishes.isError && <p role="alert">{t.panelLoadFailed}</p>}
      {shown.length === 0 && dishes.isSuccess && (
        <p className="kitchen-86-empty">{wanted ? t.panelNoMatch : t.panelNothingOut}</p>
      )}
      <ul className="kitchen-86-list" aria-label={t.panelHeading}>
        {shown.map((dish) => (
          <li key={dish.id}>
            <strong>{dish.name}</strong>
            <SoldOutControls dish={dish} detailed />
          </li>
        ))}
      </ul>
    </details>
  );
}
