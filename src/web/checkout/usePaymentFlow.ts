import { checkoutTexts, type StartedPayment } from '@shared/checkout';
import { TOAST_SHORT_AUTO_CLOSE_MS } from '@shared/constants';
import { messages } from '@shared/messages';
import { useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '@web/lib/api/errors';
import { useNavigate } from '@web/lib/router';
import { useCallback, useState } from 'react';
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
 * Where the server verifies a payment and where the diner goes once it is recorded: the account's
 * orders for a signed-in diner, the order's own page for a guest (guest-api.ts).
 */
export interface PaymentBackend {
  /** Verifies and records the payment; the page to go to. */
  verify(reference: string): Promise<string>;
  /** The page to go to when the payment is recorded (by someone else, say the webhook), else null. */
  recorded(reference: string): Promise<string | null>;
}

const ORDERS_PAGE = '/user/present-orders';

export const accountPayments: PaymentBackend = {
  verify: async (reference) => {
    await verifyPayment(reference);
    return ORDERS_PAGE;
  },
  recorded: async (reference) =>
    (await fetchPayment(reference)).payment.status === 'successful' ? ORDERS_PAGE : null,
};

/**
 * After the provider's checkout: the server verifies and records the payment (the browser's word
 * is never enough). A refusal may only mean someone else recorded it first (the provider's
 * webhook), so the payment's state decides what the diner is told.
 */
export function usePaymentFlow(backend: PaymentBackend = accountPayments) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [phase, setPhase] = useState<PaymentPhase>({ kind: 'idle' });

  const succeeded = useCallback(
    async (next: string) => {
      toast.success(messages.toast.paymentRecorded, { autoClose: TOAST_SHORT_AUTO_CLOSE_MS });
      // The cart is empty now and the orders are new: everything cached about them is stale.
      await queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'session' });
      setPhase({ kind: 'idle' });
      navigate(next);
    },
    [navigate, queryClient],
  );

  const verify = useCallback(
    async (reference: string) => {
      setPhase({ kind: 'verifying' });
      try {
        await succeeded(await backend.verify(reference));
        return;
      } catch (error) {
        const next = await backend.recorded(reference).catch(() => null);
        if (next) {
          await succeeded(next);
          return;
        }
        toast.error(messages.toast.paymentSaveError, { autoClose: TOAST_SHORT_AUTO_CLOSE_MS });
        setPhase({ kind: 'failed', message: errorMessage(error, messages.toast.paymentSaveError) });
      }
    },
    [succeeded, backend],
  );

  const open = useCallback(
    async (started: StartedPayment) => {
      setPhase({ kind: 'in_checkout' });
      // The checkout module is only loaded when someone pays.
      const { openProviderCheckout } = await import('@web/payments');
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
