import { adminTexts } from '@shared/admin';
import type { Order } from '@shared/orders';
import { OrderItem } from '@web/orders/OrderItem';
import type { useMarkDeliveredMutation } from './api';

/** An order in the back office: 'Mark as delivered', or the green delivered mark once it is. */
export function AdminOrderItem({
  order,
  mark,
}: {
  order: Order;
  mark: ReturnType<typeof useMarkDeliveredMutation>;
}) {
  const marking = mark.isPending && mark.variables === order.orderId;
  return (
    <OrderItem
      order={order}
      showPaidStatus={false}
      actions={
        order.status === 'paid' ? (
          <button
            type="button"
            className="btn btn-primary btn-sm"
            disabled={marking}
            aria-label={`${adminTexts.markDelivered}: ${order.mealName} (${order.orderId})`}
            onClick={() => mark.mutate(order.orderId)}
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
        ) : null
      }
      showStatus={order.status === 'canceled'}
    />
  );
}
