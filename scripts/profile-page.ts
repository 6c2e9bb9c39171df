/**
 * npm run profile:page — which functions a page's load runs, by Chromium's sampling profiler
 * (through Playwright), at full speed, averaged over several loads. trace:page says how long the
 * main thread's tasks were; this says what ran inside them, and how much of it ran while the entry
 * module was evaluated (hydrateRoot is called there, from main.tsx; React then hydrates in slices).
 *
 *   PAGE='/Menu?category=Pizza' RUNS=5 npm run profile:page
 *
 * Run `npm run build` first. Names are the build's (minified): look a function up by its column
 * in the file named beside it (`index-*.js:1:<column>` is line 2 of dist/assets/index-*.js).
 */
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../e2e/support/chromium';
import { DEMO_PRODUCTION_ENV, startServer } from './lib/server';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples?: number[];
  timeDeltas?: number[];
}

const pagePath = process.env.PAGE ?? '/Menu?category=Pizza';
const runs = Math.max(1, Number(process.env.RUNS ?? 5));
const server = await startServer({
  port: Number(process.env.PROFILE_PORT ?? 3610),
  env: DEMO_PRODUCTION_ENV,
});
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });

const nameOf = (f: CallFrame) =>
  `${f.functionName || '(anonymous)'} ${f.url.split('/').pop() || '(native)'}:${f.lineNumber}:${f.columnNumber}`;
/** The entry module's own top level: the code main.tsx runs, hydration included. */
const isEntryTopLevel = (f: CallFrame) =>
  /\/assets\/index-[^/]+\.js$/.test(f.url) && !f.functionName && f.lineNumber === 0;

const inclusive = new Map<string, number>();
const self = new Map<string, number>();
let inEntry = 0;
const add = (map: Map<string, number>, key: string, ms: number) =>
  map.set(key, (map.get(key) ?? 0) + ms);

try {
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 50 });
    await cdp.send('Profiler.start');
    await page.goto(`${server.url}${pagePath}`, { waitUntil: 'load' });
    await page.waitForTimeout(2500);
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
    const byId = new Map(profile.nodes.map((node) => [node.id, node]));
    const parentOf = new Map<number, number>();
    for (const node of profile.nodes)
      for (const child of node.children ?? []) parentOf.set(child, node.id);
    const samples = profile.samples ?? [];
    const deltas = profile.timeDeltas ?? [];
    samples.forEach((id, i) => {
      // A sample's time is the gap to the next one (microseconds).
      const ms = (deltas[i + 1] ?? 0) / 1000;
      const stack: CallFrame[] = [];
      for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at)) {
        const node = byId.get(at);
        if (node) stack.push(node.callFrame);
      }
      const leaf = stack[0];
      if (!leaf || leaf.functionName === '(idle)' || leaf.functionName === '(root)') return;
      add(self, nameOf(leaf), ms);
      for (const key of new Set(stack.map(nameOf))) add(inclusive, key, ms);
      if (stack.some(isEntryTopLevel)) inEntry += ms;
    });
    await context.close();
  }
  const top = (map: Map<string, number>, n: number) =>
    [...map]
      .filter(([key]) => !key.startsWith('(root)') && !key.startsWith('(program)'))
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([key, ms]) => `  ${(ms / runs).toFixed(1).padStart(7)} ms  ${key}`)
      .join('\n');
  console.log(
    `${pagePath}: ${(inEntry / runs).toFixed(1)} ms per load inside the entry module's evaluation (mean of ${runs}, full speed)`,
  );
  console.log(`by function, with what it called:\n${top(inclusive, 25)}`);
  console.log(`by function, itself:\n${top(self, 15)}`);
} finally {
  await browser.close();
  await server.stop();
}
