/**
 * One load run, shared by `npm run load` and `npm run load:crash`: a fresh database (PGlite folder
 * or PostgreSQL database), seeded accounts, the real server as its own process on loopback,
 * N signed-in diners for D seconds, optionally a SIGKILL and a restart in the middle, then the
 * invariants read from the database once the server has stopped.
 */
import { writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import { RECOVERY_AFTER_MS } from '../../src/server/checkout/service';
import { SANDBOX_WEBHOOK_DELAY_MS } from '../../src/server/payments/sandbox/routes';
import { addDays } from '../../src/shared/reservations';
import { checkInvariants, formatInvariants, type InvariantReport } from '../lib/invariants';
import { startServer } from '../lib/server';
import type { Outage } from './client';
import { createRunDatabase, type RunDatabase, seedRunDatabase } from './database';
import { Diner, type VerifyHold, type World } from './diner';
import { type LoadSettings, loadSettings, loadUser } from './settings';
import { markdownTable, Recorder, summarize } from './stats';

const HOST = '127.0.0.1';
/** Sign-ins run a few at a time: each is an argon2 verification (CPU-bound, by design). */
const PARALLEL_SIGN_INS = 8;
/**
 * After a crash, a payment the provider took is recorded by the server's recovery loop, which looks
 * at payments older than RECOVERY_AFTER_MS once a minute: two rounds and a margin are enough.
 */
const CRASH_SETTLE_MS = 2 * RECOVERY_AFTER_MS + 30_000;
/** Without a crash every payment is settled by its diner; anything open is settled at once. */
const SETTLE_MS = 20_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, HOST, () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

function serverEnv(settings: LoadSettings, database: RunDatabase): Record<string, string> {
  return {
    NODE_ENV: 'development',
    DATABASE_URL: database.url,
    SEED_DEMO: 'true',
    PAYMENT_PROVIDER: 'sandbox',
    MAIL_TRANSPORT: 'outbox',
    CATALOG_SOURCE: 'local',
    RESERVATION_SEATS_PER_SLOT: String(settings.seatsPerSlot),
    RESERVATION_AUTO_CONFIRM: 'false',
    // Nobody signs up during the run; set high anyway so a probe from the same address is never refused.
    SIGNUPS_PER_HOUR_PER_ADDRESS: '100000',
    LOG_LEVEL: 'warn',
  };
}

interface CrashTimeline {
  killedAtSeconds: number;
  downSeconds: number;
}

export async function runLoad(options: { crash: boolean }): Promise<number> {
  const settings = loadSettings();
  const database = await createRunDatabase(settings.adminDatabaseUrl);
  const label = database.kind === 'postgres' ? 'PostgreSQL' : 'PGlite';
  const failures: string[] = [];
  let server: Awaited<ReturnType<typeof startServer>> | null = null;
  try {
    log(`${label}: seeding ${settings.users} customer accounts…`);
    await seedRunDatabase(database, settings.users);
    const port = await freePort();
    const env = serverEnv(settings, database);
    const start = () =>
      startServer({ port, env, dataDir: database.dataDir, host: HOST, startTimeoutMs: 180_000 });
    server = await start();

    const recorder = new Recorder();
    const setup = new Recorder();
    const outage: Outage = { active: false };
    const world: World = {
      base: server.url,
      recorder,
      outage,
      thinkMs: settings.thinkMs,
      dates: [],
      outcomes: new Map(),
    };
    const today = (await (await fetch(`${server.url}/api/reservations/availability`)).json()) as {
      today: string;
    };
    world.dates = Array.from({ length: settings.reservationDays }, (_, i) =>
      addDays(today.today, i + 1),
    );

    let killed = () => {};
    const hold: VerifyHold = {
      from: Number.POSITIVE_INFINITY, // set when the load starts
      released: false,
      until: new Promise<void>((resolve) => {
        killed = resolve;
      }),
    };
    if (options.crash) world.holdVerify = hold;

    log(`signing in ${settings.users} diners…`);
    const diners = Array.from(
      { length: settings.users },
      (_, i) => new Diner(world, loadUser(i), setup),
    );
    const signInStarted = Date.now();
    let nextSignIn = 0;
    await Promise.all(
      Array.from({ length: PARALLEL_SIGN_INS }, async () => {
        while (nextSignIn < diners.length) await diners[nextSignIn++]!.signIn();
      }),
    );
    const signInSeconds = (Date.now() - signInStarted) / 1000;
    if (setup.failures > 0) throw new Error(`sign-in failed:\n${setup.details.join('\n')}`);
    // From now on every diner records into the run's recorder.
    for (const diner of diners) diner.countCallsIn(recorder);

    log(
      `${settings.users} diners for ${settings.seconds} s${options.crash ? `, SIGKILL at ${settings.crashAtSeconds} s` : ''}…`,
    );
    // The machine may be shared (CI runners, other jobs): say how busy it was.
    const loadBefore = os.loadavg()[0]!.toFixed(1);
    const started = Date.now();
    const deadline = started + settings.seconds * 1000;
    const crashed: { timeline?: CrashTimeline } = {};
    hold.from = started + settings.crashAtSeconds * 1000 - SANDBOX_WEBHOOK_DELAY_MS;
    const crash = options.crash
      ? (async () => {
          await sleep(settings.crashAtSeconds * 1000);
          outage.active = true;
          const killedAt = Date.now();
          await server!.stop('SIGKILL');
          hold.released = true;
          killed();
          log(
            `server killed (SIGKILL) at ${((killedAt - started) / 1000).toFixed(1)} s; restarting…`,
          );
          server = await start();
          outage.active = false;
          crashed.timeline = {
            killedAtSeconds: (killedAt - started) / 1000,
            downSeconds: (Date.now() - killedAt) / 1000,
          };
          log(`server answers again after ${crashed.timeline.downSeconds.toFixed(1)} s`);
        })()
      : Promise.resolve();
    await Promise.all([...diners.map((d) => d.run(deadline)), crash]);
    const windowSeconds = (Date.now() - started) / 1000;

    // Payments the crash left open: the server must finish them on its own.
    const open = diners.filter((d) => d.waitingFor);
    let settleSeconds = 0;
    let stuckCount = 0;
    if (open.length > 0) {
      log(`${open.length} diners wait for a payment the server has to finish on its own…`);
      const settleStarted = Date.now();
      const limit = settleStarted + (options.crash ? CRASH_SETTLE_MS : SETTLE_MS);
      const settled = await Promise.all(open.map((d) => d.settle(limit)));
      settleSeconds = (Date.now() - settleStarted) / 1000;
      const stuck = open.filter((_, i) => !settled[i]).map((d) => d.waitingFor);
      stuckCount = stuck.length;
      if (stuck.length > 0) {
        failures.push(
          `${stuck.length} payments still pending ${Math.round(settleSeconds)} s after the load: ${stuck.slice(0, 5).join(', ')}`,
        );
      }
    }

    await server.stop('SIGTERM');
    server = null;
    const opened = await database.open();
    let invariants: InvariantReport;
    try {
      invariants = await checkInvariants(opened.db, { seatsPerSlot: settings.seatsPerSlot });
    } finally {
      await opened.close();
    }
    if (!invariants.ok) failures.push('invariants violated (see above)');
    if (recorder.failures > 0) failures.push(`${recorder.failures} unexpected errors`);

    const rows = summarize(recorder, windowSeconds);
    const report = [
      `## ${options.crash ? 'Crash test' : 'Load'}: ${label}, ${settings.users} users, ${settings.seconds} s`,
      '',
      `Think time ${settings.thinkMs} ms (mean) between a diner's requests, ${settings.seatsPerSlot} seats per slot over ${settings.reservationDays} days, ` +
        `measured over ${windowSeconds.toFixed(1)} s; Node ${process.version}, ${os.cpus().length} cores (load average ${loadBefore} before the run), ${new Date().toISOString().slice(0, 10)}. ` +
        `Signing the ${settings.users} diners in beforehand took ${signInSeconds.toFixed(1)} s (argon2, ${PARALLEL_SIGN_INS} at a time).`,
      '',
      markdownTable(rows, { outage: options.crash }),
      '',
      ...(crashed.timeline
        ? [
            crashText(crashed.timeline, recorder.outageErrors, {
              seconds: settleSeconds,
              open: open.length,
              stuck: stuckCount,
            }),
            '',
          ]
        : []),
      `Journeys: ${[...world.outcomes].map(([name, n]) => `${name}: ${n}`).join(' · ')}`,
      '',
      '### Invariants',
      '',
      formatInvariants(invariants),
    ].join('\n');
    console.log(`\n${report}\n`);
    console.log(
      `Slowest answers: ${recorder.slowest
        .map(
          (s) =>
            `${s.action} ${Math.round(s.ms)} ms (sent at ${((s.sentAt - started) / 1000).toFixed(1)} s)`,
        )
        .join(' · ')}\n`,
    );
    if (recorder.details.length > 0) {
      console.log(
        `First unexpected errors:\n${recorder.details.map((d) => `- ${d}`).join('\n')}\n`,
      );
    }
    if (settings.reportFile) {
      writeFileSync(
        settings.reportFile,
        JSON.stringify(
          {
            crash: options.crash,
            database: label,
            settings,
            windowSeconds,
            rows,
            timeline: crashed.timeline,
            invariants,
            outcomes: Object.fromEntries(world.outcomes),
          },
          null,
          2,
        ),
      );
    }
  } catch (error) {
    failures.push(error instanceof Error ? (error.stack ?? error.message) : String(error));
  } finally {
    if (server) await server.stop('SIGKILL');
    if (settings.keep) {
      log(`kept the data: ${database.url || database.dataDir}`);
    } else {
      await database.dispose().catch((error) => failures.push(`cleanup: ${error}`));
    }
  }
  if (failures.length > 0) {
    console.log(`FAILED:\n${failures.map((f) => `- ${f}`).join('\n')}`);
    return 1;
  }
  console.log('No unexpected error; every invariant holds.');
  return 0;
}

function crashText(
  timeline: CrashTimeline,
  outageErrors: number,
  settle: { seconds: number; open: number; stuck: number },
): string {
  const waited =
    settle.open === 0
      ? 'No diner was still waiting for a payment when the load ended.'
      : settle.stuck === 0
        ? `${settle.open} diners were still waiting for a payment the server had to finish by itself when the load ended; all were settled ${settle.seconds.toFixed(0)} s later.`
        : `${settle.stuck} of the ${settle.open} payments still open when the load ended were never settled.`;
  return (
    `Killed with SIGKILL at ${timeline.killedAtSeconds.toFixed(1)} s; the restarted server answered ${timeline.downSeconds.toFixed(1)} s later. ` +
    `${outageErrors} requests got no answer meanwhile (expected, counted apart). ${waited}`
  );
}

function log(message: string) {
  process.stderr.write(`[load] ${message}\n`);
}

export async function main(crash: boolean) {
  const code = await runLoad({ crash }).catch((error) => {
    console.error(error);
    return 1;
  });
  process.exit(code);
}
