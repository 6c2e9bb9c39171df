import { BUSINESS } from '@shared/constants';
import { useEffect } from 'react';

/** A page's full title, as the tab shows it: "Menu · Tavola", or the restaurant's own for ''. */
export const fullPageTitle = (title: string) =>
  title ? `${title} · ${BUSINESS.name}` : `${BUSINESS.name} — ${BUSINESS.tagline}`;

// The build's prerender (no document) notes the title the page asked for, so the prerendered HTML
// carries it from the start; see takePrerenderedTitle.
let prerenderedTitle: string | null = null;

/** For the prerender: the title asked for by the page just rendered (then forgotten). */
export function takePrerenderedTitle(): string | null {
  const title = prerenderedTitle;
  prerenderedTitle = null;
  return title;
}

export function usePageTitle(title: string) {
  if (typeof document === 'undefined') prerenderedTitle = fullPageTitle(title);
  useEffect(() => {
    document.title = fullPageTitle(title);
  }, [title]);
}
