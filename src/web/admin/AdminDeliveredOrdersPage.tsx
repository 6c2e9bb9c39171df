import { adminTexts as t } from '@shared/admin';
import { OrderItem } from '@web/orders/OrderItem';
import { OrderList } from '@web/orders/OrderList';
import { useOrderStream } from '@web/orders/useOrderStream';
import { usePageParam } from '@web/orders/usePageParam';
import { usePageTitle } from '@web/ui/usePageTitle';
import { adminKeys, useDeliveredOrdersQuery } from './api';
import '@web/orders/orders.css';
import './admin.css';

/** /admin/delivered-orders: delivered orders, the latest delivery first, 4 per page. */
export default function AdminDeliveredOrdersPage() {
  usePageTitle(t.deliveredTitle);
  const [page, setPage] = usePageParam();
  useOrderStream('/api/admin/events', adminKeys.all[0]);
  const list = useDeliveredOrdersQuery(page);
  return (
    <section className="page admin-page">
      <h1 className="page-title">{t.deliveredTitle}</h1>
      <OrderList
        query={list}
        page={page}
        onPage={setPage}
        label="Delivered orders"
        empty={<p>{t.noDelivered}</p>}
        renderItem={(order) => <OrderItem order={order} />}
      />
    </section>
  );
}
