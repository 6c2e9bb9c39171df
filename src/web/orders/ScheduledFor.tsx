import type { Order } from '@shared/orders';
import { scheduledWhen, scheduleTexts } from '@shared/scheduled-orders';
import { zoneAbbreviation } from '@shared/zoned-time';
import { readerClockDiffers, useRestaurantTimeZone } from '@web/lib/restaurant-time';

/**
 * "Scheduled for Tue 19:30": the time the diner chose, on the restaurant's clock, while
 * the order is still to be made (a finished order no longer waits for it).
 */
export function ScheduledFor({ order }: { order: Pick<Order, 'scheduledFor' | 'status'> }) {
  const timeZone = useRestaurantTimeZone();
  if (!order.scheduledFor || order.status !== 'paid') return null;
  const at = new Date(order.scheduledFor);
  const zone = readerClockDiffers() ? ` (${zoneAbbreviation(at, timeZone)})` : '';
  return (
    <p className="order-scheduled">
      <strong>
        <time dateTime={order.scheduledFor}>
          {scheduleTexts.scheduledFor(scheduledWhen(at, new Date(), timeZone))}
          {zone}
        </time>
      </strong>
    </p>
  );
}
