// Runs before each component test file's own imports, so the app's fetch layer (and a typed
// client that keeps the fetch it found at creation) always reaches the stub.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { fetchStub } from './fetch-stub';

globalThis.fetch = fetchStub.fetch;

afterEach(() => {
  cleanup();
  fetchStub.reset();
});
