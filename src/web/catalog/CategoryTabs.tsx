import { fullMenuTexts } from '@shared/catalog-view';
import { useEffect, useRef, useState } from 'react';

/** The anchor of a category's section on the whole-menu page ("Local favourites" -> menu-local-favourites). */
export const sectionIdOf = (category: string) =>
  `menu-${category
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}`;

/**
 * Where the diner is: the category whose section crosses a line a third down the screen. The
 * tab follows the scroll, so the bar says which category the cards under it belong to.
 */
function useCurrentSection(ids: string[]): string | undefined {
  const [current, setCurrent] = useState<string | undefined>(ids[0]);
  const key = ids.join(' ');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the ids are compared by their key
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const crossing = entries.find((entry) => entry.isIntersecting);
        if (crossing) setCurrent(crossing.target.id);
      },
      { rootMargin: '-33% 0px -66% 0px' },
    );
    for (const id of ids) {
      const section = document.getElementById(id);
      if (section) observer.observe(section);
    }
    return () => observer.disconnect();
  }, [key]);
  return current;
}

/**
 * The site header is sticky too, and its height depends on the screen (two rows on a phone, one
 * on a desk): the tabs stick right under it, and a section's jump lands under both, whatever it is.
 */
function useStickyOffset() {
  useEffect(() => {
    const header = document.querySelector<HTMLElement>('.topnav');
    if (!header || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const sizes = new ResizeObserver(() =>
      root.style.setProperty('--menu-sticky-top', `${header.offsetHeight}px`),
    );
    sizes.observe(header);
    return () => {
      sizes.disconnect();
      root.style.removeProperty('--menu-sticky-top');
    };
  }, []);
}

/**
 * The sticky tabs of the whole menu: plain links to each section's anchor, so they jump even
 * before the page's code has run; the current one is marked and kept in view on a phone, where
 * the tabs scroll sideways.
 */
export function CategoryTabs({ categories }: { categories: string[] }) {
  const ids = categories.map(sectionIdOf);
  useStickyOffset();
  const current = useCurrentSection(ids);
  const bar = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const tab = current && bar.current?.querySelector<HTMLElement>(`[href="#${current}"]`);
    if (tab && bar.current) bar.current.scrollLeft = tab.offsetLeft - bar.current.offsetLeft - 16;
  }, [current]);
  return (
    <nav className="menu-tabs" aria-label={fullMenuTexts.tabsLabel}>
      <ul ref={bar}>
        {categories.map((category, index) => (
          <li key={category}>
            <a href={`#${ids[index]}`} aria-current={current === ids[index] ? 'true' : undefined}>
              {category}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
