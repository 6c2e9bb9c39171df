/**
 * Errors that mean the database connection itself is gone (a restart, a failover, an idle
 * timeout, an operator's pg_terminate_backend, the embedded database's process ending), not that
 * a statement was wrong. A request that meets one is answered 503 (errors.ts): its work may or may
 * not have been done, and nothing about the request itself was at fault.
 */

/** SQLSTATE 57P01-57P05 (the server shuts down, restarts, ends idle sessions) and class 08. */
const LOST_SQLSTATE = /^(57P0[1-5]|08...)$/;
const LOST_SOCKET = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ENOENT', 'ETIMEDOUT']);
const SOCKET_CALLS = new Set(['connect', 'read', 'write']);
/** node-postgres's own words for a connection that ended or cannot be used any more. */
const LOST_MESSAGE =
  /^(Connection terminated( unexpectedly| due to connection timeout)?|Client has encountered a connection error and is not queryable|Client was closed and is not queryable)$/;

function lostItself(error: object): boolean {
  const { code, syscall, message } = error as {
    code?: unknown;
    syscall?: unknown;
    message?: unknown;
  };
  if (typeof code === 'string') {
    if (LOST_SQLSTATE.test(code)) return true;
    if (LOST_SOCKET.has(code) && typeof syscall === 'string' && SOCKET_CALLS.has(syscall))
      return true;
  }
  return typeof message === 'string' && LOST_MESSAGE.test(message);
}

/** The error itself or one it wraps (Drizzle wraps driver errors in `cause`). */
export function isConnectionLost(error: unknown): boolean {
  for (let e = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if (typeof e === 'object' && lostItself(e)) return true;
  }
  return false;
}

/** Statements that only read: sent again on a new connection when theirs is lost mid-way. */
const READS = /^\s*(select|with|values|show)\b/i;
const WRITES =
  /\b(insert|update|delete|merge|truncate|into|nextval|setval|pg_notify|set_config|share)\b|advisory/i;

export function onlyReads(text: unknown): boolean {
  return typeof text === 'string' && READS.test(text) && !WRITES.test(text);
}
