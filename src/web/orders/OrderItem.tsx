import { formatMoney } from '@shared/money';
import { type Order, refundExplanations, refundLabels, orderTexts as t } from '@shared/orders';
import { Link } from '@web/lib/router';
import type { ReactNode } from 'react';
import { toast } from 'react-toastify';
import { copyText } from './copyText';
import { formatDateTime } from './format';
import { OrderFulfilment, OrderLines } from './OrderLines';
import { OrderStage } from './OrderStage';
import { ScheduledFor } from './ScheduledFor';

/** 'Copy order ID' (spec: a link-like action), with the spec's two toasts. */
export function CopyOrderIdButton({ orderId }: { orderId: string }) {
  return (
    <button
      type="button"
      className="link-button order-copy"
      aria-label={`${t.copyOrderId} ${orderId}`}
      onClick={async () => {
        if (await copyText(orderId)) toast.success(t.copied);
        else toast.error(t.copyFailed);
      }}
    >
      {t.copyOrderId}
    </button>
  );
}

function StatusBadges({ order, showPaid }: { order: Order; showPaid: boolean }) {
  if (order.status === 'canceled') {
    const refundClass = order.refundStatus === 'refunded' ? 'badge-success' : 'badge-warning';
    return (
      <p className="order-item-badges">
        <span className="badge badge-danger">{t.canceled}</span>
        {order.refundStatus !== 'none' && (
          <span className={`badge ${refundClass}`}>{refundLabels[order.refundStatus]}</span>
        )}
      </p>
    );
  }
  if (order.status === 'delivered') {
    return (
      <p className="order-item-badges">
        <span className="badge badge-success">{t.delivered}</span>
      </p>
    );
  }
  return showPaid ? (
    <p className="order-item-badges">
      <span className="badge badge-warning">{t.paid}</span>
    </p>
  ) : null;
}

/**
 * One order (one checkout) as a card: its number and total, every dish, the fees, where it goes,
 * the diner's note, the e-mail it was paid with, its order id (copyable) and when it was ordered,
 * delivered or canceled; the customer's name and phone for the back office. The page brings the
 * actions (cancel for the diner, mark as delivered for the admin).
 */
export function OrderItem({
  order,
  actions,
  showStatus = true,
  showPaidStatus = false,
  explainRefund = false,
  showCustomer = false,
  showStage = false,
  linkToPage = false,
}: {
  order: Order;
  actions?: ReactNode;
  showStatus?: boolean;
  showPaidStatus?: boolean;
  explainRefund?: boolean;
  showCustomer?: boolean;
  /** The kitchen's stage in the diner's words (present orders). */
  showStage?: boolean;
  /** The heading opens the diner's order page (/user/orders/<number>). */
  linkToPage?: boolean;
}) {
  const titleId = `order-${order.orderId}`;
  return (
    <article
      className={`card order-item is-${order.status}`}
      aria-labelledby={titleId}
      data-order-id={order.orderId}
      data-order-number={order.number}
    >
      <header className="order-item-head">
        <h2 id={titleId} className="order-item-name">
          {linkToPage ? (
            <Link to={`/user/orders/${order.number}`}>{t.orderNumberLabel(order.number)}</Link>
          ) : (
            t.orderNumberLabel(order.number)
          )}
        </h2>
        <p className="order-item-price">{formatMoney(order.totalMinor)}</p>
      </header>
      <ScheduledFor order={order} />
      {showStage && <OrderStage order={order} />}
      <OrderLines order={order} />
      <OrderFulfilment order={order} />
      {order.note && (
        <p className="order-item-diner-note">
          <strong>{t.note}:</strong> {order.note}
        </p>
      )}
      <dl className="order-item-facts">
        {showCustomer && (
          <div className="fact-wide">
            <dt>{t.customer}</dt>
            <dd className="order-item-customer">
              {order.customerName} ·{' '}
              <a href={`tel:${order.customerPhone}`}>{order.customerPhone}</a>
            </dd>
          </div>
        )}
        <div>
          <dt>{t.orderedOn}</dt>
          <dd>
            <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time>
          </dd>
        </div>
        {order.deliveredAt && (
          <div>
            <dt>{t.deliveredOn}</dt>
            <dd>
              <time dateTime={order.deliveredAt}>{formatDateTime(order.deliveredAt)}</time>
            </dd>
          </div>
        )}
        {order.canceledAt && (
          <div>
            <dt>{t.canceledOn}</dt>
            <dd>
              <time dateTime={order.canceledAt}>{formatDateTime(order.canceledAt)}</time>
            </dd>
          </div>
        )}
        <div className="fact-wide">
          <dt>E-mail</dt>
          <dd className="order-item-email">{order.email}</dd>
        </div>
        <div className="fact-wide">
          <dt>{t.orderId}</dt>
          <dd className="order-item-id">
            <code>{order.orderId}</code> <CopyOrderIdButton orderId={order.orderId} />
          </dd>
        </div>
      </dl>
      {showStatus && <StatusBadges order={order} showPaid={showPaidStatus} />}
      {explainRefund && order.status === 'canceled' && order.refundStatus !== 'none' && (
        <p className="order-item-note">{refundExplanations[order.refundStatus]}</p>
      )}
      {actions && <div className="order-item-actions">{actions}</div>}
    </article>
  );
}
