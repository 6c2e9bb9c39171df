import { hostDayTexts } from '@shared/host-day';
import { formatTotal } from '@shared/paging';
import { can } from '@shared/permissions';
import { type AdminListFilter, reservationTexts as t } from '@shared/reservations';
import { useSession } from '@web/accounts';
import { NowPanel } from '@web/customers';
import { Link, NavLink, useLocation } from '@web/lib/router';
import { Pager } from '@web/ui/Pager';
import { Spinner } from '@web/ui/Spinner';
import { useCursorParam, useForgetRefusedCursor } from '@web/ui/useCursorParam';
import { usePageTitle } from '@web/ui/usePageTitle';
import { useAdminReservationsQuery, useConfirmReservationMutation, useTablesQuery } from './api';
import { ReservationCard } from './ReservationCard';
import { TableMove } from './TableMove';
import './reservations.css';

/**
 * /admin/reservations (every booking) and /admin/confirmed-reservation (confirmed ones): the same
 * screen, the path picks the list. Paged by 4 on the server, upcoming first.
 */
export default function AdminReservationsPage() {
  const { pathname, search } = useLocation();
  // `?status=pending`: the bookings to confirm (the dashboard's "Now" links here).
  const filter: AdminListFilter = pathname.toLowerCase().includes('confirmed-reservation')
    ? 'confirmed'
    : new URLSearchParams(search).get('status') === 'pending'
      ? 'pending'
      : 'all';
  // A new list starts on its first page.
  return <ReservationsList key={filter} filter={filter} />;
}

function ReservationsList({ filter }: { filter: AdminListFilter }) {
  const title =
    filter === 'confirmed'
      ? t.adminConfirmedTitle
      : filter === 'pending'
        ? t.adminPendingTitle
        : t.adminTitle;
  usePageTitle(title);
  const [cursor, setCursor] = useCursorParam();
  const list = useAdminReservationsQuery(filter, cursor);
  useForgetRefusedCursor(list.error, cursor, setCursor);
  const confirm = useConfirmReservationMutation();
  const canSeeDashboard = can(useSession().user?.role, 'reports.view');
  const tables = useTablesQuery();

  const data = list.data;
  return (
    <section className="page container">
      <h1 className="page-title">{title}</h1>
      {/* The dashboard's "Now" for the host, who has no dashboard. */}
      {!canSeeDashboard && <NowPanel />}
      <nav className="reservation-tabs" aria-label="Reservation lists">
        {/* One path, two lists: which is current is the filter's to say, not the path's. */}
        <Link
          to="/admin/reservations"
          className={filter === 'all' ? 'active' : undefined}
          aria-current={filter === 'all' ? 'page' : undefined}
        >
          All reservations
        </Link>
        <Link
          to="/admin/reservations?status=pending"
          className={filter === 'pending' ? 'active' : undefined}
          aria-current={filter === 'pending' ? 'page' : undefined}
        >
          To confirm
        </Link>
        <NavLink to="/admin/confirmed-reservation">Confirmed</NavLink>
        <Link to="/admin/reservations/day">{hostDayTexts.openLink}</Link>
      </nav>
      {data && data.total > 0 && (
        <p className="muted reservations-count">
          {formatTotal(data.total, data.totalCapped)}{' '}
          {data.total === 1 && !data.totalCapped ? 'reservation' : 'reservations'} · upcoming first
        </p>
      )}
      {list.isPending ? (
        <Spinner />
      ) : list.isError ? (
        <p className="form-error" role="alert">
          {t.loadError}
        </p>
      ) : data && data.items.length === 0 ? (
        <p className="empty-state">
          {filter === 'confirmed'
            ? t.adminConfirmedEmpty
            : filter === 'pending'
              ? t.adminPendingEmpty
              : t.adminEmpty}
        </p>
      ) : (
        <ul className="reservation-grid" aria-busy={list.isFetching}>
          {data?.items.map((reservation) => (
            <li key={reservation.id}>
              <ReservationCard
                reservation={reservation}
                detailed
                action={
                  <>
                    {tables.data && tables.data.tables.length > 0 && (
                      <TableMove reservation={reservation} tables={tables.data.tables} />
                    )}
                    {reservation.status === 'pending' && (
                      <button
                        type="button"
                        className="btn btn-primary btn-sm"
                        disabled={confirm.isPending && confirm.variables === reservation.id}
                        onClick={() => confirm.mutate(reservation.id)}
                      >
                        {t.confirmButton}
                      </button>
                    )}
                  </>
                }
              />
            </li>
          ))}
        </ul>
      )}
      {data && data.items.length > 0 && (
        <Pager
          page={data}
          count={data.items.length}
          onCursor={setCursor}
          label="Reservation pages"
        />
      )}
    </section>
  );
}
