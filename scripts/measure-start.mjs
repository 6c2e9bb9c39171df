// How long `npm start` takes, on a built tree, from the command to the first answer of
// GET /api/health: the median of five starts, each on a fresh data folder (a new embedded
// database: created, migrated and seeded), each stopped with SIGTERM and required to exit cleanly.
// Budget: under 3 s. Not part of the timed tests (it measures the machine as much as the code):
//   npm run build && npm run measure:start        MEASURE_RUNS=9 MEASURE_PORT=3499 to change
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const BUDGET_MS = 3000;
const runs = Number(process.env.MEASURE_RUNS ?? 5);
const port = Number(process.env.MEASURE_PORT ?? 3490);
const root = path.resolve(import.meta.dirname, '..');
const npmCli = process.env.npm_execpath;

async function answersHealth(url) {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

async function measureOnce() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tavola-measure-'));
  const [command, args] = npmCli ? [process.execPath, [npmCli, 'start']] : ['npm', ['start']];
  const started = performance.now();
  const child = spawn(command, args, {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  let elapsed = null;
  while (elapsed === null && child.exitCode === null) {
    if (await answersHealth(`http://127.0.0.1:${port}/api/health`))
      elapsed = performance.now() - started;
    else await new Promise((resolve) => setTimeout(resolve, 20));
  }
  if (/The build is missing or older/.test(output))
    throw new Error('npm start built first: run `npm run build`, then measure');
  child.kill('SIGTERM');
  const { code, signal } = await exited;
  rmSync(dataDir, { recursive: true, force: true });
  if (elapsed === null)
    throw new Error(`npm start exited (${code ?? signal}) before answering:\n${output}`);
  if (code !== 0)
    throw new Error(`npm start did not shut down cleanly on SIGTERM (${code ?? signal})`);
  return elapsed;
}

const times = [];
for (let run = 1; run <= runs; run += 1) {
  const ms = await measureOnce();
  times.push(ms);
  console.log(`start ${run}/${runs}: /api/health answered after ${Math.round(ms)} ms`);
}
const sorted = [...times].sort((a, b) => a - b);
const median = sorted[Math.floor(sorted.length / 2)];
console.log(
  `npm start on a fresh data folder: median ${Math.round(median)} ms over ${runs} starts (budget ${BUDGET_MS} ms)`,
);
if (median >= BUDGET_MS) {
  console.error('Over budget.');
  process.exit(1);
}
