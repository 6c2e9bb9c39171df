/**
 * npm run load: N signed-in diners (LOAD_USERS, default 200) for D seconds (LOAD_SECONDS,
 * default 120) against the real server on loopback, mixing browsing, cart changes, sandbox
 * checkouts and reservations; then the data invariants. Embedded PGlite by default; a fresh
 * PostgreSQL database (created and dropped) when LOAD_DATABASE_URL names a server.
 * Prints p50/p95/p99 per action as markdown. Exits 1 on any unexpected error or broken invariant.
 * Other settings: LOAD_THINK_MS, LOAD_SEATS_PER_SLOT, LOAD_RESERVATION_DAYS, LOAD_KEEP, LOAD_REPORT_FILE,
 * LOAD_TERMINATE_BACKENDS (PostgreSQL: end every database connection of the server N times).
 */
import { main } from './load/run';

await main(false);
