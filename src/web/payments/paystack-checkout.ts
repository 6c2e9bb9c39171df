import type { PaystackTransactionOptions } from '@paystack/inline-js';
import type { StartedPayment } from '@shared/checkout';
import { paymentTexts } from '@shared/payments';
import type { CheckoutHandlers } from './checkout-handlers';

/** What we use of Paystack's popup (its inline script's PaystackPop instance). */
export interface PaystackPopup {
  newTransaction(options: PaystackTransactionOptions): unknown;
  cancelTransaction(): void;
}

/**
 * The popup's checkout has this long to show the transaction (its onLoad). A popup that cannot
 * reach Paystack shows nothing but a spinner the diner cannot close, so we go to the hosted page.
 */
export const POPUP_LOAD_TIMEOUT_MS = 20_000;

let popup: Promise<PaystackPopup> | null = null;

/**
 * Paystack's inline script, fetched only when a diner pays with Paystack (it stays out of the
 * first load). One popup per page: it mounts its frames once. A failed load is tried again later.
 */
function loadOfficialPopup(): Promise<PaystackPopup> {
  popup ??= import('@paystack/inline-js').then(({ default: PaystackPop }) => new PaystackPop());
  popup.catch(() => {
    popup = null;
  });
  return popup;
}

export interface PaystackCheckoutDeps {
  loadPopup?: () => Promise<PaystackPopup>;
  /** Leaves the storefront for Paystack's hosted page. */
  redirect?: (url: string) => void;
  loadTimeoutMs?: number;
}

/**
 * Opens Paystack's checkout for a payment the server started: its popup (resumed with our access
 * code), or its hosted page (authorizationUrl, which comes back to /checkout/payment?reference=...)
 * when PAYSTACK_CHECKOUT=redirect or when the popup cannot be had: its script does not load, it
 * throws, it reports a setup error, or it never shows the transaction. Either way the popup's word
 * is never enough: success only asks our server to verify the payment with Paystack.
 */
export async function openPaystackCheckout(
  started: StartedPayment,
  handlers: CheckoutHandlers,
  deps: PaystackCheckoutDeps = {},
): Promise<'popup' | 'redirect'> {
  const redirect = () => {
    if (!started.authorizationUrl) throw new Error(paymentTexts.noHostedPage);
    (deps.redirect ?? ((url) => window.location.assign(url)))(started.authorizationUrl);
    return 'redirect' as const;
  };
  if (started.provider.checkout !== 'popup') return redirect();

  let pop: PaystackPopup;
  try {
    pop = await (deps.loadPopup ?? loadOfficialPopup)();
  } catch {
    return redirect();
  }

  // 'opening' until the popup shows the transaction; 'left' once we went to the hosted page.
  let state = 'opening' as 'opening' | 'open' | 'left';
  let timer: ReturnType<typeof setTimeout> | undefined;
  const fallBack = () => {
    if (state !== 'opening') return;
    state = 'left';
    clearTimeout(timer);
    try {
      pop.cancelTransaction();
    } catch {
      // The popup is being abandoned anyway.
    }
    try {
      redirect();
    } catch (error) {
      handlers.onError(error instanceof Error ? error.message : paymentTexts.checkoutFailed);
    }
  };

  /** False once we left for the hosted page; otherwise the popup has ended, so no fallback is due. */
  const stillOurs = () => {
    if (state === 'left') return false;
    state = 'open';
    clearTimeout(timer);
    return true;
  };

  try {
    pop.newTransaction({
      accessCode: started.accessCode,
      onLoad: () => {
        if (state !== 'opening') return;
        state = 'open';
        clearTimeout(timer);
      },
      // The reference is ours (the transaction was started with it); the server verifies it.
      onSuccess: () => {
        if (stillOurs()) handlers.onSuccess(started.reference);
      },
      onCancel: () => {
        if (stillOurs()) handlers.onCancel();
      },
      onBankTransferConfirmationPending: () => {
        if (stillOurs()) handlers.onTransferPending(started.reference);
      },
      onError: (error) => {
        if (state === 'opening') fallBack();
        else if (state === 'open') handlers.onError(error?.message || paymentTexts.checkoutFailed);
      },
    });
  } catch {
    fallBack();
    return 'redirect';
  }
  if (state === 'opening')
    timer = setTimeout(fallBack, deps.loadTimeoutMs ?? POPUP_LOAD_TIMEOUT_MS);
  return state === 'left' ? 'redirect' : 'popup';
}
