import type { CheckoutFrameMessage } from '@shared/payments';
import type { InlineTransaction } from './inline-transaction';
import type { TransactionState } from './inline-types';

/** The checkout frame's side of the inline checkout (docs/storefront-spec.md §4 frame messages, §9 frame id). */

const FRAME_ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** The frame id: 5 random alphanumeric characters (docs/storefront-spec.md §9). */
export function randomFrameId(random: () => number = Math.random): string {
  let id = '';
  for (let i = 0; i < 5; i += 1)
    id += FRAME_ID_ALPHABET[Math.floor(random() * FRAME_ID_ALPHABET.length)];
  return id;
}

/**
 * A message from the checkout frame, turned into the transaction's end and the merchant's
 * callbacks. Anything from another frame or for an ended transaction is ignored.
 */
export function receiveFrameMessage(
  tx: InlineTransaction,
  message: CheckoutFrameMessage,
  end: (state: TransactionState, providerStatus: string) => void,
) {
  if (!tx.isActive || message.frameId !== tx.frameId) return;
  const data = message.data ?? {};
  switch (message.event) {
    case 'loaded:checkout':
      tx.handle?.loaded();
      return;
    case 'loaded:transaction':
      tx.callbacks.onLoad?.({
        id: (data.id as number | string | undefined) ?? tx.id ?? '',
        accessCode: tx.accessCode,
        customer: { email: (data.email as string | undefined) ?? tx.data?.email ?? '' },
      });
      return;
    case 'success':
      end('success', 'success');
      tx.callbacks.onSuccess?.({
        status: 'success',
        ...data,
        reference: String(data.reference ?? ''),
      });
      return;
    case 'cancel':
    case 'close':
      end('cancelled', 'abandoned');
      tx.callbacks.onCancel?.();
      tx.callbacks.onClose?.();
      return;
    case 'transfer:pending':
      // Ends like a cancel (the frame closes), plus its own callback: the money may still come.
      end('transfer_pending', 'pending');
      tx.callbacks.onCancel?.();
      tx.callbacks.onClose?.();
      tx.callbacks.onBankTransferConfirmationPending?.(data);
      return;
    case 'error': {
      const messageText = typeof data.message === 'string' ? data.message : 'Error occurred';
      // A setup error means the checkout cannot be used: it closes.
      if (data.setup) end('failed', tx.providerStatus);
      tx.callbacks.onError?.({ message: messageText });
      return;
    }
  }
}
