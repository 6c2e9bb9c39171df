/**
 * PostgreSQL's error codes (the same from PGlite and node-postgres), found on an error or on any
 * error it wraps (Drizzle wraps the driver's in `cause`).
 */
export const UNIQUE_VIOLATION = '23505';
export const FOREIGN_KEY_VIOLATION = '23503';
export const CHECK_VIOLATION = '23514';

interface PgErrorFields {
  code?: unknown;
  constraint?: unknown;
  cause?: unknown;
}

/** The driver's error inside `error`, if there is one. */
function driverError(error: unknown): PgErrorFields | undefined {
  for (let e = error as PgErrorFields | undefined; e; e = e.cause as PgErrorFields | undefined)
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e;
  return undefined;
}

export function pgErrorCode(error: unknown): string | undefined {
  return driverError(error)?.code as string | undefined;
}

/** The constraint a violation names (a CHECK's or a unique index's name), if any. */
export function pgConstraint(error: unknown): string | undefined {
  const constraint = driverError(error)?.constraint;
  return typeof constraint === 'string' ? constraint : undefined;
}
