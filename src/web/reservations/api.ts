import type {
  AdminListFilter,
  Availability,
  Reservation,
  ReservationInput,
  ReservationPage,
} from '@shared/reservations';
import { api } from '@web/lib/api';

/** Query keys: everything under 'reservations' is refreshed after any booking change. */
export const reservationKeys = {
  all: ['reservations'] as const,
  availability: (date: string) => ['reservations', 'availability', date] as const,
  mine: (page: number) => ['reservations', 'mine', page] as const,
  admin: (filter: AdminListFilter, page: number) =>
    ['reservations', 'admin', filter, page] as const,
};

/** Slots of a date; without a date the server answers for today in the restaurant's zone. */
export const fetchAvailability = (date: string, signal?: AbortSignal) =>
  api<Availability>(
    `/api/reservations/availability${date ? `?date=${encodeURIComponent(date)}` : ''}`,
    { signal },
  );

export const createReservation = (input: ReservationInput) =>
  api<{ reservation: Reservation }>('/api/reservations', { method: 'POST', body: input });

export const fetchMyReservations = (page: number) =>
  api<ReservationPage>(`/api/reservations/mine?page=${page}`);

export const cancelReservation = (id: string) =>
  api<{ reservation: Reservation }>(`/api/reservations/${id}/cancel`, { method: 'POST' });

export const fetchAdminReservations = (filter: AdminListFilter, page: number) =>
  api<ReservationPage>(`/api/admin/reservations?status=${filter}&page=${page}`);

export const confirmReservation = (id: string) =>
  api<{ reservation: Reservation }>(`/api/admin/reservations/${id}/confirm`, { method: 'POST' });
