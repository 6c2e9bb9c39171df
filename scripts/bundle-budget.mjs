// The first-load JavaScript budget: what the browser must fetch to show / (the entry, its static
// imports, and the home page's own chunk with its static imports), gzip-compressed, from the
// build manifest. Fails above the budget, when React DOM's production build is missing from the
// build, or when Preact reached it (a second renderer shipped beside React). Run after
// `npm run build`.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = process.argv[2] ?? 'dist';
const BUDGET_KB = 85;
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));

function closure(keys, seen = new Set()) {
  for (const key of keys) {
    if (seen.has(key)) continue;
    seen.add(key);
    closure(manifest[key]?.imports ?? [], seen);
  }
  return seen;
}

const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
const home = Object.keys(manifest).find((key) => key.endsWith('src/web/marketing/HomePage.tsx'));
if (!entry || !home) throw new Error('entry or home page chunk not found in the build manifest');
const chunks = closure([entry, home]);
let total = 0;
const rows = [];
for (const key of chunks) {
  const file = manifest[key].file;
  if (!file.endsWith('.js')) continue;
  const gz = gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
  total += gz;
  rows.push([file, gz]);
}
rows.sort((a, b) => b[1] - a[1]);
for (const [file, gz] of rows) console.log(`${(gz / 1024).toFixed(1).padStart(7)} KB  ${file}`);
const totalKb = total / 1024;
console.log(`First-load JavaScript for /: ${totalKb.toFixed(1)} KB gzip (budget ${BUDGET_KB} KB)`);
if (totalKb > BUDGET_KB) {
  console.error('Over budget.');
  process.exit(1);
}

const assets = readdirSync(path.join(dist, 'assets'))
  .filter((file) => file.endsWith('.js'))
  .map((file) => ({ file, text: readFileSync(path.join(dist, 'assets', file), 'utf8') }));
const containing = (...patterns) =>
  assets.filter(({ text }) => patterns.every((p) => p.test(text))).map(({ file }) => file);
// React DOM's production build names its errors by number with this phrase (its development build
// spells them out instead).
if (containing(/Minified React error/).length === 0) {
  console.error("React DOM's production build is not in the browser build.");
  process.exit(1);
}
// Preact's published build keeps a virtual node's children on `__k` and a root's element on `__P`
// (its mangled internal names); a file with both carries Preact.
const withPreact = containing(/\.__k\b/, /\.__P\b/);
if (withPreact.length) {
  console.error(`Preact is in the browser build (${withPreact.join(', ')}).`);
  process.exit(1);
}
