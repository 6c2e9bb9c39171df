import { adminTexts as t } from '@shared/admin';
import { OrderItem, OrderList, useOrderStream } from '@web/orders';
import { useCursorParam } from '@web/ui/useCursorParam';
import { usePageTitle } from '@web/ui/usePageTitle';
import { adminKeys, useDeliveredOrdersQuery } from './api';
import '@web/orders/orders.css';
import './admin.css';

/** /admin/delivered-orders: delivered orders, the latest delivery first, 4 per page. */
export default function AdminDeliveredOrdersPage() {
  usePageTitle(t.deliveredTitle);
  const [cursor, setCursor] = useCursorParam();
  useOrderStream('/api/admin/events', adminKeys.all[0]);
  const list = useDeliveredOrdersQuery(cursor);
  return (
    <section className="page admin-page">
      <h1 className="page-title">{t.deliveredTitle}</h1>
      <OrderList
        query={list}
        cursor={cursor}
        onCursor={setCursor}
        label="Delivered orders"
        empty={<p>{t.noDelivered}</p>}
        renderItem={(order) => <OrderItem order={order} />}
      />
    </section>
  );
}
