import { describe, expect, it } from 'vitest';
import { type Measured, misses, percentile, TARGETS } from './judge';

const ok: Measured = {
  name: 'admin orders, first page',
  judged: true,
  p50: 3,
  p99: 12,
  failures: 0,
  rps: 900,
  loadFailures: 0,
  timeouts: 0,
};

describe('percentile', () => {
  it('takes the nearest rank, whatever the order of the samples', () => {
    const samples = Array.from({ length: 100 }, (_, i) => 100 - i); // 100..1
    expect(percentile(samples, 0.5)).toBe(50);
    expect(percentile(samples, 0.99)).toBe(99);
    expect(percentile(samples, 1)).toBe(100);
    expect(percentile([7], 0.99)).toBe(7);
    expect(percentile([], 0.5)).toBe(0);
  });

  it('lets one slow answer in a hundred set the p99 of 100 samples only from the 2nd', () => {
    const samples = [...Array.from({ length: 99 }, () => 5), 400];
    expect(percentile(samples, 0.99)).toBe(5);
    expect(percentile([...samples, 400], 0.99)).toBe(400);
  });
});

describe('misses', () => {
  it('is empty when every figure meets the PostgreSQL targets', () => {
    expect(misses([ok], TARGETS.postgres, { idleRps: 1000, busyRps: 100 })).toEqual([]);
  });

  it('names a slow p99, a low throughput, failures and timeouts', () => {
    const found = misses(
      [
        { ...ok, name: 'search by e-mail', p99: 50 },
        { ...ok, name: 'dashboard', rps: 150 },
        { ...ok, name: 'delivered, deepest page', failures: 2 },
        { ...ok, name: 'canceled, first page', timeouts: 1 },
      ],
      TARGETS.postgres,
      null,
    );
    expect(found).toEqual([
      'search by e-mail: p99 50.0 ms (target < 50 ms)',
      'dashboard: 150 req/s (target >= 200)',
      'delivered, deepest page: 2 failed answers (sequential)',
      'canceled, first page: 0 failed answers, 1 timeouts at 10 connections',
    ]);
  });

  it('does not judge the latency of unjudged rows, but still their failures', () => {
    const menu = { ...ok, name: 'menu', judged: false, p99: 500, rps: 10, loadFailures: 3 };
    expect(misses([menu], TARGETS.postgres, null)).toEqual([
      'menu: 3 failed answers, 0 timeouts at 10 connections',
    ]);
  });

  it('on PGlite judges p99 against 100 ms and the menu share, not the throughput', () => {
    const slowish = { ...ok, p99: 80, rps: 50 };
    expect(misses([slowish], TARGETS.pglite, { idleRps: 1000, busyRps: 500 })).toEqual([]);
    expect(misses([slowish], TARGETS.pglite, { idleRps: 1000, busyRps: 499 })).toEqual([
      'menu while an admin pages deeply: 49.9% of its idle throughput (target >= 50%)',
    ]);
  });
});
