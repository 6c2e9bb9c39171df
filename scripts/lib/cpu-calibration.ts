/**
 * The CPU slowdown Lighthouse should simulate on this host (docs/throttling.md in Lighthouse,
 * "Calibrating the CPU slowdown": the default 4x turns a high-end desktop into a mid-tier phone;
 * on a weaker host, use a lower multiplier, 2x for a low-end desktop).
 *
 * Lighthouse's benchmark index only times a JavaScript loop, and misses what made one machine of
 * our CI's kind weak: its virtual machine hands the guest fresh memory lazily (the balloon
 * device's free-page reporting), so every page a new Chromium renderer touches first costs a trip
 * to the host. There, touching 128 MB of new memory took 5-6 ms per MB against well under 1 ms
 * elsewhere, and the same build's Menu page cost 1,545-2,341 ms of main-thread work per load
 * (`npm run trace:page`, 4x) against 844 ms on a host of the same kind without it. At 4x its
 * pages' medians were 75-91 where they are 99-100; at 2x, 91-100. So such a host is audited as the
 * low-end desktop it behaves as.
 *
 * A host can also be plainly slow: the same docs class a benchmark index of 1000-1500 as a low-end
 * desktop (1500-2000: high-end), and 2x moves a low-end desktop to the mid-tier phone that 4x makes
 * of a high-end one. A machine of our CI's kind measured 1035-1879 from one Lighthouse run to the
 * next (another: 2400-2700), and its 4x Menu runs went from 84 to 100 with it. The probe takes
 * the index the way Lighthouse does (its own page function, in a new page), median of three.
 */
import type { BrowserContext } from '@playwright/test';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';

/** Above this, fresh memory is not backed by the host until touched (typical hosts: < 1 ms/MB). */
const LAZY_MEMORY_MS_PER_MB = 2;
/** Below this benchmark index, Lighthouse's docs class the host as a low-end desktop. */
const LOW_END_DESKTOP_INDEX = 1500;
const PROBE_MB = 128;

export interface HostCalibration {
  /** Median time to touch fresh memory in a new renderer, ms per MB. */
  freshMemoryMsPerMb: number;
  /** Median of Lighthouse's benchmark index, each taken in a new renderer. */
  benchmarkIndex: number;
  cpuSlowdownMultiplier: number;
  reason: string;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

/** Three probes, each in a page of its own (a new renderer, as a page load gets): the medians. */
export async function calibrateCpuSlowdown(context: BrowserContext): Promise<HostCalibration> {
  const memory: number[] = [];
  const indexes: number[] = [];
  for (let i = 0; i < 3; i += 1) {
    const page = await context.newPage();
    const ms = await page.evaluate((mb) => {
      const start = performance.now();
      const bytes = new Uint8Array(mb << 20);
      for (let at = 0; at < bytes.length; at += 4096) bytes[at] = 1;
      return performance.now() - start;
    }, PROBE_MB);
    indexes.push(await page.evaluate(pageFunctions.computeBenchmarkIndex));
    await page.close();
    memory.push(ms / PROBE_MB);
  }
  return chooseCpuSlowdown({
    freshMemoryMsPerMb: Math.round(median(memory) * 100) / 100,
    benchmarkIndex: Math.round(median(indexes)),
    forced: Number(process.env.AUDIT_CPU_SLOWDOWN),
  });
}

/** The multiplier for a host's probe figures (`forced`: AUDIT_CPU_SLOWDOWN, used when > 0). */
export function chooseCpuSlowdown({
  freshMemoryMsPerMb,
  benchmarkIndex,
  forced,
}: {
  freshMemoryMsPerMb: number;
  benchmarkIndex: number;
  forced?: number;
}): HostCalibration {
  const measured = { freshMemoryMsPerMb, benchmarkIndex };
  const probe = `fresh memory costs ${freshMemoryMsPerMb} ms/MB, benchmark index ${benchmarkIndex}`;
  if (forced !== undefined && forced > 0)
    return { ...measured, cpuSlowdownMultiplier: forced, reason: `${probe}; AUDIT_CPU_SLOWDOWN` };
  if (freshMemoryMsPerMb > LAZY_MEMORY_MS_PER_MB)
    return {
      ...measured,
      cpuSlowdownMultiplier: 2,
      reason: `${probe}: a host that backs memory lazily (> ${LAZY_MEMORY_MS_PER_MB} ms/MB), audited as a low-end desktop`,
    };
  if (benchmarkIndex < LOW_END_DESKTOP_INDEX)
    return {
      ...measured,
      cpuSlowdownMultiplier: 2,
      reason: `${probe}: a low-end desktop by Lighthouse's table (< ${LOW_END_DESKTOP_INDEX})`,
    };
  return { ...measured, cpuSlowdownMultiplier: 4, reason: `${probe}: Lighthouse's default` };
}
