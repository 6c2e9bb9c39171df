import { describeTimelineEntry } from '@shared/order-stage-views';
import { type Order, orderPageTexts as p } from '@shared/orders';
import { useRestaurantTimeZone } from '@web/lib/restaurant-time';

/** The order's stage changes, oldest first, in the diner's words on the restaurant's clock. */
export function OrderTimeline({ order }: { order: Order }) {
  const timeZone = useRestaurantTimeZone();
  const entries = order.timeline ?? [];
  if (entries.length === 0) return null;
  return (
    <section className="order-timeline" aria-labelledby="order-timeline-title">
      <h2 id="order-timeline-title" className="order-page-subtitle">
        {p.timeline}
      </h2>
      <ol>
        {entries.map((entry) => {
          const line = describeTimelineEntry(entry, {
            audience: 'diner',
            fulfilment: order.fulfilment,
            timeZone,
          });
          return (
            <li key={`${entry.stage}-${entry.at}`}>
              <time dateTime={entry.at} className="order-timeline-time">
                {line.date}, {line.time}
              </time>
              <span className="order-timeline-title">{line.title}</span>
              {line.detail && <span className="order-timeline-detail">{line.detail}</span>}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
