import { clockTime, depositTexts } from '@shared/deposits';
import { formatReservationDate, type Reservation } from '@shared/reservations';
import { restaurantTimeZone } from '@web/lib/restaurant-time';
import { Link } from '@web/lib/router';
import { useEffect, useRef } from 'react';
import { useCancelReservationMutation } from './api';
import { BookedNotice } from './BookedNotice';
import { type DepositPhase, useDepositPayment } from './useDepositPayment';

/**
 * What the wizard shows once a booking went through. A party owing a deposit
 * is taken to the provider's checkout at once; while it pays, the table is held for a stated
 * time, with "Pay the deposit" to try again and "Cancel this booking" to give the hold up.
 */
export function WizardOutcome({
  booked,
  onBooking,
}: {
  booked: Reservation;
  onBooking: (reservation: Reservation) => void;
}) {
  const { phase, pay } = useDepositPayment(onBooking);
  const cancel = useCancelReservationMutation(() => {});
  const opened = useRef<string | null>(null);
  useEffect(() => {
    if (booked.status !== 'awaiting_deposit' || opened.current === booked.id) return;
    opened.current = booked.id;
    void pay(booked);
  }, [booked, pay]);

  if (booked.status === 'awaiting_deposit' && booked.deposit) {
    const total = booked.deposit.amountMinor;
    const until = booked.deposit.holdUntil
      ? clockTime(booked.deposit.holdUntil, restaurantTimeZone())
      : '';
    const busy = phase.kind === 'busy' || cancel.isPending;
    return (
      <div className="wizard-done wizard-deposit" role="status">
        <p>
          <strong>{depositTexts.heldTitle}</strong>
        </p>
        <p>
          A table for {booked.guests} on {formatReservationDate(booked.date)} at {booked.time}.{' '}
          {depositTexts.heldUntil(until, total)}
        </p>
        <PhaseWords phase={phase} />
        <div className="wizard-deposit-actions">
          <button
            type="button"
            className="btn btn-primary"
            disabled={busy}
            onClick={() => void pay(booked)}
          >
            {depositTexts.payButton(total)}
          </button>
          <button
            type="button"
            className="btn btn-secondary"
            disabled={busy}
            onClick={() =>
              cancel.mutate(booked.id, { onSuccess: ({ reservation }) => onBooking(reservation) })
            }
          >
            {depositTexts.cancelHold}
          </button>
        </div>
      </div>
    );
  }
  if (booked.status === 'expired' || booked.status === 'canceled')
    return (
      <div className="form-error wizard-done" role="alert">
        <p>
          {phase.kind === 'refused'
            ? phase.message
            : booked.status === 'canceled'
              ? depositTexts.holdCanceled
              : depositTexts.released}
        </p>
        <p>
          <Link to="/user/reservations">See your reservations</Link>
        </p>
      </div>
    );
  return (
    <>
      <BookedNotice booked={booked} />
      {phase.kind === 'refused' && (
        <p className="form-error" role="alert">
          {phase.message}
        </p>
      )}
    </>
  );
}

/** The phase in words: checking, a transfer waiting, a closed window, an error. */
function PhaseWords({ phase }: { phase: DepositPhase }) {
  if (phase.kind === 'busy' && phase.message)
    return <p className="wizard-deposit-phase">{phase.message}</p>;
  if (phase.kind === 'closed')
    return <p className="wizard-deposit-phase">{depositTexts.checkoutClosed}</p>;
  if (phase.kind === 'failed' || phase.kind === 'refused')
    return (
      <p className="field-error wizard-deposit-phase" role="alert">
        {phase.message}
      </p>
    );
  return null;
}
