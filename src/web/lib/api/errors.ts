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

/** The error of a call that never got an answer (offline, server down). */
export const networkError = () =>
  new ApiError(0, 'network', 'Cannot reach the server. Check your connection and try again.');

/** The error of a refused answer, from the body the server sent (our `{ error }` shape, or not). */
export function refusal(status: number, body: unknown): ApiError {
  const error = (body as ErrorResponse | null)?.error;
  return new ApiError(
    status,
    error?.code ?? 'unknown',
    error?.message ?? `Request failed (${status}).`,
    error?.fields,
  );
}

/** The message to show for a failed call: the server's own when it gave one, else the fallback. */
export const errorMessage = (error: unknown, fallback: string) =>
  error instanceof ApiError &&
  error.code !== 'unknown' &&
  error.code !== 'internal' &&
  error.code !== 'network'
    ? error.message
    : fallback;

export const isUnauthorized = (error: unknown) => error instanceof ApiError && error.status === 401;
