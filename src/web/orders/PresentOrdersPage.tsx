import { formatMoney } from '@shared/money';
import { type Order, orderTexts as t } from '@shared/orders';
import { Modal } from '@web/ui/Modal';
import { usePageTitle } from '@web/ui/usePageTitle';
import { useState } from 'react';
import { Link } from 'react-router';
import { orderKeys, useCancelOrderMutation, usePresentOrdersQuery } from './api';
import { OrderItem } from './OrderItem';
import { OrderList } from './OrderList';
import { useOrderStream } from './useOrderStream';
import { usePageParam } from './usePageParam';
import './orders.css';

/**
 * /user/present-orders: the diner's paid orders, newest first, 4 per page. Each can be canceled
 * (with a refund) until the restaurant marks it delivered; the marks arrive live.
 */
export default function PresentOrdersPage() {
  usePageTitle(t.presentTitle);
  const [page, setPage] = usePageParam();
  const [toCancel, setToCancel] = useState<Order | null>(null);
  useOrderStream('/api/orders/events', orderKeys.all[0]);

  const list = usePresentOrdersQuery(page);
  const cancel = useCancelOrderMutation(() => setToCancel(null));

  return (
    <section className="page orders-page">
      <h1 className="page-title">{t.presentTitle}</h1>
      <OrderList
        query={list}
        page={page}
        onPage={setPage}
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
        renderItem={(order) => {
          const delivered = order.status === 'delivered';
          return (
            <OrderItem
              order={order}
              showStatus={false}
              actions={
                <>
                  {delivered && (
                    <button type="button" className="btn btn-success btn-sm" disabled>
                      {t.delivered}
                    </button>
                  )}
                  <button
                    type="button"
                    className="btn btn-secondary btn-sm"
                    disabled={delivered}
                    aria-label={`${t.cancelOrder} ${order.mealName} (${order.orderId})`}
                    onClick={() => setToCancel(order)}
                  >
                    {t.cancelOrder}
                  </button>
                </>
              }
            />
          );
        }}
      />

      <Modal
        open={toCancel !== null}
        title={t.cancelQuestion}
        onClose={() => !cancel.isPending && setToCancel(null)}
        className="order-modal"
      >
        {toCancel && (
          <div className="order-cancel-summary">
            <p>
              <strong>{toCancel.mealName}</strong> × {toCancel.quantity} ·{' '}
              {formatMoney(toCancel.priceMinor)}
            </p>
            <p className="muted">
              {t.orderId} <code>{toCancel.orderId}</code>
            </p>
            <p>{t.cancelRefundNote}</p>
          </div>
        )}
        <div className="modal-actions">
          <button
            type="button"
            className="btn btn-ghost"
            disabled={cancel.isPending}
            onClick={() => setToCancel(null)}
          >
            {t.keepOrder}
          </button>
          <button
            type="button"
            className="btn btn-danger"
            disabled={cancel.isPending}
            onClick={() => toCancel && cancel.mutate(toCancel.orderId)}
          >
            {cancel.isPending ? t.canceling : t.cancelOrder}
          </button>
        </div>
      </Modal>
    </section>
  );
}
