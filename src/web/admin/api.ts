import type {
  AdminDishList,
  AdminOrderFilter,
  Dashboard,
  MarkDeliveredResponse,
  UploadedImage,
} from '@shared/admin';
import type { DishInput, DishPatch, MenuItem } from '@shared/catalog';
import type { Order, OrderPage } from '@shared/orders';
import { api } from '@web/lib/api';

/** Query keys: everything under 'admin' is refreshed when any order changes (live stream). */
export const adminKeys = {
  all: ['admin'] as const,
  overview: ['admin', 'overview'] as const,
  orders: (filter: AdminOrderFilter, search: string, page: number) =>
    ['admin', 'orders', filter, search, page] as const,
  delivered: (page: number) => ['admin', 'delivered', page] as const,
  canceled: (page: number) => ['admin', 'canceled', page] as const,
  dishes: ['admin', 'dishes'] as const,
};

export const fetchDashboard = (signal?: AbortSignal) =>
  api<Dashboard>('/api/admin/overview', { signal });

export const fetchAdminOrders = (
  filter: AdminOrderFilter,
  search: string,
  page: number,
  signal?: AbortSignal,
) => {
  const query = new URLSearchParams({ filter, page: String(page) });
  if (search) query.set('search', search);
  return api<OrderPage>(`/api/admin/orders?${query}`, { signal });
};

export const fetchDeliveredOrders = (page: number, signal?: AbortSignal) =>
  api<OrderPage>(`/api/admin/orders/delivered?page=${page}`, { signal });

export const fetchCanceledOrders = (page: number, signal?: AbortSignal) =>
  api<OrderPage>(`/api/admin/orders/canceled?page=${page}`, { signal });

export const markDelivered = (orderId: string) =>
  api<MarkDeliveredResponse>(`/api/admin/orders/${encodeURIComponent(orderId)}/deliver`, {
    method: 'POST',
  });

export const retryRefund = (orderId: string) =>
  api<{ order: Order }>(`/api/admin/orders/${encodeURIComponent(orderId)}/refund`, {
    method: 'POST',
  });

export const fetchDishes = (signal?: AbortSignal) =>
  api<AdminDishList>('/api/admin/dishes', { signal });

export const addDish = (dish: DishInput) =>
  api<{ item: MenuItem }>('/api/admin/dishes', { method: 'POST', body: dish });

export const updateDish = (id: string, patch: DishPatch) =>
  api<{ item: MenuItem }>(`/api/admin/dishes/${id}`, { method: 'PATCH', body: patch });

export const deleteDish = (id: string) =>
  api<{ ok: true }>(`/api/admin/dishes/${id}`, { method: 'DELETE' });

export function uploadImage(file: File) {
  const form = new FormData();
  form.append('image', file);
  return api<UploadedImage>('/api/admin/uploads', { method: 'POST', body: form });
}
