#!/usr/bin/env bash
# Runs the API suite again on PostgreSQL. PostgreSQL is required: without a PostgreSQL server on the
# machine this fails, saying how to install it, unless SKIP_PG=1 asks to skip it (never under CI).
set -euo pipefail
cd "$(dirname "$0")/.."
if [ "${SKIP_PG:-}" = "1" ]; then
  if [ "${CI:-}" = "true" ]; then
    echo "SKIP_PG=1 is ignored in CI (CI=true): the API suite on PostgreSQL is required there." >&2
  else
    echo "SKIP_PG=1: the API suite on PostgreSQL was NOT run; it ran on SQLite only." >&2
    exit 0
  fi
fi
set +e
env_line=$(bash scripts/postgres-test-db.sh esc_test)
code=$?
set -e
if [ $code -eq 3 ]; then
  {
    echo
    echo "FAILED: the API suite runs on PostgreSQL too, and PostgreSQL 15 is not installed here."
    if [ "${CI:-}" = "true" ]; then
      echo "Install it (apt-get install postgresql-15): in CI (CI=true) it cannot be skipped."
    else
      echo "Install it (apt-get install postgresql-15) and run the tests again, or skip this"
      echo "part knowingly with SKIP_PG=1 (for example: SKIP_PG=1 npm test)."
    fi
    echo
  } >&2
  exit 1
fi
[ $code -eq 0 ] || exit $code
eval "$env_line"
# The test databases are thrown away: their commits need not wait for the disk (every connection of
# the run, the server's pools included, reads PGOPTIONS through node-postgres).
export PGOPTIONS="${PGOPTIONS:--c synchronous_commit=off}"
# The route fuzz sent 30 requests a route on SQLite already; here it looks for what PostgreSQL alone
# refuses (numbers past its integer types, NUL in text), which its arbitraries give in every few requests.
export FUZZ_RUNS="${FUZZ_RUNS:-6}"
echo "API suite on PostgreSQL ($TEST_DATABASE_URL)"
npx vitest run --project server "$@"
