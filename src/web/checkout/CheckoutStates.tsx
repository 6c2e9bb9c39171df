import { checkoutTexts } from '@shared/checkout';
import { Link, useSearchParams } from '@web/lib/router';
import { Spinner } from '@web/ui/Spinner';
import { useEffect, useRef } from 'react';
import { PaymentNotice } from './CheckoutParts';
import type { PaymentPhase, usePaymentFlow } from './usePaymentFlow';

/**
 * What the signed-in checkout and the guest checkout share around their forms: the screens shown
 * instead of the form (loading, a failed load, an empty cart) and the return from a provider's
 * hosted page.
 */
type PaymentFlow = ReturnType<typeof usePaymentFlow>;

export function CheckoutLoading() {
  return (
    <section className="page container">
      <h1 className="page-title">{checkoutTexts.title}</h1>
      <Spinner label="Loading your order…" />
    </section>
  );
}

export function CheckoutLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <section className="page container">
      <h1 className="page-title">{checkoutTexts.title}</h1>
      <p className="form-error" role="alert">
        {checkoutTexts.loadError}
      </p>
      <button type="button" className="btn btn-secondary checkout-retry" onClick={onRetry}>
        Try again
      </button>
    </section>
  );
}

/** An empty cart: after a payment it is the moment the payment's notice says what happened. */
export function CheckoutEmpty({ flow }: { flow: PaymentFlow }) {
  return (
    <section className="page container">
      <h1 className="page-title">{checkoutTexts.title}</h1>
      <PaymentNotice phase={flow.phase} onDismiss={flow.dismiss} />
      {flow.phase.kind !== 'verifying' && (
        <div className="empty-state">
          <p>{checkoutTexts.cartEmpty}</p>
          <Link className="btn btn-primary" to="/Menu">
            {checkoutTexts.browseMenu}
          </Link>
        </div>
      )}
    </section>
  );
}

/**
 * Back from a provider's hosted page (?reference=...): the server verifies, the browser never
 * decides. When the provider said a transfer is pending, the server (which asks the provider) is
 * asked for the waiting transfers. Returns the transfer still waiting, if any, and the phase to
 * show: a pending transfer already in the list is shown once, in its own notice, not twice.
 */
export function usePaymentReturn<T extends { reference: string }>(
  flow: PaymentFlow,
  transfers: { data?: T[]; refetch: () => unknown },
): { waitingTransfer: T | undefined; phase: PaymentPhase } {
  const [params, setParams] = useSearchParams();
  const returnedFrom = useRef(false);
  const returnedReference = params.get('reference') ?? params.get('trxref');
  useEffect(() => {
    if (!returnedReference || returnedFrom.current) return;
    returnedFrom.current = true;
    setParams({}, { replace: true });
    void flow.verify(returnedReference);
  }, [returnedReference, setParams, flow.verify]);

  const refetchTransfers = transfers.refetch;
  useEffect(() => {
    if (flow.phase.kind === 'transfer_pending') void refetchTransfers();
  }, [flow.phase.kind, refetchTransfers]);

  // Read while rendering (not only in a handler), so the page re-renders when the list changes.
  const waitingTransfer = transfers.data?.[0];
  const pendingReference = flow.phase.kind === 'transfer_pending' ? flow.phase.reference : null;
  const phase: PaymentPhase =
    pendingReference && transfers.data?.some((w) => w.reference === pendingReference)
      ? { kind: 'idle' }
      : flow.phase;
  return { waitingTransfer, phase };
}
