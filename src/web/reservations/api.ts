import { bookingStageTexts, type StatusChange } from '@shared/booking-stages';
import { type BookingEdit, hostDayTexts, type WalkIn } from '@shared/host-day';
import {
  type AdminListFilter,
  type ReservationInput,
  reservationTexts as t,
} from '@shared/reservations';
import { type TableInput, tableTexts } from '@shared/tables';
import { type WaitlistJoin, waitlistTexts as wt } from '@shared/waitlist';
import {
  keepPreviousData,
  type UseMutationOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api, unwrap } from '@web/lib/api/client';
import { errorMessage } from '@web/lib/api/errors';
import { toast } from 'react-toastify';

/** Query keys: everything under 'reservations' is refreshed after any booking change. */
export const reservationKeys = {
  all: ['reservations'] as const,
  availability: (date: string, guests?: number) =>
    ['reservations', 'availability', date, guests ?? 0] as const,
  tables: ['reservations', 'tables'] as const,
  mine: (cursor?: string) => ['reservations', 'mine', cursor ?? ''] as const,
  admin: (filter: AdminListFilter, cursor?: string) =>
    ['reservations', 'admin', filter, cursor ?? ''] as const,
  day: (date: string) => ['reservations', 'day', date] as const,
  waitlist: ['reservations', 'waitlist'] as const,
  offer: (token: string) => ['reservations', 'waitlist', 'offer', token] as const,
};

/**
 * Slots of a date; without a date the server answers for today in the restaurant's zone. Asked on
 * every date change: cheap on the server (one indexed query), never cached for long.
 */
export function useAvailabilityQuery(date: string, guests?: number) {
  return useQuery({
    queryKey: reservationKeys.availability(date || 'today', guests),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/reservations/availability', {
          params: { query: { date: date || undefined, guests } },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
}

/** Any booking change refreshes every list and the free seats, whatever its outcome. */
function useRefreshReservations() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: reservationKeys.all });
}

const createReservation = (input: ReservationInput) =>
  unwrap(api.POST('/api/reservations', { body: input }));

/** Books a table; the wizard decides what a success or each refusal shows. */
export function useCreateReservationMutation(
  reactions: Pick<
    UseMutationOptions<Awaited<ReturnType<typeof createReservation>>, Error, ReservationInput>,
    'onSuccess' | 'onError'
  >,
) {
  const refresh = useRefreshReservations();
  return useMutation({ mutationFn: createReservation, ...reactions, onSettled: refresh });
}

export function useMyReservationsQuery(cursor: string | undefined) {
  return useQuery({
    queryKey: reservationKeys.mine(cursor),
    queryFn: () => unwrap(api.GET('/api/reservations/mine', { params: { query: { cursor } } })),
    placeholderData: keepPreviousData,
  });
}

/** Cancels one of the diner's bookings, says how it went, then calls `onDone` either way. */
export function useCancelReservationMutation(onDone: () => void) {
  const refresh = useRefreshReservations();
  return useMutation({
    mutationFn: (id: string) =>
      unwrap(api.POST('/api/reservations/{id}/cancel', { params: { path: { id } } })),
    onSuccess: () => {
      toast.success(t.canceled);
      onDone();
    },
    onError: (error) => {
      toast.error(errorMessage(error, t.cancelError));
      onDone();
    },
    // Canceled or not (someone may have confirmed it meanwhile), show the real state and free seats.
    onSettled: refresh,
  });
}

export function useAdminReservationsQuery(filter: AdminListFilter, cursor: string | undefined) {
  return useQuery({
    queryKey: reservationKeys.admin(filter, cursor),
    queryFn: () =>
      unwrap(api.GET('/api/admin/reservations', { params: { query: { status: filter, cursor } } })),
    placeholderData: keepPreviousData,
  });
}

export function useConfirmReservationMutation() {
  const refresh = useRefreshReservations();
  return useMutation({
    mutationFn: (id: string) =>
      unwrap(api.POST('/api/admin/reservations/{id}/confirm', { params: { path: { id } } })),
    onSuccess: () => toast.success(t.confirmed),
    onError: (error) => toast.error(errorMessage(error, t.confirmError)),
    onSettled: refresh,
  });
}

/** The restaurant's tables, for the tables editor and the host's move. */
export function useTablesQuery(enabled = true) {
  return useQuery({
    queryKey: reservationKeys.tables,
    queryFn: () => unwrap(api.GET('/api/admin/tables')),
    enabled,
  });
}

/** The host moves a booking to another table; the lists are read again either way. */
export function useMoveTableMutation() {
  const refresh = useRefreshReservations();
  return useMutation({
    mutationFn: ({ id, tableId }: { id: string; tableId: string }) =>
      unwrap(
        api.POST('/api/admin/reservations/{id}/table', {
          params: { path: { id } },
          body: { tableId },
        }),
      ),
    onSuccess: () => toast.success(tableTexts.moved),
    onError: (error) => toast.error(errorMessage(error, tableTexts.tableBusy)),
    onSettled: refresh,
  });
}

/** Adds a table (`id` null) or changes one; the tables and every day's slots are read again. */
export function useSaveTableMutation() {
  const refresh = useRefreshReservations();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: TableInput }) =>
      id
        ? unwrap(api.PUT('/api/admin/tables/{id}', { params: { path: { id } }, body: input }))
        : unwrap(api.POST('/api/admin/tables', { body: input })),
    onSettled: refresh,
  });
}

export function useRemoveTableMutation() {
  const refresh = useRefreshReservations();
  return useMutation({
    mutationFn: (id: string) =>
      unwrap(api.DELETE('/api/admin/tables/{id}', { params: { path: { id } } })),
    onSettled: refresh,
  });
}

/** The host's day; without a date, today on the restaurant's clock. */
export function useHostDayQuery(date: string) {
  return useQuery({
    queryKey: reservationKeys.day(date || 'today'),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/admin/reservations/day', {
          params: { query: { date: date || undefined } },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
    // A busy night changes by the minute: read again every 30 s and on coming back to the tab.
    refetchInterval: 30_000,
    refetchOnWindowFocus: true,
  });
}

const STATUS_TOAST = 'host-booking-status';

/** Moves a booking along its stages; refused moves say why (e.g. someone seated it already). */
export function useBookingStatusMutation() {
  const refresh = useRefreshReservations();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: StatusChange; guest: string }) =>
      unwrap(
        api.POST('/api/admin/reservations/{id}/status', {
          params: { path: { id } },
          body: change,
        }),
      ),
    onSuccess: (_, { change, guest }) => {
      const render = hostDayTexts.statusChanged(guest, bookingStageTexts.labels[change.to]);
      if (toast.isActive(STATUS_TOAST)) toast.update(STATUS_TOAST, { render });
      else toast.success(render, { toastId: STATUS_TOAST });
    },
    onError: (error) => toast.error(errorMessage(error, t.confirmError)),
    onSettled: refresh,
  });
}

/** Changes a booking's time, party or table; the caller shows a refusal in its form. */
export function useEditBookingMutation() {
  const refresh = useRefreshReservations();
  return useMutation({
    mutationFn: ({ id, edit }: { id: string; edit: BookingEdit }) =>
      unwrap(api.PATCH('/api/admin/reservations/{id}', { params: { path: { id } }, body: edit })),
    onSuccess: () => toast.success(hostDayTexts.changed),
    onSettled: refresh,
  });
}

export function useWalkInMutation() {
  const refresh = useRefreshReservations();
  return useMutation({
    mutationFn: (walkIn: Partial<WalkIn> & { partySize: number }) =>
      unwrap(api.POST('/api/admin/reservations/walk-ins', { body: walkIn })),
    onSuccess: () => toast.success(hostDayTexts.seated),
    onSettled: refresh,
  });
}

/** The diner's waiting and offered waitlist entries. */
export function useMyWaitlistQuery() {
  return useQuery({
    queryKey: reservationKeys.waitlist,
    queryFn: () => unwrap(api.GET('/api/reservations/waitlist')),
  });
}

/** Joins the waitlist of a full slot; the wizard shows the outcome beside the button. */
export function useJoinWaitlistMutation() {
  const refresh = useRefreshReservations();
  return useMutation({
    mutationFn: (body: WaitlistJoin) => unwrap(api.POST('/api/reservations/waitlist', { body })),
    onSettled: refresh,
  });
}

export function useLeaveWaitlistMutation() {
  const refresh = useRefreshReservations();
  return useMutation({
    mutationFn: (id: string) =>
      unwrap(api.POST('/api/reservations/waitlist/{id}/leave', { params: { path: { id } } })),
    onSuccess: () => toast.success(wt.left),
    onError: (error) => toast.error(errorMessage(error, wt.notFound)),
    onSettled: refresh,
  });
}

/** The offer a mailed link opens (its signed token). */
export function useWaitlistOfferQuery(token: string) {
  return useQuery({
    queryKey: reservationKeys.offer(token),
    queryFn: () =>
      unwrap(api.GET('/api/reservations/waitlist/offer', { params: { query: { token } } })),
    retry: false,
  });
}

/** Books the table an offer holds, through the normal booking step. */
export function useBookOfferMutation() {
  const refresh = useRefreshReservations();
  return useMutation({
    mutationFn: (token: string) =>
      unwrap(api.POST('/api/reservations/waitlist/offer/book', { body: { token } })),
    onSettled: refresh,
  });
}
