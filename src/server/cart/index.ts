import type { CatalogService } from '@server/catalog';
import type { Domain, DomainContext } from '@server/platform/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { mergeAtSignIn } from './guest-cookie';
import { createCartLineCache, isEmbeddedDatabase } from './line-cache';
import { createCartRepository } from './repository';
import { cartRoutes } from './routes';
import { type CartService, createCartService } from './service';

export { GUEST_CART_COOKIE, guestCartOf } from './guest-cookie';
export { priceRequest } from './line-pricing';
export { type CartOwner, userCart } from './owner';
export type { DbExecutor, LockedLine } from './repository';
export type { CartService, CheckoutLine } from './service';

/** Each diner's cart (signed in or a guest), priced only by the catalog. */
export function createCartDomain(
  ctx: DomainContext & { catalog: CatalogService },
): Domain<CartService> & {
  /** For the accounts domain: after a customer signs in, the guest cart joins theirs. */
  onSignIn: (request: FastifyRequest, reply: FastifyReply, userId: string) => Promise<void>;
} {
  const service = createCartService({
    repo: createCartRepository(ctx.db),
    // Embedded PGlite has this one process as its only client; PostgreSQL may have many, so
    // there a copy answers only at the revision read with the session (line-cache.ts).
    cache: createCartLineCache(isEmbeddedDatabase(ctx.db) ? 'owner' : 'revision'),
    catalog: ctx.catalog,
    log: ctx.log,
  });
  return { service, routes: cartRoutes(service, ctx.config), onSignIn: mergeAtSignIn(service) };
}
