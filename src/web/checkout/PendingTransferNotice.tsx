import type { PendingTransfer } from '@shared/late-payments';
import { latePaymentTexts as t } from '@shared/late-payments';
import type { UseMutationResult } from '@tanstack/react-query';
import { errorMessage } from '@web/lib/api/errors';
import { Modal } from '@web/ui/Modal';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { useAbandonTransferMutation, usePendingTransfersQuery } from './api';
import { useAbandonGuestTransferMutation, useGuestTransfersQuery } from './guest-api';

/** The signed-in diner's waiting transfer, on their checkout. */
export function PendingTransferNotice() {
  const transfers = usePendingTransfersQuery();
  const abandon = useAbandonTransferMutation();
  return <TransferNotice waiting={transfers.data?.[0]} abandon={abandon} />;
}

/** A guest's waiting transfer (the cart cookie's), on the guest checkout. */
export function GuestTransferNotice() {
  const transfers = useGuestTransfersQuery();
  const abandon = useAbandonGuestTransferMutation();
  return <TransferNotice waiting={transfers.data?.[0]} abandon={abandon} />;
}

/**
 * On the checkout: a bank transfer still awaiting the bank, with its amount and reference. A new
 * payment is refused while it waits; "Pay another way" abandons it (if it still clears, the
 * server records it when the cart is unchanged, or refunds it in full).
 */
function TransferNotice({
  waiting,
  abandon,
}: {
  waiting: PendingTransfer | undefined;
  abandon: UseMutationResult<unknown, Error, string>;
}) {
  const [asking, setAsking] = useState(false);
  if (!waiting) return null;
  return (
    <section
      className="checkout-banner is-warning transfer-notice"
      aria-labelledby="transfer-title"
    >
      <div>
        <h2 id="transfer-title" className="transfer-title">
          {t.awaitingTitle}
        </h2>
        <p>{t.awaitingBody(waiting.amountMinor, waiting.currency, waiting.reference)}</p>
      </div>
      <button type="button" className="btn btn-secondary btn-sm" onClick={() => setAsking(true)}>
        {t.payAnotherWay}
      </button>
      <Modal
        open={asking}
        title={t.payAnotherWay}
        onClose={() => !abandon.isPending && setAsking(false)}
      >
        <p>{t.payAnotherWayConfirm}</p>
        <div className="modal-actions">
          <button
            type="button"
            className="btn btn-ghost"
            disabled={abandon.isPending}
            onClick={() => setAsking(false)}
          >
            {t.keepWaiting}
          </button>
          <button
            type="button"
            className="btn btn-primary"
            disabled={abandon.isPending}
            onClick={() =>
              abandon.mutate(waiting.reference, {
                onSuccess: () => {
                  setAsking(false);
                  toast.success(t.abandoned);
                },
                onError: (error) => toast.error(errorMessage(error, t.notAwaiting)),
              })
            }
          >
            {t.payAnotherWay}
          </button>
        </div>
      </Modal>
    </section>
  );
}
