import { type RefObject, useEffect, useState } from 'react';

/**
 * How far below the screen a section starts loading, so its cards are there when it scrolls in.
 * Not above it: after a tab's jump, the sections passed over stay small instead of growing above
 * the one the diner chose and pushing it off the screen.
 */
export const NEAR_MARGIN = '0px 0px 600px 0px';

/**
 * True once the element has come near the screen (or from the start when `eager`), and then for
 * good: a section's dishes load and render once, as the diner scrolls towards them, and stay.
 * A browser without IntersectionObserver gets everything at once.
 */
export function useNearViewport(ref: RefObject<Element | null>, eager: boolean): boolean {
  const [near, setNear] = useState(eager);
  useEffect(() => {
    if (near) return;
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return setNear(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: NEAR_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, ref]);
  return near;
}
