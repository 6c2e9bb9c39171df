/**
 * Runs `work` when the browser is first idle after the page has drawn: for code a screen will
 * need soon but not to show itself (a later step's fields, a form's validation). Browsers without
 * requestIdleCallback (Safari) run it a moment later instead.
 */
export function whenIdle(work: () => void): void {
  if (window.requestIdleCallback) window.requestIdleCallback(() => work());
  else window.setTimeout(work, 200);
}
