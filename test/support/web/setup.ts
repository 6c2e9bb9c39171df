// Runs before each component test file's own imports, so the app's fetch layer (and a typed
// client that keeps the fetch it found at creation) always reaches the stub.
import '@testing-library/jest-dom/vitest';
import { createRequire } from 'node:module';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, expect } from 'vitest';
import { fetchStub } from './fetch-stub';

globalThis.fetch = fetchStub.fetch;

// findBy/waitFor give up after 5 s instead of 1 s: a lazily loaded screen is compiled on first
// use, which takes seconds on a busy 2-core machine. Only a failing check waits the whole time.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  fetchStub.reset();
});

// The screens render on Preact, as in the browser (vitest.config.ts). Real React and React DOM
// ship only CommonJS, so whatever loads them (a package Node imported past the aliases) leaves
// them in Node's module cache; each test file runs in a process of its own.
afterAll(() => {
  const realReact = Object.keys(createRequire(import.meta.url).cache).filter((file) =>
    /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/.test(file),
  );
  expect(realReact, 'React itself was loaded: see the web project in vitest.config.ts').toEqual([]);
});
