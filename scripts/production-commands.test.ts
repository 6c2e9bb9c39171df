import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  scripts: Record<string, string>;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

/** What an operator runs on a production install (`npm ci --omit=dev`): compiled code only. */
const PRODUCTION_COMMANDS = ['start', 'db:backup', 'db:restore'];

describe('the commands a production install runs', () => {
  it.each(PRODUCTION_COMMANDS)('%s needs no TypeScript loader', (name) => {
    const command = pkg.scripts[name];
    expect(command).toBeDefined();
    expect(command).not.toMatch(/tsx|\.ts\b/);
  });

  it('keeps the TypeScript loader a development dependency', () => {
    expect(pkg.dependencies.tsx).toBeUndefined();
    expect(pkg.devDependencies.tsx).toBeDefined();
  });
});
