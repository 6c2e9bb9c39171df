/**
 * The scale benchmark's HTTP side: signing in, timing one URL sequentially and under load
 * (autocannon, load generated in a worker thread), the menu while admins page deeply, and the
 * server's memory.
 */
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { percentile } from './judge';

export async function signIn(
  base: string,
  path: '/api/auth/login' | '/api/auth/admin/login',
  credentials: { email: string; password: string },
): Promise<string> {
  const session = await fetch(`${base}/api/auth/session`);
  const { csrfToken } = (await session.json()) as { csrfToken: string };
  const jar = session.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const login = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf-token': csrfToken, cookie: jar },
    body: JSON.stringify({ email: credentials.email, password: credentials.password }),
  });
  if (!login.ok)
    throw new Error(`sign-in at ${path} failed: ${login.status} ${await login.text()}`);
  return [jar, ...login.headers.getSetCookie().map((c) => c.split(';')[0])].join('; ');
}

export async function getJson<T>(url: string, cookie: string): Promise<T> {
  const response = await fetch(url, { headers: { cookie } });
  if (!response.ok) throw new Error(`GET ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** `count` requests one after another (after a few unmeasured ones): p50, p99 and failures. */
export async function sequential(url: string, cookie: string, count: number) {
  const times: number[] = [];
  let failures = 0;
  for (let i = 0; i < count + 5; i += 1) {
    const started = performance.now();
    const response = await fetch(url, { headers: { cookie } });
    await response.arrayBuffer();
    if (i >= 5) {
      times.push(performance.now() - started);
      if (!response.ok) failures += 1;
    }
  }
  return { p50: percentile(times, 0.5), p99: percentile(times, 0.99), failures };
}

/** Requests per second at `connections` for `seconds` (after a one-second warm-up). */
export async function load(url: string, cookie: string, connections: number, seconds: number) {
  const headers = cookie ? { cookie } : {};
  await autocannon({ url, connections, duration: 1, headers, workers: 1 });
  const r = await autocannon({ url, connections, duration: seconds, headers, workers: 1 });
  return {
    rps: r.requests.average,
    p99: r.latency.p99,
    failures: r.non2xx + r.errors - r.timeouts,
    timeouts: r.timeouts,
  };
}

/**
 * Admins requesting the given deep pages round-robin, back to back, until `stop` resolves: their
 * answers' count, p99 and statuses.
 */
export async function pageDeeply(
  urls: string[],
  cookie: string,
  admins: number,
  stop: Promise<void>,
) {
  const times: number[] = [];
  const statuses: Record<number, number> = {};
  let done = false;
  void stop.then(() => {
    done = true;
  });
  const admin = async (offset: number) => {
    for (let i = offset; !done; i += 1) {
      const started = performance.now();
      const response = await fetch(urls[i % urls.length] as string, { headers: { cookie } });
      await response.arrayBuffer();
      times.push(performance.now() - started);
      statuses[response.status] = (statuses[response.status] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: admins }, (_, i) => admin(i)));
  return {
    count: times.length,
    p50: percentile(times, 0.5),
    p99: percentile(times, 0.99),
    statuses,
  };
}

/** Resident memory in MB of a process and, apart, of its children (the embedded database's host). */
export function residentMb(pid: number): { server: number; children: number } {
  const own = (p: number) => {
    try {
      const status = readFileSync(`/proc/${p}/status`, 'utf8');
      return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
    } catch {
      return 0;
    }
  };
  let children: number[] = [];
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    children = [];
  }
  return { server: own(pid), children: children.reduce((sum, child) => sum + own(child), 0) };
}

/** Samples `residentMb` every half second until stopped: the highest figures seen. */
export function watchMemory(pid: number) {
  const peak = { server: 0, children: 0 };
  const sample = () => {
    const now = residentMb(pid);
    peak.server = Math.max(peak.server, now.server);
    peak.children = Math.max(peak.children, now.children);
  };
  const timer = setInterval(sample, 500);
  return {
    stop() {
      clearInterval(timer);
      sample();
      return { ...peak };
    },
  };
}
