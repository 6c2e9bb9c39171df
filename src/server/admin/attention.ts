import { type AttentionItem, attentionListSchema } from '@shared/attention';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminErrors } from './menu-routes';

/**
 * One source of "Needs attention" items (late payments and owed refunds from payments; order
 * refunds the provider has not settled join as another source). Each answers its own kinds.
 */
export type AttentionSource = (now: Date) => Promise<AttentionItem[]>;

/** Every source's items, newest first. */
export async function needsAttention(
  sources: AttentionSource[],
  now = new Date(),
): Promise<AttentionItem[]> {
  const lists = await Promise.all(sources.map((source) => source(now)));
  return lists.flat().sort((a, b) => b.at.localeCompare(a.at));
}

/** GET /api/admin/attention: the back office's "Needs attention" list (admins). */
export function attentionRoutes(sources: AttentionSource[]) {
  return async function register(root: FastifyInstance) {
    const app = root.withTypeProvider<ZodTypeProvider>();
    app.get(
      '/api/admin/attention',
      {
        config: { permission: 'orders.manage' },
        schema: {
          tags: ['Back office'],
          summary:
            'Needs attention: payments confirmed after checkout closed (recorded or refunded) and refunds not gone through yet, each with what happened and what to do (admins)',
          response: { 200: attentionListSchema, ...adminErrors },
        },
      },
      async (_request, reply) => {
        reply.header('cache-control', 'no-store');
        return { items: await needsAttention(sources) };
      },
    );
  };
}
