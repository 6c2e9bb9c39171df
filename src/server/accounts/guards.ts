import { AppError } from '@server/errors';
import { messages } from '@shared/messages';
import type { PublicUser } from '@shared/schemas/auth';
import type { FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, resolved from the session cookie before any handler runs. */
    user: PublicUser | null;
  }
}

/** The signed-in user, or a 401 that every domain's handlers share. */
export function requireUser(request: FastifyRequest): PublicUser {
  if (!request.user) throw new AppError('unauthorized', messages.auth.notSignedIn);
  return request.user;
}

/** A signed-in customer (admins have their own back office and no cart, orders or bookings). */
export function requireCustomer(request: FastifyRequest): PublicUser {
  const user = requireUser(request);
  if (user.role !== 'customer') throw new AppError('forbidden', messages.http.forbidden);
  return user;
}

export function requireAdmin(request: FastifyRequest): PublicUser {
  const user = requireUser(request);
  if (user.role !== 'admin') throw new AppError('forbidden', messages.auth.notAdmin);
  return user;
}
