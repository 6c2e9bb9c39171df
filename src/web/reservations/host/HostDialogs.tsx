import { DECLINE_REASON_MAX, bookingStageTexts as st } from '@shared/booking-stages';
import { depositTexts } from '@shared/deposits';
import { type DayBooking, hostDayTexts as ht } from '@shared/host-day';
import type { DiningTable } from '@shared/tables';
import { errorMessage } from '@web/lib/api/errors';
import {
  useBookingStatusMutation,
  useEditBookingMutation,
  useWalkInMutation,
} from '@web/reservations/api';
import { Modal } from '@web/ui/Modal';
import { TextField } from '@web/ui/TextField';
import { type FormEvent, useId, useState } from 'react';
import { guestName } from './host-view';

/** A select of the tables by area; `none` is the first choice's words (e.g. "Any free table"). */
function TableSelect(props: {
  tables: readonly DiningTable[];
  value: string;
  none: string;
  onChange: (id: string) => void;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>Table</label>
      <select
        id={id}
        className="select"
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
      >
        <option value="">{props.none}</option>
        {props.tables.map((t) => (
          <option key={t.id} value={t.id}>
            {t.name} ({t.minSeats}–{t.maxSeats}, {t.area})
          </option>
        ))}
      </select>
    </div>
  );
}

function Actions({ onClose, busy, label }: { onClose: () => void; busy: boolean; label: string }) {
  return (
    <div className="host-dialog-actions">
      <button type="button" className="btn btn-secondary" onClick={onClose}>
        {ht.close}
      </button>
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {label}
      </button>
    </div>
  );
}

/** Decline asks for the reason the guest will read in their mail. */
export function DeclineDialog({
  booking,
  onClose,
}: {
  booking: DayBooking | null;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const move = useBookingStatusMutation();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!booking) return;
    if (!reason.trim()) return setError(st.reasonRequired);
    move.mutate(
      {
        id: booking.id,
        change: { to: 'declined', reason: reason.trim() },
        guest: guestName(booking),
      },
      {
        onSuccess: () => {
          setReason('');
          onClose();
        },
      },
    );
  };
  const id = useId();
  return (
    <Modal
      open={booking !== null}
      title={booking ? `Decline ${guestName(booking)}` : ''}
      onClose={onClose}
    >
      <form onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor={id}>{ht.reason}</label>
          <textarea
            id={id}
            className="input"
            value={reason}
            maxLength={DECLINE_REASON_MAX}
            aria-invalid={error ? true : undefined}
            onChange={(e) => {
              setReason(e.target.value);
              setError(undefined);
            }}
          />
          {error && <p className="field-error">{error}</p>}
        </div>
        {booking?.deposit?.status === 'paid' && (
          <p className="muted field-hint">
            {depositTexts.hostDeclineRefunds(booking.deposit.amountMinor)}
          </p>
        )}
        <Actions onClose={onClose} busy={move.isPending} label={st.buttons.declined} />
      </form>
    </Modal>
  );
}

/** Edit time, party or table; the server re-checks the tables and says when it does not fit. */
export function EditDialog({
  booking,
  tables,
  onClose,
}: {
  booking: DayBooking;
  tables: readonly DiningTable[];
  onClose: () => void;
}) {
  const [time, setTime] = useState(booking.time);
  const [party, setParty] = useState(String(booking.guests));
  const [tableId, setTableId] = useState(booking.tableIds.length === 1 ? booking.tableIds[0]! : '');
  const [error, setError] = useState<string>();
  const edit = useEditBookingMutation();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const guests = Number(party);
    const change = {
      ...(time !== booking.time ? { time } : {}),
      ...(guests !== booking.guests ? { partySize: guests } : {}),
      ...(tableId && !(booking.tableIds.length === 1 && booking.tableIds[0] === tableId)
        ? { tableId }
        : {}),
    };
    if (Object.keys(change).length === 0) return setError(st.nothingToChange);
    edit.mutate(
      { id: booking.id, edit: change },
      { onSuccess: onClose, onError: (e) => setError(errorMessage(e, st.editNoFit)) },
    );
  };
  return (
    <Modal open title={`${ht.edit} ${guestName(booking)}`} onClose={onClose}>
      <form onSubmit={submit} noValidate className="host-dialog-form">
        <TextField
          label="Time"
          type="time"
          step={900}
          value={time}
          onChange={(e) => setTime(e.target.value)}
        />
        <TextField
          label="Party"
          type="number"
          inputMode="numeric"
          min={1}
          max={20}
          value={party}
          onChange={(e) => setParty(e.target.value)}
        />
        {tables.length > 0 && (
          <TableSelect tables={tables} value={tableId} none={ht.anyTable} onChange={setTableId} />
        )}
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        <Actions onClose={onClose} busy={edit.isPending} label={ht.save} />
      </form>
    </Modal>
  );
}

/** A walk-in: party size, optional name and phone, a table or the best free one; seated now. */
export function WalkInDialog({
  open,
  tables,
  onClose,
}: {
  open: boolean;
  tables: readonly DiningTable[];
  onClose: () => void;
}) {
  const [party, setParty] = useState('2');
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [tableId, setTableId] = useState('');
  const [error, setError] = useState<string>();
  const walkIn = useWalkInMutation();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    walkIn.mutate(
      {
        partySize: Number(party),
        ...(name.trim() ? { name: name.trim() } : {}),
        ...(phone.trim() ? { phone: phone.trim() } : {}),
        ...(tableId ? { tableId } : {}),
      },
      {
        onSuccess: () => {
          setName('');
          setPhone('');
          setTableId('');
          setError(undefined);
          onClose();
        },
        onError: (e) => setError(errorMessage(e, st.walkInNoFit)),
      },
    );
  };
  return (
    <Modal open={open} title={ht.walkIn} onClose={onClose}>
      <form onSubmit={submit} noValidate className="host-dialog-form">
        <TextField
          label="Party"
          type="number"
          inputMode="numeric"
          min={1}
          max={20}
          value={party}
          onChange={(e) => setParty(e.target.value)}
        />
        <TextField label="Name (optional)" value={name} onChange={(e) => setName(e.target.value)} />
        <TextField
          label="Phone (optional)"
          type="tel"
          value={phone}
          onChange={(e) => setPhone(e.target.value)}
        />
        {tables.length > 0 && (
          <TableSelect tables={tables} value={tableId} none={ht.anyTable} onChange={setTableId} />
        )}
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        <Actions onClose={onClose} busy={walkIn.isPending} label={st.buttons.seated} />
      </form>
    </Modal>
  );
}
