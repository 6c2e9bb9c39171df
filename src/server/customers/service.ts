import { AppError } from '@server/errors';
import type { OrdersService } from '@server/orders';
import type { ReservationsService } from '@server/reservations';
import { type CustomersQuery, customerTexts } from '@shared/customers';

export interface CustomersDeps {
  orders: Pick<OrdersService, 'customers'>;
  reservations: Pick<ReservationsService, 'listOfCustomer'>;
}

/**
 * The back office's customers: read-only. The figures come from the orders
 * domain (kept by trigger in every order write) and the bookings from the reservations domain,
 * each through its service; this domain owns no table.
 */
export function createCustomersService({ orders, reservations }: CustomersDeps) {
  /** The customer, or a 404 in words (an id nobody ordered with is not a customer). */
  async function customer(id: string) {
    const found = await orders.customers.byId(id);
    if (!found) throw new AppError('not_found', customerTexts.notFound);
    return found;
  }

  return {
    list: (query: CustomersQuery) => orders.customers.list(query),
    async detail(id: string) {
      return { customer: await customer(id) };
    },
    async orders(id: string, cursor: string | undefined) {
      await customer(id);
      return orders.customers.orders(id, cursor);
    },
    async bookings(id: string, cursor: string | undefined) {
      await customer(id);
      return reservations.listOfCustomer(id, cursor);
    },
  };
}

export type CustomersService = ReturnType<typeof createCustomersService>;
