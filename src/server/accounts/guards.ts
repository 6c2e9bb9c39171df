import { AppError } from '@server/errors';
import { actAs } from '@server/platform/acting-staff';
import { messages } from '@shared/messages';
import { can, isStaff, type Permission } from '@shared/permissions';
import type { PublicUser } from '@shared/schemas/auth';
import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, resolved from the session cookie before any handler runs. */
    user: PublicUser | null;
    /**
     * The signed-in user's cart revision, read with the session from the database (null when the
     * session came from memory or there is none): GET /api/cart answers from a copy priced at this
     * revision, as every write of the cart moves it on in its statement (drizzle/0044).
     */
    cartRevision: number | null;
  }
  interface FastifyContextConfig {
    /** The back-office permission (src/shared/permissions.ts) a caller needs; checked by the
     * permission hook before the body is read. Every /api/admin route declares one. */
    permission?: Permission;
  }
  interface FastifyInstance {
    /** Every route with the permission it declares (null: not a back-office route). */
    routePermissions: RoutePermission[];
  }
}

export interface RoutePermission {
  method: string;
  url: string;
  permission: Permission | null;
}

/** The signed-in user, or a 401 that every domain's handlers share. */
export function requireUser(request: FastifyRequest): PublicUser {
  if (!request.user) throw new AppError('unauthorized', messages.auth.notSignedIn);
  return request.user;
}

/** A signed-in customer (staff have their own back office and no cart, orders or bookings). */
export function requireCustomer(request: FastifyRequest): PublicUser {
  const user = requireUser(request);
  if (user.role !== 'customer') throw new AppError('forbidden', messages.http.forbidden);
  return user;
}

/** A signed-in staff member whose role holds `permission`: 401 for guests, 403 otherwise. */
export function requirePermission(request: FastifyRequest, permission: Permission): PublicUser {
  const user = requireUser(request);
  if (!isStaff(user.role)) throw new AppError('forbidden', messages.auth.notAdmin);
  if (!can(user.role, permission)) throw new AppError('forbidden', messages.auth.roleForbidden);
  return user;
}

/** The staff member the permission hook let through (handlers that record who acted). */
export function staffOf(request: FastifyRequest): PublicUser {
  const permission = request.routeOptions.config.permission;
  if (!permission) throw new Error(`${request.routeOptions.url} declares no permission`);
  return requirePermission(request, permission);
}

/**
 * One hook for the whole back office: a route's `config.permission` is checked right after the
 * session is resolved (onRequest), before its body is parsed or a file byte is read.
 */
export function registerPermissionGuard(app: FastifyInstance) {
  const routes: RoutePermission[] = [];
  app.decorate('routePermissions', routes);
  app.addHook('onRoute', (route) => {
    const permission = route.config?.permission ?? null;
    for (const method of [route.method].flat())
      if (method !== 'HEAD') routes.push({ method, url: route.url, permission });
    // The API documentation names the permission where a summary said "(admins)".
    const schema = route.schema as { summary?: string } | undefined;
    if (permission && schema?.summary)
      schema.summary = schema.summary.replace(/\(admins\)$/, `(staff with ${permission})`);
    // The handler runs as the staff member the guard let in: the audit log names them.
    if (permission) {
      const handler = route.handler;
      route.handler = function actingHandler(request, reply) {
        const user = request.user;
        if (!user || !isStaff(user.role)) return handler.call(this, request, reply);
        const staff = { id: user.id, email: user.email, role: user.role };
        return actAs(staff, () => handler.call(this, request, reply));
      };
    }
  });
  // Callback style: it runs on every request, and most have no permission to check (no promise).
  app.addHook('onRequest', (request, _reply, done) => {
    const permission = request.routeOptions.config?.permission;
    if (!permission) return done();
    try {
      requirePermission(request, permission);
    } catch (error) {
      return done(error as Error);
    }
    done();
  });
}
