import { describe, expect, it } from 'vitest';
import { chooseCpuSlowdown } from './cpu-calibration';

describe("the audit's CPU slowdown for a host", () => {
  it.each([
    // Quick memory, a high-end desktop's index: Lighthouse's default.
    { freshMemoryMsPerMb: 0.4, benchmarkIndex: 2600, multiplier: 4 },
    { freshMemoryMsPerMb: 2, benchmarkIndex: 1500, multiplier: 4 },
    // A high index, but fresh memory backed lazily.
    { freshMemoryMsPerMb: 3.69, benchmarkIndex: 2500, multiplier: 2 },
    // Memory backed normally, a low-end desktop's index.
    { freshMemoryMsPerMb: 0.7, benchmarkIndex: 1236, multiplier: 2 },
    { freshMemoryMsPerMb: 0.7, benchmarkIndex: 1499, multiplier: 2 },
  ])('$freshMemoryMsPerMb ms/MB, index $benchmarkIndex: $multiplier times', (host) => {
    const chosen = chooseCpuSlowdown(host);
    expect(chosen.cpuSlowdownMultiplier).toBe(host.multiplier);
    expect(chosen.reason).toContain(`benchmark index ${host.benchmarkIndex}`);
  });

  it('takes a forced multiplier over either probe', () => {
    expect(
      chooseCpuSlowdown({ freshMemoryMsPerMb: 5, benchmarkIndex: 900, forced: 4 }),
    ).toMatchObject({
      cpuSlowdownMultiplier: 4,
      reason: expect.stringContaining('AUDIT_CPU_SLOWDOWN'),
    });
    expect(
      chooseCpuSlowdown({ freshMemoryMsPerMb: 0.5, benchmarkIndex: 2600, forced: Number.NaN }),
    ).toMatchObject({ cpuSlowdownMultiplier: 4 });
  });
});
