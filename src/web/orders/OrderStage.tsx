import { dinerPaymentOf, orderStageTexts } from '@shared/order-stage-texts';
import { progressIndex, progressSteps } from '@shared/order-stage-views';
import { orderTimes } from '@shared/order-times';
import type { Order } from '@shared/orders';
import { readerClockDiffers, useRestaurantTimeZone } from '@web/lib/restaurant-time';
import { leftAtOf } from './OrderTimes';

/**
 * Which promised times a stage still shows: the ready time while the kitchen cooks, the delivery
 * window until the order reaches the door.
 */
const PROMISED: Partial<Record<Order['stage'], 'both' | 'window'>> = {
  accepted: 'both',
  preparing: 'both',
  ready: 'window',
  out_for_delivery: 'window',
};

/**
 * Where the kitchen is with a live order, in the diner's words (order-stage-texts.ts): the stage,
 * one sentence, the ready time staff promised (on the restaurant's clock) and a step indicator.
 * The present-orders page refetches on every `order.stage` event, so this follows the board live.
 */
export function OrderStage({ order }: { order: Order }) {
  const timeZone = useRestaurantTimeZone();
  const words = orderStageTexts.dinerWords(order.stage, order.fulfilment, dinerPaymentOf(order));
  const steps = progressSteps(order.fulfilment);
  const reached = progressIndex(order.stage, order.fulfilment);
  const promised = PROMISED[order.stage];
  const times = orderTimes(
    {
      fulfilment: order.fulfilment,
      readyAt: order.readyAt && promised ? new Date(order.readyAt) : null,
      deliveryEstimateMinutes: order.deliveryEstimateMinutes ?? null,
      leftAt: leftAtOf(order),
    },
    new Date(),
    timeZone,
  );
  const ready = promised === 'both' ? times.ready : null;
  const zone = readerClockDiffers() && times.ready ? ` (${times.ready.zone})` : '';
  return (
    <div className="order-stage" data-stage={order.stage}>
      <p className="order-stage-words">
        <span className="badge badge-warning order-stage-label">{words.label}</span> {words.detail}
        {ready && (
          <>
            {' '}
            <strong className="order-stage-ready">
              {ready.text}
              {zone}
            </strong>
          </>
        )}
        {times.window && (
          <>
            {' '}
            <strong className="order-stage-window">
              {times.window}
              {zone}
            </strong>
          </>
        )}
      </p>
      {reached !== null && (
        <ol className="order-stage-steps" aria-label="Progress">
          {steps.map((stage, index) => (
            <li
              key={stage}
              className={index <= reached ? 'is-done' : undefined}
              aria-current={index === reached ? 'step' : undefined}
            >
              {orderStageTexts.dinerWords(stage, order.fulfilment).label}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
