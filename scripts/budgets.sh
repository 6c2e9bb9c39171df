#!/usr/bin/env bash
# The measured budgets, shortened for CI but still asserting: page audits (Lighthouse), the load
# run and the crash run (on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set).
set -euo pipefail
cd "$(dirname "$0")/.."

npm run audit:pages

export LOAD_USERS="${LOAD_USERS:-40}"
run_load() {
  LOAD_SECONDS="${LOAD_SECONDS:-30}" npm run load
  LOAD_SECONDS="${LOAD_CRASH_SECONDS:-40}" npm run load:crash
}
run_load
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  LOAD_DATABASE_URL="$TEST_DATABASE_URL" run_load
fi
