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
