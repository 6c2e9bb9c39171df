import type { CatalogService } from '../catalog';
import type { Domain, DomainContext } from '../platform/domain';
import { createCartRepository } from './repository';
import { cartRoutes } from './routes';
import { type CartService, createCartService } from './service';

export type { CartService, CheckoutLine } from './service';

/** Each customer's cart, priced only by the catalog. */
export function createCartDomain(
  ctx: DomainContext & { catalog: CatalogService },
): Domain<CartService> {
  const service = createCartService({
    repo: createCartRepository(ctx.db),
    catalog: ctx.catalog,
    log: ctx.log,
  });
  return { service, routes: cartRoutes(service) };
}
