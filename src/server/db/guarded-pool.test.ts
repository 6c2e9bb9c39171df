import { runWithQueryGuard } from '@server/platform/query-guard';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GuardedPool } from './guarded-pool';

/**
 * A stopped statement's cancel is sent on a connection of its own and may land after the
 * statement ended. The connection it targets must not be back in the pool by then, running the
 * next request's statement (the scale benchmark logged innocent menu reads cancelled so).
 */
describe.runIf(process.env.TEST_DATABASE_URL)('the guarded pool on PostgreSQL', () => {
  let pool: GuardedPool;

  beforeAll(() => {
    pool = new GuardedPool({
      connectionString: process.env.TEST_DATABASE_URL,
      cancellable: true,
      // One connection: a connection back in the pool is the one the next statement gets.
      max: 1,
    });
  });

  afterAll(async () => {
    await pool.end();
  });

  it('never lets a late cancel stop the next statement on a reused connection', async () => {
    // The cancel arrives late, as it may on a busy machine: after the statement it was meant for.
    const cancel = pool.cancel.bind(pool);
    let cancelled: Promise<void> = Promise.resolve();
    pool.cancel = (client) => {
      cancelled = new Promise((resolve) => setTimeout(resolve, 300)).then(() => cancel(client));
      return cancelled;
    };
    const controller = new AbortController();
    const guard = { signal: controller.signal, timeoutMs: null, released: false };
    const abandoned = runWithQueryGuard(guard, () => pool.query('select pg_sleep(0.1)'));
    setTimeout(() => controller.abort(), 20);
    await expect(abandoned).rejects.toThrow(/disconnected/);

    // The next request's statement runs while that cancel lands (at 300 ms): it must finish.
    const next = pool.query('select pg_sleep(0.6) as slept');
    await cancelled;
    await expect(next).resolves.toMatchObject({ rowCount: 1 });
  });
});
