import type { BookingLinkChange } from '@shared/booking-link';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@web/lib/api/client';

/** A guest's booking by the signed link in its mails: no sign-in. */
export const bookingLinkKeys = {
  view: (token: string) => ['booking-link', token] as const,
  slots: (token: string, date: string, guests: number) =>
    ['booking-link', token, 'slots', date, guests] as const,
};

export function useBookingByLinkQuery(token: string) {
  return useQuery({
    queryKey: bookingLinkKeys.view(token),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/bookings/by-link/{token}', { params: { path: { token } }, signal })),
  });
}

/** The day's free times for the guest's party, their own table not in the way. */
export function useBookingLinkSlotsQuery(token: string, date: string, guests: number) {
  return useQuery({
    queryKey: bookingLinkKeys.slots(token, date, guests),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/bookings/by-link/{token}/slots', {
          params: { path: { token }, query: { date, guests } },
          signal,
        }),
      ),
    enabled: Boolean(date) && guests > 0,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** Changes or cancels the booking; the page shows the answer (or the refusal in words). */
export function useBookingLinkMutations(token: string) {
  const queryClient = useQueryClient();
  const settle = (view: unknown) => queryClient.setQueryData(bookingLinkKeys.view(token), view);
  return {
    change: useMutation({
      mutationFn: (body: BookingLinkChange) =>
        unwrap(api.PATCH('/api/bookings/by-link/{token}', { params: { path: { token } }, body })),
      onSuccess: settle,
    }),
    cancel: useMutation({
      mutationFn: () =>
        unwrap(api.POST('/api/bookings/by-link/{token}/cancel', { params: { path: { token } } })),
      onSuccess: settle,
    }),
  };
}
