import createClient, { type Middleware } from 'openapi-fetch';
import { networkError, refusal } from './errors';
import type { paths } from './schema.gen';
import { notifyUnauthorized } from './session-events';

/**
 * The one way the web app talks to the API. Paths, parameters, bodies and answers are typed from
 * the server's OpenAPI document (schema.gen.ts, `npm run api:types`), so a renamed field breaks
 * the build, not the page. Same origin, with the session cookie.
 */
export const api = createClient<paths>({
  credentials: 'same-origin',
  headers: { accept: 'application/json' },
  // Looked up at each call, not kept from when this module loaded: tests stub fetch at any time.
  fetch: (request) => globalThis.fetch(request),
});

let csrfToken: string | null = null;

let sessionInFlight: ReturnType<typeof loadSession> | null = null;

async function loadSession() {
  const session = await unwrap(api.GET('/api/auth/session'));
  csrfToken = session.csrfToken;
  return session;
}

/**
 * Who is signed in, and the CSRF token every change must echo (double-submit protection).
 * Callers at the same moment share one request: a first visit has no CSRF cookie yet, and two
 * session answers would each set a different one, so a change sent with the token of one while
 * the browser kept the cookie of the other would be refused (the newsletter box's, say, when the
 * page's own session check and the diner's first Sign up cross).
 */
export function fetchSession() {
  sessionInFlight ??= loadSession().finally(() => {
    sessionInFlight = null;
  });
  return sessionInFlight;
}

/**
 * What every call shares: the CSRF header on changes, a refused answer thrown as `ApiError` with
 * the server's message, a 401 telling the session store to look again, a refused CSRF token
 * forgotten (the next change fetches a fresh one), and no answer at all thrown as a network error.
 */
const sessionMiddleware: Middleware = {
  async onRequest({ request }) {
    if (request.method === 'GET') return undefined;
    request.headers.set('x-csrf-token', csrfToken ?? (await fetchSession()).csrfToken);
    return request;
  },
  async onResponse({ response }) {
    if (response.ok) return undefined;
    const error = refusal(response.status, await response.json().catch(() => null));
    if (response.status === 401) notifyUnauthorized();
    const csrfRefused = error.code === 'forbidden' && /could not be verified/.test(error.message);
    if (response.status === 403 && csrfRefused) csrfToken = null;
    throw error;
  },
  onError({ error }) {
    // A cancelled call (the screen went away) stays an AbortError: nobody is told about it.
    if ((error as Error | null)?.name === 'AbortError') return undefined;
    return networkError();
  },
};
api.use(sessionMiddleware);

/** The data of an answer; anything but a 2xx has already been thrown as an `ApiError`. */
export async function unwrap<T>(pending: Promise<{ data?: T }>): Promise<T> {
  return (await pending).data as T;
}
