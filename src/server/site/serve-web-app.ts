import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { CatalogService } from '@server/catalog';
import type { EventBus } from '@server/platform/events';
import { isPagePath } from '@shared/page-paths';
import type { FastifyInstance } from 'fastify';
import { createLiveMenuPages, defaultRenderEntry } from './live-menu-pages';
import { loadPrerenderedIndex, PRERENDERED_DIR, prerenderedFileFor } from './prerendered-pages';

/** What the menu's category pages are rendered from, with their live dishes in the HTML. */
export interface LiveMenu {
  catalog: Pick<CatalogService, 'menuJson' | 'menuAnswer'>;
  events?: Pick<EventBus, 'subscribe'>;
  /** The web app's server-render bundle; defaults to the build's, beside `webRoot`. */
  renderEntry?: string;
}

/**
 * Serves the built web app: hashed assets cached for a year, HTML never cached. A public page
 * gets its prerendered copy (painted before any script runs, then hydrated); every other page of
 * the app gets index.html and the browser router takes over. An address the app has no page for
 * gets index.html too (the app's "page not found") but with 404, and a missing asset or a dotfile
 * path a bare 404: a file that is not there is never answered with a page. With `live`, the
 * menu's category pages carry the dishes on sale now (live-menu-pages.ts).
 */
export async function serveWebApp(app: FastifyInstance, webRoot: string, live?: LiveMenu) {
  const prerendered = loadPrerenderedIndex(webRoot);
  const menuPages =
    live &&
    createLiveMenuPages({
      webRoot,
      index: prerendered,
      renderEntry: live.renderEntry ?? defaultRenderEntry(webRoot),
      catalog: live.catalog,
      events: live.events,
      log: app.log,
    });
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
    if (page && menuPages && (await menuPages.send(request, reply, page))) return reply;
    if (page) return reply.sendFile(path.join(PRERENDERED_DIR, page));
    const known = isAppPage(pathname);
    if (!known && isFilePath(pathname)) {
      return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    }
    return reply.status(known ? 200 : 404).sendFile('index.html');
  });
}

function isAppPage(pathname: string): boolean {
  try {
    return isPagePath(decodeURIComponent(pathname));
  } catch {
    return false;
  }
}

/** A request for a file, not a page: under /assets/, or any segment starting with a dot. */
function isFilePath(pathname: string): boolean {
  const lower = pathname.toLowerCase();
  return lower.startsWith('/assets/') || /\/(\.|%2e)/.test(lower);
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
