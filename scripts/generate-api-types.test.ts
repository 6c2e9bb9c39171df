import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { API_TYPES_FILE, renderApiTypes } from './generate-api-types';

// Building the app and its database in memory takes a while on a busy 2-core machine.
const GENERATION_TIMEOUT_MS = 120_000;

describe('the API types of the web app', () => {
  // Generation sorts every key, so the same routes always give the same text.
  it('are the ones the server documents today', { timeout: GENERATION_TIMEOUT_MS }, async () => {
    const committed = readFileSync(API_TYPES_FILE, 'utf8');
    const current = await renderApiTypes();
    // A route's schema changed without the web app's types: the build would no longer check the
    // calls against what the server really takes and answers.
    if (committed !== current)
      expect.fail(
        `${API_TYPES_FILE} is out of date with the server's OpenAPI document: run npm run api:types`,
      );
  });
});
