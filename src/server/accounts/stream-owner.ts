import type { StreamOwner } from '@server/http/event-stream';
import type { FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from './routes';
import type { AccountsService } from './service';

/**
 * The session a live stream belongs to, read from the request's cookie: the stream ends at its
 * expiry, and asks now and then whether it still stands (signed out on another instance) with the
 * role it was opened under; after a role change the browser's reconnect meets the permission guard.
 */
export function streamOwnerOf(accounts: AccountsService) {
  return async (request: FastifyRequest): Promise<StreamOwner | null> => {
    const token = request.cookies[SESSION_COOKIE];
    const session = await accounts.liveSession(token);
    if (!session) return null;
    return {
      sessionId: session.id,
      userId: session.user.id,
      expiresAt: session.expiresAt,
      stillLive: async () => {
        const now = await accounts.liveSession(token);
        return now?.id === session.id && now.user.role === session.user.role;
      },
    };
  };
}
