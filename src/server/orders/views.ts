import type { PendingRefund } from '@shared/admin';
import { ORDERS_PAGE_SIZE, type Order, type OrderPage } from '@shared/orders';
import { refundOnCancel } from './refund-amount';
import type { OrderWithLines, RowPage } from './repository';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export const pageOf = (cursor: string | undefined) => ({ cursor, pageSize: ORDERS_PAGE_SIZE });

/** Where and when pickup orders are collected (the restaurant's settings). */
export interface PickupPlace {
  address: string;
  note: string;
}

/**
 * The order as both sides see it. `refundMinor`: for a canceled order what was refunded, for a
 * paid one what canceling it now would refund (the whole total), null once delivered.
 */
export function toOrder(row: OrderWithLines, pickup: PickupPlace): Order {
  return {
    orderId: row.orderId,
    number: row.number,
    email: row.email,
    customerName: row.customerName,
    customerPhone: row.customerPhone,
    fulfilment: row.fulfilment,
    deliveryAddress: row.deliveryAddress,
    deliveryArea: row.deliveryArea,
    deliveryDirections: row.deliveryDirections,
    deliveryPhone: row.deliveryPhone,
    pickup: row.fulfilment === 'pickup' ? { ...pickup } : null,
    note: row.note,
    lines: row.lines.map((line) => ({
      name: line.name,
      image: line.image,
      quantity: line.quantity,
      unitPriceMinor: line.unitPriceMinor,
      lineTotalMinor: line.lineTotalMinor,
      canceled: line.canceledAt !== null,
      choices: line.choices,
      note: line.note,
    })),
    subtotalMinor: row.subtotalMinor,
    deliveryFeeMinor: row.deliveryFeeMinor,
    totalMinor: row.totalMinor,
    refundMinor:
      row.status === 'canceled'
        ? (row.refundMinor ?? row.totalMinor)
        : row.status === 'paid'
          ? refundOnCancel(row.totalMinor, row.lines)
          : null,
    status: row.status,
    stage: row.stage,
    readyAt: iso(row.readyAt),
    deliveryEstimateMinutes: row.deliveryEstimateMinutes,
    scheduledFor: iso(row.scheduledFor),
    // 'failed' is a legacy value of the column; such a refund is still owed, i.e. pending.
    refundStatus: row.refundStatus === 'failed' ? 'pending' : row.refundStatus,
    createdAt: row.createdAt.toISOString(),
    deliveredAt: iso(row.deliveredAt),
    canceledAt: iso(row.canceledAt),
    refundedAt: iso(row.refundedAt),
    source: row.source,
    paymentMethod: row.paymentMethod,
    awaitingPayment: row.awaitingPayment,
    paidAt: iso(row.paidAt),
  };
}

export const toPage = ({ rows, ...info }: RowPage, pickup: PickupPlace): OrderPage => ({
  items: rows.map((row) => toOrder(row, pickup)),
  ...info,
});

/** An order's dishes in a few words: "Jollof x1, Suya x2". */
export const linesSummary = (row: OrderWithLines) =>
  row.lines.map((line) => `${line.name} x${line.quantity}`).join(', ');

export function toPendingRefund(row: OrderWithLines): PendingRefund {
  return {
    orderId: row.orderId,
    number: row.number,
    email: row.email,
    summary: linesSummary(row),
    priceMinor: row.refundMinor ?? row.totalMinor,
    canceledAt: iso(row.canceledAt),
    attempts: row.refundAttempts,
    lastError: row.refundLastError,
    nextAttemptAt: iso(row.refundNextAttemptAt),
  };
}
