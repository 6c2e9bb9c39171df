import { adminTexts as t } from '@shared/admin';
import { OrderItem, OrderList, useOrderStream } from '@web/orders';
import { useCursorParam } from '@web/ui/useCursorParam';
import { usePageTitle } from '@web/ui/usePageTitle';
import { adminKeys, useCanceledOrdersQuery } from './api';
import { RetryRefundButton } from './RetryRefundButton';
import '@web/orders/orders.css';
import './admin.css';

/**
 * /admin/canceled-orders: canceled orders with 'Canceled on' (local date and time), newest first,
 * 4 per page, and where each refund stands (a pending one can be retried from here).
 */
export default function AdminCanceledOrdersPage() {
  usePageTitle(t.canceledTitle);
  const [cursor, setCursor] = useCursorParam();
  useOrderStream('/api/admin/events', adminKeys.all[0]);
  const list = useCanceledOrdersQuery(cursor);
  return (
    <section className="page admin-page">
      <h1 className="page-title">{t.canceledTitle}</h1>
      <OrderList
        query={list}
        cursor={cursor}
        onCursor={setCursor}
        label="Canceled orders"
        empty={<p>{t.noCanceled}</p>}
        renderItem={(order) => (
          <OrderItem
            order={order}
            actions={
              order.refundStatus === 'pending' ? (
                <RetryRefundButton orderId={order.orderId} />
              ) : undefined
            }
          />
        )}
      />
    </section>
  );
}
