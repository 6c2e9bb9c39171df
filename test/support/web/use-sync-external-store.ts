/**
 * use-sync-external-store's `useSyncExternalStoreWithSelector` on preact/compat, for the component
 * tests (vitest.config.ts aliases the package's selector entries here). recharts and react-redux
 * read their stores through it, and the package ships CommonJS only: Node would run it with its own
 * `require('react')`, which is real React. So its code is run here with `react` answered by
 * preact/compat, which is what the browser build's bundler does with it.
 *
 * Both entries get the shim's version: it composes React's own `useSyncExternalStore` when React
 * has one (preact/compat does), so it is the same function as the plain `with-selector` entry.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import * as compat from 'preact/compat';

type CommonJsExports = Record<string, unknown>;
const loaded = new Map<string, CommonJsExports>();

/** Runs a CommonJS file of the package, its `require('react')` answered by preact/compat. */
function run(file: string): CommonJsExports {
  const known = loaded.get(file);
  if (known) return known;
  const module = { exports: {} as CommonJsExports };
  loaded.set(file, module.exports);
  const nodeRequire = createRequire(file);
  const requireOnPreact = (id: string) => {
    if (id === 'react') return compat;
    const resolved = nodeRequire.resolve(id);
    if (!resolved.includes(`${path.sep}use-sync-external-store${path.sep}`)) {
      throw new Error(`use-sync-external-store required ${id}, which the tests do not provide`);
    }
    return run(resolved);
  };
  const body = new Function('module', 'exports', 'require', readFileSync(file, 'utf8'));
  body(module, module.exports, requireOnPreact);
  loaded.set(file, module.exports);
  return module.exports;
}

const entry = createRequire(import.meta.url).resolve('use-sync-external-store/shim/with-selector');

export const useSyncExternalStoreWithSelector = run(entry).useSyncExternalStoreWithSelector;
