// Runs before each component test file's own imports, so the app's fetch layer (and a typed
// client that keeps the fetch it found at creation) always reaches the stub.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { fetchStub } from './fetch-stub';

globalThis.fetch = fetchStub.fetch;

// findBy/waitFor give up after 5 s instead of 1 s: a lazily loaded screen is compiled on first
// use, which takes seconds on a busy 2-core machine. Only a failing check waits the whole time.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  fetchStub.reset();
});
