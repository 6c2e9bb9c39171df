import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBackgroundJob } from './background-job';

const logger = () =>
  ({ error: vi.fn() }) as unknown as FastifyBaseLogger & { error: ReturnType<typeof vi.fn> };

describe('a background job', () => {
  afterEach(() => vi.useRealTimers());

  it('joins a pass under way instead of starting a second one', async () => {
    let release!: (n: number) => void;
    const pass = vi.fn(() => new Promise<number>((resolve) => (release = resolve)));
    const job = createBackgroundJob({ name: 'test job', pass, log: logger(), intervalMs: 1000 });
    const first = job.run();
    const second = job.run();
    expect(pass).toHaveBeenCalledTimes(1);
    release(3);
    expect(await first).toBe(3);
    expect(await second).toBe(3);
    // Once it has finished, the next call is a new pass.
    const third = job.run();
    expect(pass).toHaveBeenCalledTimes(2);
    release(0);
    await third;
  });

  it('runs every interval until stopped, logs a failed pass and tries again at the next tick', async () => {
    vi.useFakeTimers();
    const log = logger();
    const pass = vi.fn().mockRejectedValueOnce(new Error('database away')).mockResolvedValue(1);
    const job = createBackgroundJob({ name: 'test job', pass, log, intervalMs: 1000 });
    job.start();
    job.start(); // a second start is ignored: still one loop
    await vi.advanceTimersByTimeAsync(1000);
    expect(pass).toHaveBeenCalledTimes(1);
    expect(log.error).toHaveBeenCalledWith(expect.anything(), 'test job failed');
    await vi.advanceTimersByTimeAsync(1000);
    expect(pass).toHaveBeenCalledTimes(2);
    job.stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(pass).toHaveBeenCalledTimes(2);
    await job.idle();
  });

  it('keeps a given interval under its ceiling, and idle waits for the pass under way', async () => {
    vi.useFakeTimers();
    let finished = false;
    const pass = vi.fn(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      finished = true;
      return 1;
    });
    const job = createBackgroundJob({
      name: 'test job',
      pass,
      log: logger(),
      intervalMs: 1000,
      maxIntervalMs: 200,
    });
    job.start(60_000);
    await vi.advanceTimersByTimeAsync(200);
    expect(pass).toHaveBeenCalledTimes(1);
    const idle = job.idle();
    await vi.advanceTimersByTimeAsync(50);
    await idle;
    expect(finished).toBe(true);
    job.stop();
  });
});
