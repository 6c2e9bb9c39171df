import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { CatalogService } from '@server/catalog';
import type { EventBus } from '@server/platform/events';
import { QUERY_SEED_ID, type QuerySeed } from '@shared/query-seed';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { PRERENDERED_DIR, type PrerenderedIndex, prerenderedFileFor } from './prerendered-pages';

/** What the server uses of the web app's server-render bundle (src/web/prerender.tsx). */
interface RenderBundle {
  prerenderedPages: { url: string }[];
  render(url: string, seed: QuerySeed[]): Promise<{ markup: string; title: string | null }>;
  menuSeedKey(category: string): readonly unknown[];
}

/** A category page as sent: its HTML, an ETag, and its compressed copies once asked for. */
interface LivePage {
  html: Buffer;
  etag: string;
  encoded: Map<Encoding, Promise<Buffer>>;
}
type Encoding = 'br' | 'gzip';

export interface LiveMenuPagesDeps {
  webRoot: string;
  index: PrerenderedIndex;
  /** The web app's server-render bundle; missing, the static prerendered files are sent. */
  renderEntry: string;
  catalog: Pick<CatalogService, 'menuJson' | 'menuAnswer'>;
  events?: Pick<EventBus, 'subscribe'>;
  log: FastifyBaseLogger;
}

/** The server-render bundle of a build: written beside the web app's folder (`npm run build:web`). */
export const defaultRenderEntry = (webRoot: string) =>
  path.join(path.dirname(webRoot), 'dist-ssr', 'prerender.js');

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const ROOT_TAG = '<div id="root">';

/**
 * The menu's category pages with their dishes in the HTML: the prerendered page with its spinner
 * replaced by the cards React renders from the live menu, and that same answer in a data block the
 * browser seeds its query cache with (so it hydrates those cards without asking again). Each page
 * is rendered once per menu version and kept; a menu change empties the cache. Anything that goes
 * wrong (no render bundle, the menu not loading) leaves the static prerendered file to answer.
 */
export function createLiveMenuPages(deps: LiveMenuPagesDeps) {
  const { webRoot, index, catalog, log } = deps;
  const cache = new Map<string, { version: string; page: Promise<LivePage> }>();
  deps.events?.subscribe((event) => {
    if (event.type === 'menu.changed') cache.clear();
  });

  // Loaded on the first category page asked for: a start-up pays nothing for React.
  let bundle: Promise<{ render: RenderBundle; pages: Map<string, Target> } | null> | undefined;
  const loadBundle = () => {
    bundle ??= (async () => {
      if (!existsSync(deps.renderEntry)) return null;
      try {
        const render = (await import(pathToFileURL(deps.renderEntry).href)) as RenderBundle;
        if (typeof render.render !== 'function' || typeof render.menuSeedKey !== 'function')
          throw new Error('it exports no render() or menuSeedKey()');
        return { render, pages: categoryPages(render.prerenderedPages, index) };
      } catch (err) {
        log.warn({ err, entry: deps.renderEntry }, 'menu pages served without live dishes');
        return null;
      }
    })();
    return bundle;
  };

  async function build(file: string, target: Target, body: string): Promise<LivePage> {
    const loaded = (await loadBundle())!;
    const template = await readFile(path.join(webRoot, PRERENDERED_DIR, file), 'utf8');
    const seed = [{ queryKey: loaded.render.menuSeedKey(target.category), data: JSON.parse(body) }];
    const { markup } = await loaded.render.render(target.url, seed);
    const html = Buffer.from(withLiveMarkup(template, markup, seedBlock(seed)));
    const etag = `"m-${createHash('sha256').update(html).digest('base64url').slice(0, 22)}"`;
    return { html, etag, encoded: new Map() };
  }

  /** The category page of `file` for this request, or null to send the static file instead. */
  async function pageFor(request: FastifyRequest, file: string): Promise<LivePage | null> {
    // Only an address of the menu with a category may be one (the cheap test before the bundle).
    if (!/^\/menu\/?\?(?:.*&)?category=/i.test(request.url)) return null;
    const target = (await loadBundle())?.pages.get(file);
    if (!target) return null;
    try {
      const menu = await currentMenu(catalog, target.category);
      let entry = cache.get(file);
      if (entry?.version !== menu.version) {
        entry = { version: menu.version, page: build(file, target, menu.body) };
        cache.set(file, entry);
        const built = entry;
        built.page.catch(() => cache.get(file) === built && cache.delete(file));
      }
      return await entry.page;
    } catch (err) {
      log.warn({ err, file }, 'menu page served without live dishes');
      return null;
    }
  }

  return {
    /**
     * Answers a prerendered menu category page with its live dishes: true once it is sent, false
     * when it cannot be (the caller sends the prerendered copy). A boolean, not the reply: a
     * Fastify reply is thenable, so an async function returning it resolves to undefined.
     */
    async send(request: FastifyRequest, reply: FastifyReply, file: string): Promise<boolean> {
      const page = await pageFor(request, file);
      if (!page) return false;
      reply
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-encoding')
        .header('etag', page.etag)
        .type('text/html; charset=utf-8');
      if (request.headers['if-none-match'] === page.etag) {
        reply.code(304).send();
        return true;
      }
      const encoding = acceptedEncoding(request.headers['accept-encoding']);
      if (!encoding) {
        reply.send(page.html);
        return true;
      }
      let encoded = page.encoded.get(encoding);
      if (!encoded) {
        encoded = encode(page.html, encoding);
        page.encoded.set(encoding, encoded);
      }
      const body = await encoded;
      reply.header('content-encoding', encoding).send(body);
      return true;
    },
  };
}

interface Target {
  /** The address the page was prerendered at (its canonical spelling). */
  url: string;
  category: string;
}

/** The prerendered pages that are a menu category (`/Menu?category=<C>` alone), by file. */
function categoryPages(pages: { url: string }[], index: PrerenderedIndex): Map<string, Target> {
  const found = new Map<string, Target>();
  for (const { url } of pages) {
    const parsed = new URL(url, 'http://localhost');
    const params = [...parsed.searchParams.keys()];
    const category = parsed.searchParams.get('category');
    if (parsed.pathname.toLowerCase() !== '/menu' || params.length !== 1 || !category) continue;
    const file = prerenderedFileFor(url, index);
    if (file) found.set(file, { url, category });
  }
  return found;
}

/**
 * The body of GET /api/menu?category=<C> as the route sends it, and what tells its versions apart:
 * the in-memory menu's ETag, or the body itself from another source. The version is asked for at
 * every request, so a change this cache did not hear of (another instance, a sold-out mark
 * running out at midnight) still shows.
 */
async function currentMenu(
  catalog: LiveMenuPagesDeps['catalog'],
  category: string,
): Promise<{ version: string; body: string }> {
  const prepared = await catalog.menuJson({ category });
  if (prepared) return { version: prepared.etag, body: prepared.body };
  const body = JSON.stringify(await catalog.menuAnswer({ category }));
  return { version: body, body };
}

/** The data block: never executed (the Content-Security-Policy is untouched), `<` escaped. */
const seedBlock = (seed: QuerySeed[]) =>
  `<script type="application/json" id="${QUERY_SEED_ID}">${JSON.stringify(seed).replaceAll('<', '\\u003c')}</script>`;

/**
 * The prerendered page with `rendered` in #root and the data block right after it. React puts the
 * resources it wants fetched early (images) before the markup: they go in the head, as the build
 * does, where hydration does not see them.
 */
export function withLiveMarkup(html: string, rendered: string, block: string): string {
  const preamble = rendered.match(/^(?:<link [^>]*\/>)*/)?.[0] ?? '';
  const markup = rendered.slice(preamble.length);
  if (/<script/i.test(markup)) throw new Error('the rendered markup contains a script');
  const start = html.indexOf(ROOT_TAG);
  if (start < 0) throw new Error('the prerendered page has no #root');
  const contentStart = start + ROOT_TAG.length;
  // The prerendered markup holds no script: the first one after #root comes after its end.
  const after = html.indexOf('<script', contentStart);
  const end = html.lastIndexOf('</div>', after < 0 ? html.indexOf('</body>') : after);
  if (end < contentStart) throw new Error('the prerendered page has no end to #root');
  const links = (preamble.match(/<link [^>]*\/>/g) ?? []).filter((link) => !html.includes(link));
  const head = html.slice(0, contentStart);
  return `${links.length > 0 ? head.replace('</head>', `  ${links.join('\n    ')}\n  </head>`) : head}${markup}</div>${block}${html.slice(end + '</div>'.length)}`;
}

/** The encoding to send: brotli, else gzip, when the browser takes it; null for none. */
export function acceptedEncoding(header: string | undefined): Encoding | null {
  const accepted = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && (!q || Number(q.slice(2)) > 0)) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

const encode = (html: Buffer, encoding: Encoding) =>
  encoding === 'br'
    ? brotli(html, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 9,
          [constants.BROTLI_PARAM_SIZE_HINT]: html.length,
        },
      })
    : gzipAsync(html, { level: 9 });
