import type { Order, OrderPage } from '@shared/orders';
import { api } from '@web/lib/api';

/** Query keys: everything under 'orders' is refreshed when one of the diner's orders changes. */
export const orderKeys = {
  all: ['orders'] as const,
  present: (page: number) => ['orders', 'present', page] as const,
  past: (page: number) => ['orders', 'past', page] as const,
};

export const fetchPresentOrders = (page: number, signal?: AbortSignal) =>
  api<OrderPage>(`/api/orders/present?page=${page}`, { signal });

export const fetchPastOrders = (page: number, signal?: AbortSignal) =>
  api<OrderPage>(`/api/orders/past?page=${page}`, { signal });

export const cancelOrder = (orderId: string) =>
  api<{ order: Order }>(`/api/orders/${encodeURIComponent(orderId)}/cancel`, { method: 'POST' });
