import { dinerPaymentOf, orderStageTexts } from '@shared/order-stage-texts';
import { progressIndex, progressSteps } from '@shared/order-stage-views';
import type { Order } from '@shared/orders';
import { formatReadyTime } from '@shared/ready-time';
import { readerClockDiffers, useRestaurantTimeZone } from '@web/lib/restaurant-time';

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
  const ready =
    order.readyAt && ['accepted', 'preparing'].includes(order.stage)
      ? formatReadyTime(new Date(order.readyAt), new Date(), timeZone)
      : null;
  return (
    <div className="order-stage" data-stage={order.stage}>
      <p className="order-stage-words">
        <span className="badge badge-warning order-stage-label">{words.label}</span> {words.detail}
        {ready && (
          <>
            {' '}
            <strong className="order-stage-ready">
              {ready.text}
              {readerClockDiffers() ? ` (${ready.zone})` : ''}
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
