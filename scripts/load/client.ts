import { messages } from '@shared/messages';
import type { Recorder } from './stats';

/** Whether the server is down on purpose right now (set by the crash test around the kill). */
export interface Outage {
  active: boolean;
  /**
   * The run ends the server's database connections on purpose (LOAD_TERMINATE_BACKENDS): a 503
   * "could not reach our records" is then the promised answer of a request that was using one.
   */
  databaseFaults?: boolean;
}

/** The refusal a request gets when the database connection it used was ended under it. */
export const DATABASE_LOST = '503 database connection lost';

/** The request got no answer (refused, reset, timed out). The journey stops; the user carries on. */
export class NoAnswer extends Error {
  constructor(
    readonly action: string,
    detail: string,
  ) {
    super(`${action}: no answer (${detail})`);
  }
}

/** The answer broke a promise of the API (status or body). Already recorded; the journey stops. */
export class WrongAnswer extends Error {}

export interface Answer<T = unknown> {
  status: number;
  body: T;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface CallOptions<T> {
  body?: unknown;
  /** Statuses that mean success (default 200). */
  ok?: number[];
  /**
   * Names an expected refusal (counted, not an error), or returns null when the answer is not one
   * the business allows. Called for statuses outside `ok`.
   */
  refusal?: (answer: Answer<ErrorBody>) => string | null;
  /** Checks a successful body; returns what is wrong with it, or null. */
  check?: (body: T) => string | null;
  /** The answer is HTML or text, not JSON. */
  text?: boolean;
}

export interface ErrorBody {
  error?: { code?: string; message?: string };
}

/** A request a real browser would have given up on. */
const TIMEOUT_MS = 30_000;

/**
 * One browser: its own cookie jar, the CSRF header on every change (as the web app sends it),
 * keep-alive connections (fetch keeps them by default). Every call is timed and classified.
 */
export class BrowserClient {
  private readonly cookies = new Map<string, string>();
  private csrfToken: string | null = null;

  constructor(
    private readonly base: string,
    /** Where calls are counted (sign-ins before the load go to a recorder of their own). */
    public recorder: Recorder,
    private readonly outage: Outage,
  ) {}

  private keepCookies(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      if (eq <= 0) continue;
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  /** Fetches the CSRF token the way the web app does: from the session endpoint. */
  async session(): Promise<{ user: { id: string; email: string } | null }> {
    const answer = await this.call<{
      user: { id: string; email: string } | null;
      csrfToken: string;
    }>('session', 'GET', '/api/auth/session', {
      check: (b) => (typeof b.csrfToken === 'string' ? null : 'no csrfToken'),
    });
    this.csrfToken = answer.body.csrfToken;
    return answer.body;
  }

  async call<T>(
    action: string,
    method: Method,
    path: string,
    options: CallOptions<T> = {},
  ): Promise<Answer<T>> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (this.cookies.size > 0)
      headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (method !== 'GET' && this.csrfToken) headers['x-csrf-token'] = this.csrfToken;
    if (options.body !== undefined) headers['content-type'] = 'application/json';

    const started = performance.now();
    let response: Response;
    let raw: string;
    try {
      response = await fetch(`${this.base}${path}`, {
        method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      raw = await response.text();
    } catch (error) {
      const detail = describeFailure(error);
      this.recorder.connectionFailed(action, this.outage.active, `${method} ${path}: ${detail}`);
      throw new NoAnswer(action, detail);
    }
    const ms = performance.now() - started;
    this.recorder.answered(action, ms);
    this.keepCookies(response);

    let body: unknown = raw;
    if (!options.text) {
      try {
        body = raw === '' ? null : JSON.parse(raw);
      } catch {
        return this.wrong(
          action,
          `${method} ${path} → ${response.status}, not JSON: ${raw.slice(0, 120)}`,
        );
      }
    }
    const ok = options.ok ?? [200];
    if (
      this.outage.databaseFaults &&
      response.status === 503 &&
      (body as ErrorBody | null)?.error?.message === messages.http.databaseUnavailable
    ) {
      // Counted apart; the journey stops there, as a diner's would on an error page.
      this.recorder.refused(action, DATABASE_LOST);
      throw new NoAnswer(action, DATABASE_LOST);
    }
    if (!ok.includes(response.status)) {
      const reason = options.refusal?.({ status: response.status, body: body as ErrorBody });
      if (reason) {
        this.recorder.refused(action, reason);
        return { status: response.status, body: body as T };
      }
      return this.wrong(action, `${method} ${path} → ${response.status} ${raw.slice(0, 200)}`);
    }
    const problem = options.check?.(body as T);
    if (problem) return this.wrong(action, `${method} ${path} → ${response.status}: ${problem}`);
    return { status: response.status, body: body as T };
  }

  private wrong(action: string, detail: string): never {
    this.recorder.unexpected(action, detail);
    throw new WrongAnswer(detail);
  }
}

/** fetch wraps the socket error in `cause`; the code (ECONNREFUSED, UND_ERR_SOCKET...) says what happened. */
function describeFailure(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  if (error.name === 'TimeoutError') return `timed out after ${TIMEOUT_MS / 1000} s`;
  return cause?.code ?? cause?.message ?? error.message;
}
