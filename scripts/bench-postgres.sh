#!/usr/bin/env bash
# The benchmark (bench/run.ts) on the machine's PostgreSQL: starts the server if needed, makes the
# database esc_bench once (BENCH_PG_DB names another; BENCH_PG_FRESH=1 makes it again) and runs the
# bench against it. The generated data (100,000 contents, 1,000,000 progress rows) stays in the
# database between runs, as data/bench does for SQLite. Other BENCH_* settings pass through.
set -euo pipefail
cd "$(dirname "$0")/.."
DB_NAME=${BENCH_PG_DB:-esc_bench}
if ! command -v pg_ctlcluster >/dev/null 2>&1 || [ ! -d /etc/postgresql ]; then
  echo "No PostgreSQL server on this machine; set BENCH_DATABASE_URL=postgres://... and run npm run bench." >&2
  exit 3
fi
cluster=$(ls /etc/postgresql | sort -V | tail -n 1)
if ! pg_ctlcluster "$cluster" main status >/dev/null 2>&1; then
  pg_ctlcluster "$cluster" main start >&2
fi
url="postgres:///$DB_NAME?host=/var/run/postgresql"
if [ "${BENCH_PG_FRESH:-}" = 1 ] || ! psql "$url" -tAc 'select 1' >/dev/null 2>&1; then
  # Makes the role of this user when missing, and the database afresh.
  eval "$(bash scripts/postgres-test-db.sh "$DB_NAME")"
  url=$TEST_DATABASE_URL
fi
BENCH_DATABASE_URL="$url" exec node --import tsx bench/run.ts
