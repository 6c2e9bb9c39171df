import type { StartedPayment } from '@shared/checkout';
import { InlineCheckout } from './inline';
import { createOverlayHost } from './overlay';
import { sandboxApi } from './sandboxApi';

export interface CheckoutHandlers {
  /** The provider says it is paid: the server must now verify it. */
  onSuccess(reference: string): void;
  onCancel(): void;
  onTransferPending(reference: string): void;
  onError(message: string): void;
}

let sandboxCheckout: InlineCheckout | null = null;

/** One inline checkout per page, so starting a new payment cancels the one still open. */
function sandbox(): InlineCheckout {
  sandboxCheckout ??= new InlineCheckout({
    api: sandboxApi,
    host: createOverlayHost({ origin: window.location.origin, title: 'Sandbox checkout' }),
    checkoutUrl: (accessCode, frameId) =>
      `/payments/sandbox/checkout?access_code=${encodeURIComponent(accessCode)}&frame_id=${frameId}`,
  });
  return sandboxCheckout;
}

/**
 * Opens the active provider's checkout for a payment the server started.
 * - sandbox: our inline module, with the sandbox checkout page in the frame.
 * - paystack: the provider's hosted page (authorizationUrl), which comes back to
 *   /checkout/payment?reference=... where the page verifies. The official popup plugs in here:
 *   `new (await import('@paystack/inline-js')).default().resumeTransaction(started.accessCode,
 *   { onSuccess, onCancel, onError, onBankTransferConfirmationPending })` — the same callbacks.
 */
export async function openProviderCheckout(
  started: StartedPayment,
  handlers: CheckoutHandlers,
): Promise<void> {
  if (started.provider.name !== 'sandbox') {
    if (!started.authorizationUrl) throw new Error('The payment provider gave no checkout page.');
    window.location.assign(started.authorizationUrl);
    return;
  }
  await sandbox().resumeTransaction(started.accessCode, {
    onSuccess: (response) => handlers.onSuccess(response.reference || started.reference),
    onCancel: () => handlers.onCancel(),
    onBankTransferConfirmationPending: (response) =>
      handlers.onTransferPending(
        typeof response.reference === 'string' ? response.reference : started.reference,
      ),
    onError: (error) => handlers.onError(error.message),
  });
}
