import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type DbKind, testDatabaseKinds } from '@test/support/databases';
import { changedTables, fingerprint, tablesToFingerprint } from '@test/support/fuzz/fingerprint';
import { type Answer, judge } from '@test/support/fuzz/judge';
import { json, operationsOf, prepare } from '@test/support/fuzz/prepare';
import { requestArbitrary } from '@test/support/fuzz/requests';
import {
  type FuzzRequest,
  type Operation,
  type Pools,
  ROLES,
  type Role,
} from '@test/support/fuzz/types';
import { createTestApp, type TestApp, TestClient } from '@test/support/test-app';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Property-based fuzz of the whole HTTP API, driven by its own OpenAPI document. For every
 * documented operation, fast-check generates requests from the operation's schemas (valid-looking
 * values from types, formats, enums, bounds and field names) and mutates them (wrong types, missing
 * and unknown fields, boundary numbers, huge, unicode and null-byte strings, path parameters that
 * are not ids or are another customer's ids, wrong content types, no CSRF token), and sends them
 * as a guest, a customer and an admin. Properties of every answer:
 * - never a 5xx;
 * - no stack trace, file path or SQL in the body;
 * - every 4xx is JSON with error.code and error.message;
 * - every answer carries X-Content-Type-Options: nosniff and a Content-Security-Policy;
 * - a refused change (a 4xx to POST, PUT, PATCH or DELETE) changed nothing: a fingerprint of every
 *   table (row count and a hash of all rows) is the same before and after it; and reads (GET)
 *   change nothing at all, whatever their answer;
 * - a customer naming another customer's row is refused.
 * bad-input.test.ts keeps the fixed malformed-body cases and authorization-matrix.test.ts the
 * expected status of each caller; this file explores the input space around them.
 *
 * FUZZ_RUNS scales the runs per operation (default 1), FUZZ_SEED replays a reported seed.
 */

/**
 * Operations left out. Logging out ends the fuzzing session by design (every answer is 200, and
 * authorization-matrix.test.ts covers it).
 */
const EXCLUDED = new Set(['POST /api/auth/logout']);

/**
 * The runs per operation and role, spent where bugs hide: most on changes that name a row (where
 * one customer could touch another's), fewest on reads without parameters (only a stray query
 * varies) and on sign-in and sign-up (each valid-looking one hashes a password with argon2).
 */
const RUN_SCALE = Number(process.env.FUZZ_RUNS ?? 1);
function runsFor(op: Operation) {
  const namesRow = op.parameters.some((p) => p.in === 'path');
  const runs =
    op.method !== 'GET' && namesRow
      ? 50
      : /\/api\/auth\/(signup|login|admin\/login)$/.test(op.path)
        ? 15
        : op.method === 'GET' && op.parameters.length === 0
          ? 10
          : 32;
  return Math.max(1, Math.round(RUN_SCALE * runs));
}
/** FUZZ_ONLY=<a regular expression> fuzzes only the operations whose key it matches (to replay one). */
const ONLY = process.env.FUZZ_ONLY;
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
/**
 * Wall-clock budget per role. Each operation gets an equal share of what is left, so a slow
 * machine (2 cores, the embedded database in its child process) runs fewer cases per operation
 * instead of timing the test out; every operation still runs at least once. Without it, the
 * customer's run on PGlite can take 240 s on such a machine.
 */
const ROLE_BUDGET_MS = Number(process.env.FUZZ_BUDGET_MS ?? 120_000) * RUN_SCALE;
const MIN_SLICE_MS = 1_500;
const SLOW_REQUEST_MS = 5_000;

describe.each(testDatabaseKinds())('fuzz of every documented operation on %s', (kind: DbKind) => {
  let t: TestApp;
  let dataDir: string;
  let operations: Operation[] = [];
  let pools: Pools;
  let accounts: Awaited<ReturnType<typeof prepare>>['accounts'];
  let tables: string[] = [];
  const clients = {} as Record<Role, TestClient>;
  const sent = {
    total: 0,
    byClass: {} as Record<string, number>,
    /** Statuses per role and operation, printed with FUZZ_REPORT=1 to see how deep the fuzz got. */
    byOperation: {} as Record<string, Record<number, number>>,
    /** Wall time per role and operation (requests, fingerprints, waits), printed with FUZZ_REPORT=1. */
    msByOperation: {} as Record<string, number>,
    /** Time spent taking fingerprints, to tune the runs against the time budget. */
    fingerprintMs: 0,
    started: Date.now(),
  };

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'tavola-fuzz-'));
    // No timer-driven work: a refund retry sweep that ran between the two fingerprints of a
    // request (once a canceled order's failed refund fell due, a minute on) was blamed on it.
    t = await createTestApp(kind, { DATA_DIR: dataDir }, { backgroundLoops: false });
    operations = operationsOf(json(await t.app.inject({ method: 'GET', url: '/api/docs/json' })));
    ({ pools, accounts } = await prepare(t, clients));
    tables = await tablesToFingerprint(t);
  });
  afterAll(async () => {
    const seconds = ((Date.now() - sent.started) / 1000).toFixed(1);
    console.info(
      `fuzz on ${kind}: ${sent.total} requests in ${seconds} s (fingerprints ${(sent.fingerprintMs / 1000).toFixed(1)} s)`,
      JSON.stringify(sent.byClass),
    );
    if (process.env.FUZZ_REPORT)
      for (const [key, statuses] of Object.entries(sent.byOperation))
        console.info(
          key,
          JSON.stringify(statuses),
          `${Math.round(sent.msByOperation[key] ?? 0)} ms`,
        );
    await t?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** One request from the role's client (or a copy of it at another address). */
  async function send(role: Role, op: Operation, req: FuzzRequest): Promise<Answer> {
    const base = clients[role];
    const client = req.ip ? new TestClient(t, req.ip) : base;
    if (client !== base) {
      client.cookies = new Map(base.cookies);
      client.csrfToken = base.csrfToken;
    }
    const answer = await client.request(req.method, req.url, req.body, {
      csrf: req.csrf,
      headers: req.contentType ? { 'content-type': req.contentType } : {},
    });
    sent.total += 1;
    const statusClass = `${Math.floor(answer.statusCode / 100)}xx`;
    sent.byClass[statusClass] = (sent.byClass[statusClass] ?? 0) + 1;
    const key = `${role} ${op.key}`;
    const statuses = sent.byOperation[key] ?? {};
    statuses[answer.statusCode] = (statuses[answer.statusCode] ?? 0) + 1;
    sent.byOperation[key] = statuses;
    return answer;
  }

  it('reads the operations and the tables to watch', () => {
    expect(operations.length).toBeGreaterThan(40);
    for (const key of EXCLUDED) expect(operations.map((o) => o.key)).toContain(key);
    expect(operations.filter((o) => o.stream).length).toBeGreaterThan(0);
    expect(tables).toEqual(
      expect.arrayContaining(['users', 'orders', 'cart_items', 'reservations']),
    );
  });

  it('notices any change of any watched table', async () => {
    const before = await fingerprint(t, tables);
    await t.db.database.db.execute(
      sql`update cart_items set quantity = quantity + 1 where id = ${pools.own[0]}`,
    );
    const after = await fingerprint(t, tables);
    expect(changedTables(before, after)).toEqual([
      expect.stringMatching(/^cart_items \(\d+ -> \d+ rows, content changed\)$/),
    ]);
    await t.db.database.db.execute(
      sql`update cart_items set quantity = quantity - 1 where id = ${pools.own[0]}`,
    );
    expect(changedTables(before, await fingerprint(t, tables))).toEqual([]);
  });

  for (const role of ROLES) {
    it(
      `as ${role}: no 5xx, no leak, every 4xx a JSON error, and a refused request changes nothing`,
      async () => {
        const takeFingerprint = async () => {
          // Refunds and mail go on in the background: wait, so they are not blamed on the next request.
          await t.idle();
          const start = performance.now();
          const taken = await fingerprint(t, tables);
          sent.fingerprintMs += performance.now() - start;
          return taken;
        };
        let current = await takeFingerprint();
        const failures: string[] = [];
        const fuzzed = operations.filter(
          (o) => !EXCLUDED.has(o.key) && (!ONLY || new RegExp(ONLY).test(o.key)),
        );
        const deadline = performance.now() + ROLE_BUDGET_MS;
        let cut = 0;
        for (const [index, op] of fuzzed.entries()) {
          const slice = Math.max(
            MIN_SLICE_MS,
            (deadline - performance.now()) / (fuzzed.length - index),
          );
          // A read changes nothing whatever its answer, so reads are fingerprinted once per batch;
          // a change is checked around each single request, refused ones held to "nothing changed".
          const safe = op.method === 'GET';
          const property = fc.asyncProperty(requestArbitrary(op, pools), async (req) => {
            const before = current;
            const sentAt = performance.now();
            const answer = await send(role, op, req);
            // Not failed (a loaded machine is slow too), but named: a 31 s answer to a time typed
            // in the year 190 once surfaced only as this test's timeout.
            const tookMs = performance.now() - sentAt;
            if (tookMs > SLOW_REQUEST_MS)
              console.warn(
                `fuzz: ${role} ${req.method} ${req.url.slice(0, 160)} took ${Math.round(tookMs)} ms; body ${req.body?.slice(0, 300) ?? 'none'}`,
              );
            judge(role, req, answer, pools);
            if (safe) return;
            current = await takeFingerprint();
            const changed = changedTables(before, current);
            if (answer.statusCode >= 400 && changed.length > 0)
              throw new Error(
                `refused (${answer.statusCode}) but changed ${changed.join(', ')}: ${role} ${req.method} ${req.url.slice(0, 160)} (${req.mutation}) ${answer.body.slice(0, 200)}`,
              );
          });
          const batchStart = current;
          const opStart = performance.now();
          const result = await fc.check(property, {
            numRuns: runsFor(op),
            seed: SEED,
            // Skips the runs left once the slice is spent. Not interruptAfterTimeLimit: that races the
            // run in progress and leaves its request going on, to be blamed on the next operation.
            skipAllAfterTimeLimit: slice,
            // The first skip ends the operation (no property here skips otherwise), instead of
            // generating a hundred skipped requests per run left.
            maxSkipsPerRun: 0,
          });
          sent.msByOperation[`${role} ${op.key}`] = performance.now() - opStart;
          if (result.numSkips > 0) cut += 1; // counted, not failed
          if (result.numRuns < 1) failures.push(`${op.key}: not run once within ${slice} ms`);
          // Past the slice every run is skipped; fast-check then reports "too many skips" with
          // no counterexample: that is the budget speaking, not a failed property.
          const outOfTime = result.counterexample === null && result.numSkips > 0;
          if (result.failed && !outOfTime) {
            const error =
              result.errorInstance instanceof Error
                ? result.errorInstance.message
                : String(result.errorInstance);
            // The smallest failing request, with its body, to replay by hand (or with FUZZ_SEED).
            const [req] = result.counterexample ?? [];
            failures.push(
              `${op.key} (FUZZ_SEED=${result.seed}): ${error.slice(0, 1000)}\n  body: ${JSON.stringify(req?.body?.slice(0, 400) ?? null)}`,
            );
          }
          if (safe) {
            current = await takeFingerprint();
            const changed = changedTables(batchStart, current);
            if (changed.length > 0)
              failures.push(`${op.key}: reads as ${role} changed ${changed.join(', ')}`);
          }
        }
        if (cut > 0)
          console.info(
            `fuzz on ${kind} as ${role}: ${cut} operations cut short by the time budget`,
          );
        expect(failures, failures.join('\n\n')).toEqual([]);
        // The fuzz never lost the session it fuzzed with.
        const session = json(await clients[role].get('/api/auth/session'));
        if (role === 'guest') expect(session.user).toBeNull();
        else expect(session.user?.email).toBe(accounts[role].email);
      },
      ROLE_BUDGET_MS + 120_000,
    );
  }
});
