import { nowTexts as t } from '@shared/customers';
import { can } from '@shared/permissions';
import { useSession } from '@web/accounts';
import { Link } from '@web/lib/router';
import { useNowBookingsQuery, useNowOrdersQuery } from './api';
import './now.css';

interface Figure {
  label: string;
  value: number | undefined;
  to: string;
  hint?: string;
  /** Amber when there is something to do. */
  urgent?: boolean;
}

function NowFigure({ label, value, to, hint, urgent }: Figure) {
  const busy = urgent && value !== undefined && value > 0;
  return (
    <li>
      <Link className={`card now-figure${busy ? ' is-busy' : ''}`} to={to}>
        <span className="now-value">{value === undefined ? '–' : value.toLocaleString()}</span>
        <span className="now-label">
          {label}
          {hint && <span className="now-hint">{hint}</span>}
        </span>
      </Link>
    </li>
  );
}

/**
 * The dashboard's "Now": what needs someone at this moment, each figure a link
 * to its list. A role sees only its half: orders for whoever watches them (owner, manager,
 * kitchen), bookings for whoever manages them (owner, manager, host). Refreshed every minute and
 * with every order change (the page's live stream invalidates everything under 'admin').
 */
export function NowPanel() {
  const { user } = useSession();
  const seesOrders = can(user?.role, 'orders.watch');
  const seesBookings = can(user?.role, 'reservations.manage');
  const orders = useNowOrdersQuery(seesOrders);
  const bookings = useNowBookingsQuery(seesBookings);
  if (!seesOrders && !seesBookings) return null;
  const ordersList = can(user?.role, 'orders.manage')
    ? '/admin/orders?stage=new'
    : '/admin/kitchen';
  const figures: Figure[] = [
    ...(seesOrders
      ? [
          { label: t.waiting, value: orders.data?.waiting, to: ordersList, urgent: true },
          { label: t.late, value: orders.data?.late, to: '/admin/kitchen', urgent: true },
        ]
      : []),
    ...(seesBookings
      ? [
          {
            label: t.toConfirm,
            value: bookings.data?.toConfirm,
            to: '/admin/reservations?status=pending',
            urgent: true,
          },
          {
            label: t.covers,
            value: bookings.data?.tonightCovers,
            to: '/admin/reservations',
            hint: t.coversHint,
          },
        ]
      : []),
  ];
  const failed = orders.isError || bookings.isError;
  return (
    <section className="now-panel" aria-labelledby="now-title">
      <h2 id="now-title" className="now-title">
        {t.title}
      </h2>
      <p className="now-caption">{t.caption}</p>
      <ul className="now-figures">
        {figures.map((figure) => (
          <NowFigure key={figure.label} {...figure} />
        ))}
      </ul>
      {failed && (
        <p className="form-error" role="alert">
          {t.loadError}
        </p>
      )}
    </section>
  );
}
