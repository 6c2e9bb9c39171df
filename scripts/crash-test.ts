/**
 * npm run load:crash: the load of `npm run load`, with the server killed by SIGKILL in the middle
 * (LOAD_CRASH_AT_SECONDS, default half of LOAD_SECONDS) and restarted on the same data folder or
 * PostgreSQL database while the diners carry on. Requests that get no answer while it is down are
 * expected and counted apart. Diners whose payment the provider took before the kill wait for the
 * server to record it by itself; then the same invariants as the load must hold.
 */
import { main } from './load/run';

await main(true);
