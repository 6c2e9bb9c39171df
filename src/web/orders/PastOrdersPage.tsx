import { orderTexts as t } from '@shared/orders';
import { Link } from '@web/lib/router';
import { useCursorParam } from '@web/ui/useCursorParam';
import { usePageTitle } from '@web/ui/usePageTitle';
import { orderKeys, usePastOrdersQuery } from './api';
import { OrderAgainButton } from './OrderAgainButton';
import { OrderItem } from './OrderItem';
import { OrderList } from './OrderList';
import { useOrderStream } from './useOrderStream';
import './orders.css';

/**
 * /user/past-orders: delivered and canceled orders (with where the refund stands), 4 per page,
 * each with "Order again".
 */
export default function PastOrdersPage() {
  usePageTitle(t.pastTitle);
  const [cursor, setCursor] = useCursorParam();
  useOrderStream('/api/orders/events', orderKeys.all[0]);
  const list = usePastOrdersQuery(cursor);

  return (
    <section className="page orders-page">
      <h1 className="page-title">{t.pastTitle}</h1>
      <OrderList
        query={list}
        cursor={cursor}
        onCursor={setCursor}
        label="Past orders"
        empty={
          <>
            <p>{t.pastEmpty}</p>
            <p className="empty-hint">{t.pastEmptyHint}</p>
            <Link className="btn btn-secondary" to="/user/present-orders">
              {t.presentTitle}
            </Link>
          </>
        }
        renderItem={(order) => (
          <OrderItem
            order={order}
            explainRefund
            linkToPage
            actions={<OrderAgainButton orderId={order.orderId} />}
          />
        )}
      />
    </section>
  );
}
