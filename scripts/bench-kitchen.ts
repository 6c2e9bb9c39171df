/**
 * How fast a paid order reaches the open kitchen boards: not a timed test.
 *
 *   npm run bench:kitchen        (BENCH_BOARDS=20 BENCH_PAYMENTS=30 by default)
 *
 * Starts the built server (scripts/lib/server.ts) on a fresh embedded database with the demo data,
 * opens BENCH_BOARDS admin event streams (what /admin/kitchen listens to), then has the demo diner
 * pay for BENCH_PAYMENTS pickup orders one after another through the sandbox. For each payment it
 * measures, on every board, the time from sending the request that records the payment (verify:
 * checkout's settlement writes the order and publishes `order.paid`) to that board receiving the
 * event: an upper bound of "payment recorded -> ticket on the board", as the settlement
 * transaction itself is counted in. Prints
 * p50/p95/max over all boards and payments; the target is p95 under 1 s.
 */
import os from 'node:os';
import { DEMO_ADMIN, DEMO_CUSTOMER } from '@server/seed/demo';
import { SANDBOX_CARDS } from '@shared/payments';
import { freePort, startServer } from './lib/server';

const BOARDS = Number(process.env.BENCH_BOARDS ?? 20);
const PAYMENTS = Number(process.env.BENCH_PAYMENTS ?? 30);
const TARGET_P95_MS = 1000;

const cookiesOf = (response: Response) =>
  response.headers.getSetCookie().map((line) => line.split(';')[0] ?? '');

/** Signs in as a browser would (session first for the CSRF token): the cookie and the token. */
async function login(base: string, path: string, account: { email: string; password: string }) {
  const session = await fetch(`${base}/api/auth/session`);
  const first = cookiesOf(session);
  const { csrfToken } = (await session.json()) as { csrfToken: string };
  const answer = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: first.join('; '),
      'x-csrf-token': csrfToken,
    },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  if (!answer.ok) throw new Error(`sign-in failed: ${answer.status} ${await answer.text()}`);
  const jar = new Map(
    [...first, ...cookiesOf(answer)].map(
      (pair) => [pair.slice(0, pair.indexOf('=')), pair] as const,
    ),
  );
  const cookie = [...jar.values()].join('; ');
  const fresh = await fetch(`${base}/api/auth/session`, { headers: { cookie } });
  return { cookie, token: ((await fresh.json()) as { csrfToken: string }).csrfToken };
}

/** JSON calls as the signed-in browser. */
function client(base: string, { cookie, token }: { cookie: string; token: string }) {
  return async <T>(method: string, url: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${base}${url}`, {
      method,
      headers: {
        cookie,
        'x-csrf-token': token,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok)
      throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
}

/** One open board: the arrival time of each `order.paid` event, in order. */
async function openBoard(base: string, cookie: string) {
  const arrivals: number[] = [];
  const controller = new AbortController();
  const response = await fetch(`${base}/api/admin/events`, {
    headers: { cookie, accept: 'text/event-stream' },
    signal: controller.signal,
  });
  if (!response.ok || !response.body) throw new Error(`stream refused: ${response.status}`);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  void (async () => {
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        let end = buffer.indexOf('\n\n');
        while (end !== -1) {
          if (buffer.slice(0, end).includes('"order.paid"')) arrivals.push(performance.now());
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // closed at the end of the run
    }
  })();
  return { arrivals, close: () => controller.abort() };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

const port = await freePort();
const server = await startServer({
  port,
  env: {
    SEED_DEMO: 'true',
    DATABASE_URL: '',
    // 20 tablets of one kitchen: one admin session here, so the per-session cap is raised.
    LIVE_STREAMS_PER_SESSION: String(Math.min(100, BOARDS + 5)),
    LIVE_STREAMS_PER_ADDRESS: String(BOARDS + 5),
  },
});
try {
  const admin = await login(server.url, '/api/auth/admin/login', DEMO_ADMIN);
  const boards = await Promise.all(
    Array.from({ length: BOARDS }, () => openBoard(server.url, admin.cookie)),
  );
  const diner = client(server.url, await login(server.url, '/api/auth/login', DEMO_CUSTOMER));
  const menu = await (await fetch(`${server.url}/api/menu?category=Pizza`)).json();
  const dish = (menu as { items: Array<{ id: string }> }).items[0]!;
  const sent: number[] = [];
  const verified: number[] = [];
  for (let i = 0; i < PAYMENTS; i++) {
    await diner('POST', '/api/cart/items', { dishId: dish.id, quantity: 1 });
    await diner('PUT', '/api/checkout/delivery', { option: 'Pickup Station' });
    const started = await diner<{ reference: string; accessCode: string }>(
      'POST',
      '/api/checkout/payments',
      { contactPhone: '+234 803 555 0147', fullName: 'Ada Diner', email: DEMO_CUSTOMER.email },
    );
    await diner('POST', '/api/payments/sandbox/charge', {
      accessCode: started.accessCode,
      cardNumber: SANDBOX_CARDS.success,
      expiry: '12/39',
      cvv: '408',
    });
    // Verify is what records the payment (checkout's settlement) and publishes `order.paid`.
    sent.push(performance.now());
    await diner('POST', `/api/checkout/payments/${started.reference}/verify`);
    verified.push(performance.now());
    // Every board has heard this one before the next payment starts (or 5 s passed).
    const deadline = performance.now() + 5000;
    while (boards.some((b) => b.arrivals.length <= i) && performance.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 5));
  }
  const latencies = boards.flatMap((board) =>
    sent.map((at, i) => (board.arrivals[i] ?? Number.POSITIVE_INFINITY) - at),
  );
  // The verify request's own time (the settlement transaction), for reading the figure above.
  const verifyMs = sent.map((at, i) => (verified[i] ?? at) - at).sort((a, b) => a - b);
  for (const board of boards) board.close();
  const sorted = latencies.sort((a, b) => a - b);
  const missed = sorted.filter((ms) => !Number.isFinite(ms)).length;
  const [p50, p95, max] = [percentile(sorted, 50), percentile(sorted, 95), sorted.at(-1) ?? 0];
  const load = os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ');
  console.log(`machine: ${os.cpus().length} cores (${os.cpus()[0]?.model ?? '?'}), load ${load}`);
  console.log(
    `${BOARDS} boards x ${PAYMENTS} payments = ${latencies.length} deliveries, ${missed} missed`,
  );
  console.log(
    `payment -> ticket event: p50 ${p50.toFixed(0)} ms, p95 ${p95.toFixed(0)} ms, max ${max.toFixed(0)} ms`,
  );
  console.log(
    `the verify request (records the payment) answered in: p50 ${percentile(verifyMs, 50).toFixed(0)} ms, p95 ${percentile(verifyMs, 95).toFixed(0)} ms`,
  );
  console.log(`p95 / target (${TARGET_P95_MS} ms): ${(p95 / TARGET_P95_MS).toFixed(2)}`);
  process.exitCode = p95 < TARGET_P95_MS && missed === 0 ? 0 : 1;
} finally {
  await server.stop();
}
