import { formatTotal } from '@shared/paging';
import { type AdminListFilter, reservationTexts as t } from '@shared/reservations';
import { Pager } from '@web/ui/Pager';
import { Spinner } from '@web/ui/Spinner';
import { useCursorParam, useForgetRefusedCursor } from '@web/ui/useCursorParam';
import { usePageTitle } from '@web/ui/usePageTitle';
import { NavLink, useLocation } from 'react-router';
import { useAdminReservationsQuery, useConfirmReservationMutation, useTablesQuery } from './api';
import { ReservationCard } from './ReservationCard';
import { TableMove } from './TableMove';
import './reservations.css';

/**
 * /admin/reservations (every booking) and /admin/confirmed-reservation (confirmed ones): the same
 * screen, the path picks the list. Paged by 4 on the server, upcoming first.
 */
export default function AdminReservationsPage() {
  const { pathname } = useLocation();
  const filter: AdminListFilter = pathname.toLowerCase().includes('confirmed-reservation')
    ? 'confirmed'
    : 'all';
  // A new list starts on its first page.
  return <ReservationsList key={filter} filter={filter} />;
}

function ReservationsList({ filter }: { filter: AdminListFilter }) {
  const title = filter === 'confirmed' ? t.adminConfirmedTitle : t.adminTitle;
  usePageTitle(title);
  const [cursor, setCursor] = useCursorParam();
  const list = useAdminReservationsQuery(filter, cursor);
  useForgetRefusedCursor(list.error, cursor, setCursor);
  const confirm = useConfirmReservationMutation();
  const tables = useTablesQuery();

  const data = list.data;
  return (
    <section className="page container">
      <h1 className="page-title">{title}</h1>
      <nav className="reservation-tabs" aria-label="Reservation lists">
        <NavLink to="/admin/reservations" end>
          All reservations
        </NavLink>
        <NavLink to="/admin/confirmed-reservation">Confirmed</NavLink>
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
          {filter === 'confirmed' ? t.adminConfirmedEmpty : t.adminEmpty}
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
