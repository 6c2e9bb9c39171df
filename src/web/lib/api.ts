import type { ErrorResponse } from '@shared/schemas/auth';

/** An API answer that was not 2xx: the server's message (safe to show), its code and field errors. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

let csrfToken: string | null = null;
/** Set from the session answer; echoed on every change (double-submit CSRF protection). */
export const setCsrfToken = (token: string) => {
  csrfToken = token;
};

const unauthorizedListeners = new Set<() => void>();
/** Called when any call answers 401: the session ended (expired, or signed out in another tab). */
export const onUnauthorized = (listener: () => void) => {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
};

async function ensureCsrf() {
  if (csrfToken) return csrfToken;
  const response = await fetch('/api/auth/session', { credentials: 'same-origin' });
  const body = (await response.json()) as { csrfToken: string };
  csrfToken = body.csrfToken;
  return csrfToken;
}

export async function api<T>(
  path: string,
  options: { method?: string; body?: unknown; signal?: AbortSignal } = {},
): Promise<T> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = { accept: 'application/json' };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  if (method !== 'GET') headers['x-csrf-token'] = await ensureCsrf();

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body,
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(
      0,
      'network',
      'Cannot reach the server. Check your connection and try again.',
    );
  }
  if (response.status === 204) return undefined as T;
  const data = await response.json().catch(() => null);
  if (!response.ok) {
    const err = (data as ErrorResponse | null)?.error;
    if (response.status === 401) for (const listener of unauthorizedListeners) listener();
    if (
      response.status === 403 &&
      err?.code === 'forbidden' &&
      /could not be verified/.test(err.message)
    )
      csrfToken = null;
    throw new ApiError(
      response.status,
      err?.code ?? 'unknown',
      err?.message ?? `Request failed (${response.status}).`,
      err?.fields,
    );
  }
  return data as T;
}

/** The message to show for a failed call: the server's own when it gave one, else the fallback. */
export const errorMessage = (error: unknown, fallback: string) =>
  error instanceof ApiError &&
  error.code !== 'unknown' &&
  error.code !== 'internal' &&
  error.code !== 'network'
    ? error.message
    : fallback;
