/**
 * The network of the component tests: a small router installed as globalThis.fetch. It answers
 * JSON per method and path and records every call. It stands at the fetch level only (never in
 * place of the app's own modules), so the tests hold whether the app calls fetch(url, init) or,
 * like openapi-fetch, fetch(request) with one Request object.
 */

export interface RecordedCall {
  method: string;
  /** The path without the query, e.g. /api/cart/items/line-1. */
  path: string;
  query: URLSearchParams;
  /** Values of the pattern's :names, e.g. { lineId: 'line-1' }. */
  params: Record<string, string>;
  headers: Headers;
  /** Parsed JSON, a FormData, the raw text, or undefined when there was no body. */
  body: unknown;
}

const answerTag = Symbol('answer');
interface Answer {
  [answerTag]: true;
  status: number;
  body: unknown;
}

/** An answer with a status; a handler returning anything else answers 200 with it as JSON. */
export const respond = (status: number, body?: unknown): Answer => ({
  [answerTag]: true,
  status,
  body,
});

/** The server's error shape ({ error: { code, message, fields } }) with its status. */
export const respondError = (
  status: number,
  code: string,
  message: string,
  fields?: Record<string, string>,
) => respond(status, { error: { code, message, ...(fields ? { fields } : {}) } });

type Handler = (call: RecordedCall) => unknown;

interface Route {
  method: string;
  pattern: string;
  match: RegExp;
  names: string[];
  handler: Handler;
}

function compile(pattern: string) {
  const names: string[] = [];
  const source = pattern
    .split('/')
    .map((part) => {
      if (!part.startsWith(':')) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(part.slice(1));
      return '([^/]+)';
    })
    .join('/');
  return { match: new RegExp(`^${source}$`), names };
}

const isRequest = (input: unknown): input is Request =>
  typeof input === 'object' && input !== null && 'url' in input && 'method' in input;

async function readBody(
  body: BodyInit | null | undefined,
  request: Request | null,
  headers: Headers,
): Promise<unknown> {
  let raw: unknown = body;
  if (raw === undefined && request && request.body !== null) {
    raw = headers.get('content-type')?.includes('multipart/form-data')
      ? await request.clone().formData()
      : await request.clone().text();
  }
  if (raw === undefined || raw === null || raw === '') return undefined;
  if (typeof raw !== 'string') return raw;
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}

async function record(input: RequestInfo | URL, init?: RequestInit): Promise<RecordedCall> {
  const request = isRequest(input) ? input : null;
  const url = new URL(request ? request.url : String(input), globalThis.location?.href);
  const headers = new Headers(init?.headers ?? request?.headers);
  return {
    method: (init?.method ?? request?.method ?? 'GET').toUpperCase(),
    path: url.pathname,
    query: url.searchParams,
    params: {},
    headers,
    body: await readBody(init?.body, request, headers),
  };
}

function toResponse(result: unknown): Response {
  const answer =
    typeof result === 'object' && result !== null && answerTag in result
      ? (result as Answer)
      : respond(200, result);
  if (answer.status === 204 || answer.body === undefined) {
    return new Response(null, { status: answer.status === 200 ? 204 : answer.status });
  }
  return new Response(JSON.stringify(answer.body), {
    status: answer.status,
    headers: { 'content-type': 'application/json' },
  });
}

export class FetchStub {
  readonly calls: RecordedCall[] = [];
  private routes: Route[] = [];

  /**
   * Answers `method pattern` (':name' matches one path segment) with the handler's result, or
   * with the value itself when it is not a function. A later route for the same call wins.
   */
  on(method: string, pattern: string, answer: Handler): this;
  on(method: string, pattern: string, answer: unknown): this;
  on(method: string, pattern: string, answer: unknown): this {
    const handler = typeof answer === 'function' ? (answer as Handler) : () => answer;
    this.routes.unshift({ method: method.toUpperCase(), pattern, ...compile(pattern), handler });
    return this;
  }

  /** The calls made to `method pattern`, oldest first. */
  callsTo(method: string, pattern: string): RecordedCall[] {
    const { match } = compile(pattern);
    return this.calls.filter((c) => c.method === method.toUpperCase() && match.test(c.path));
  }

  reset() {
    this.calls.length = 0;
    this.routes = [];
  }

  /** Installed as globalThis.fetch: accepts fetch(url, init) and fetch(request[, init]). */
  readonly fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const call = await record(input, init);
    this.calls.push(call);
    for (const route of this.routes) {
      if (route.method !== call.method) continue;
      const found = route.match.exec(call.path);
      if (!found) continue;
      route.names.forEach((name, i) => {
        call.params[name] = decodeURIComponent(found[i + 1] ?? '');
      });
      return toResponse(await route.handler(call));
    }
    return toResponse(
      respondError(404, 'not_found', `No stubbed answer for ${call.method} ${call.path}`),
    );
  };
}

/** The one stub of a test file; the setup file installs it and empties it after each test. */
export const fetchStub = new FetchStub();
