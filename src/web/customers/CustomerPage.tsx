import { customerTexts as t } from '@shared/customers';
import { formatMoney } from '@shared/money';
import { orderStageTexts } from '@shared/order-stage-texts';
import type { PageInfo } from '@shared/paging';
import { formatReservationDate } from '@shared/reservations';
import { ApiError } from '@web/lib/api/errors';
import { formatDateTime } from '@web/lib/restaurant-time';
import { Link, useParams } from '@web/lib/router';
import { StatusBadge } from '@web/reservations';
import { Pager } from '@web/ui/Pager';
import { Spinner } from '@web/ui/Spinner';
import { usePageTitle } from '@web/ui/usePageTitle';
import { type ReactNode, useState } from 'react';
import { useCustomerBookingsQuery, useCustomerOrdersQuery, useCustomerQuery } from './api';
import '@web/admin/admin.css';
import './customers.css';

const stageBadge = (stage: string) =>
  stage === 'completed'
    ? 'badge badge-success'
    : stage === 'rejected' || stage === 'canceled'
      ? 'badge badge-danger'
      : 'badge badge-warning';

/** /admin/customers/:id (owner and manager): one customer's contact, figures, orders and bookings; read-only. */
export default function CustomerPage() {
  const { id = '' } = useParams();
  const customer = useCustomerQuery(id);
  const data = customer.data?.customer;
  usePageTitle(data ? data.name || data.email : t.title);

  return (
    <section className="page admin-page customer-page">
      <p className="customer-back">
        <Link to="/admin/customers">← {t.back}</Link>
      </p>
      {customer.isPending ? (
        <Spinner />
      ) : !data ? (
        <p className="form-error" role="alert">
          {customer.error instanceof ApiError && customer.error.status !== 404
            ? t.loadError
            : t.notFound}
        </p>
      ) : (
        <>
          <h1 className="page-title">{data.name || data.email}</h1>
          <p className="customer-contact-line">
            <a href={`mailto:${data.email}`}>{data.email}</a>
            {data.phone && <a href={`tel:${data.phone.replace(/[^+\d]/g, '')}`}>{data.phone}</a>}
          </p>
          <div className="tiles">
            <div className="card tile">
              <span className="tile-label">{t.orders}</span>
              <span className="tile-value">{data.orders.toLocaleString()}</span>
            </div>
            <div className="card tile">
              <span className="tile-label">{t.spent}</span>
              <span className="tile-value">{formatMoney(data.spentMinor)}</span>
            </div>
            <div className="card tile">
              <span className="tile-label">{t.lastOrder}</span>
              <span className="tile-value tile-value-small">
                <time dateTime={data.lastOrderAt}>{formatDateTime(data.lastOrderAt)}</time>
              </span>
            </div>
          </div>
          <div className="customer-grid">
            <CustomerOrders id={id} />
            <CustomerBookings id={id} />
          </div>
        </>
      )}
    </section>
  );
}

/** A customer's paged list (orders or bookings): title, loading, error, empty text and pager. */
function PagedPanel<T>({
  headingId,
  title,
  list,
  empty,
  pagerLabel,
  onCursor,
  children,
}: {
  headingId: string;
  title: string;
  list: { isPending: boolean; isFetching: boolean; data?: PageInfo & { items: T[] } };
  empty: string;
  pagerLabel: string;
  onCursor: (cursor: string | null) => void;
  children: (item: T) => ReactNode;
}) {
  const data = list.data;
  return (
    <section className="card panel" aria-labelledby={headingId}>
      <h2 id={headingId} className="panel-title">
        {title}
      </h2>
      {list.isPending ? (
        <Spinner />
      ) : !data ? (
        <p className="form-error">{t.loadError}</p>
      ) : data.items.length === 0 ? (
        <p className="muted">{empty}</p>
      ) : (
        <>
          <ul className="compact-list" aria-busy={list.isFetching}>
            {data.items.map(children)}
          </ul>
          <Pager page={data} count={data.items.length} onCursor={onCursor} label={pagerLabel} />
        </>
      )}
    </section>
  );
}

function CustomerOrders({ id }: { id: string }) {
  const [cursor, setCursor] = useState<string | null>(null);
  return (
    <PagedPanel
      headingId="customer-orders"
      title={t.ordersTitle}
      list={useCustomerOrdersQuery(id, cursor)}
      empty={t.noOrders}
      pagerLabel="Order pages"
      onCursor={setCursor}
    >
      {(order) => (
        <li key={order.orderId}>
          <div className="compact-main">
            <Link to={`/admin/orders?search=${encodeURIComponent(`#${order.number}`)}`}>
              <strong>#{order.number}</strong>
            </Link>{' '}
            {order.lines.map((l) => `${l.name} × ${l.quantity}`).join(', ')}
            <span className="compact-sub">
              <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time> ·{' '}
              {order.fulfilment === 'pickup' ? 'Pickup' : 'Delivery'} ·{' '}
              {formatMoney(order.totalMinor)}
            </span>
          </div>
          <span className={stageBadge(order.stage)}>{orderStageTexts.stageNames[order.stage]}</span>
        </li>
      )}
    </PagedPanel>
  );
}

function CustomerBookings({ id }: { id: string }) {
  const [cursor, setCursor] = useState<string | null>(null);
  return (
    <PagedPanel
      headingId="customer-bookings"
      title={t.bookingsTitle}
      list={useCustomerBookingsQuery(id, cursor)}
      empty={t.noBookings}
      pagerLabel="Booking pages"
      onCursor={setCursor}
    >
      {(r) => (
        <li key={r.id}>
          <div className="compact-main">
            <strong>
              {formatReservationDate(r.date, 'short')}, {r.time}
            </strong>{' '}
            · {r.guests} {r.guests === 1 ? 'guest' : 'guests'}
            {r.specialRequests && <span className="compact-sub">{r.specialRequests}</span>}
          </div>
          <StatusBadge status={r.status} />
        </li>
      )}
    </PagedPanel>
  );
}
