import { formatMoney } from '@shared/money';
import { type Order, refundExplanations, refundLabels, orderTexts as t } from '@shared/orders';
import type { ReactNode } from 'react';
import { toast } from 'react-toastify';
import { copyText } from './copyText';
import { formatDateTime } from './format';

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
 * One order line as a card: picture, meal, quantity, price with 2 decimals, the e-mail it was
 * paid with, its order id (copyable) and when it was ordered, delivered or canceled. The page
 * brings the actions (cancel for the diner, mark as delivered for the admin).
 */
export function OrderItem({
  order,
  actions,
  showStatus = true,
  showPaidStatus = false,
  explainRefund = false,
}: {
  order: Order;
  actions?: ReactNode;
  showStatus?: boolean;
  showPaidStatus?: boolean;
  explainRefund?: boolean;
}) {
  const titleId = `order-${order.orderId}`;
  return (
    <article
      className={`card order-item is-${order.status}`}
      aria-labelledby={titleId}
      data-order-id={order.orderId}
    >
      <img
        className="order-item-img"
        src={order.mealImg}
        alt=""
        width={112}
        height={84}
        loading="lazy"
        decoding="async"
      />
      <div className="order-item-body">
        <header className="order-item-head">
          <h2 id={titleId} className="order-item-name">
            {order.mealName}
          </h2>
          <p className="order-item-price">{formatMoney(order.priceMinor)}</p>
        </header>
        <dl className="order-item-facts">
          <div>
            <dt>{t.quantity}</dt>
            <dd>
              {order.quantity} × {formatMoney(order.unitPriceMinor)}
            </dd>
          </div>
          <div>
            <dt>{t.orderedOn}</dt>
            <dd>
              <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time>
            </dd>
          </div>
          {order.deliveredAt && (
            <div className="fact-wide">
              <dt>{t.deliveredOn}</dt>
              <dd>
                <time dateTime={order.deliveredAt}>{formatDateTime(order.deliveredAt)}</time>
              </dd>
            </div>
          )}
          {order.canceledAt && (
            <div className="fact-wide">
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
      </div>
    </article>
  );
}
