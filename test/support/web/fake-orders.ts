import type { Order, OrderLine } from '@shared/orders';

/** A dish of an order, as the server sends it. */
export const orderLine = (name: string, unitPriceMinor: number, quantity = 1): OrderLine => ({
  name,
  image: '/media/dishes/placeholder.svg',
  quantity,
  unitPriceMinor,
  lineTotalMinor: unitPriceMinor * quantity,
  canceled: false,
  choices: [],
  note: null,
});

/**
 * An order as the server sends it: a delivery of the given lines with the 500 fee by default;
 * `fulfilment: 'pickup'` has no address and no fee. Amounts follow the lines unless overridden.
 */
export function fakeOrder(
  orderId: string,
  overrides: Partial<Order> & { lines?: OrderLine[] } = {},
): Order {
  const lines = overrides.lines ?? [orderLine('Jollof Rice', 2500_00, 2)];
  const pickup = overrides.fulfilment === 'pickup';
  const subtotalMinor = lines.reduce((sum, l) => sum + l.lineTotalMinor, 0);
  const deliveryFeeMinor = pickup ? 0 : 500_00;
  const totalMinor = subtotalMinor + deliveryFeeMinor;
  return {
    orderId,
    number: 1042,
    email: 'ada@example.com',
    customerName: 'Ada Obi',
    customerPhone: '+234 803 555 0100',
    fulfilment: pickup ? 'pickup' : 'delivery',
    deliveryAddress: pickup ? null : '12 Marina Road, Lagos',
    deliveryArea: null,
    deliveryDirections: null,
    deliveryPhone: pickup ? null : '+234 803 555 0100',
    pickup: pickup
      ? { address: 'Tavola, 14 Admiralty Way (front counter)', note: 'Open 11:00 to 22:00.' }
      : null,
    note: null,
    lines,
    subtotalMinor,
    deliveryFeeMinor,
    totalMinor,
    refundMinor: totalMinor,
    status: 'paid',
    // The stage follows the status given, as the database derives status from stage.
    stage:
      overrides.status === 'canceled'
        ? 'canceled'
        : overrides.status === 'delivered'
          ? 'completed'
          : 'new',
    readyAt: null,
    refundStatus: 'none',
    createdAt: '2026-11-20T10:00:00.000Z',
    deliveredAt: null,
    canceledAt: null,
    refundedAt: null,
    ...overrides,
  };
}
