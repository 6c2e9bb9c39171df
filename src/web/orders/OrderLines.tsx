import { formatOrderDelivery } from '@shared/delivery-address';
import { formatMoney } from '@shared/money';
import { type Order, orderTexts as t } from '@shared/orders';
import { staffOrderMailTexts } from '@shared/staff-orders';
import { LineChoices } from '@web/ui/LineChoices';

/** Every dish of the order, at the price paid, then items, delivery fee (or pickup) and total. */
export function OrderLines({ order }: { order: Order }) {
  return (
    <>
      <ul className="order-lines" aria-label={`Dishes of order ${t.number(order.number)}`}>
        {order.lines.map((line, i) => (
          <li
            // Lines never move within an order: their position is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={i}
            className={`order-line${line.canceled ? ' is-canceled' : ''}`}
          >
            <img
              className="order-line-img"
              src={line.image}
              alt=""
              width={48}
              height={36}
              loading="lazy"
              decoding="async"
            />
            <span className="order-line-name">
              {line.name}
              <LineChoices choices={line.choices} note={line.note} />
              {line.canceled && <span className="badge badge-danger">{t.lineCanceled}</span>}
            </span>
            <span className="order-line-qty">
              {line.quantity} × {formatMoney(line.unitPriceMinor)}
            </span>
            <span className="order-line-total">{formatMoney(line.lineTotalMinor)}</span>
          </li>
        ))}
      </ul>
      <dl className="order-totals">
        <div>
          <dt>{t.subtotal}</dt>
          <dd>{formatMoney(order.subtotalMinor)}</dd>
        </div>
        <div>
          <dt>{order.fulfilment === 'pickup' ? t.noDeliveryFee : t.deliveryFee}</dt>
          <dd>{formatMoney(order.deliveryFeeMinor)}</dd>
        </div>
        <div className="order-totals-total">
          <dt>{t.total}</dt>
          <dd>{formatMoney(order.totalMinor)}</dd>
        </div>
      </dl>
    </>
  );
}

/** Where the order goes: "Delivery to <address>, <phone>", or the pickup place and its hours. */
export function OrderFulfilment({ order }: { order: Order }) {
  if (order.fulfilment === 'pickup')
    return (
      <div className="order-fulfilment">
        <p className="order-fulfilment-what">
          {order.pickup ? t.pickupAt(order.pickup.address) : t.pickup}
        </p>
        {order.pickup?.note && <p className="muted">{order.pickup.note}</p>}
      </div>
    );
  return (
    <div className="order-fulfilment">
      <p className="order-fulfilment-what">
        {t.deliveryTo(formatOrderDelivery(order), order.deliveryPhone ?? order.customerPhone)}
      </p>
    </div>
  );
}

/** A phone or counter order not paid yet: what its diner still pays, and how. */
export function OrderToPay({ order }: { order: Order }) {
  if (!order.awaitingPayment || order.status === 'canceled' || !order.paymentMethod) return null;
  return (
    <p className="order-to-pay">
      <strong>
        {staffOrderMailTexts.orderPageToPay(
          formatMoney(order.totalMinor),
          order.paymentMethod,
          order.fulfilment,
        )}
      </strong>
    </p>
  );
}
