import { CHECKOUT_FRAME_EVENTS, type CheckoutFrameMessage } from '@shared/payments';
import type { FrameHandle, FrameHost } from './inline-types';
import './overlay.css';

const isFrameMessage = (data: unknown): data is CheckoutFrameMessage =>
  typeof data === 'object' &&
  data !== null &&
  (CHECKOUT_FRAME_EVENTS as readonly string[]).includes((data as { event?: string }).event ?? '') &&
  typeof (data as { frameId?: unknown }).frameId === 'string';

/** An invisible stop at an edge of the payment window that sends the focus back inside. */
function focusGuard(onFocus: () => void) {
  const guard = document.createElement('span');
  guard.className = 'pay-overlay-guard';
  guard.tabIndex = 0;
  guard.addEventListener('focus', onFocus);
  return guard;
}

/**
 * The provider's checkout in an iframe over the page: a loader until the checkout says it loaded,
 * a close button, Escape to close, the page behind inert and the focus kept inside. Only messages
 * from that frame's window and from the provider's origin are passed on.
 */
export function createOverlayHost(options: { origin: string; title?: string }): FrameHost {
  return {
    open({ frameId, url }, events): FrameHandle {
      const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      const overlay = document.createElement('div');
      overlay.className = 'pay-overlay';
      overlay.setAttribute('role', 'dialog');
      overlay.setAttribute('aria-modal', 'true');
      overlay.setAttribute('aria-label', options.title ?? 'Secure checkout');

      const loader = document.createElement('div');
      loader.className = 'pay-overlay-loader';
      loader.setAttribute('role', 'status');
      const spinner = document.createElement('div');
      spinner.className = 'spinner';
      spinner.setAttribute('aria-hidden', 'true');
      const label = document.createElement('p');
      label.textContent = 'Loading secure checkout…';
      loader.append(spinner, label);

      const close = document.createElement('button');
      close.type = 'button';
      close.className = 'pay-overlay-close';
      close.setAttribute('aria-label', 'Close payment window');
      close.textContent = '×';

      const frame = document.createElement('iframe');
      frame.id = frameId;
      frame.name = frameId;
      frame.className = 'pay-overlay-frame';
      frame.title = options.title ?? 'Secure checkout';
      frame.src = url;
      frame.allow = 'payment';

      // Tab past the close button comes back to the checkout, and Shift+Tab out of the top of the
      // checkout goes to the close button: the focus never leaves the payment window.
      const guardStart = focusGuard(() => close.focus());
      const guardEnd = focusGuard(() => frame.focus());
      overlay.append(guardStart, loader, frame, close, guardEnd);
      // The storefront behind is inert while the checkout is open: no focus, no clicks, not read out.
      const madeInert = [...document.body.children].filter((el) => !el.hasAttribute('inert'));
      for (const el of madeInert) el.setAttribute('inert', '');
      document.body.append(overlay);
      document.body.classList.add('pay-overlay-open');
      close.focus();

      const onMessage = (event: MessageEvent) => {
        if (event.origin !== options.origin || event.source !== frame.contentWindow) return;
        if (isFrameMessage(event.data)) events.message(event.data);
      };
      const onKey = (event: KeyboardEvent) => {
        if (event.key === 'Escape') events.dismiss();
      };
      window.addEventListener('message', onMessage);
      overlay.addEventListener('keydown', onKey);
      close.addEventListener('click', () => events.dismiss());

      return {
        loaded() {
          overlay.classList.add('is-loaded');
          frame.focus();
        },
        close() {
          window.removeEventListener('message', onMessage);
          overlay.removeEventListener('keydown', onKey);
          overlay.remove();
          for (const el of madeInert) el.removeAttribute('inert');
          document.body.classList.remove('pay-overlay-open');
          opener?.focus();
        },
      };
    },
  };
}
