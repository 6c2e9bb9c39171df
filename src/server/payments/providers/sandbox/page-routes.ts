import { readFileSync } from 'node:fs';
import { fromAppRoot } from '@server/platform/app-root';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accessCodeSchema } from './api-schemas';
import { renderSandboxCheckoutPage, SANDBOX_PAGE_CSP } from './page';
import { SANDBOX_CHECKOUT_PATH } from './provider';

const FOLDER = 'src/server/payments/providers/sandbox';
const frameScript = readFileSync(fromAppRoot(FOLDER, 'checkout-frame.js'), 'utf8');
const frameStyles = readFileSync(fromAppRoot(FOLDER, 'checkout-frame.css'), 'utf8');

/** The sandbox's hosted checkout page (shown in the storefront's frame), its script and styles. */
export function registerSandboxPage(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get(
    SANDBOX_CHECKOUT_PATH,
    {
      schema: {
        hide: true,
        querystring: z.object({
          access_code: accessCodeSchema,
          frame_id: z
            .string()
            .regex(/^[A-Za-z0-9]{5}$/)
            .optional(),
        }),
      },
    },
    async (request, reply) => {
      reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('content-security-policy', SANDBOX_PAGE_CSP)
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff');
      return renderSandboxCheckoutPage({
        accessCode: request.query.access_code,
        frameId: request.query.frame_id ?? '',
      });
    },
  );
  app.get('/payments/sandbox/checkout.js', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .header('content-type', 'text/javascript; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(frameScript),
  );
  app.get('/payments/sandbox/checkout.css', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .header('content-type', 'text/css; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(frameStyles),
  );
}
