import { deliveryWindow, orderTimesTexts as w } from '@shared/order-times';
import type { Order } from '@shared/orders';
import { restaurantToday } from '@web/lib/restaurant-time';
import { formatDateTime, formatTime } from './format';

const FINISHED = ['completed', 'rejected', 'canceled'];

/** When the rider set off, once the order is out for delivery (its timeline says). */
export const leftAtOf = (order: Order): Date | null => {
  const entry = order.timeline?.findLast((e) => e.stage === 'out_for_delivery');
  return entry ? new Date(entry.at) : null;
};

/**
 * The promised times as facts of the order page, while the promise stands: the kitchen's ready
 * time, and for a delivery the window it reaches the door in (shared/order-times.ts), on the
 * restaurant's clock.
 */
export function OrderTimesFacts({ order }: { order: Order }) {
  if (!order.readyAt || FINISHED.includes(order.stage)) return null;
  const minutes = order.fulfilment === 'delivery' ? order.deliveryEstimateMinutes : null;
  const window =
    minutes != null ? deliveryWindow(new Date(order.readyAt), minutes, leftAtOf(order)) : null;
  const sameDay = window && restaurantToday(window.from) === restaurantToday(window.to);
  return (
    <>
      <div>
        <dt>{order.fulfilment === 'pickup' ? w.pickupLabel : w.readyLabel}</dt>
        <dd className="order-page-ready">
          <time dateTime={order.readyAt}>{formatDateTime(order.readyAt)}</time>
        </dd>
      </div>
      {window && (
        <div>
          <dt>{w.windowLabel}</dt>
          <dd className="order-page-window">
            <time dateTime={window.from.toISOString()}>{formatDateTime(window.from)}</time>
            {' – '}
            <time dateTime={window.to.toISOString()}>
              {sameDay ? formatTime(window.to) : formatDateTime(window.to)}
            </time>
          </dd>
        </div>
      )}
    </>
  );
}
