import { orderTexts as t } from '@shared/orders';
import { Link } from '@web/lib/router';
import { useCursorParam } from '@web/ui/useCursorParam';
import { usePageTitle } from '@web/ui/usePageTitle';
import { AwaitingTransfers } from './AwaitingTransfers';
import { orderKeys, usePresentOrdersQuery } from './api';
import { useCancelOrderDialog } from './CancelOrderDialog';
import { OrderItem } from './OrderItem';
import { OrderList } from './OrderList';
import { useOrderStream } from './useOrderStream';
import './orders.css';

/**
 * /user/present-orders: the diner's paid orders, newest first, 4 per page. Each can be canceled
 * (with a refund) until the restaurant marks it delivered; the marks arrive live.
 */
export default function PresentOrdersPage() {
  usePageTitle(t.presentTitle);
  const [cursor, setCursor] = useCursorParam();
  useOrderStream('/api/orders/events', orderKeys.all[0]);

  const list = usePresentOrdersQuery(cursor);
  const { cancelButton, dialog } = useCancelOrderDialog();

  return (
    <section className="page orders-page">
      <h1 className="page-title">{t.presentTitle}</h1>
      <AwaitingTransfers />
      <OrderList
        query={list}
        cursor={cursor}
        onCursor={setCursor}
        label="Present orders"
        empty={
          <>
            <p>{t.presentEmpty}</p>
            <p className="empty-hint">{t.presentEmptyHint}</p>
            <Link className="btn btn-primary" to="/Menu">
              {t.browseMenu}
            </Link>
          </>
        }
        renderItem={(order) => (
          <OrderItem
            order={order}
            showStatus={false}
            showStage
            linkToPage
            actions={
              <>
                {order.status === 'delivered' && (
                  <button type="button" className="btn btn-success btn-sm" disabled>
                    {t.delivered}
                  </button>
                )}
                {cancelButton(order)}
              </>
            }
          />
        )}
      />
      {dialog}
    </section>
  );
}
