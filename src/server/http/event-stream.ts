import { AppError } from '@server/errors';
import type { DomainEvent, EventBus } from '@server/platform/events';
import { messages } from '@shared/messages';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';

/** The live streams take no parameters at all (so a stray query is a quick 400, not a stream). */
export const streamQuerySchema = z.strictObject({});
export const streamResponse = {
  200: z
    .string()
    .describe(
      'A text/event-stream of `orders` events: {"type":"order.delivered","orderIds":["TV-..."]}',
    ),
};

export interface StreamMessage {
  event: string;
  data: unknown;
}

/** The session a stream belongs to: it never outlives it. */
export interface StreamOwner {
  sessionId: string;
  userId: string;
  expiresAt: Date;
  /**
   * Asks whether the session still stands as the stream was opened (not signed out on another
   * instance or revoked, its user's role unchanged). Asked regularly, and at once when the bus
   * says the user's rights changed (`access.changed`).
   */
  stillLive: () => Promise<boolean>;
}

export interface EventStreamOptions {
  heartbeatMs?: number;
  maxLifetimeMs?: number;
  /** How often an open stream asks whether its session still stands (default: each heartbeat). */
  sessionCheckMs?: number;
  /** Concurrent streams one session, and one client address, may hold (this instance). */
  limits?: { perSession: number; perAddress: number };
  /** The session of a request; null when it has none (then the stream is refused). */
  ownerOf?: (request: FastifyRequest) => Promise<StreamOwner | null>;
  /** The clock session expiries are read by (the accounts domain's). */
  now?: () => Date;
}

/** A stream's sign of life for others to see (the staff alerts' "is a board open?"). */
export interface StreamPresence {
  beat(): void;
  leave(): void;
}

interface OpenStream {
  end: () => void;
  address: string;
  owner: StreamOwner | null;
}

/**
 * The open server-sent-event streams, shared by every stream route so that the caps hold across
 * them. Each stream sends a heartbeat comment (proxies drop silent connections), asks regularly
 * whether its session still stands, ends when the session expires or is signed out
 * (`closeSessions`), and ends after a while anyway so the browser reconnects. A session, and a
 * client address, may hold only so many streams at once (429 beyond). `closeAll` ends them when
 * the server shuts down, which otherwise waits for every open stream.
 */
export function createEventStreams(options: EventStreamOptions = {}) {
  const heartbeatMs = options.heartbeatMs ?? 25_000;
  const maxLifetimeMs = options.maxLifetimeMs ?? 10 * 60_000;
  const sessionCheckMs = options.sessionCheckMs ?? heartbeatMs;
  const now = options.now ?? (() => new Date());
  const open = new Set<OpenStream>();

  const count = (match: (stream: OpenStream) => boolean) => {
    let n = 0;
    for (const stream of open) if (match(stream)) n += 1;
    return n;
  };

  /**
   * Refuses (before the reply is taken over) a stream over the caps. Synchronous, and followed
   * at once by the stream's registration, so parallel requests cannot all pass a cap.
   */
  function checkCaps(request: FastifyRequest, owner: StreamOwner | null) {
    const limits = options.limits;
    if (!limits) return;
    if (owner && count((s) => s.owner?.sessionId === owner.sessionId) >= limits.perSession)
      throw new AppError('rate_limited', messages.liveUpdates.tooManyForSession, undefined, {
        'retry-after': '30',
      });
    if (count((s) => s.address === request.ip) >= limits.perAddress)
      throw new AppError('rate_limited', messages.liveUpdates.tooManyForAddress, undefined, {
        'retry-after': '30',
      });
  }

  return {
    get size() {
      return open.size;
    },

    /**
     * Takes over the reply and streams the messages that `toMessage` makes of bus events
     * (null = not for this listener). Throws (nothing sent yet) when the stream is refused.
     */
    async open(
      request: FastifyRequest,
      reply: FastifyReply,
      bus: Pick<EventBus, 'subscribe'>,
      toMessage: (event: DomainEvent) => StreamMessage | null,
      presence?: StreamPresence,
    ) {
      const owner = options.ownerOf ? await options.ownerOf(request) : null;
      if (options.ownerOf && !owner) throw new AppError('unauthorized', messages.auth.notSignedIn);
      checkCaps(request, owner);
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
        'x-content-type-options': 'nosniff',
      });
      // Reconnect after 3 s when the connection drops; the comment flushes the headers at once.
      res.write('retry: 3000\n: connected\n\n');

      const unsubscribe = bus.subscribe((event) => {
        if (event.type === 'access.changed') {
          if (owner?.userId === event.userId) checkSession();
          return;
        }
        const message = toMessage(event);
        if (!message) return;
        res.write(`event: ${message.event}\ndata: ${JSON.stringify(message.data)}\n\n`);
      });
      presence?.beat();
      const heartbeat = setInterval(() => {
        res.write(': ping\n\n');
        presence?.beat();
      }, heartbeatMs);
      // Ends at the session's expiry at the latest (the lifetime cap otherwise).
      const untilExpiry = owner ? owner.expiresAt.getTime() - now().getTime() : maxLifetimeMs;
      const lifetime = setTimeout(() => end(), Math.max(0, Math.min(maxLifetimeMs, untilExpiry)));
      let checking = false;
      let checkAgain = false;
      function checkSession() {
        if (!owner) return;
        // A check asked for during one runs right after it: it may have read the old rights.
        if (checking) {
          checkAgain = true;
          return;
        }
        checking = true;
        owner
          .stillLive()
          .then((live) => {
            if (!live) end();
          })
          .catch(() => {
            // The database did not answer: keep the stream, the next check asks again.
          })
          .finally(() => {
            checking = false;
            if (checkAgain && !ended) {
              checkAgain = false;
              checkSession();
            }
          });
      }
      const sessionCheck = setInterval(checkSession, sessionCheckMs);
      heartbeat.unref();
      lifetime.unref();
      sessionCheck.unref();

      let ended = false;
      const entry: OpenStream = { end, address: request.ip, owner };
      function end() {
        if (ended) return;
        ended = true;
        unsubscribe();
        clearInterval(heartbeat);
        clearInterval(sessionCheck);
        clearTimeout(lifetime);
        open.delete(entry);
        presence?.leave();
        if (!res.writableEnded) res.end();
      }
      open.add(entry);
      request.raw.on('close', end);
      res.on('error', end);
      // The client may have gone while its session was read, before these listeners existed.
      if (res.socket?.destroyed) end();
    },

    /** Ends the streams of sessions that were just signed out (one session, or all of a user's). */
    closeSessions(ended: { sessionId: string } | { userId: string }) {
      for (const stream of [...open]) {
        const owner = stream.owner;
        if (!owner) continue;
        if (
          'sessionId' in ended ? owner.sessionId === ended.sessionId : owner.userId === ended.userId
        )
          stream.end();
      }
    },

    closeAll() {
      for (const stream of [...open]) stream.end();
    },
  };
}

export type EventStreams = ReturnType<typeof createEventStreams>;
