import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/**
 * The index the build writes beside the prerendered pages (scripts/prerender.mjs): lower-cased
 * "path?query" -> file, and the paths whose content depends on the query.
 */
const prerenderedIndexSchema = z.object({
  pages: z.record(z.string(), z.string().regex(/^[a-z0-9-]+\.html$/)),
  queryDependent: z.array(z.string()),
});
export type PrerenderedIndex = z.infer<typeof prerenderedIndexSchema>;

export const PRERENDERED_DIR = 'prerendered';

/** The build's index, or an empty one when the build has none (an older or partial build). */
export function loadPrerenderedIndex(webRoot: string): PrerenderedIndex {
  try {
    const raw = readFileSync(path.join(webRoot, PRERENDERED_DIR, 'pages.json'), 'utf8');
    return prerenderedIndexSchema.parse(JSON.parse(raw));
  } catch {
    return { pages: {}, queryDependent: [] };
  }
}

/**
 * Which prerendered file answers `url` (path and query, as requested), or null for the plain app.
 * Paths match case-insensitively like the browser router, with or without a trailing slash. A page
 * whose content depends on the query is served only for exactly the query it was rendered with.
 */
export function prerenderedFileFor(url: string, index: PrerenderedIndex): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url, 'http://localhost');
  } catch {
    return null;
  }
  let pathname: string;
  try {
    pathname = decodeURIComponent(parsed.pathname).toLowerCase();
  } catch {
    return null;
  }
  if (pathname.length > 1) pathname = pathname.replace(/\/+$/, '');
  const page = (key: string) => (Object.hasOwn(index.pages, key) ? index.pages[key]! : null);
  if (!index.queryDependent.includes(pathname)) return page(pathname);
  const query = [...parsed.searchParams]
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
    .join('&')
    .toLowerCase();
  return page(query ? `${pathname}?${query}` : pathname);
}
