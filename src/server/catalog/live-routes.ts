import { type EventStreams, streamQuerySchema } from '@server/http/event-stream';
import { errorResponses } from '@server/http/responses';
import type { EventBus } from '@server/platform/events';
import { ORDERING_CHANGED } from '@shared/ordering-pause';
import { MENU_STREAM_EVENT } from '@shared/sold-out';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * GET /api/menu/events: the open storefront's live updates: a dish sold out or back
 * (`menu.changed`), online ordering paused, resumed or its hours changed (`ordering.changed`).
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
            'Server-sent events: the menu changed (sold out, back on sale, stock, edits) or online ordering stopped or started (the pause, hours); reload it. Public',
          querystring: streamQuerySchema,
          produces: ['text/event-stream'],
          response: {
            200: z
              .string()
              .describe(
                'A text/event-stream of `menu` events: {"type":"menu.changed"} or {"type":"ordering.changed"}',
              ),
            ...errorResponses(400, 429),
          },
        },
      },
      async (request, reply) => {
        await streams.open(request, reply, bus, (event) =>
          event.type === 'menu.changed' || event.type === ORDERING_CHANGED
            ? { event: MENU_STREAM_EVENT, data: { type: event.type } }
            : null,
        );
        return reply;
      },
    );
  };
}
