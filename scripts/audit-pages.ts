/**
 * npm run audit:pages — Lighthouse (mobile, default simulated throttling) against the production
 * build with the system Chromium, for /, /Menu with a category, /Auth/login, and (signed in) /cart,
 * /Reservation and /checkout/payment. Fails below the budgets. Run `npm run build` first.
 *
 * AUDIT_PAGES=public audits instead every prerendered page a guest can open (dist/prerendered/
 * pages.json: the menus, the about and legal pages, sign-in and sign-up, the cart...), with the
 * same budgets; too long to run in CI each time.
 */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import { chromiumArgs, chromiumPath } from '../e2e/support/chromium';
import { calibrateCpuSlowdown } from './lib/cpu-calibration';
import { DEMO_PRODUCTION_ENV, startServer } from './lib/server';

/**
 * Performance fails the run when a page's median is below 80, and is reported below the 95 target.
 * Lighthouse's score follows the host's CPU (its simulated 4x slowdown multiplies the main-thread
 * work it measured), and the CI machine is 2 cores shared with other test runs. Since the pages
 * hydrate in slices and the Menu page's first load lost zod (docs/benchmarks/lighthouse.md), their medians under
 * a load average of 17-28 were 91-99 (Reservation apart) where the base commit's were 75-96; 80 leaves a wide margin for
 * noise (the CI machine's own runs of the base commit went as low as 81) (with busy runs repeated, below), yet a page that blocks for half a second again fails.
 */
const PERFORMANCE_TARGET = 95;
const budgets = {
  performance: 80,
  accessibility: 100,
  'best-practices': 95,
  cls: 0.05,
};
/**
 * Per-page floors where a page may not yet meet the common one: none. The reservation wizard
 * meets it because its calendar step (react-datepicker, date-fns: 45 KB gzip) is a chunk fetched
 * after the first paint; the Menu page because its folded filter chips are not drawn and its
 * choices dialog loads on first use (docs/benchmarks/lighthouse.md).
 */
const performanceFloor: Record<string, number> = {};
const port = Number(process.env.AUDIT_PORT ?? 3400);
const debugPort = port + 1;

const server = await startServer({
  port,
  env: DEMO_PRODUCTION_ENV,
});
const context = await chromium.launchPersistentContext(
  mkdtempSync(path.join(tmpdir(), 'tavola-lh-')),
  {
    executablePath: chromiumPath(),
    args: [...chromiumArgs, `--remote-debugging-port=${debugPort}`],
  },
);

const host = await calibrateCpuSlowdown(context);
console.log(`CPU slowdown ${host.cpuSlowdownMultiplier}x: ${host.reason}.`);

interface Row {
  page: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  cls: number;
  lcpMs: number;
  /** Total blocking time (simulated, ms): what a slow phone spends unable to answer a tap. */
  tbtMs: number;
  scriptKb: number;
  /** Lighthouse's measure of this machine's speed (higher is faster), to read the scores by. */
  benchmarkIndex: number;
  failures: string[];
  /** Performance score of every run, lowest first. */
  runs?: number[];
}

const reportsWritten = new Map<string, number>();

async function auditOnce(label: string, pathname: string, signedIn: boolean): Promise<Row> {
  const result = await lighthouse(`${server.url}${pathname}`, {
    port: debugPort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
    // Keep the session cookie for the signed-in pages.
    disableStorageReset: signedIn,
    throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: host.cpuSlowdownMultiplier },
  });
  if (!result) throw new Error(`no Lighthouse result for ${pathname}`);
  if (result.lhr.runtimeError)
    throw new TraceFailure(`${pathname}: ${result.lhr.runtimeError.code ?? 'runtime error'}`);
  // Whole reports kept for whoever has to find out why a score dropped.
  if (process.env.AUDIT_REPORT_DIR) {
    mkdirSync(process.env.AUDIT_REPORT_DIR, { recursive: true });
    const name = label.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
    // One file per run (home-1.json, home-2.json, ...): the median run is not always the telling one.
    const run = (reportsWritten.get(name) ?? 0) + 1;
    reportsWritten.set(name, run);
    writeFileSync(
      path.join(process.env.AUDIT_REPORT_DIR, `${name}-${run}.json`),
      JSON.stringify(result.lhr),
    );
  }
  const { categories, audits } = result.lhr;
  const score = (key: string) => Math.round((categories[key]?.score ?? 0) * 100);
  const items =
    (
      audits['network-requests']?.details as {
        items?: Array<{ resourceType?: string; transferSize?: number }>;
      }
    )?.items ?? [];
  const scriptBytes = items
    .filter((i) => i.resourceType === 'Script')
    .reduce((sum, i) => sum + (i.transferSize ?? 0), 0);
  const row: Row = {
    page: label,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    cls: Number(audits['cumulative-layout-shift']?.numericValue ?? 0),
    lcpMs: Math.round(Number(audits['largest-contentful-paint']?.numericValue ?? 0)),
    tbtMs: Math.round(Number(audits['total-blocking-time']?.numericValue ?? 0)),
    benchmarkIndex: Math.round(result.lhr.environment.benchmarkIndex),
    scriptKb: Math.round(scriptBytes / 102.4) / 10,
    failures: [],
  };
  const floor = performanceFloor[label] ?? budgets.performance;
  if (row.performance < floor) row.failures.push(`performance ${row.performance} < ${floor}`);
  else if (row.performance < PERFORMANCE_TARGET)
    console.warn(`${label}: performance ${row.performance} below the ${PERFORMANCE_TARGET} target`);
  if (row.accessibility < budgets.accessibility)
    row.failures.push(`accessibility ${row.accessibility} < ${budgets.accessibility}`);
  if (row.bestPractices < budgets['best-practices'])
    row.failures.push(`best practices ${row.bestPractices} < ${budgets['best-practices']}`);
  if (row.cls > budgets.cls) row.failures.push(`CLS ${row.cls.toFixed(3)} > ${budgets.cls}`);
  // The first-load JavaScript budget is checked exactly, from the build, by scripts/bundle-budget.mjs;
  // Lighthouse's column also counts chunks fetched after the first paint (footer, toasts).
  for (const [key, value] of Object.entries(audits)) {
    if (
      value.score !== null &&
      value.score < 1 &&
      (key.startsWith('aria') ||
        [
          'color-contrast',
          'image-alt',
          'label',
          'errors-in-console',
          'heading-order',
          'link-name',
          'button-name',
        ].includes(key))
    ) {
      row.failures.push(`${key}: ${value.title}`);
    }
  }
  return row;
}

/** Lighthouse could not record the page (e.g. NO_NAVSTART): the run says nothing about the page. */
class TraceFailure extends Error {}

/**
 * Lighthouse's own advice on variance: run several times and keep the median. Each page is
 * audited `runs` times; the run with the median performance score is the page's result, and it
 * must meet every budget. A run Lighthouse failed to record is repeated (twice at most).
 */
const runs = Math.max(1, Number(process.env.AUDIT_RUNS ?? 3));

/**
 * Lighthouse measures the machine before every run (its benchmark index: 2,100-2,600 on the quiet
 * 2-core CI machine, 350-650 while other test runs held both cores). A run on a machine that busy
 * measures the neighbours more than the page: the work it saw, multiplied by the 4x slowdown, is
 * several times what the page costs (an unchanged cart page scored 75 in such a run, 98 quiet).
 * Such a run is repeated after a pause, four times at most per page, then counted as it is. The
 * index is taken before the page loads and does not depend on it: a slow page cannot hide behind it.
 */
const BUSY_BENCHMARK_INDEX = Number(process.env.AUDIT_BUSY_BENCHMARK_INDEX ?? 1000);
const BUSY_REPEATS = 4;

/** AUDIT_ONLY=<regex> audits only the pages whose label matches (for a quick look at one page). */
const only = process.env.AUDIT_ONLY ? new RegExp(process.env.AUDIT_ONLY, 'i') : null;

async function audit(label: string, pathname: string, signedIn: boolean): Promise<Row | null> {
  if (only && !only.test(label)) return null;
  const results: Row[] = [];
  let traceFailures = 0;
  let busyRepeats = 0;
  while (results.length < runs) {
    let row: Row;
    try {
      row = await auditOnce(label, pathname, signedIn);
    } catch (error) {
      if (!(error instanceof TraceFailure) || ++traceFailures > 2) throw error;
      console.warn(`${error.message}; running again`);
      continue;
    }
    if (row.benchmarkIndex < BUSY_BENCHMARK_INDEX && busyRepeats < BUSY_REPEATS) {
      busyRepeats += 1;
      console.warn(
        `${label}: machine too busy to measure (benchmark index ${row.benchmarkIndex} < ${BUSY_BENCHMARK_INDEX}); running again in 10 s`,
      );
      await new Promise((resolve) => setTimeout(resolve, 10_000));
      continue;
    }
    results.push(row);
  }
  results.sort((a, b) => a.performance - b.performance);
  const median = results[Math.floor(results.length / 2)]!;
  return { ...median, runs: results.map((r) => r.performance) };
}

/** Prerendered pages behind a sign-in: a guest is sent to the sign-in page, audited already. */
const SIGNED_IN_ONLY = /^\/(user\/|settings|reservation)/;
function publicPrerenderedPaths(): string[] {
  const manifest = JSON.parse(readFileSync('dist/prerendered/pages.json', 'utf8')) as {
    pages: Record<string, string>;
  };
  return Object.keys(manifest.pages).filter((p) => !SIGNED_IN_ONLY.test(p));
}

const audited: (Row | null)[] = [];
try {
  if (process.env.AUDIT_PAGES === 'public') {
    for (const pathname of publicPrerenderedPaths())
      audited.push(await audit(pathname, pathname, false));
  } else {
    await auditCiPages();
  }
} finally {
  await context.close();
  await server.stop();
}

/** The pages CI audits: three public ones, then three as the demo diner. */
async function auditCiPages() {
  audited.push(await audit('/', '/', false));
  audited.push(await audit('/Menu (Pizza)', '/Menu?category=Pizza', false));
  audited.push(await audit('/Auth/login', '/Auth/login', false));
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(`${server.url}/Auth/login`);
  await page.getByLabel('Email').fill('diner@tavola.example');
  await page.getByLabel('Password').fill('tavola-diner');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.getByRole('button', { name: 'Log out' }).waitFor();
  audited.push(await audit('/cart (signed in)', '/cart', true));
  audited.push(await audit('/Reservation (signed in)', '/Reservation', true));
  // The checkout as a diner meets it: with a dish in the cart (put there through the API, with the
  // session's CSRF token, as the menu page's button does).
  const session = await (await page.request.get(`${server.url}/api/auth/session`)).json();
  const menu = await (await page.request.get(`${server.url}/api/menu?category=Pizza`)).json();
  const added = await page.request.post(`${server.url}/api/cart/items`, {
    data: { dishId: menu.items[0].id, quantity: 1 },
    headers: { 'x-csrf-token': session.csrfToken },
  });
  if (!added.ok())
    throw new Error(`could not fill the cart for the checkout audit: ${added.status()}`);
  audited.push(await audit('/checkout/payment (signed in)', '/checkout/payment', true));
}
const rows = audited.filter((row): row is Row => row !== null);

console.log(`\nCPU slowdown ${host.cpuSlowdownMultiplier}x: ${host.reason}.`);
console.log(
  '\n| Page | Performance (median) | All runs | Accessibility | Best practices | CLS | LCP (ms) | TBT (ms) | JS transferred (KB) | Benchmark index |',
);
console.log('|---|---|---|---|---|---|---|---|---|---|');
for (const r of rows) {
  console.log(
    `| ${r.page} | ${r.performance} | ${r.runs?.join(', ')} | ${r.accessibility} | ${r.bestPractices} | ${r.cls.toFixed(3)} | ${r.lcpMs} | ${r.tbtMs} | ${r.scriptKb} | ${r.benchmarkIndex} |`,
  );
}
const failures = rows.flatMap((r) => r.failures.map((f) => `${r.page}: ${f}`));
if (failures.length) {
  console.error(`\nBudget failures:\n${failures.map((f) => `  - ${f}`).join('\n')}`);
  process.exit(1);
}
console.log(
  `\nAll pages within budget at a ${host.cpuSlowdownMultiplier}x CPU slowdown (performance >= ${budgets.performance}, target ${PERFORMANCE_TARGET}; accessibility ${budgets.accessibility}, best practices >= ${budgets['best-practices']}, CLS <= ${budgets.cls}).`,
);
