// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Client = typeof import('./client');
type Answer = { status: number; body?: unknown };

/** A stand-in server: answers in order, and keeps every request the client sent. */
function stubServer(answers: Answer[]) {
  const requests: Request[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL) => {
    const request = input as Request;
    requests.push(request.clone());
    const answer = answers.shift() ?? { status: 500 };
    if (answer.status === 204) return new Response(null, { status: 204 });
    return new Response(JSON.stringify(answer.body ?? null), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchStub);
  return requests;
}

const session = (csrfToken: string) => ({
  status: 200,
  body: { user: null, csrfToken },
});

describe('the typed API client', () => {
  let client: Client;
  beforeEach(async () => {
    // A fresh module each time: the CSRF token it remembers must not leak between tests.
    vi.resetModules();
    client = await import('./client');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('reads with the cookie, asks for JSON and sends no CSRF header', async () => {
    const requests = stubServer([{ status: 200, body: { categories: ['Pizza'] } }]);
    const data = await client.unwrap(client.api.GET('/api/menu/categories'));
    expect(data).toEqual({ categories: ['Pizza'] });
    const [request] = requests;
    expect(new URL(request!.url).pathname).toBe('/api/menu/categories');
    expect(request!.credentials).toBe('same-origin');
    expect(request!.headers.get('accept')).toBe('application/json');
    expect(request!.headers.get('x-csrf-token')).toBeNull();
  });

  it('fetches the CSRF token once, then echoes it on every change', async () => {
    const requests = stubServer([
      session('token-1'),
      { status: 200, body: { message: 'Subscribed.' } },
      { status: 200, body: { message: 'Subscribed.' } },
    ]);
    await client.api.POST('/api/newsletter', { body: { email: 'a@b.example' } });
    await client.api.POST('/api/newsletter', { body: { email: 'c@d.example' } });
    expect(requests.map((r) => `${r.method} ${new URL(r.url).pathname}`)).toEqual([
      'GET /api/auth/session',
      'POST /api/newsletter',
      'POST /api/newsletter',
    ]);
    expect(requests[1]!.headers.get('x-csrf-token')).toBe('token-1');
    expect(requests[1]!.headers.get('content-type')).toBe('application/json');
    expect(await requests[1]!.json()).toEqual({ email: 'a@b.example' });
    expect(requests[2]!.headers.get('x-csrf-token')).toBe('token-1');
  });

  it('turns a refusal into an ApiError with the server’s code, message and fields', async () => {
    stubServer([
      {
        status: 400,
        body: { error: { code: 'invalid', message: 'Check the form.', fields: { email: 'Bad' } } },
      },
    ]);
    const { ApiError, errorMessage } = await import('./errors');
    const failure = await client.unwrap(client.api.GET('/api/menu')).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 400, code: 'invalid', fields: { email: 'Bad' } });
    expect(errorMessage(failure, 'fallback')).toBe('Check the form.');
  });

  it('gives the fallback message for an answer without our error shape', async () => {
    stubServer([{ status: 502, body: null }]);
    const { errorMessage } = await import('./errors');
    const failure = await client.api.GET('/api/menu').catch((e: unknown) => e);
    expect(failure).toMatchObject({
      status: 502,
      code: 'unknown',
      message: 'Request failed (502).',
    });
    expect(errorMessage(failure, 'fallback')).toBe('fallback');
  });

  it('tells the session store about a 401', async () => {
    stubServer([{ status: 401, body: { error: { code: 'unauthorized', message: 'Sign in.' } } }]);
    const { onUnauthorized } = await import('./session-events');
    const listener = vi.fn();
    const stop = onUnauthorized(listener);
    await expect(client.api.GET('/api/cart')).rejects.toMatchObject({ status: 401 });
    stop();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('forgets a CSRF token the server could not verify, and fetches a new one next time', async () => {
    const refused = { code: 'forbidden', message: 'Your request could not be verified.' };
    const requests = stubServer([
      session('stale'),
      { status: 403, body: { error: refused } },
      session('fresh'),
      { status: 200, body: { message: 'Subscribed.' } },
    ]);
    const body = { email: 'a@b.example' };
    await expect(client.api.POST('/api/newsletter', { body })).rejects.toMatchObject({
      status: 403,
    });
    await client.api.POST('/api/newsletter', { body });
    expect(requests[3]!.headers.get('x-csrf-token')).toBe('fresh');
  });

  it('asks for the session once when the page and a first change want it at the same moment', async () => {
    // A first visit has no CSRF cookie: every session answer sets a new one, so two answers
    // crossing would leave the browser one cookie and the change the other token.
    let issued = 0;
    const requests: Request[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const request = input as Request;
        requests.push(request.clone());
        const body = request.method === 'GET' ? { user: null, csrfToken: `t${++issued}` } : null;
        return new Response(JSON.stringify(body), {
          status: request.method === 'GET' ? 200 : 201,
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
    const [pageCheck] = await Promise.all([
      client.fetchSession(),
      client.unwrap(client.api.POST('/api/newsletter', { body: { email: 'a@b.example' } })),
    ]);
    expect(requests.map((r) => `${r.method} ${new URL(r.url).pathname}`)).toEqual([
      'GET /api/auth/session',
      'POST /api/newsletter',
    ]);
    expect(requests[1]!.headers.get('x-csrf-token')).toBe(pageCheck.csrfToken);
  });

  it('answers a 204 with no data', async () => {
    stubServer([session('t'), { status: 204 }]);
    await expect(
      client.unwrap(client.api.POST('/api/auth/logout', { body: undefined })),
    ).resolves.toBeUndefined();
  });

  it('turns no answer at all into a network error, but lets a cancelled call stay cancelled', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const { errorMessage } = await import('./errors');
    const failure = await client.api.GET('/api/menu').catch((e: unknown) => e);
    expect(failure).toMatchObject({ status: 0, code: 'network' });
    expect(errorMessage(failure, 'fallback')).toBe('fallback');

    const aborted = new DOMException('The operation was aborted.', 'AbortError');
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(aborted));
    await expect(client.api.GET('/api/menu')).rejects.toBe(aborted);
  });
});
