import { api, unwrap } from '@web/lib/api/client';

/** Booking deposits: the diner pays their own booking's deposit. */
const byId = (id: string) => ({ params: { path: { id } } });
const byPayment = (id: string, reference: string) => ({ params: { path: { id, reference } } });

export const startDepositPayment = (id: string) =>
  unwrap(api.POST('/api/reservations/{id}/deposit', byId(id)));

export const verifyDepositPayment = (id: string, reference: string) =>
  unwrap(api.POST('/api/reservations/{id}/deposit/{reference}/verify', byPayment(id, reference)));

export const fetchDepositPayment = (id: string, reference: string) =>
  unwrap(api.GET('/api/reservations/{id}/deposit/{reference}', byPayment(id, reference)));
