import { Link } from '@web/lib/router';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { Art, CARD } from './Art';
import { dishName, type FastFoodTab } from './homeContent';
import { tabIndexForKey } from './tabs';

/**
 * The Fast food section's tabs (WAI-ARIA "Tabs" pattern, automatic activation): one tab stop for
 * the whole list, arrow keys and Home/End move between tabs, and the panel follows at once.
 */
export function FastFoodTabs({ tabs }: { tabs: FastFoodTab[] }) {
  const [selected, setSelected] = useState(0);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const idPrefix = useId();
  const tabId = (i: number) => `${idPrefix}-tab-${i}`;
  const panelId = (i: number) => `${idPrefix}-panel-${i}`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = tabIndexForKey(event.key, selected, tabs.length);
    if (next === null) return;
    event.preventDefault();
    setSelected(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <div className="tabs">
      <div className="tabs-list" role="tablist" aria-label="Fast food" onKeyDown={onKeyDown}>
        {tabs.map((tab, i) => (
          <button
            key={tab.label}
            ref={(el) => {
              tabRefs.current[i] = el;
            }}
            id={tabId(i)}
            type="button"
            role="tab"
            className="tabs-tab"
            aria-selected={i === selected}
            aria-controls={panelId(i)}
            tabIndex={i === selected ? 0 : -1}
            onClick={() => setSelected(i)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, i) => (
        <div
          key={tab.label}
          id={panelId(i)}
          className="tabs-panel"
          role="tabpanel"
          aria-labelledby={tabId(i)}
          hidden={i !== selected}
        >
          <Art className="tabs-art" src={tab.art.src} alt={tab.art.alt} size={CARD} />
          <div>
            <p className="tabs-intro">{tab.intro}</p>
            <ul className="dish-list">
              {tab.dishes.map((dish) => (
                <li key={dish.dish}>
                  <h3 className="dish-name">{dishName(dish.dish)}</h3>
                  <p className="dish-description">{dish.description}</p>
                </li>
              ))}
            </ul>
            <Link className="btn btn-secondary" to={tab.cta.to}>
              {tab.cta.label}
            </Link>
          </div>
        </div>
      ))}
    </div>
  );
}
