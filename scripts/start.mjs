// `npm start`: builds only when the build is missing or older than its sources (comparing
// modification times takes milliseconds, a build a minute), then runs the compiled server in this
// same process. package.json starts this with `exec`, so the shell npm runs it in is replaced by
// this process and the SIGTERM/SIGINT npm forwards reach the server's graceful shutdown.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  BUILD_SOURCES,
  isBuildCurrent,
  SERVER_BUNDLE,
  WEB_BUILD_MARK,
} from './lib/build-state.mjs';

const root = path.resolve(import.meta.dirname, '..');

// `npm run build` writes the server bundle last, so a build stopped half-way leaves it missing or
// old, and the next start builds again.
if (!isBuildCurrent(root, [WEB_BUILD_MARK, SERVER_BUNDLE], BUILD_SOURCES)) {
  console.log('The build is missing or older than the sources: building first (npm run build)...');
  // npm sets npm_execpath when it runs this script; on its own, `npm` from the PATH.
  const npmCli = process.env.npm_execpath;
  const [command, args] = npmCli
    ? [process.execPath, [npmCli, 'run', 'build']]
    : ['npm', ['run', 'build']];
  const build = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) {
    console.error('The build failed: not starting.');
    process.exit(build.status ?? 1);
  }
}

// Same as `node --enable-source-maps`: stack traces name the src/server/... lines, not the bundle's.
process.setSourceMapsEnabled(true);
await import(pathToFileURL(path.join(root, SERVER_BUNDLE)).href);
