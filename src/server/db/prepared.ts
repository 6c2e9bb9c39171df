import { type Db, isEmbeddedDatabase } from './client';

/**
 * The name to give `.prepare(name)` for a statement run on every request (the session lookup, an
 * order list's lines): drizzle builds its text once instead of per call (its query building was a
 * sixth of the server's CPU on an admin list at a million orders: docs/benchmarks/bench-scale.md), and
 * PostgreSQL parses and plans it once per connection. Only for statements whose generic plan is
 * the right one (a primary key, a foreign key, no partial index chosen by a constant).
 *
 * On the embedded database the statement is still built once, but sent unnamed: pglite-socket runs
 * every connection on PGlite's one backend, where a name prepared by a connection since closed
 * (an abandoned request's) would still exist, and the next connection's Parse of it would fail.
 */
export function statementName(db: Db, name: string): string {
  return isEmbeddedDatabase(db) ? '' : name;
}
