// Whether a build is current: its outputs exist and no source is newer than the oldest of them.
// Modification times only (a few hundred stat calls), so `npm start` and the load runs can ask at
// every start and build only when something changed.
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** The compiled server: what `npm start`, production, the journeys and the load runs execute. */
export const SERVER_BUNDLE = 'dist-server/main.mjs';
/** Written near the end of the web build (after vite and prerendering): the web build is there. */
export const WEB_BUILD_MARK = 'dist/prerendered/pages.json';

/** Everything the server bundle is built from. */
export const SERVER_SOURCES = [
  'src/server',
  'src/shared',
  'tsconfig.json',
  'package-lock.json',
  'scripts/build-server.mjs',
];
/** Everything `npm run build` (web app and server) is built from. */
export const BUILD_SOURCES = [
  'src',
  'public',
  'index.html',
  'vite.config.ts',
  'tsconfig.json',
  'package-lock.json',
  'scripts/build-server.mjs',
  'scripts/prerender.mjs',
  'scripts/compress-dist.mjs',
];

const mtimeOf = (file) => statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? null;

/** The newest modification time of a file, or of any file below a folder (0 when absent). */
function newestMtime(entry) {
  const stat = statSync(entry, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const child of readdirSync(entry, { withFileTypes: true, recursive: true })) {
    if (!child.isFile()) continue;
    const mtime = mtimeOf(path.join(child.parentPath ?? child.path, child.name)) ?? 0;
    if (mtime > newest) newest = mtime;
  }
  return newest;
}

/** True when every output (relative to root) exists and is newer than every source. */
export function isBuildCurrent(root, outputs, sources) {
  const built = outputs.map((file) => mtimeOf(path.join(root, file)));
  if (built.some((mtime) => mtime === null)) return false;
  const oldestOutput = Math.min(...built);
  return sources.every((source) => newestMtime(path.join(root, source)) <= oldestOutput);
}
