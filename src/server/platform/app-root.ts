import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The project folder (the one holding package.json), found from this module's own address. Files the
 * server reads at run time (migrations, dish illustrations, the sandbox frame's script) are named
 * from here, so they are found both from the TypeScript sources and from the compiled bundle, which
 * lives in another folder.
 */
function findAppRoot(start: string): string {
  let dir = start;
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`No package.json above ${start}`);
    dir = parent;
  }
  return dir;
}

export const appRoot = findAppRoot(path.dirname(fileURLToPath(import.meta.url)));

/** A path inside the project folder, e.g. fromAppRoot('drizzle'). */
export const fromAppRoot = (...segments: string[]) => path.join(appRoot, ...segments);

/**
 * True when this code runs from the compiled bundle (dist-server/), false from the TypeScript
 * sources (tests, tsx scripts). Decides which file a child process is started from.
 */
export const runsFromBundle =
  path.basename(path.dirname(fileURLToPath(import.meta.url))) === 'dist-server';
