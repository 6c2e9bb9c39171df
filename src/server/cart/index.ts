import type { CatalogService } from '@server/catalog';
import type { Domain, DomainContext } from '@server/platform/domain';
import { createCartLineCache, isEmbeddedDatabase } from './line-cache';
import { createCartRepository } from './repository';
import { cartRoutes } from './routes';
import { type CartService, createCartService } from './service';

export { priceRequest } from './line-pricing';
export type { DbExecutor, LockedLine } from './repository';
export type { CartService, CheckoutLine } from './service';

/** Each customer's cart, priced only by the catalog. */
export function createCartDomain(
  ctx: DomainContext & { catalog: CatalogService },
): Domain<CartService> {
  const service = createCartService({
    repo: createCartRepository(ctx.db),
    // Embedded PGlite is owned by this one process, so a cart cached here cannot go stale.
    cache: createCartLineCache(isEmbeddedDatabase(ctx.db)),
    catalog: ctx.catalog,
    log: ctx.log,
  });
  return { service, routes: cartRoutes(service) };
}
