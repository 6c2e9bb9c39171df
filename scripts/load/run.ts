/**
 * One load run, shared by `npm run load` and `npm run load:crash`: a fresh database (PGlite folder
 * or PostgreSQL database), seeded accounts, the real server as its own process on loopback,
 * N signed-in diners for D seconds, optionally a SIGKILL and a restart in the middle, then the
 * invariants read from the database once the server has stopped.
 */
import { writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import { SANDBOX_WEBHOOK_DELAY_MS } from '@server/payments/providers/sandbox/routes';
import { addDays } from '@shared/reservations';
import { checkInvariants } from '../lib/invariants';
import { startServer } from '../lib/server';
import type { Outage } from './client';
import {
  createRunDatabase,
  type RunDatabase,
  seedRunDatabase,
  terminateServerBackends,
} from './database';
import { Diner, type KillBurst, type VerifyHold, type World } from './diner';
import { type CrashTimeline, renderReport, reportJson, type Termination } from './report';
import { type LoadSettings, loadSettings, loadUser } from './settings';
import { settleOpenPayments, settleRefunds } from './settle';
import { Recorder, summarize } from './stats';

const HOST = '127.0.0.1';
/** Sign-ins run a few at a time: each is an argon2 verification (CPU-bound, by design). */
const PARALLEL_SIGN_INS = 8;
/** Cancels and bookings due this long before the kill are held and sent together just before it. */
const BURST_WINDOW_MS = 3000;
/**
 * The held burst goes out over this many milliseconds before the SIGKILL (each request at a random
 * moment), so the server is in the middle of several of them when it dies.
 */
const BURST_SPREAD_MS = Number(process.env.LOAD_BURST_SPREAD_MS ?? 300);

type Server = Awaited<ReturnType<typeof startServer>>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function log(message: string) {
  process.stderr.write(`[load] ${message}\n`);
}

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
    // Diners order at any hour of the day: open around the clock (read by the seed only).
    RESTAURANT_HOURS: 'always',
    PAYMENT_PROVIDER: 'sandbox',
    MAIL_TRANSPORT: 'outbox',
    CATALOG_SOURCE: 'local',
    RESERVATION_SEATS_PER_SLOT: String(settings.seatsPerSlot),
    RESERVATION_AUTO_CONFIRM: 'false',
    // Nobody signs up during the run; high anyway, so no probe from this address is ever refused.
    SIGNUPS_PER_HOUR_PER_ADDRESS: '100000',
    LOG_LEVEL: 'warn',
  };
}

/** Signs every diner in, a few at a time; returns how long it took in seconds. */
async function signIn(diners: Diner[]): Promise<number> {
  const started = Date.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: PARALLEL_SIGN_INS }, async () => {
      while (next < diners.length) await diners[next++]!.signIn();
    }),
  );
  return (Date.now() - started) / 1000;
}

export async function runLoad(options: { crash: boolean }): Promise<number> {
  const settings = loadSettings();
  const database = await createRunDatabase(settings.adminDatabaseUrl);
  const label = database.kind === 'postgres' ? 'PostgreSQL' : 'PGlite';
  const failures: string[] = [];
  // Held in an object: the crash replaces the server while the diners run.
  const live: { server: Server | null } = { server: null };
  try {
    log(`${label}: seeding ${settings.users} customer accounts…`);
    await seedRunDatabase(database, settings.users);
    const port = await freePort();
    const env = serverEnv(settings, database);
    const start = () =>
      startServer({ port, env, dataDir: database.dataDir, host: HOST, startTimeoutMs: 180_000 });
    live.server = await start();
    const base = live.server.url;

    const recorder = new Recorder();
    const signIns = new Recorder();
    const outage: Outage = { active: false, databaseFaults: settings.terminateBackends > 0 };
    if (settings.terminateBackends > 0 && database.kind !== 'postgres')
      throw new Error('LOAD_TERMINATE_BACKENDS needs PostgreSQL (LOAD_DATABASE_URL)');
    const today = (await (await fetch(`${base}/api/reservations/availability`)).json()) as {
      today: string;
    };
    let killed = () => {};
    let burstGo = () => {};
    const burst: KillBurst = {
      from: Number.POSITIVE_INFINITY, // set once the load starts
      released: false,
      spreadMs: BURST_SPREAD_MS,
      go: new Promise<void>((resolve) => {
        burstGo = resolve;
      }),
    };
    const hold: VerifyHold = {
      from: Number.POSITIVE_INFINITY, // set once the load starts
      released: false,
      until: new Promise<void>((resolve) => {
        killed = resolve;
      }),
    };
    const world: World = {
      base,
      recorder,
      outage,
      thinkMs: settings.thinkMs,
      dates: Array.from({ length: settings.reservationDays }, (_, i) =>
        addDays(today.today, i + 1),
      ),
      outcomes: new Map(),
      holdVerify: options.crash ? hold : undefined,
      killBurst: options.crash ? burst : undefined,
    };

    log(`signing in ${settings.users} diners…`);
    const diners = Array.from(
      { length: settings.users },
      (_, i) => new Diner(world, loadUser(i), signIns),
    );
    const signInSeconds = await signIn(diners);
    if (signIns.failures > 0) throw new Error(`sign-in failed:\n${signIns.details.join('\n')}`);
    for (const diner of diners) diner.countCallsIn(recorder);

    log(
      `${settings.users} diners for ${settings.seconds} s${options.crash ? `, SIGKILL at ${settings.crashAtSeconds} s` : ''}…`,
    );
    // The machine may be shared (CI runners, other jobs): the report says how busy it was.
    const loadBefore = os.loadavg()[0]!;
    const startedAt = Date.now();
    const deadline = startedAt + settings.seconds * 1000;
    hold.from = startedAt + settings.crashAtSeconds * 1000 - SANDBOX_WEBHOOK_DELAY_MS;
    burst.from = startedAt + settings.crashAtSeconds * 1000 - BURST_WINDOW_MS;
    let timeline: CrashTimeline | undefined;
    const crash = async () => {
      await sleep(settings.crashAtSeconds * 1000);
      burst.released = true;
      burstGo();
      await sleep(BURST_SPREAD_MS);
      outage.active = true;
      const killedAt = Date.now();
      await live.server?.stop('SIGKILL');
      hold.released = true;
      killed();
      log(
        `server killed (SIGKILL) at ${((killedAt - startedAt) / 1000).toFixed(1)} s; restarting…`,
      );
      live.server = await start();
      outage.active = false;
      timeline = {
        killedAtSeconds: (killedAt - startedAt) / 1000,
        downSeconds: (Date.now() - killedAt) / 1000,
      };
      log(`server answers again after ${timeline.downSeconds.toFixed(1)} s`);
    };
    const terminations: Termination[] = [];
    const terminate = async () => {
      for (let round = 1; round <= settings.terminateBackends; round += 1) {
        const at = (settings.seconds * 1000 * round) / (settings.terminateBackends + 1);
        await sleep(Math.max(0, startedAt + at - Date.now()));
        const backends = await terminateServerBackends(database.url);
        terminations.push({ atSeconds: (Date.now() - startedAt) / 1000, backends });
        log(`ended ${backends} database connections of the server`);
      }
    };
    const rampMs = settings.rampSeconds * 1000;
    await Promise.all([
      ...diners.map((d, i) => d.run(deadline, (rampMs * i) / diners.length)),
      options.crash ? crash() : Promise.resolve(),
      terminate(),
    ]);
    if (terminations.length > 0) {
      const running =
        live.server.process.exitCode === null && live.server.process.signalCode === null;
      const health = running ? await fetch(`${base}/api/health`).catch(() => null) : null;
      if (!health?.ok)
        failures.push('the server stopped after its database connections were ended');
    }
    const windowSeconds = (Date.now() - startedAt) / 1000;

    // Both waits run at once: one bound after the load, not two in a row.
    const faults = options.crash || terminations.length > 0;
    const [settling, refunds] = await Promise.all([
      settleOpenPayments(diners, faults),
      settleRefunds(diners, faults),
    ]);
    if (settling.stuck > 0) {
      const stuck = diners.map((d) => d.waitingFor).filter(Boolean);
      failures.push(
        `${settling.stuck} payments still pending ${Math.round(settling.seconds)} s after the load: ${stuck.slice(0, 5).join(', ')}`,
      );
    }

    if (refunds.left.length > 0) {
      log(
        `${refunds.left.length} refunds still pending ${Math.round(refunds.seconds)} s after the load: ${refunds.left.slice(0, 5).join(', ')}`,
      );
    }

    // The server stops first: PGlite is opened by one process at a time, and the data is final.
    await live.server.stop('SIGTERM');
    live.server = null;
    const stoppedAt = new Date();
    const opened = await database.open();
    const invariants = await checkInvariants(opened.db, {
      seatsPerSlot: settings.seatsPerSlot,
      now: stoppedAt,
    }).finally(() => opened.close());
    if (!invariants.ok) failures.push('invariants violated (see above)');
    if (recorder.failures > 0) failures.push(`${recorder.failures} unexpected errors`);

    const facts = {
      crash: options.crash,
      database: label,
      settings,
      loadBefore,
      signInSeconds,
      signInParallel: PARALLEL_SIGN_INS,
      windowSeconds,
      startedAt,
      rows: summarize(recorder, windowSeconds),
      recorder,
      outcomes: world.outcomes,
      timeline,
      terminations,
      settling,
      refunds,
      invariants,
    };
    console.log(`\n${renderReport(facts)}\n`);
    if (recorder.details.length > 0) {
      console.log(
        `First unexpected errors:\n${recorder.details.map((d) => `- ${d}`).join('\n')}\n`,
      );
    }
    if (settings.reportFile) writeFileSync(settings.reportFile, reportJson(facts));
  } catch (error) {
    failures.push(error instanceof Error ? (error.stack ?? error.message) : String(error));
  } finally {
    await live.server?.stop('SIGKILL');
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

export async function main(crash: boolean) {
  const code = await runLoad({ crash }).catch((error) => {
    console.error(error);
    return 1;
  });
  process.exit(code);
}
