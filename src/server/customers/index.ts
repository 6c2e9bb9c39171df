import type { Domain } from '@server/platform/domain';
import { customersRoutes } from './routes';
import { type CustomersDeps, type CustomersService, createCustomersService } from './service';

export type { CustomersService } from './service';

/** The back office's customers: a read-only view over orders and bookings. */
export function createCustomersDomain(deps: CustomersDeps): Domain<CustomersService> {
  const service = createCustomersService(deps);
  return { service, routes: customersRoutes(service) };
}
