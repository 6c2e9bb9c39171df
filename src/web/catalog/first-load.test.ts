import { statSync } from 'node:fs';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';
import { describe, expect, it } from 'vitest';

const aliases: Record<string, string> = { '@web/': 'src/web/', '@shared/': 'src/shared/' };

/**
 * Resolves our own modules by their exact name: esbuild falls back to a case-insensitive match,
 * and src/web/marketing holds both art.ts and Art.tsx. Lazy imports stay out of the first load.
 */
const exactSources: Plugin = {
  name: 'exact-sources',
  setup(builder) {
    builder.onResolve({ filter: /.*/ }, (args) => {
      if (args.kind === 'dynamic-import') return { path: args.path, external: true };
      const alias = Object.keys(aliases).find((prefix) => args.path.startsWith(prefix));
      if (!alias && !args.path.startsWith('.')) return undefined;
      const base = alias
        ? path.resolve(aliases[alias]!, args.path.slice(alias.length))
        : path.resolve(args.resolveDir, args.path);
      const found = ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
        .map((ending) => base + ending)
        .find((file) => statSync(file, { throwIfNoEntry: false })?.isFile());
      return found ? { path: found } : undefined;
    });
  },
};

/**
 * The source files (and packages) a browser must evaluate before a screen can hydrate: the
 * screen's module and everything it imports statically, as the bundler sees it (type-only imports
 * dropped, lazy imports left out).
 */
async function firstLoadOf(entry: string): Promise<string[]> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    format: 'esm',
    outdir: 'first-load',
    write: false,
    metafile: true,
    logLevel: 'silent',
    loader: { '.css': 'empty', '.svg': 'empty' },
    plugins: [exactSources],
  });
  return Object.keys(result.metafile.inputs).map((file) => path.relative('.', file));
}

// The Menu page arrives prerendered; until its code has run, nothing on it answers a tap, and
// Lighthouse counts every long task of that start-up as blocking time.
describe('the Menu page’s first load', () => {
  it('does not evaluate the schema library (the categories and texts come without zod)', async () => {
    const files = await firstLoadOf('src/web/catalog/MenuPage.tsx');
    expect(files).toContain('src/web/catalog/MenuCard.tsx');
    expect(files.filter((file) => file.includes('node_modules/zod/'))).toEqual([]);
  });

  it('does not load the promotional blocks a category page never shows', async () => {
    const files = await firstLoadOf('src/web/catalog/MenuPage.tsx');
    expect(files).not.toContain('src/web/marketing/promos.tsx');
    expect(files).not.toContain('src/web/marketing/marketing.css');
  });
});

// The sign-in page is prerendered too; its validation (zod and the schema) arrives once it has drawn.
describe('the sign-in page’s first load', () => {
  it('does not evaluate the schema library', async () => {
    const files = await firstLoadOf('src/web/accounts/LoginPage.tsx');
    expect(files).toContain('src/web/accounts/AuthForm.tsx');
    expect(files.filter((file) => file.includes('node_modules/zod/'))).toEqual([]);
    expect(files).not.toContain('src/shared/schemas/auth.ts');
  });
});
