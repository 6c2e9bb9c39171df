import { adminTexts } from '@shared/admin';
import { formatMoney } from '@shared/money';
import { markDeliveredShortcut } from '@shared/order-stages';
import { type Order, orderTexts } from '@shared/orders';
import { OrderItem } from '@web/orders';
import { Modal } from '@web/ui/Modal';
import { useState } from 'react';
import type { useMarkDeliveredMutation } from './api';
import { MarkPaid } from './MarkPaid';

/**
 * An order in the back office: 'Mark as delivered' (after a confirmation naming the order, the
 * customer and the total, since a wrong tap tells a diner their food arrived), or the green
 * delivered mark once it is. An order scheduled for later offers none: the kitchen has not got it.
 */
export function AdminOrderItem({
  order,
  mark,
}: {
  order: Order;
  mark: ReturnType<typeof useMarkDeliveredMutation>;
}) {
  const [confirming, setConfirming] = useState(false);
  const marking = mark.isPending && mark.variables === order.orderId;
  const number = orderTexts.number(order.number);
  return (
    <>
      <OrderItem
        order={order}
        showPaidStatus={false}
        showCustomer
        actions={
          <>
            {order.awaitingPayment && order.status !== 'canceled' && <MarkPaid order={order} />}
            {order.status === 'paid' && !markDeliveredShortcut(order.stage).ok ? (
              <span className="muted">{adminTexts.scheduledNotDeliverable}</span>
            ) : order.status === 'paid' ? (
              <button
                type="button"
                className="btn btn-primary btn-sm"
                disabled={marking}
                aria-label={`${adminTexts.markDelivered}: ${number} (${order.orderId})`}
                onClick={() => setConfirming(true)}
              >
                {marking ? adminTexts.marking : adminTexts.markDelivered}
              </button>
            ) : order.status === 'delivered' ? (
              <span className="delivered-mark">
                <svg
                  width="16"
                  height="16"
                  viewBox="0 0 24 24"
                  aria-hidden="true"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="3"
                >
                  <path d="M5 13l4 4L19 7" />
                </svg>
                {adminTexts.delivered}
              </span>
            ) : null}
          </>
        }
        showStatus={order.status === 'canceled'}
      />
      <Modal
        open={confirming}
        title={adminTexts.confirmDeliveredTitle(number)}
        onClose={() => setConfirming(false)}
      >
        <p>
          <strong>{order.customerName}</strong> · {formatMoney(order.totalMinor)}
        </p>
        <p>{adminTexts.confirmDeliveredNote}</p>
        <div className="modal-actions">
          <button type="button" className="btn btn-ghost" onClick={() => setConfirming(false)}>
            {adminTexts.keep}
          </button>
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => {
              setConfirming(false);
              mark.mutate(order.orderId);
            }}
          >
            {adminTexts.markDelivered}
          </button>
        </div>
      </Modal>
    </>
  );
}
