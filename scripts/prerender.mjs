// Writes the prerendered public pages into the build (dist/prerendered/): the app's HTML with the
// page's markup in #root, its styles inlined and its code preloaded. Run after `vite build`
// (client) and `vite build --ssr src/web/prerender.tsx --outDir dist-ssr`. The server answers a
// page's address with its file (src/server/site/serve-web-app.ts); every other address gets
// index.html.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const dist = process.argv[2] ?? 'dist';
const ssrEntry = path.resolve(process.argv[3] ?? 'dist-ssr/prerender.js');
const { prerenderedPages, render, START_AFTER_PAINT_SCRIPT } = await import(
  pathToFileURL(ssrEntry).href
);

const template = readFileSync(path.join(dist, 'index.html'), 'utf8');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const rootTag = '<div id="root"></div>';
if (!template.includes(rootTag) || !template.includes('</head>'))
  throw new Error('dist/index.html has no empty #root or no </head>: cannot prerender into it');

/** The chunks a module needs at once: itself and its static imports, recursively. */
function collect(keys, seen = new Set()) {
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    if (!manifest[key]) throw new Error(`${key} is not in the build manifest (renamed or moved?)`);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return seen;
}
// What index.html already loads: the entry and everything it imports.
const entryChunks = collect([entryKey]);

/** The scripts and styles the page's modules add to what the entry already loads. */
function assetsOf(keys) {
  const added = [...collect(keys, new Set(entryChunks))].filter((key) => !entryChunks.has(key));
  return {
    scripts: added.map((key) => manifest[key].file),
    styles: [...new Set(added.flatMap((key) => manifest[key].css ?? []))],
  };
}

const stylesheets = new Map();
const stylesheet = (file) => {
  if (!stylesheets.has(file)) stylesheets.set(file, readFileSync(path.join(dist, file), 'utf8'));
  return stylesheets.get(file);
};

/**
 * The prerendered page paints with nothing but its HTML: the styles it needs (the app's and the
 * page's, a few kilobytes) travel inside it instead of as render-blocking requests. The Content-
 * Security-Policy allows inline styles (never inline scripts).
 */
function withInlineStyles(html, pageStyles) {
  const entryLinks = [...html.matchAll(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g)];
  const files = [...entryLinks.map((m) => m[1]), ...pageStyles];
  const css = files.map(stylesheet).join('\n');
  if (css.includes('</style')) throw new Error('a stylesheet contains </style: cannot inline it');
  let out = html;
  for (const [link] of entryLinks) out = out.replace(link, '');
  return out.replace('</head>', `  <style>${css}</style>\n  </head>`);
}

/**
 * The page is already on screen, so its code is wanted after its first paint: the entry's
 * `<script>` and every `<link rel=modulepreload>` leave the head, and the one inline script
 * (shared/start-after-paint.ts, allowed by its hash in the Content-Security-Policy) adds them
 * back once the page has been painted. Their addresses ride on its data attributes.
 */
function startAfterPaint(html, pageScripts) {
  const entry = html.match(/<script type="module" crossorigin src="([^"]+)"><\/script>\s*/);
  if (!entry) throw new Error('dist/index.html has no module entry script: cannot defer it');
  const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g)];
  let out = html.replace(entry[0], '');
  for (const [tag] of preloads) out = out.replace(tag, '');
  const preload = [...new Set([...preloads.map((m) => m[1]), ...pageScripts])];
  for (const href of [entry[1], ...preload])
    if (/["\s<>]/.test(href)) throw new Error(`${href}: not a plain asset address`);
  const loader = `<script data-entry="${entry[1]}" data-preload="${preload.join(' ')}">${START_AFTER_PAINT_SCRIPT}</script>`;
  return out.replace('</body>', `  ${loader}\n  </body>`);
}

const escapeHtml = (text) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** The page's own title in place of the app's default one (kept when the page set none). */
function withTitle(html, title) {
  if (title === null) return html;
  return html.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`);
}

const fileName = (url) =>
  `${
    decodeURIComponent(url)
      .replace(/[^a-z0-9]+/gi, '-')
      .replace(/^-|-$/g, '')
      .toLowerCase() || 'home'
  }.html`;

const outDir = path.join(dist, 'prerendered');
rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });
const index = { pages: {}, queryDependent: [] };

for (const page of prerenderedPages) {
  const { markup: rendered, title } = await render(page.url);
  // React puts the resources it wants fetched early (the hero image) before the markup: they
  // belong in the head, where the browser finds them first and hydration does not see them.
  const preamble = rendered.match(/^(?:<link [^>]*\/>)*/)[0];
  const markup = rendered.slice(preamble.length);
  // The Content-Security-Policy allows no inline script: the prerendered markup must have none.
  if (/<script/i.test(markup)) throw new Error(`${page.url}: prerendered markup contains a script`);
  // The footer is on every customer page; it is a chunk of its own, needed to hydrate it.
  const { scripts, styles } = assetsOf([...page.modules, 'src/web/app/Footer.tsx']);
  const head = [
    preamble.replaceAll('/><link', '/>\n    <link'),
    // The page's own styles are inlined below; these disabled links are never fetched and only
    // tell Vite's chunk loader that the stylesheets are already on the page.
    ...styles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}" disabled>`),
  ].join('\n    ');
  const pageScripts = scripts.map((file) => `/${file}`);
  const html = withInlineStyles(startAfterPaint(withTitle(template, title), pageScripts), styles)
    .replace('</head>', `  ${head}\n  </head>`)
    .replace(rootTag, `<div id="root">${markup}</div>`);
  const file = fileName(page.url);
  writeFileSync(path.join(outDir, file), html);
  const url = new URL(page.url, 'http://x');
  index.pages[(url.pathname + url.search).toLowerCase()] = file;
  if (page.queryDependent && !index.queryDependent.includes(url.pathname.toLowerCase()))
    index.queryDependent.push(url.pathname.toLowerCase());
}
writeFileSync(path.join(outDir, 'pages.json'), JSON.stringify(index, null, 2));
console.log(`prerendered ${prerenderedPages.length} pages into ${outDir}`);
