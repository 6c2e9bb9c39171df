import type { StartedPayment } from '@shared/checkout';
import type { CheckoutHandlers } from './checkout-handlers';
import { InlineCheckout } from './inline';
import { createOverlayHost } from './overlay';
import { openPaystackCheckout } from './paystack-checkout';
import { sandboxApi } from './sandboxApi';

export type { CheckoutHandlers } from './checkout-handlers';

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
 * Opens the active provider's checkout for a payment the server started, the way the server says
 * (`started.provider.checkout`):
 * - frame (sandbox): our inline module, with the sandbox checkout page in the frame;
 * - popup or redirect (Paystack): its official popup, loaded only now, or its hosted page, which
 *   comes back to /checkout/payment?reference=... where the page verifies.
 */
export async function openProviderCheckout(
  started: StartedPayment,
  handlers: CheckoutHandlers,
): Promise<void> {
  if (started.provider.checkout !== 'frame') {
    await openPaystackCheckout(started, handlers);
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
