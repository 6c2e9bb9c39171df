import { type BuiltApp, buildApp } from '@server/app';
import { testConfig } from '@server/config';
import type { MailTransport, OutgoingMail } from '@server/mail';
import type { LightMyRequestResponse } from 'fastify';
import { createTestDatabase, type DbKind, type TestDatabase } from './databases';

/** A transport that keeps every mail in memory, so tests can read links out of them. */
export function memoryTransport() {
  const sent: OutgoingMail[] = [];
  let failNext = 0;
  const transport: MailTransport = {
    name: 'outbox',
    async send(mail) {
      if (failNext > 0) {
        failNext -= 1;
        throw new Error('transport down');
      }
      sent.push(mail);
    },
  };
  return {
    transport,
    sent,
    failNextSends: (n: number) => {
      failNext = n;
    },
  };
}

export interface TestApp extends BuiltApp {
  db: TestDatabase;
  mails: ReturnType<typeof memoryTransport>;
  /** A new cookie-keeping client, as one browser would be. */
  client(ip?: string): TestClient;
  /** Moves the accounts clock forward (sessions and mailed links expire by it). */
  advanceClock(ms: number): void;
  /**
   * Resolves when the background work started so far has finished: refund attempts a cancel left
   * running, then mail deliveries (a refund attempt may queue a mail, never the other way round).
   */
  idle(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A whole app on a fresh database. `database` opens an existing one instead (as a restarted
 * server would); it is then left open on close, for its owner to dispose.
 */
export async function createTestApp(
  kind: DbKind = 'pglite',
  env: Record<string, string> = {},
  options: {
    database?: TestDatabase;
    /**
     * false: the app's timer-driven work (the refund retry loop, a sweep every minute) is stopped,
     * so rows change only when a test acts; a test runs a sweep with
     * `services.orders.retryDueRefunds()`. The API fuzz needs this: a sweep landing between its
     * two fingerprints of one request would be blamed on that request.
     */
    backgroundLoops?: boolean;
    /** Live streams' heartbeat and session-check periods. */
    streamTimings?: { heartbeatMs?: number; sessionCheckMs?: number };
    /** A built web app to serve (none by default). */
    webRoot?: string;
    /** The server-render bundle its menu pages are rendered with. */
    renderEntry?: string;
  } = {},
): Promise<TestApp> {
  const db = options.database ?? (await createTestDatabase(kind));
  const mails = memoryTransport();
  let clockOffsetMs = 0;
  const built = await buildApp({
    now: () => new Date(Date.now() + clockOffsetMs),
    config: testConfig(env),
    database: db.database,
    mailTransport: mails.transport,
    webRoot: options.webRoot ?? null,
    renderEntry: options.renderEntry,
    streamTimings: options.streamTimings,
  });
  await built.app.ready();
  // The loop starts on ready and sweeps first a minute later: stopped here, it has never swept.
  if (options.backgroundLoops === false) {
    built.services.orders.stopRefundRetries();
    built.services.orders.stopScheduleSweep();
  }
  let clientCount = 0;
  return {
    ...built,
    db,
    mails,
    client: (ip?: string) => {
      clientCount += 1;
      return new TestClient(built, ip ?? `10.0.0.${clientCount}`);
    },
    advanceClock(ms: number) {
      clockOffsetMs += ms;
    },
    async idle() {
      await built.services.orders.idle();
      await built.services.mail.idle();
    },
    async close() {
      await built.app.close();
      if (!options.database) await db.dispose();
    },
  };
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Keeps cookies between calls and sends the CSRF header like the web app does. */
export class TestClient {
  cookies = new Map<string, string>();
  csrfToken: string | null = null;

  constructor(
    private readonly built: BuiltApp,
    readonly ip: string,
  ) {}

  private cookieHeader() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  private keepCookies(response: LightMyRequestResponse) {
    for (const c of response.cookies as Array<{
      name: string;
      value: string;
      maxAge?: number;
      expires?: Date;
    }>) {
      const expired =
        c.maxAge === 0 || (c.expires && c.expires.getTime() < Date.now()) || c.value === '';
      if (expired) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
  }

  async request(
    method: Method,
    url: string,
    body?: unknown,
    options: { csrf?: boolean; headers?: Record<string, string> } = {},
  ) {
    if (method !== 'GET' && options.csrf !== false && !this.csrfToken) {
      const session = await this.request('GET', '/api/auth/session');
      this.csrfToken = session.json().csrfToken;
    }
    const headers: Record<string, string> = { ...options.headers };
    const cookie = this.cookieHeader();
    if (cookie) headers.cookie = cookie;
    if (method !== 'GET' && options.csrf !== false && this.csrfToken)
      headers['x-csrf-token'] = this.csrfToken;
    const response = await this.built.app.inject({
      method,
      url,
      headers,
      remoteAddress: this.ip,
      ...(body === undefined
        ? {}
        : typeof body === 'string'
          ? { payload: body, headers: { 'content-type': 'application/json', ...headers } }
          : { payload: body as object }),
    });
    this.keepCookies(response);
    return response;
  }

  get = (url: string) => this.request('GET', url);
  post = (url: string, body?: unknown) => this.request('POST', url, body ?? {});
}
