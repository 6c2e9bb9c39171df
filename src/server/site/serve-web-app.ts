import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { loadPrerenderedIndex, PRERENDERED_DIR, prerenderedFileFor } from './prerendered-pages';

/**
 * Serves the built web app: hashed assets cached for a year, HTML never cached. A public page
 * gets its prerendered copy (painted before any script runs, then hydrated); every other non-API
 * path gets index.html and the browser router takes over.
 */
export async function serveWebApp(app: FastifyInstance, webRoot: string) {
  const prerendered = loadPrerenderedIndex(webRoot);
  await app.register(fastifyStatic, {
    root: webRoot,
    wildcard: false,
    index: false,
    preCompressed: true,
    setHeaders(res, filePath) {
      res.header('cache-control', cacheControlFor(filePath));
    },
  });
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    // Case-blind like the router: /API/nothing is an unknown API path too, not a page.
    if (pathname.toLowerCase().startsWith('/api/')) {
      return reply.status(404).send({
        error: { code: 'not_found', message: `No route for ${request.method} ${pathname}.` },
      });
    }
    const page = prerenderedFileFor(request.url, prerendered);
    return reply.sendFile(page ? path.join(PRERENDERED_DIR, page) : 'index.html');
  });
}

/**
 * Hashed assets never change under their name: a year, immutable. HTML names the current assets,
 * so it is revalidated on every visit (a deploy takes effect at once, never pointing at files
 * that are gone). Other public files (favicon, illustrations) may be an hour old.
 */
export function cacheControlFor(filePath: string): string {
  if (filePath.includes(`${path.sep}assets${path.sep}`))
    return 'public, max-age=31536000, immutable';
  if (filePath.endsWith('.html')) return 'no-cache';
  return 'public, max-age=3600';
}
