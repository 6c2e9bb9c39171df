import { formatMoney } from '@shared/money';
import { orderStageTexts } from '@shared/order-stage-texts';
import { type Order, orderTexts as t } from '@shared/orders';
import { Modal } from '@web/ui/Modal';
import { type ReactNode, useState } from 'react';
import { useCancelOrderMutation } from './api';

/** What the dialog says will be refunded: the whole order, every dish and the delivery fee. */
function refundNote(order: Order): string {
  return t.cancelRefundTotal(formatMoney(order.refundMinor ?? order.totalMinor));
}

/**
 * The diner's Cancel Order: the button (enabled only while the order is New, the server refuses
 * it after, with the reason said under it) and the confirm dialog. Shared by present orders and
 * the order page, so both ask, refund and toast the same way.
 */
export function useCancelOrderDialog(): {
  cancelButton: (order: Order) => ReactNode;
  dialog: ReactNode;
} {
  const [toCancel, setToCancel] = useState<Order | null>(null);
  const cancel = useCancelOrderMutation(() => setToCancel(null));

  const cancelButton = (order: Order) => {
    const delivered = order.status === 'delivered';
    // The diner may cancel only before the restaurant took it on: Scheduled or New (order-stages.ts).
    const cancelable = order.stage === 'new' || order.stage === 'scheduled';
    const hintId = `cancel-hint-${order.orderId}`;
    return (
      <>
        <button
          type="button"
          className="btn btn-secondary btn-sm"
          disabled={delivered || !cancelable}
          aria-describedby={!delivered && !cancelable ? hintId : undefined}
          aria-label={`${t.cancelOrder} ${t.number(order.number)} (${order.orderId})`}
          onClick={() => setToCancel(order)}
        >
          {t.cancelOrder}
        </button>
        {!delivered && !cancelable && (
          <p id={hintId} className="order-cancel-hint muted">
            {orderStageTexts.refusals.dinerCancelTooLate}
          </p>
        )}
      </>
    );
  };

  const dialog = (
    <Modal
      open={toCancel !== null}
      title={t.cancelQuestion}
      onClose={() => !cancel.isPending && setToCancel(null)}
      className="order-modal"
    >
      {toCancel && (
        <div className="order-cancel-summary">
          <p>
            <strong>{t.orderNumberLabel(toCancel.number)}</strong> ·{' '}
            {toCancel.lines.map((l) => `${l.name} × ${l.quantity}`).join(', ')} ·{' '}
            {formatMoney(toCancel.totalMinor)}
          </p>
          <p className="muted">
            {t.orderId} <code>{toCancel.orderId}</code>
          </p>
          <p>{refundNote(toCancel)}</p>
        </div>
      )}
      <div className="modal-actions">
        <button
          type="button"
          className="btn btn-ghost"
          disabled={cancel.isPending}
          onClick={() => setToCancel(null)}
        >
          {t.keepOrder}
        </button>
        <button
          type="button"
          className="btn btn-danger"
          disabled={cancel.isPending}
          onClick={() => toCancel && cancel.mutate(toCancel.orderId)}
        >
          {cancel.isPending ? t.canceling : t.cancelOrder}
        </button>
      </div>
    </Modal>
  );

  return { cancelButton, dialog };
}
