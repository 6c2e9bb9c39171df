import path from 'node:path';
import type { CatalogService } from '@server/catalog';
import {
  createEventStreams,
  type EventStreams,
  type StreamPresence,
} from '@server/http/event-stream';
import type { OrdersService } from '@server/orders';
import type { Domain, DomainContext } from '@server/platform/domain';
import type { ReservationsService } from '@server/reservations';
import { type AttentionSource, attentionRoutes } from './attention';
import { createImageStore } from './images';
import { nowRoutes } from './now-routes';
import { adminRoutes } from './routes';
import { type AdminService, createAdminService } from './service';

export type { AttentionSource } from './attention';
export type { AdminService } from './service';

export interface AdminDomainContext extends DomainContext {
  orders: OrdersService;
  reservations: Pick<ReservationsService, 'countByStatus' | 'now'>;
  catalog: CatalogService;
  /** The app's live-stream registry (caps shared by every stream route). */
  streams?: EventStreams;
  /** Records an open live view (the staff alerts mail new orders only while none is open). */
  watch?: (userId: string) => StreamPresence;
  /** Where the "Needs attention" items come from (payments' late payments and owed refunds...). */
  attention: AttentionSource[];
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
  const routes = adminRoutes(service, ctx.streams ?? createEventStreams(), ctx.watch);
  const attention = attentionRoutes(ctx.attention);
  const now = nowRoutes(ctx.orders, ctx.reservations);
  return {
    service,
    routes: async (app) => {
      await routes(app);
      await attention(app);
      await now(app);
    },
  };
}
