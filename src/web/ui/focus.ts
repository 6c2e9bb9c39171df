/** Keyboard focus helpers for modal layers: the native <dialog> modals and the payment frame. */

const TABBABLE =
  'a[href], button:not(:disabled), input:not(:disabled):not([type="hidden"]), select:not(:disabled), textarea:not(:disabled), iframe, summary, [tabindex]:not([tabindex="-1"])';

/** The elements Tab stops at inside a container, in order (hidden ones left out). */
export function tabbablesIn(container: Element): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (el) => el.tabIndex >= 0 && el.getClientRects().length > 0,
  );
}

/**
 * Tab from the last element goes to the first one and Shift+Tab from the first to the last. The
 * native modal dialog makes the page behind inert, but at its edges the browser would still move
 * the focus out of the document (to its own toolbar, or nowhere in a headless one).
 */
export function wrapTabKey(
  event: Pick<KeyboardEvent, 'key' | 'shiftKey' | 'preventDefault'>,
  container: HTMLElement,
) {
  if (event.key !== 'Tab') return;
  const tabbables = tabbablesIn(container);
  const first = tabbables[0];
  const last = tabbables.at(-1);
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === container)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * When what opened a modal goes away right after it closed (the row it belonged to was deleted
 * or its button removed), the focus would be lost to the top of the document: it goes to the
 * main content instead, where the keyboard and screen reader user was working.
 */
export function keepFocusOnPage(opener: HTMLElement) {
  const stop = () => {
    observer.disconnect();
    document.removeEventListener('focusin', stop);
    window.clearTimeout(timer);
  };
  const observer = new MutationObserver(() => {
    if (opener.isConnected && !opener.matches(':disabled')) return;
    stop();
    if (!document.activeElement || document.activeElement === document.body) {
      document.getElementById('main')?.focus();
    }
  });
  observer.observe(document.body, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['disabled'],
  });
  // Watching ends when the user moves on, or once the page has had time to update.
  document.addEventListener('focusin', stop);
  const timer = window.setTimeout(stop, 10_000);
}
