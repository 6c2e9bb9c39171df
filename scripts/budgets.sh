#!/usr/bin/env bash
# The budgets that need the whole built product running: Lighthouse on five pages (median of three
# runs each), then the load run and the crash run, shortened for CI but still asserting their
# invariants, on PGlite and, when TEST_DATABASE_URL is set (as .ci/run does), on PostgreSQL.
# The full-size runs: LOAD_USERS=200 LOAD_SECONDS=120 (see the README).
set -euo pipefail
cd "$(dirname "$0")/.."

# npm test builds before the browser journeys; on its own this script builds first. The load runs
# start the compiled server (dist-server/main.mjs), as production does.
if [ ! -f dist/prerendered/pages.json ]; then npm run build; fi
if [ ! -f dist-server/main.mjs ]; then npm run build:server; fi
npm run audit:pages

export LOAD_USERS="${LOAD_USERS:-100}"
run_load() {
  LOAD_SECONDS="${LOAD_SECONDS:-30}" npm run load
  LOAD_SECONDS="${LOAD_CRASH_SECONDS:-40}" npm run load:crash
}
run_load
if [ -n "${TEST_DATABASE_URL:-}" ] && [ "${LOAD_ON_POSTGRES:-1}" != "0" ]; then
  # On PostgreSQL the load run also ends every database connection of the server three times, as
  # a database restart or failover would: the server keeps serving and every invariant holds.
  export LOAD_DATABASE_URL="$TEST_DATABASE_URL"
  LOAD_TERMINATE_BACKENDS="${LOAD_TERMINATE_BACKENDS:-3}" LOAD_SECONDS="${LOAD_SECONDS:-30}" npm run load
  LOAD_SECONDS="${LOAD_CRASH_SECONDS:-40}" npm run load:crash
fi
