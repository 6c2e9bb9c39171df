import { formatMoney } from '@shared/money';
import { orderLinkTexts as l } from '@shared/order-links';
import { orderTexts as t } from '@shared/orders';
import { ApiError } from '@web/lib/api/errors';
import { useParams } from '@web/lib/router';
import { usePageTitle } from '@web/ui/usePageTitle';
import { useState } from 'react';
import { orderKeys, useOrderByLinkQuery } from './api';
import { OrderAccountBox } from './OrderAccountBox';
import { OrderDetail } from './OrderDetailPage';
import { useOrderStream } from './useOrderStream';
import './orders.css';
import './order-page.css';

/**
 * /order/<token>: the order page a receipt links to. The signed token alone opens
 * it, with no sign-in: the order's choices, where the kitchen is with it (live) and its timeline;
 * a guest's order may join an account here (OrderAccountBox).
 */
export default function OrderLinkPage() {
  const token = useParams().token ?? '';
  const query = useOrderByLinkQuery(token);
  const [joined, setJoined] = useState<string | null>(null);
  const order = query.data?.order;
  const number = order?.number;
  usePageTitle(number ? l.title(number) : 'Your order');
  useOrderStream(
    `/api/orders/by-link/${encodeURIComponent(token)}/events`,
    orderKeys.all[0],
    query.isSuccess,
  );
  const missing = query.error instanceof ApiError && [400, 404].includes(query.error.status);

  return (
    <section className="page orders-page order-page">
      <div className="container">
        <header className="order-page-head">
          <h1 className="page-title">{number ? l.title(number) : 'Your order'}</h1>
          {order && <p className="order-item-price">{formatMoney(order.totalMinor)}</p>}
        </header>
        {order ? (
          <>
            <p className="muted">
              {query.data?.accountJoin === 'receipt_link' ? l.guestLead(order.email) : l.lead}
            </p>
            <OrderDetail order={order} actions={false} />
            <OrderAccountBox
              token={token}
              order={order}
              accountJoin={query.data?.accountJoin ?? 'none'}
              done={joined}
              onDone={setJoined}
            />
          </>
        ) : missing ? (
          <div className="card orders-empty" role="alert">
            <p>{l.notFound}</p>
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
      </div>
    </section>
  );
}
