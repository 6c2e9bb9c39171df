/**
 * Pure rules of the home carousel, kept apart from React so they can be unit-tested without a DOM.
 */

/** Slides stay up long enough to read the headline and the call to action (never under 6 s). */
export const CAROUSEL_INTERVAL_MS = 7000;
export const MIN_CAROUSEL_INTERVAL_MS = 6000;

/** Any index, however far past either end, lands on a real slide: 3 → 0, -1 → 2. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

export const nextSlide = (current: number, count: number) => wrapIndex(current + 1, count);
export const previousSlide = (current: number, count: number) => wrapIndex(current - 1, count);

export interface RotationState {
  /** The visitor pressed the pause button. */
  pausedByUser: boolean;
  /** The pointer rests on the carousel or keyboard focus is inside it. */
  hoveredOrFocused: boolean;
  /** The visitor asked the system for reduced motion. */
  reducedMotion: boolean;
  /** The tab is in the background: nobody is watching. */
  documentHidden: boolean;
}

/** The carousel only turns by itself when nothing asks it to hold still. */
export function shouldRotate(state: RotationState): boolean {
  return (
    !state.pausedByUser && !state.hoveredOrFocused && !state.reducedMotion && !state.documentHidden
  );
}

/** A requested interval is never shorter than the readable minimum. */
export function rotationInterval(requestedMs: number = CAROUSEL_INTERVAL_MS): number {
  return Math.max(MIN_CAROUSEL_INTERVAL_MS, requestedMs);
}

/** A horizontal swipe longer than this many CSS pixels changes the slide. */
export const SWIPE_THRESHOLD_PX = 48;

/** Finger moved left → next slide (+1), right → previous (-1); short or vertical moves → 0. */
export function swipeStep(
  deltaX: number,
  deltaY: number,
  threshold = SWIPE_THRESHOLD_PX,
): -1 | 0 | 1 {
  if (Math.abs(deltaX) < threshold || Math.abs(deltaX) <= Math.abs(deltaY)) return 0;
  return deltaX < 0 ? 1 : -1;
}
