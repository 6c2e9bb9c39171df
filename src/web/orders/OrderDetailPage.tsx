import { formatMoney } from '@shared/money';
import { type Order, orderPageTexts as p, orderTexts as t } from '@shared/orders';
import { ApiError } from '@web/lib/api/errors';
import { Link, useParams } from '@web/lib/router';
import { usePageTitle } from '@web/ui/usePageTitle';
import { orderKeys, useOrderByNumberQuery } from './api';
import { useCancelOrderDialog } from './CancelOrderDialog';
import { formatDateTime } from './format';
import { OrderAgainButton } from './OrderAgainButton';
import { CopyOrderIdButton } from './OrderItem';
import { OrderFulfilment, OrderLines, OrderToPay } from './OrderLines';
import { OrderStage } from './OrderStage';
import { OrderTimeline } from './OrderTimeline';
import { OrderTimesFacts } from './OrderTimes';
import { ScheduledFor } from './ScheduledFor';
import { useOrderStream } from './useOrderStream';
import './orders.css';
import './order-page.css';

/**
 * One order in full. `actions`: Cancel while New and Order again, for the signed-in diner; the
 * receipt link's page (OrderLinkPage) shows the order without them.
 */
export function OrderDetail({ order, actions = true }: { order: Order; actions?: boolean }) {
  const { cancelButton, dialog } = useCancelOrderDialog();
  return (
    <article className="card order-item order-page-card" data-order-id={order.orderId}>
      <ScheduledFor order={order} />
      <OrderStage order={order} />
      <dl className="order-item-facts">
        <OrderTimesFacts order={order} />
        <div>
          <dt>{t.orderedOn}</dt>
          <dd>
            <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time>
          </dd>
        </div>
        <div className="fact-wide">
          <dt>{t.orderId}</dt>
          <dd className="order-item-id">
            <code>{order.orderId}</code> <CopyOrderIdButton orderId={order.orderId} />
          </dd>
        </div>
      </dl>
      <h2 className="order-page-subtitle">{p.lines}</h2>
      <OrderLines order={order} />
      <OrderFulfilment order={order} />
      <OrderToPay order={order} />
      {order.note && (
        <p className="order-item-diner-note">
          <strong>{t.note}:</strong> {order.note}
        </p>
      )}
      <OrderTimeline order={order} />
      {actions && (
        <div className="order-item-actions">
          <OrderAgainButton orderId={order.orderId} />
          {(order.stage === 'new' || order.stage === 'scheduled') && cancelButton(order)}
        </div>
      )}
      {dialog}
    </article>
  );
}

/**
 * /user/orders/<number>: one of the diner's orders in full — where the kitchen is with it (live),
 * the promised time, the dishes and money, where it goes, the timeline, Cancel while New and
 * Order again.
 */
export default function OrderDetailPage() {
  const number = Number(useParams().number);
  usePageTitle(p.title(number));
  useOrderStream('/api/orders/events', orderKeys.all[0]);
  const query = useOrderByNumberQuery(number);
  const missing = query.error instanceof ApiError && [400, 404].includes(query.error.status);

  return (
    <section className="page orders-page order-page">
      <p className="order-page-back">
        <Link to="/user/present-orders">← {p.backToOrders}</Link>
      </p>
      <header className="order-page-head">
        <h1 className="page-title">{p.title(number)}</h1>
        {query.data && <p className="order-item-price">{formatMoney(query.data.totalMinor)}</p>}
      </header>
      {query.data ? (
        <OrderDetail order={query.data} />
      ) : missing ? (
        <div className="card orders-empty" role="alert">
          <p>{t.notFound}</p>
          <p className="empty-hint">{p.notFoundHint}</p>
        </div>
      ) : query.isError ? (
        <div className="card orders-empty" role="alert">
          <p>{t.loadError}</p>
          <button type="button" className="btn btn-secondary" onClick={() => query.refetch()}>
            {t.retry}
          </button>
        </div>
      ) : (
        <p className="muted" aria-busy="true">
          Loading…
        </p>
      )}
    </section>
  );
}
