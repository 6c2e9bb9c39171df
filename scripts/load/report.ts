import os from 'node:os';
import { formatInvariants, type InvariantReport } from '../lib/invariants';
import { DATABASE_LOST } from './client';
import type { LoadSettings } from './settings';
import { type ActionRow, markdownTable, type Recorder } from './stats';

export interface CrashTimeline {
  killedAtSeconds: number;
  /** From the kill until the restarted server answered its health check. */
  downSeconds: number;
}

/** Each time the run ended the server's database connections: when, and how many there were. */
export interface Termination {
  atSeconds: number;
  backends: number;
}

/** What the crash left open when the load ended, and how it ended. */
export interface Settling {
  open: number;
  stuck: number;
  seconds: number;
}

/** The refunds diners saw pending (or lost cancels) when the load ended, and how they ended. */
export interface RefundSettling {
  open: number;
  /** Order ids whose refund was still pending at the end of the wait. */
  left: string[];
  seconds: number;
}

export interface RunFacts {
  crash: boolean;
  database: string;
  settings: LoadSettings;
  /** Load average of the machine just before the load (it may be shared). */
  loadBefore: number;
  signInSeconds: number;
  signInParallel: number;
  windowSeconds: number;
  startedAt: number;
  rows: ActionRow[];
  recorder: Recorder;
  outcomes: Map<string, number>;
  timeline?: CrashTimeline;
  terminations: Termination[];
  settling: Settling;
  refunds: RefundSettling;
  invariants: InvariantReport;
}

function crashText(timeline: CrashTimeline, outageErrors: number, settling: Settling): string {
  const waited =
    settling.open === 0
      ? 'No diner was still waiting for a payment when the load ended.'
      : settling.stuck === 0
        ? `${settling.open} diners were still waiting for a payment the server had to finish by itself when the load ended; all were settled ${settling.seconds.toFixed(0)} s later.`
        : `${settling.stuck} of the ${settling.open} payments still open when the load ended were never settled.`;
  return (
    `Killed with SIGKILL at ${timeline.killedAtSeconds.toFixed(1)} s; the restarted server answered ${timeline.downSeconds.toFixed(1)} s later. ` +
    `${outageErrors} requests got no answer meanwhile (expected, counted apart). ${waited}`
  );
}

function terminationText(terminations: Termination[], recorder: Recorder): string {
  let lost = 0;
  for (const stats of recorder.actions.values()) lost += stats.refusals.get(DATABASE_LOST) ?? 0;
  const rounds = terminations.map((t) => `${t.backends} at ${t.atSeconds.toFixed(1)} s`).join(', ');
  return (
    `The server's database connections were ended ${terminations.length} times (${rounds}); ` +
    `${lost} requests that were using one were answered 503 (expected, counted apart as "${DATABASE_LOST}"). The server never stopped.`
  );
}

function refundText(refunds: RefundSettling): string {
  if (refunds.open === 0) return 'No refund was left pending when the load ended.';
  return refunds.left.length === 0
    ? `${refunds.open} refunds were pending (or their cancel lost its answer) when the load ended; all were settled ${refunds.seconds.toFixed(0)} s later.`
    : `${refunds.left.length} of the ${refunds.open} refunds pending when the load ended were still pending ${refunds.seconds.toFixed(0)} s later.`;
}

/** The run as markdown: what was run, the per-action table, the journeys and the invariants. */
export function renderReport(facts: RunFacts): string {
  const { settings } = facts;
  const title = `## ${facts.crash ? 'Crash test' : 'Load'}: ${facts.database}, ${settings.users} users, ${settings.seconds} s`;
  const setup =
    `Diners arrive over ${settings.rampSeconds} s and pause ${settings.thinkMs} ms (mean) between requests; ` +
    `${settings.seatsPerSlot} seats per slot over ${settings.reservationDays} days; measured over ${facts.windowSeconds.toFixed(1)} s. ` +
    `Node ${process.version}, ${os.cpus().length} cores, load average ${facts.loadBefore.toFixed(1)} before the run, ${new Date().toISOString().slice(0, 10)}. ` +
    `Signing the ${settings.users} diners in beforehand took ${facts.signInSeconds.toFixed(1)} s (argon2, ${facts.signInParallel} at a time).`;
  const journeys = [...facts.outcomes].map(([name, n]) => `${name}: ${n}`).join(' · ');
  const slowest = facts.recorder.slowest
    .map(
      (s) =>
        `${s.action} ${Math.round(s.ms)} ms (sent at ${((s.sentAt - facts.startedAt) / 1000).toFixed(1)} s)`,
    )
    .join(' · ');
  return [
    title,
    '',
    setup,
    '',
    markdownTable(facts.rows, { outage: facts.crash }),
    '',
    ...(facts.terminations.length > 0
      ? [terminationText(facts.terminations, facts.recorder), '']
      : []),
    ...(facts.timeline
      ? [crashText(facts.timeline, facts.recorder.outageErrors, facts.settling), '']
      : []),
    refundText(facts.refunds),
    '',
    `Journeys: ${journeys || 'none'}`,
    '',
    `Slowest answers: ${slowest}`,
    '',
    '### Invariants',
    '',
    formatInvariants(facts.invariants),
  ].join('\n');
}

/** The same facts as JSON (LOAD_REPORT_FILE), for tooling. */
export function reportJson(facts: RunFacts): string {
  return JSON.stringify(
    {
      crash: facts.crash,
      database: facts.database,
      settings: facts.settings,
      loadBefore: facts.loadBefore,
      windowSeconds: facts.windowSeconds,
      rows: facts.rows,
      timeline: facts.timeline,
      terminations: facts.terminations,
      settling: facts.settling,
      refunds: facts.refunds,
      outcomes: Object.fromEntries(facts.outcomes),
      invariants: facts.invariants,
      errors: facts.recorder.details,
    },
    null,
    2,
  );
}
