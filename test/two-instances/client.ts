export interface Answer {
  status: number;
  body: unknown;
  headers: Headers;
}

/** One browser: a cookie jar and the CSRF header on every change, as the web app sends it. */
export class Browser {
  private readonly cookies = new Map<string, string>();
  private csrfToken: string | null = null;

  constructor(private readonly base: string) {}

  private cookieHeader() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  private keepCookies(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      if (eq > 0) this.cookies.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
    }
  }

  /** Reads the session and its CSRF token, as the web app does first. */
  async session() {
    const answer = await this.call('GET', '/api/auth/session');
    this.csrfToken = (answer.body as { csrfToken: string }).csrfToken;
    return answer;
  }

  async call(method: string, path: string, body?: unknown): Promise<Answer> {
    const headers: Record<string, string> = { accept: 'application/json' };
    const cookie = this.cookieHeader();
    if (cookie) headers.cookie = cookie;
    if (method !== 'GET' && this.csrfToken) headers['x-csrf-token'] = this.csrfToken;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${this.base}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
    this.keepCookies(response);
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON: kept as text
    }
    return { status: response.status, body: parsed, headers: response.headers };
  }

  /** Opens a server-sent-event stream and collects the data of its `event` messages. */
  async stream(path: string, event: string) {
    const controller = new AbortController();
    const response = await fetch(`${this.base}${path}`, {
      headers: { cookie: this.cookieHeader(), accept: 'text/event-stream' },
      signal: controller.signal,
    });
    const messages: unknown[] = [];
    if (response.ok && response.body) void collect(response.body, event, messages);
    return {
      status: response.status,
      headers: response.headers,
      messages,
      close: () => controller.abort(),
    };
  }
}

async function collect(body: ReadableStream<Uint8Array>, event: string, into: unknown[]) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
        const lines = buffer.slice(0, end).split('\n');
        buffer = buffer.slice(end + 2);
        const data = lines.find((line) => line.startsWith('data: '));
        if (lines.includes(`event: ${event}`) && data) into.push(JSON.parse(data.slice(6)));
      }
    }
  } catch {
    // aborted by close()
  }
}

/** Polls `check` until it returns a value (not undefined) or the time is up. */
export async function eventually<T>(
  what: string,
  check: () => Promise<T | undefined> | T | undefined,
  timeoutMs = 15_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline)
      throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
