import path from 'node:path';
import type { CatalogService } from '@server/catalog';
import type { OrdersService } from '@server/orders';
import type { Domain, DomainContext } from '@server/platform/domain';
import type { ReservationsService } from '@server/reservations';
import { createImageStore } from './images';
import { adminRoutes } from './routes';
import { type AdminService, createAdminService } from './service';

export type { AdminService } from './service';

export interface AdminDomainContext extends DomainContext {
  orders: OrdersService;
  reservations: Pick<ReservationsService, 'countByStatus'>;
  catalog: CatalogService;
}

/** The back office: dashboard, orders, menu management with picture uploads (stored in DATA_DIR/uploads). */
export function createAdminDomain(ctx: AdminDomainContext): Domain<AdminService> {
  const images = createImageStore(path.resolve(ctx.config.dataDir, 'uploads'));
  const service = createAdminService({
    orders: ctx.orders,
    reservations: ctx.reservations,
    catalog: ctx.catalog,
    images,
    config: ctx.config,
  });
  return { service, routes: adminRoutes(service) };
}
