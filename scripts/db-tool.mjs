// `npm run db:backup` / `db:restore`: runs the compiled backup tool (dist-server/db-tool.mjs),
// building the server first when its bundle is missing or older than the sources, as `npm start`
// does. Compiled, it needs no TypeScript loader, so it runs on a production install.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { isBuildCurrent, SERVER_BUNDLE, SERVER_SOURCES } from './lib/build-state.mjs';

const root = path.resolve(import.meta.dirname, '..');
const TOOL = 'dist-server/db-tool.mjs';

if (!isBuildCurrent(root, [TOOL, SERVER_BUNDLE], SERVER_SOURCES)) {
  const build = spawnSync(process.execPath, [path.join(root, 'scripts/build-server.mjs')], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
await import(pathToFileURL(path.join(root, TOOL)).href);
