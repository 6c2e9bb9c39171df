import type { DomainEvent, EventBus } from '@server/platform/events';
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

/**
 * The open server-sent-event streams of one route plugin. Each stream sends a heartbeat comment
 * (proxies drop silent connections) and ends after a while so the browser reconnects and its
 * session is checked again. `closeAll` ends them when the server shuts down, which otherwise
 * waits for every open stream.
 */
export function createEventStreams(options: { heartbeatMs?: number; maxLifetimeMs?: number } = {}) {
  const heartbeatMs = options.heartbeatMs ?? 25_000;
  const maxLifetimeMs = options.maxLifetimeMs ?? 10 * 60_000;
  const open = new Set<() => void>();

  return {
    get size() {
      return open.size;
    },

    /**
     * Takes over the reply and streams the messages that `toMessage` makes of bus events
     * (null = not for this listener).
     */
    open(
      request: FastifyRequest,
      reply: FastifyReply,
      bus: Pick<EventBus, 'subscribe'>,
      toMessage: (event: DomainEvent) => StreamMessage | null,
    ) {
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
        const message = toMessage(event);
        if (!message) return;
        res.write(`event: ${message.event}\ndata: ${JSON.stringify(message.data)}\n\n`);
      });
      const heartbeat = setInterval(() => res.write(': ping\n\n'), heartbeatMs);
      const lifetime = setTimeout(() => end(), maxLifetimeMs);
      heartbeat.unref();
      lifetime.unref();

      let ended = false;
      function end() {
        if (ended) return;
        ended = true;
        unsubscribe();
        clearInterval(heartbeat);
        clearTimeout(lifetime);
        open.delete(end);
        if (!res.writableEnded) res.end();
      }
      open.add(end);
      request.raw.on('close', end);
      res.on('error', end);
    },

    closeAll() {
      for (const end of [...open]) end();
    },
  };
}

export type EventStreams = ReturnType<typeof createEventStreams>;
