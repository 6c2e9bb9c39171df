// How long `npm start` takes, on a built tree, from the command to the first answer of
// GET /api/health: the median of five starts, each on a fresh data folder (a new embedded
// database: created, migrated and seeded), each stopped with SIGTERM and required to exit cleanly.
// Budget: under 3 s. Not part of the timed tests (it measures the machine as much as the code):
//   npm run build && npm run measure:start        MEASURE_RUNS=9 MEASURE_PORT=3499 to change
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism as cpuCount, loadavg, tmpdir } from 'node:os';
import path from 'node:path';

const BUDGET_MS = 3000;
const runs = Number(process.env.MEASURE_RUNS ?? 5);
const port = Number(process.env.MEASURE_PORT ?? 3490);
const root = path.resolve(import.meta.dirname, '..');
const npmCli = process.env.npm_execpath;

/**
 * CPU time (ms) used so far by a process and its children still running (Linux /proc; null
 * elsewhere). On a machine shared with other work the clock time grows with the load, the CPU time
 * much less: it is what the start costs.
 */
function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim();
    const childMs = children ? children.split(' ').map((child) => cpuMs(Number(child)) ?? 0) : [];
    return ticks * 10 + childMs.reduce((sum, ms) => sum + ms, 0);
  } catch {
    return null;
  }
}

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
  let cpu = null;
  // A start that never answers (a port taken, a build running first) ends the run instead of hanging.
  const deadline = started + 60_000;
  while (elapsed === null && child.exitCode === null && performance.now() < deadline) {
    if (await answersHealth(`http://127.0.0.1:${port}/api/health`)) {
      elapsed = performance.now() - started;
      cpu = cpuMs(child.pid);
    } else await new Promise((resolve) => setTimeout(resolve, 20));
  }
  if (/The build is missing or older/.test(output))
    throw new Error('npm start built first: run `npm run build`, then measure');
  child.kill('SIGTERM');
  const { code, signal } = await exited;
  rmSync(dataDir, { recursive: true, force: true });
  if (elapsed === null)
    throw new Error(
      `npm start ended (${code ?? signal}) or gave up after 60 s before answering:\n${output}`,
    );
  if (code !== 0)
    throw new Error(`npm start did not shut down cleanly on SIGTERM (${code ?? signal})`);
  return { elapsed, cpu };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const runsMeasured = [];
for (let run = 1; run <= runs; run += 1) {
  const measured = await measureOnce();
  runsMeasured.push(measured);
  const cpu = measured.cpu === null ? '' : ` (CPU time ${measured.cpu} ms)`;
  console.log(
    `start ${run}/${runs}: /api/health answered after ${Math.round(measured.elapsed)} ms${cpu}`,
  );
}
const medianMs = median(runsMeasured.map((measured) => measured.elapsed));
const cpus = runsMeasured.map((measured) => measured.cpu).filter((cpu) => cpu !== null);
const [load] = loadavg();
console.log(
  `npm start on a fresh data folder: median ${Math.round(medianMs)} ms over ${runs} starts (budget ${BUDGET_MS} ms)` +
    `${cpus.length ? `, median CPU time ${median(cpus)} ms` : ''}; load average ${load.toFixed(1)} on ${cpuCount()} cores`,
);
if (medianMs >= BUDGET_MS) {
  console.error('Over budget.');
  process.exit(1);
}
