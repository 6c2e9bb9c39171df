import type { PendingRefund } from '@shared/admin';
import { ORDERS_PAGE_SIZE, type Order, type OrderPage } from '@shared/orders';
import type { OrderRow, RowPage } from './repository';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export const pageOf = (page: number) => ({ page, pageSize: ORDERS_PAGE_SIZE });

export function toOrder(row: OrderRow): Order {
  return {
    orderId: row.orderId,
    email: row.email,
    mealName: row.mealName,
    mealImg: row.mealImg,
    quantity: row.quantity,
    unitPriceMinor: row.unitPrice,
    priceMinor: row.price,
    status: row.status,
    // 'failed' is a legacy value of the column; such a refund is still owed, i.e. pending.
    refundStatus: row.refundStatus === 'failed' ? 'pending' : row.refundStatus,
    createdAt: row.createdAt.toISOString(),
    deliveredAt: iso(row.deliveredAt),
    canceledAt: iso(row.canceledAt),
    refundedAt: iso(row.refundedAt),
  };
}

export const toPage = (result: RowPage): OrderPage => ({
  items: result.rows.map(toOrder),
  page: result.page,
  pageSize: ORDERS_PAGE_SIZE,
  pageCount: result.pageCount,
  total: result.total,
});

export function toPendingRefund(row: OrderRow): PendingRefund {
  return {
    orderId: row.orderId,
    email: row.email,
    mealName: row.mealName,
    priceMinor: row.price,
    canceledAt: iso(row.canceledAt),
    attempts: row.refundAttempts,
    lastError: row.refundLastError,
    nextAttemptAt: iso(row.refundNextAttemptAt),
  };
}
