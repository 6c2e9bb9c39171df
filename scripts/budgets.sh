#!/usr/bin/env bash
# The load run and the crash run, shortened for CI but still asserting their invariants (on PGlite,
# and on PostgreSQL when TEST_DATABASE_URL is set). The Lighthouse audit (npm run audit:pages) is
# not part of it yet: its performance budget is not met (see the README).
set -euo pipefail
cd "$(dirname "$0")/.."

export LOAD_USERS="${LOAD_USERS:-40}"
run_load() {
  LOAD_SECONDS="${LOAD_SECONDS:-30}" npm run load
  LOAD_SECONDS="${LOAD_CRASH_SECONDS:-40}" npm run load:crash
}
run_load
# On PostgreSQL as well when asked (LOAD_ON_POSTGRES=1 with TEST_DATABASE_URL): not yet in CI.
if [ "${LOAD_ON_POSTGRES:-}" = "1" ] && [ -n "${TEST_DATABASE_URL:-}" ]; then
  LOAD_DATABASE_URL="$TEST_DATABASE_URL" run_load
fi
