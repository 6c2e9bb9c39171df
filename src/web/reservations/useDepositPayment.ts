import type { DepositPaymentResponse } from '@shared/deposit-payments';
import { depositTexts } from '@shared/deposits';
import type { Reservation } from '@shared/reservations';
import { useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '@web/lib/api/errors';
import { useCallback, useState } from 'react';
import { reservationKeys } from './api';
import { fetchDepositPayment, startDepositPayment, verifyDepositPayment } from './deposit-api';

/** Where the diner is with paying a deposit: what the notice says under the booking. */
export type DepositPhase =
  | { kind: 'idle' }
  | { kind: 'busy'; message?: string }
  | { kind: 'paid' }
  /** The diner closed the provider's window: nothing is wrong, the table is still held. */
  | { kind: 'closed' }
  /** The money arrived when the booking no longer waited for it: refunded, in words. */
  | { kind: 'refused'; message: string }
  | { kind: 'failed'; message: string };

/**
 * Paying a booking's deposit with the active provider, as a checkout pays: the
 * server starts the payment, the provider's checkout takes the card, and back from it the server
 * verifies and books the table (the browser's word is never enough). A refusal may only mean the
 * webhook settled it first, so the payment's own state decides what the diner is told.
 * `onBooking` receives the booking as it is after each answer.
 */
export function useDepositPayment(onBooking: (reservation: Reservation) => void) {
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<DepositPhase>({ kind: 'idle' });

  const settled = useCallback(
    ({ payment, reservation }: DepositPaymentResponse) => {
      onBooking(reservation);
      if (payment.status === 'successful') setPhase({ kind: 'paid' });
      else if (payment.status === 'rejected')
        setPhase({ kind: 'refused', message: payment.reason ?? depositTexts.released });
      else if (payment.status === 'pending')
        setPhase({ kind: 'busy', message: depositTexts.transferPending });
      else setPhase({ kind: 'failed', message: payment.reason ?? depositTexts.checkoutClosed });
    },
    [onBooking],
  );

  const verify = useCallback(
    async (id: string, reference: string) => {
      setPhase({ kind: 'busy', message: depositTexts.verifying });
      try {
        settled(await verifyDepositPayment(id, reference));
      } catch (error) {
        const known = await fetchDepositPayment(id, reference).catch(() => null);
        if (known && known.payment.status !== 'pending') settled(known);
        else
          setPhase({ kind: 'failed', message: errorMessage(error, depositTexts.checkoutClosed) });
      }
      await queryClient.invalidateQueries({ queryKey: reservationKeys.all });
    },
    [queryClient, settled],
  );

  const pay = useCallback(
    async (reservation: Reservation) => {
      setPhase({ kind: 'busy' });
      try {
        const started = await startDepositPayment(reservation.id);
        // The checkout module is only loaded when someone pays.
        const { openProviderCheckout } = await import('@web/payments');
        await openProviderCheckout(started, {
          onSuccess: (reference) => void verify(reservation.id, reference),
          onCancel: () => setPhase({ kind: 'closed' }),
          onTransferPending: () =>
            setPhase({ kind: 'busy', message: depositTexts.transferPending }),
          onError: (message) => setPhase({ kind: 'failed', message }),
        });
      } catch (error) {
        setPhase({ kind: 'failed', message: errorMessage(error, depositTexts.checkoutClosed) });
        await queryClient.invalidateQueries({ queryKey: reservationKeys.all });
      }
    },
    [queryClient, verify],
  );

  return { phase, pay, verify };
}
