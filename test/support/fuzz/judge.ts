/** Judging one answer of the API fuzz: no 5xx, no leak, security headers, JSON errors, ownership. */

import { encode } from './requests';
import type { FuzzRequest, Pools, Role } from './types';

/** What must never reach a client: stack frames, server paths, SQL and driver errors. */
export const LEAKS: Array<[string, RegExp]> = [
  [
    'a stack trace',
    /\n\s*at \S|\bat (?:async )?\S+ \((?:\/|file:|node:)|\bat (?:\/|file:|node:)\S+:\d+/,
  ],
  [
    'a file path',
    /\/(?:work|home|root|usr|tmp|var|opt|app|srv)\/[\w.-]+\/|node_modules|file:\/\/|\.(?:ts|mjs|cjs):\d+/,
  ],
  [
    'SQL or a database error',
    /\b(?:select|insert into|update|delete from)\s+["\w*,. ]+\b(?:from|values|set|where)\b|Failed query|syntax error at or near|violates [\w ]*constraint|duplicate key value|invalid input syntax for|invalid byte sequence|relation "\w+"|column "\w+"/i,
  ],
  [
    'an internal error',
    /\b(?:TypeError|ReferenceError|RangeError|ECONNREFUSED|PGlite|Drizzle\w*Error)\b/,
  ],
];

/** The answer without the strings the request carried (echoing the caller's input is no leak). */
export function withoutEchoes(body: string, echoes: string[]) {
  let text = body;
  for (const echo of echoes) {
    if (echo.length < 3) continue;
    for (const form of [echo, JSON.stringify(echo).slice(1, -1), encode(echo)])
      text = text.split(form).join('');
  }
  return text;
}

export interface Answer {
  statusCode: number;
  body: string;
  headers: Record<string, string | string[] | number | undefined>;
}

/** Every property of one answer but the fingerprint; throws with what went wrong. */
export function judge(role: Role, req: FuzzRequest, answer: Answer, pools: Pools) {
  const what = `${role} ${req.method} ${req.url.slice(0, 160)} (${req.mutation}) -> ${answer.statusCode} ${answer.body.slice(0, 300)}`;
  if (answer.statusCode >= 500) throw new Error(`server error: ${what}`);
  // Error answers echo input: the browser must never sniff them into a page, nor frame them.
  if (answer.headers['x-content-type-options'] !== 'nosniff')
    throw new Error(`no X-Content-Type-Options: nosniff: ${what}`);
  if (!answer.headers['content-security-policy'])
    throw new Error(`no Content-Security-Policy: ${what}`);
  const text = withoutEchoes(answer.body, req.echoes);
  for (const [name, pattern] of LEAKS) {
    const found = pattern.exec(text);
    if (found) throw new Error(`${name} in the answer ("${found[0]}"): ${what}`);
  }
  if (answer.statusCode >= 400) {
    const type = String(answer.headers['content-type'] ?? '');
    if (!type.startsWith('application/json')) throw new Error(`4xx not JSON (${type}): ${what}`);
    const error = (JSON.parse(answer.body) as { error?: { code?: unknown; message?: unknown } })
      .error;
    if (typeof error?.code !== 'string' || !/^[a-z_]+$/.test(error.code))
      throw new Error(`4xx without error.code: ${what}`);
    if (typeof error.message !== 'string' || error.message.trim() === '')
      throw new Error(`4xx without error.message: ${what}`);
  }
  // The payment sandbox stands in for the provider, whose API is authorised by the access code
  // itself (as the real one is), so only the storefront's own endpoints are held to ownership.
  const storefront = !req.url.startsWith('/api/payments/sandbox/');
  const namesOther = pools.others.some((id) => req.url.includes(id) || req.body?.includes(id));
  if (role === 'customer' && storefront && namesOther && answer.statusCode < 400)
    throw new Error(`another customer's row was accepted: ${what}`);
  judgeNoDelayedWork(req, answer, what);
}

/**
 * "A refused request changed nothing" holds only if no work outlives its request unawaited. The
 * payment sandbox settles a paid card later (SANDBOX_WEBHOOK_DELAY_MS) on a timer no test can wait
 * for, so a fuzzed charge that paid would change orders in a later request's window: say so
 * plainly rather than flake. (No fuzzed charge can pay today: no real access code is in the pools.)
 */
function judgeNoDelayedWork(req: FuzzRequest, answer: Answer, what: string) {
  if (!req.url.startsWith('/api/payments/sandbox/charge') || answer.statusCode !== 200) return;
  const paid = (JSON.parse(answer.body) as { data?: { status?: unknown } }).data?.status;
  if (paid === 'success')
    throw new Error(
      `a fuzzed sandbox charge paid; its settlement notice would land in another request's window (give the sandbox an idle() the fuzz can await first): ${what}`,
    );
}
