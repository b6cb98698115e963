#!/usr/bin/env bash
# Runs the API suite again on PostgreSQL. Without a PostgreSQL server on the machine it says so
# and passes, except under CI (CI=true), where PostgreSQL is required.
set -euo pipefail
cd "$(dirname "$0")/.."
set +e
env_line=$(bash scripts/postgres-test-db.sh esc_test)
code=$?
set -e
if [ $code -eq 3 ]; then
  if [ "${CI:-}" = "true" ]; then echo "PostgreSQL 15 is required in CI but is not installed." >&2; exit 1; fi
  {
    echo
    echo "!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!"
    echo "!! SKIPPED: the API suite on PostgreSQL. PostgreSQL 15 is not installed here,   !!"
    echo "!! so the API tests, the authorisation matrix and the fuzz test ran on SQLite   !!"
    echo "!! only. Install it (apt-get install postgresql-15) to run them on both; in CI  !!"
    echo "!! (CI=true) this is a failure, not a skip.                                     !!"
    echo "!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!"
    echo
  } >&2
  exit 0
fi
[ $code -eq 0 ] || exit $code
eval "$env_line"
echo "API suite on PostgreSQL ($TEST_DATABASE_URL)"
npx vitest run --project server
