import { type EventStreams, streamQuerySchema } from '@server/http/event-stream';
import { errorResponses } from '@server/http/responses';
import type { EventBus } from '@server/platform/events';
import { MENU_STREAM_EVENT } from '@shared/sold-out';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * GET /api/menu/events: the open menu's live updates (a dish sold out or back).
 * Public, so its streams live in their own registry (no session; the per-address cap holds).
 */
export function menuLiveRoutes(streams: EventStreams, bus: Pick<EventBus, 'subscribe'>) {
  return async function register(root: FastifyInstance) {
    const app = root.withTypeProvider<ZodTypeProvider>();
    app.addHook('preClose', async () => streams.closeAll());
    app.get(
      '/api/menu/events',
      {
        schema: {
          tags: ['Menu'],
          summary:
            'Server-sent events: the menu changed (sold out, back on sale, stock, edits); reload it. Public',
          querystring: streamQuerySchema,
          produces: ['text/event-stream'],
          response: {
            200: z
              .string()
              .describe('A text/event-stream of `menu` events: {"type":"menu.changed"}'),
            ...errorResponses(400, 429),
          },
        },
      },
      async (request, reply) => {
        await streams.open(request, reply, bus, (event) =>
          event.type === 'menu.changed'
            ? { event: MENU_STREAM_EVENT, data: { type: event.type } }
            : null,
        );
        return reply;
      },
    );
  };
}
