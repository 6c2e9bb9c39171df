import { isIP } from 'node:net';

/**
 * Which X-Forwarded-For hops to believe: none (false), the last N (N proxies in front of the
 * server, each appending the address it saw), or those added by the listed proxy addresses/CIDRs.
 * Never "all": with that, a client writes any address in the header and becomes whoever it likes
 * for every per-address limit.
 */
export type TrustProxy = false | number | string[];

/** The names proxy-addr (Fastify's trustProxy) knows for whole private ranges. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = '', bits, ...more] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || more.length > 0) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (version === 4 ? 32 : 128);
}

/**
 * Reads TRUST_PROXY: empty/false/0 → false, a hop count such as 1, or a comma-separated list of
 * proxy addresses and CIDRs. Returns the reason as a string when the value is refused (`true` is).
 */
export function parseTrustProxy(
  raw: string | undefined,
): { value: TrustProxy } | { error: string } {
  const text = (raw ?? '').trim();
  if (text === '' || text === 'false' || text === '0') return { value: false };
  if (text === 'true')
    return {
      error:
        '`true` would trust any X-Forwarded-For, so a client could pick its own address and escape every per-address limit: give the number of proxies in front of the server (e.g. 1) or their addresses/CIDRs (e.g. 10.0.0.1,10.0.0.0/8)',
    };
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > 10) return { error: 'a hop count must be between 1 and 10' };
    return { value: hops };
  }
  const entries = text.split(',').map((entry) => entry.trim());
  const bad = entries.filter((entry) => !isAddressOrRange(entry));
  if (bad.length > 0)
    return {
      error: `must be a hop count (e.g. 1) or proxy addresses/CIDRs; not understood: ${bad.map((b) => JSON.stringify(b)).join(', ')}`,
    };
  return { value: entries };
}

/**
 * Whether listening on `host` keeps the server to this machine: 127.0.0.0/8, ::1 or localhost.
 * 0.0.0.0, :: or a network address expose it to every machine that can reach one.
 */
export function isLoopbackHost(host: string): boolean {
  const h = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1');
  if (h === 'localhost' || h === '::1') return true;
  if (isIP(h) === 4) return h.startsWith('127.');
  return /^::ffff:127\./.test(h);
}

/** Whether a client's address (Fastify's request.ip, after the trusted proxies) is this machine. */
export function isLoopbackAddress(address: string): boolean {
  return isIP(address) !== 0 && isLoopbackHost(address);
}

/**
 * The name in a Host header, lower case, without its port: `localhost`, `127.0.0.1`, `[::1]`.
 * Null for anything else (user info, paths, spaces), so an odd header never matches a name.
 */
export function hostNameOf(header: string | undefined): string | null {
  const match = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(?::\d{1,5})?$/.exec((header ?? '').toLowerCase());
  return match?.[1] ?? null;
}

/**
 * TRUST_PROXY as Fastify takes it. A hop count becomes "trust the peer and the N-1 hops behind
 * it" (Fastify itself no longer reads numbers): with 1, the address the load balancer appended
 * last. A hop count believes whoever connects, so the server must be reachable only through its
 * proxies; a list of proxy addresses holds even when it is not.
 */
export function fastifyTrustProxy(
  value: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value === 'number') return (_address, hop) => hop < value;
  return value;
}
