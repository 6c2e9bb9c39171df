import type { Reservation } from '@shared/reservations';
import type { DiningTable } from '@shared/tables';
import { useId } from 'react';
import { useMoveTableMutation } from './api';

/**
 * The host moves a booking to another table: a small select of the tables; the
 * server re-checks that the table (or a joinable pair with it) is free for the whole stay.
 */
export function TableMove({
  reservation: r,
  tables,
}: {
  reservation: Reservation;
  tables: readonly DiningTable[];
}) {
  const id = useId();
  const move = useMoveTableMutation();
  if (r.status !== 'pending' && r.status !== 'confirmed') return null;
  const current = tables.find((table) => table.name === r.tables[0])?.id ?? '';
  return (
    <div className="table-move">
      <label htmlFor={id}>Table</label>
      <select
        id={id}
        className="select select-sm"
        value={current}
        disabled={move.isPending}
        onChange={(event) => {
          if (event.target.value) move.mutate({ id: r.id, tableId: event.target.value });
        }}
      >
        {!current && <option value="">Choose a table</option>}
        {[...new Set(tables.map((table) => table.area))].map((area) => (
          <optgroup key={area} label={area}>
            {tables
              .filter((table) => table.area === area)
              .map((table) => (
                <option key={table.id} value={table.id}>
                  {table.name} ({table.minSeats}–{table.maxSeats})
                </option>
              ))}
          </optgroup>
        ))}
      </select>
    </div>
  );
}
