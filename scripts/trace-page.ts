/**
 * npm run trace:page — the main-thread work of loading a page, as Chromium records it with the CPU
 * slowed 4x (as Lighthouse's mobile profile assumes), averaged over several loads. Lighthouse gives
 * one score per run and swings by 5-10 points on this machine; this says where the time went
 * (script, style, layout, paint) and is steady enough to compare two builds back to back.
 *
 *   PAGES='/Menu?category=Pizza,/Auth/login' RUNS=8 npm run trace:page
 *
 * Run `npm run build` first. Prints, per page: the mean of all tasks, the mean blocking part
 * (beyond 50 ms per task) and the top event kinds inside tasks.
 */
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../e2e/support/chromium';
import { DEMO_PRODUCTION_ENV, startServer } from './lib/server';

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur: number;
  args?: { name?: string };
}

const pages = (process.env.PAGES ?? '/Menu?category=Pizza').split(',');
const runs = Math.max(1, Number(process.env.RUNS ?? 8));
const server = await startServer({
  port: Number(process.env.TRACE_PORT ?? 3600),
  env: DEMO_PRODUCTION_ENV,
});
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });

/**
 * The page's renderer main thread: the busiest thread that parsed HTML (the thread_name metadata
 * is not always in the trace, and other renderers, such as about:blank's, parse too).
 */
function mainThreadEvents(events: TraceEvent[]): TraceEvent[] {
  const key = (e: TraceEvent) => `${e.pid}:${e.tid}`;
  const busy = new Map<string, number>();
  for (const e of events)
    if (e.name === 'RunTask') busy.set(key(e), (busy.get(key(e)) ?? 0) + e.dur);
  const parsers = new Set(events.filter((e) => e.name === 'ParseHTML').map(key));
  const main = [...parsers].sort((a, b) => (busy.get(b) ?? 0) - (busy.get(a) ?? 0))[0];
  if (!main) throw new Error('no thread parsed HTML in the trace');
  return events.filter((e) => key(e) === main && e.ph === 'X');
}

try {
  for (const pagePath of pages) {
    const kinds = new Map<string, number>();
    let total = 0;
    let blocking = 0;
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await browser.startTracing(page, {
        categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'],
      });
      await page.goto(`${server.url}${pagePath}`, { waitUntil: 'load' });
      await page.waitForTimeout(2500);
      const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
      const mine = mainThreadEvents(events);
      for (const task of mine.filter((e) => e.name === 'RunTask')) {
        const ms = task.dur / 1000;
        total += ms;
        if (ms > 50) blocking += ms - 50;
        for (const inner of mine) {
          if (inner.name === 'RunTask' || inner.ts < task.ts) continue;
          if (inner.ts + inner.dur > task.ts + task.dur) continue;
          kinds.set(inner.name, (kinds.get(inner.name) ?? 0) + inner.dur / 1000);
        }
      }
      await context.close();
    }
    const top = [...kinds]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 12)
      .map(([name, ms]) => `${name} ${(ms / runs).toFixed(0)}`)
      .join(', ');
    console.log(
      `${pagePath}: tasks ${(total / runs).toFixed(0)} ms, blocking ${(blocking / runs).toFixed(0)} ms per load (mean of ${runs}, CPU 4x slower)\n  ${top}`,
    );
  }
} finally {
  await browser.close();
  await server.stop();
}
