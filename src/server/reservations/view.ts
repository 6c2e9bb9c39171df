import type { DepositView } from '@shared/deposits';
import type { Reservation } from '@shared/reservations';
import type { ReservationRow } from './schema';

/** A booking's deposit as the screens show it; null when none was asked. */
export function depositOf(row: ReservationRow): DepositView | null {
  if (row.depositMinor === null || row.depositStatus === null) return null;
  return {
    amountMinor: row.depositMinor,
    status: row.depositStatus,
    holdUntil: row.depositStatus === 'awaiting' ? (row.expiresAt?.toISOString() ?? null) : null,
  };
}

/** A response shape, never the raw row. */
export function toReservation(row: ReservationRow, tables: string[] = []): Reservation {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    date: row.reservationDate,
    time: row.reservationTime,
    guests: row.guests,
    seats: row.seats,
    specialRequests: row.specialRequests,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
    canceledAt: row.canceledAt?.toISOString() ?? null,
    tables,
    source: row.source,
    canceledBy: row.canceledBy,
    declineReason: row.declineReason,
    seatedAt: row.seatedAt?.toISOString() ?? null,
    completedAt: row.completedAt?.toISOString() ?? null,
    deposit: depositOf(row),
  };
}
