import { checkoutTexts, type StartedPayment } from '@shared/checkout';
import { TOAST_SHORT_AUTO_CLOSE_MS } from '@shared/constants';
import { messages } from '@shared/messages';
import { useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '@web/lib/api/errors';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { fetchPayment, verifyPayment } from './api';

export type PaymentPhase =
  | { kind: 'idle' }
  | { kind: 'in_checkout' }
  | { kind: 'verifying' }
  | { kind: 'cancelled' }
  | { kind: 'transfer_pending'; reference: string }
  | { kind: 'failed'; message: string };

/**
 * After the provider's checkout: the server verifies and records the payment (the browser's word
 * is never enough). A refusal may only mean someone else recorded it first (the provider's
 * webhook), so the payment's state decides what the diner is told.
 */
export function usePaymentFlow() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [phase, setPhase] = useState<PaymentPhase>({ kind: 'idle' });

  const succeeded = useCallback(async () => {
    toast.success(messages.toast.paymentRecorded, { autoClose: TOAST_SHORT_AUTO_CLOSE_MS });
    // The cart is empty now and the orders are new: everything cached about them is stale.
    await queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'session' });
    setPhase({ kind: 'idle' });
    navigate('/user/present-orders');
  }, [navigate, queryClient]);

  const verify = useCallback(
    async (reference: string) => {
      setPhase({ kind: 'verifying' });
      try {
        await verifyPayment(reference);
        await succeeded();
        return;
      } catch (error) {
        const status = await fetchPayment(reference).catch(() => null);
        if (status?.payment.status === 'successful') {
          await succeeded();
          return;
        }
        toast.error(messages.toast.paymentSaveError, { autoClose: TOAST_SHORT_AUTO_CLOSE_MS });
        setPhase({ kind: 'failed', message: errorMessage(error, messages.toast.paymentSaveError) });
      }
    },
    [succeeded],
  );

  const open = useCallback(
    async (started: StartedPayment) => {
      setPhase({ kind: 'in_checkout' });
      // The checkout module is only loaded when someone pays.
      const { openProviderCheckout } = await import('@web/payments/popup');
      await openProviderCheckout(started, {
        onSuccess: (reference) => void verify(reference),
        onCancel: () => setPhase({ kind: 'cancelled' }),
        onTransferPending: (reference) => setPhase({ kind: 'transfer_pending', reference }),
        onError: (message) => setPhase({ kind: 'failed', message }),
      }).catch((error: unknown) => {
        setPhase({
          kind: 'failed',
          message: error instanceof Error ? error.message : checkoutTexts.loadError,
        });
      });
    },
    [verify],
  );

  return { phase, open, verify, dismiss: () => setPhase({ kind: 'idle' }) };
}
