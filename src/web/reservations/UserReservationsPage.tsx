import { depositTexts } from '@shared/deposits';
import {
  formatReservationDate,
  type Reservation,
  reservationTexts as t,
} from '@shared/reservations';
import { Link, useSearchParams } from '@web/lib/router';
import { ConfirmModal } from '@web/ui/ConfirmModal';
import { Pager } from '@web/ui/Pager';
import { Spinner } from '@web/ui/Spinner';
import { useCursorParam, useForgetRefusedCursor } from '@web/ui/useCursorParam';
import { usePageTitle } from '@web/ui/usePageTitle';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useCancelReservationMutation, useMyReservationsQuery } from './api';
import { ReservationCard } from './ReservationCard';
import { type DepositPhase, useDepositPayment } from './useDepositPayment';
import { WaitlistList } from './WaitlistList';
import './reservations.css';

/**
 * /user/reservations: the diner's bookings, 4 per page, cancelable until the restaurant confirms.
 * A booking waiting for its deposit can be paid or given up here too; back from
 * the provider's hosted page (`?deposit=<id>&reference=…`) the payment is verified here.
 */
export default function UserReservationsPage() {
  usePageTitle(t.userListTitle);
  const [cursor, setCursor] = useCursorParam();
  const [toCancel, setToCancel] = useState<Reservation | null>(null);
  const list = useMyReservationsQuery(cursor);
  useForgetRefusedCursor(list.error, cursor, setCursor);
  const cancel = useCancelReservationMutation(() => setToCancel(null));
  const deposit = useDepositPayment(useCallback(() => {}, []));
  const [search, setSearch] = useSearchParams();
  const returned = useRef(false);
  useEffect(() => {
    const id = search.get('deposit');
    const reference = search.get('reference');
    if (!id || !reference || returned.current) return;
    returned.current = true;
    setSearch({}, { replace: true });
    void deposit.verify(id, reference);
  }, [search, setSearch, deposit.verify]);
  const phase = deposit.phase;

  const data = list.data;
  return (
    <section className="page">
      <div className="reservations-head">
        <h1 className="page-title">{t.userListTitle}</h1>
        <Link className="btn btn-primary btn-sm" to="/Reservation">
          Reserve a table
        </Link>
      </div>
      <DepositPhaseNote phase={phase} />
      {list.isPending ? (
        <Spinner />
      ) : list.isError ? (
        <p className="form-error" role="alert">
          {t.loadError}
        </p>
      ) : data && data.items.length === 0 ? (
        <p className="empty-state">{t.userListEmpty}</p>
      ) : (
        <ul className="reservation-grid" aria-busy={list.isFetching}>
          {data?.items.map((reservation) => (
            <li key={reservation.id}>
              <ReservationCard
                reservation={reservation}
                forDiner
                action={
                  <>
                    {reservation.status === 'awaiting_deposit' && reservation.deposit && (
                      <button
                        type="button"
                        className="btn btn-primary btn-sm"
                        disabled={phase.kind === 'busy'}
                        onClick={() => void deposit.pay(reservation)}
                      >
                        {depositTexts.payButton(reservation.deposit.amountMinor)}
                      </button>
                    )}
                    {(reservation.status === 'pending' ||
                      reservation.status === 'awaiting_deposit') && (
                      <button
                        type="button"
                        className="btn btn-secondary btn-sm"
                        onClick={() => setToCancel(reservation)}
                      >
                        {t.cancelButton}
                      </button>
                    )}
                  </>
                }
              />
            </li>
          ))}
        </ul>
      )}
      <WaitlistList />
      {data && data.items.length > 0 && (
        <Pager
          page={data}
          count={data.items.length}
          onCursor={setCursor}
          label="Reservation pages"
        />
      )}

      <ConfirmModal
        open={toCancel !== null}
        title={t.cancelQuestion}
        busy={cancel.isPending}
        cancelLabel={t.keepButton}
        confirmLabel={t.cancelButton}
        onCancel={() => setToCancel(null)}
        onConfirm={() => toCancel && cancel.mutate(toCancel.id)}
        className="reservation-modal"
      >
        {toCancel && (
          <p>
            {toCancel.guests} {toCancel.guests === 1 ? 'guest' : 'guests'} on{' '}
            {formatReservationDate(toCancel.date)} at {toCancel.time}. The seats go back to other
            diners.
            {toCancel.deposit?.status === 'paid' &&
              ` ${depositTexts.cancelRefunds(toCancel.deposit.amountMinor)}`}
          </p>
        )}
      </ConfirmModal>
    </section>
  );
}

/** How paying a deposit from this page went: paid, on its way, or why not. */
function DepositPhaseNote({ phase }: { phase: DepositPhase }) {
  if (phase.kind === 'idle' || (phase.kind === 'busy' && !phase.message)) return null;
  if (phase.kind === 'paid')
    return (
      <p className="form-success" role="status">
        {depositTexts.paidHere}
      </p>
    );
  if (phase.kind === 'busy' || phase.kind === 'closed')
    return (
      <p className="deposit-note" role="status">
        {phase.kind === 'closed' ? depositTexts.checkoutClosed : phase.message}
      </p>
    );
  return (
    <p className="form-error" role="alert">
      {phase.message}
    </p>
  );
}
