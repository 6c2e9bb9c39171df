import type { Domain, DomainContext } from '@server/platform/domain';
import { catalogRoutes } from './routes';
import { type CatalogService, createCatalogService } from './service';

export type { CatalogService } from './service';

/** The menu: dishes from the configured source, the public menu routes and the dish artwork. */
export function createCatalogDomain(ctx: DomainContext): Domain<CatalogService> {
  const service = createCatalogService({ db: ctx.db, config: ctx.config, log: ctx.log });
  return { service, routes: catalogRoutes(service) };
}
