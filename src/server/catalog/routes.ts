import { AppError } from '@server/errors';
import { errorResponses } from '@server/http/responses';
import { categoriesResponseSchema, menuQuerySchema, menuResponseSchema } from '@shared/catalog';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contentVersion, DISH_IMAGE_PATH, loadDishImages } from './images';
import type { CatalogService } from './service';
import { RECIPE_IMAGE_PATH } from './sources/recipe-images';

/**
 * Sends bytes that are already serialised (prepared menu JSON, SVG files). Typed as a plain reply
 * because the route's schema describes the JSON shape, not the prepared string.
 */
function sendPrepared(
  reply: FastifyReply,
  status: number,
  type: string | null,
  body?: string | Buffer,
) {
  if (type) reply.type(type);
  return reply.code(status).send(body);
}

export function catalogRoutes(catalog: CatalogService) {
  const images = loadDishImages();
  const imageVersions = new Map([...images].map(([file, body]) => [file, contentVersion(body)]));

  return async function register(root: FastifyInstance) {
    const app = root.withTypeProvider<ZodTypeProvider>();
    const tags = ['Menu'];

    app.get(
      '/api/menu/categories',
      {
        schema: {
          tags,
          summary:
            "The menu's categories: those with dishes on sale, in the owner's order (hidden ones left out)",
          description:
            'Public. Answers carry an ETag; send If-None-Match to get 304 when the list has not changed.',
          response: {
            200: categoriesResponseSchema,
            304: z.null().describe('Not modified: the list is the one of the ETag sent'),
            ...errorResponses(503),
          },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-cache');
        const ready = await catalog.categoriesJson();
        if (!ready) return { categories: await catalog.categories() };
        reply.header('etag', ready.etag);
        if (request.headers['if-none-match'] === ready.etag) return sendPrepared(reply, 304, null);
        return sendPrepared(reply, 200, 'application/json; charset=utf-8', ready.body);
      },
    );

    app.get(
      '/api/menu',
      {
        schema: {
          tags,
          summary:
            'Available dishes of a category (?category=Pizza) or whose name contains a text (?search=...), optionally filtered by allergens (?hide=peanuts,milk) and diets (?diet=vegan)',
          description:
            'Public. Prices are integer minor units (kobo). Answers carry an ETag; send If-None-Match to get 304 when the menu has not changed.',
          querystring: menuQuerySchema,
          response: {
            200: menuResponseSchema,
            304: z.null().describe('Not modified: the menu is the one of the ETag sent'),
            ...errorResponses(400, 503),
          },
        },
      },
      async (request, reply) => {
        const ready = await catalog.menuJson(request.query);
        if (ready) {
          // Served from memory as prepared JSON: the public menu's hot path.
          reply.header('etag', ready.etag).header('cache-control', 'no-cache');
          if (request.headers['if-none-match'] === ready.etag)
            return sendPrepared(reply, 304, null);
          return sendPrepared(reply, 200, 'application/json; charset=utf-8', ready.body);
        }
        reply.header('cache-control', 'no-cache');
        return catalog.menuAnswer(request.query);
      },
    );

    app.get(
      `${RECIPE_IMAGE_PATH}/:file`,
      {
        schema: {
          tags,
          summary:
            'A picture of the public recipe database, passed through (CATALOG_SOURCE=themealdb)',
          params: z.object({ file: z.string().max(100) }),
          response: {
            200: z.string().describe('image/jpeg (or png, webp), 700 x 700'),
            ...errorResponses(404, 503),
          },
        },
      },
      async (request, reply) => {
        const image = await catalog.recipeImage(request.params.file);
        reply
          .header('cache-control', 'public, max-age=86400')
          .header('x-content-type-options', 'nosniff');
        return sendPrepared(reply, 200, image.type, image.body);
      },
    );

    app.get(
      `${DISH_IMAGE_PATH}/:file`,
      {
        schema: {
          tags,
          summary: 'A dish illustration (SVG) of the local catalog',
          params: z.object({ file: z.string().max(100) }),
          querystring: z.object({
            v: z
              .string()
              .max(40)
              .optional()
              .describe('Content hash: a year of caching when current'),
          }),
          response: {
            200: z.string().describe('image/svg+xml, 480 x 360'),
            ...errorResponses(404),
          },
        },
      },
      async (request, reply) => {
        const image = images.get(request.params.file);
        if (!image) throw new AppError('not_found', 'No such image.');
        const current = request.query.v === imageVersions.get(request.params.file);
        reply
          .header(
            'cache-control',
            current ? 'public, max-age=31536000, immutable' : 'public, max-age=86400',
          )
          .header('x-content-type-options', 'nosniff')
          // An SVG opened on its own is a document: it may not load or run anything.
          .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
        return sendPrepared(reply, 200, 'image/svg+xml', image);
      },
    );
  };
}
