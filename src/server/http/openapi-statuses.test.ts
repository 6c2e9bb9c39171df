import { readFileSync, writeFileSync } from 'node:fs';
import { createTestApp } from '@test/support/test-app';
import { describe, expect, it } from 'vitest';

/**
 * The status codes every operation documents, as they were before the error responses were written
 * once (src/server/http/responses.ts). Generated clients and the fuzz read these: a refactor of how
 * routes declare their responses must not add or drop any. Rewrite the file on purpose with
 * UPDATE_OPENAPI_STATUSES=1 when a route's answers really change.
 */
const SNAPSHOT = new URL('./openapi-statuses.json', import.meta.url);

type StatusesByOperation = Record<string, string[]>;

async function documentedStatuses(env: Record<string, string>): Promise<StatusesByOperation> {
  const t = await createTestApp('pglite', env);
  try {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { responses?: Record<string, unknown> }>>;
    };
    const statuses: StatusesByOperation = {};
    for (const [path, methods] of Object.entries(doc.paths))
      for (const [method, operation] of Object.entries(methods))
        statuses[`${method.toUpperCase()} ${path}`] = Object.keys(operation.responses ?? {}).sort();
    return statuses;
  } finally {
    await t.close();
  }
}

describe('the OpenAPI document', () => {
  it('documents the same statuses for every operation as before', async () => {
    const actual = {
      ...(await documentedStatuses({})),
      // The webhook route exists only with Paystack configured.
      ...(await documentedStatuses({
        PAYMENT_PROVIDER: 'paystack',
        PAYSTACK_SECRET_KEY: 'sk_test_snapshot',
        PAYSTACK_PUBLIC_KEY: 'pk_test_snapshot',
        PAYSTACK_BASE_URL: 'http://127.0.0.1:9',
      })),
    };
    const sorted = Object.fromEntries(
      Object.entries(actual).sort(([a], [b]) => a.localeCompare(b)),
    );
    if (process.env.UPDATE_OPENAPI_STATUSES) {
      const lines = Object.entries(sorted).map(
        ([op, list]) => `  ${JSON.stringify(op)}: ${JSON.stringify(list)}`,
      );
      writeFileSync(SNAPSHOT, `{\n${lines.join(',\n')}\n}\n`);
    }
    expect(sorted).toEqual(JSON.parse(readFileSync(SNAPSHOT, 'utf8')));
  }, 120_000);

  it('documents at least one 4xx answer for every operation that can refuse a request', async () => {
    const snapshot = JSON.parse(readFileSync(SNAPSHOT, 'utf8')) as StatusesByOperation;
    const withoutRefusal = Object.entries(snapshot)
      .filter(([, statuses]) => !statuses.some((status) => status.startsWith('4')))
      .map(([operation]) => operation);
    // Reads that take no input and need no session cannot be refused.
    expect(withoutRefusal.sort()).toEqual([
      'GET /api/auth/session',
      'GET /api/checkout/payment-options',
      'GET /api/menu/categories',
      'GET /api/restaurant/status',
      'POST /api/auth/logout',
    ]);
  });
});
