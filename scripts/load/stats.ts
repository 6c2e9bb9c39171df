/**
 * What a load run measured, per action: answers, expected refusals (a full slot is a fact of a
 * busy restaurant, not a failure), unexpected errors, connection errors, and the latency of every
 * answer.
 */
export interface ActionStats {
  /** Requests that got an HTTP answer (any status). */
  answered: number;
  /** Expected refusals by reason (e.g. '409 slot full'); part of `answered`. */
  refusals: Map<string, number>;
  /** Wrong status, wrong body, broken promise: each fails the run. Part of `answered` when answered. */
  unexpected: number;
  /** No answer while the server was down on purpose (crash test): expected. */
  outageErrors: number;
  /** No answer while the server should have been up: fails the run. */
  connectionErrors: number;
  latenciesMs: number[];
}

const MAX_DETAILS = 25;
const SLOWEST_KEPT = 8;

export class Recorder {
  readonly actions = new Map<string, ActionStats>();
  /** The first unexpected errors, with what was asked and answered, for the report. */
  readonly details: string[] = [];
  private unexpectedTotal = 0;
  /** The slowest answers (action, ms, when it was sent), to tell a stall from a slow action. */
  readonly slowest: { action: string; ms: number; sentAt: number }[] = [];

  private of(action: string): ActionStats {
    let stats = this.actions.get(action);
    if (!stats) {
      stats = {
        answered: 0,
        refusals: new Map(),
        unexpected: 0,
        outageErrors: 0,
        connectionErrors: 0,
        latenciesMs: [],
      };
      this.actions.set(action, stats);
    }
    return stats;
  }

  answered(action: string, ms: number) {
    const stats = this.of(action);
    stats.answered += 1;
    stats.latenciesMs.push(ms);
    if (this.slowest.length < SLOWEST_KEPT || ms > this.slowest[this.slowest.length - 1]!.ms) {
      this.slowest.push({ action, ms, sentAt: Date.now() - ms });
      this.slowest.sort((a, b) => b.ms - a.ms);
      this.slowest.length = Math.min(this.slowest.length, SLOWEST_KEPT);
    }
  }

  refused(action: string, reason: string) {
    const stats = this.of(action);
    stats.refusals.set(reason, (stats.refusals.get(reason) ?? 0) + 1);
  }

  unexpected(action: string, detail: string) {
    this.of(action).unexpected += 1;
    this.unexpectedTotal += 1;
    if (this.details.length < MAX_DETAILS) this.details.push(`${action}: ${detail}`);
  }

  connectionFailed(action: string, duringOutage: boolean, detail: string) {
    const stats = this.of(action);
    if (duringOutage) {
      stats.outageErrors += 1;
      return;
    }
    stats.connectionErrors += 1;
    this.unexpectedTotal += 1;
    if (this.details.length < MAX_DETAILS) this.details.push(`${action}: no answer: ${detail}`);
  }

  get failures(): number {
    return this.unexpectedTotal;
  }

  get outageErrors(): number {
    let total = 0;
    for (const stats of this.actions.values()) total += stats.outageErrors;
    return total;
  }
}

/** The value below which `p` of the sorted samples fall (nearest rank). */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1));
  return sorted[rank]!;
}

export interface ActionRow {
  action: string;
  requests: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  refusals: Record<string, number>;
  unexpected: number;
  connectionErrors: number;
  outageErrors: number;
}

/** The table's order: a diner's way through the shop. Actions not listed come last. */
const ACTION_ORDER = [
  'menu: categories',
  'menu: category',
  'menu: search',
  'cart: view',
  'cart: add',
  'cart: quantity',
  'cart: remove',
  'checkout: summary',
  'checkout: add address',
  'checkout: delivery option',
  'payment: start',
  'sandbox: checkout page',
  'sandbox: transaction',
  'sandbox: charge',
  'sandbox: cancel',
  'payment: verify',
  'payment: status',
  'order: cancel',
  'order: past list',
  'reservation: availability',
  'reservation: book',
  'reservation: my list',
];
const rank = (action: string) => {
  const index = ACTION_ORDER.indexOf(action);
  return index === -1 ? ACTION_ORDER.length : index;
};

export function summarize(recorder: Recorder, seconds: number): ActionRow[] {
  const actions = [...recorder.actions].sort(([a], [b]) => rank(a) - rank(b));
  return actions.map(([action, stats]) => {
    const sorted = [...stats.latenciesMs].sort((a, b) => a - b);
    return {
      action,
      requests: stats.answered,
      perSecond: stats.answered / seconds,
      p50: percentile(sorted, 0.5),
      p95: percentile(sorted, 0.95),
      p99: percentile(sorted, 0.99),
      refusals: Object.fromEntries(stats.refusals),
      unexpected: stats.unexpected,
      connectionErrors: stats.connectionErrors,
      outageErrors: stats.outageErrors,
    };
  });
}

const number = (n: number, digits = 0) =>
  Number.isNaN(n)
    ? '–'
    : n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

/** The per-action table, as markdown (docs/benchmarks/load.md shows it as is). */
export function markdownTable(rows: ActionRow[], options: { outage: boolean }): string {
  const head = [
    'Action',
    'Requests',
    'Req/s',
    'p50 ms',
    'p95 ms',
    'p99 ms',
    'Expected refusals',
    'Errors',
    ...(options.outage ? ['No answer (server down)'] : []),
  ];
  const lines = [
    `| ${head.join(' | ')} |`,
    `|${head.map((_, i) => (i === 0 || i === 6 ? '---' : '---:')).join('|')}|`,
  ];
  const total = { requests: 0, perSecond: 0, errors: 0, outage: 0 };
  for (const row of rows) {
    const refusals = Object.entries(row.refusals)
      .map(([reason, count]) => `${number(count)} ${reason}`)
      .join(', ');
    const errors = row.unexpected + row.connectionErrors;
    total.requests += row.requests;
    total.perSecond += row.perSecond;
    total.errors += errors;
    total.outage += row.outageErrors;
    lines.push(
      `| ${[
        row.action,
        number(row.requests),
        number(row.perSecond, 1),
        number(row.p50, 1),
        number(row.p95, 1),
        number(row.p99, 1),
        refusals || '–',
        number(errors),
        ...(options.outage ? [number(row.outageErrors)] : []),
      ].join(' | ')} |`,
    );
  }
  lines.push(
    `| ${[
      '**All**',
      `**${number(total.requests)}**`,
      `**${number(total.perSecond, 1)}**`,
      '',
      '',
      '',
      '',
      `**${number(total.errors)}**`,
      ...(options.outage ? [`**${number(total.outage)}**`] : []),
    ].join(' | ')} |`,
  );
  return lines.join('\n');
}
