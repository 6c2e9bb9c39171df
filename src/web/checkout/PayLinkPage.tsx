import { formatMoney } from '@shared/money';
import { type PayLinkPayment, paymentLinkTexts as texts } from '@shared/payment-links';
import { useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '@web/lib/api/errors';
import { useParams, useSearchParams } from '@web/lib/router';
import { Spinner } from '@web/ui/Spinner';
import { usePageTitle } from '@web/ui/usePageTitle';
import { useCallback, useEffect, useRef, useState } from 'react';
import { PayLinkView, type PayPhase } from './PayLinkView';
import {
  fetchLinkPayment,
  payLinkKeys,
  startLinkPayment,
  usePayLinkQuery,
  verifyLinkPayment,
} from './pay-link-api';
import './pay-link.css';

/** What the diner is told once the server settled (or refused) a payment of the link. */
function phaseOf(payment: PayLinkPayment): PayPhase {
  switch (payment.status) {
    case 'successful':
      return { kind: 'idle' };
    case 'rejected':
      return {
        kind: 'refused',
        message: payment.reason ?? texts.refundedPaid(formatMoney(payment.amountMinor)),
      };
    case 'pending':
      return { kind: 'busy', message: texts.transferPending };
    case 'failed':
      return { kind: 'failed', message: payment.reason ?? texts.cancelledCheckout };
  }
}

/**
 * /pay/:token, the card payment link's page: public, the signed token is the
 * key. "Pay" starts a payment of exactly the order's total with the active provider (the sandbox's
 * frame or Paystack, as at checkout); back from it, the server verifies and marks the order paid,
 * or refuses and refunds the money (paid or canceled meanwhile), and the page says which.
 */
export default function PayLinkPage() {
  usePageTitle(texts.pageTitle);
  const { token = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const query = usePayLinkQuery(token);
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<PayPhase>({ kind: 'idle' });

  const verify = useCallback(
    async (reference: string) => {
      setPhase({ kind: 'busy', message: texts.verifying });
      try {
        setPhase(phaseOf((await verifyLinkPayment(token, reference)).payment));
      } catch (error) {
        // The webhook may have settled it first: its state decides what the diner is told.
        const known = await fetchLinkPayment(token, reference).catch(() => null);
        setPhase(
          known && known.payment.status !== 'pending'
            ? phaseOf(known.payment)
            : { kind: 'failed', message: errorMessage(error, texts.cancelledCheckout) },
        );
      }
      await queryClient.invalidateQueries({ queryKey: payLinkKeys.order(token) });
    },
    [queryClient, token],
  );

  // Back from Paystack's hosted page: /pay/<token>?reference=… Verified once the order is shown,
  // so the read that follows is a fresh one (not the first, started before the payment settled).
  const returned = useRef(false);
  const loaded = query.isSuccess;
  useEffect(() => {
    const reference = search.get('reference');
    if (!reference || !loaded || returned.current) return;
    returned.current = true;
    setSearch({}, { replace: true });
    void verify(reference);
  }, [search, setSearch, verify, loaded]);

  const pay = async () => {
    setPhase({ kind: 'busy' });
    try {
      const started = await startLinkPayment(token);
      const { openProviderCheckout } = await import('@web/payments');
      await openProviderCheckout(started, {
        onSuccess: (reference) => void verify(reference),
        onCancel: () => setPhase({ kind: 'failed', message: texts.cancelledCheckout }),
        onTransferPending: () => setPhase({ kind: 'busy', message: texts.transferPending }),
        onError: (message) => setPhase({ kind: 'failed', message }),
      });
    } catch (error) {
      setPhase({ kind: 'failed', message: errorMessage(error, texts.cancelledCheckout) });
      await queryClient.invalidateQueries({ queryKey: payLinkKeys.order(token) });
    }
  };

  return (
    <section className="page container pay-link-page">
      {query.isPending ? (
        <Spinner />
      ) : query.isError ? (
        <div className="card pay-link" role="alert">
          <h1 className="page-title">{texts.pageTitle}</h1>
          <p className="pay-link-notice is-error">{errorMessage(query.error, texts.invalid)}</p>
        </div>
      ) : (
        <PayLinkView order={query.data.order} phase={phase} onPay={() => void pay()} />
      )}
    </section>
  );
}
