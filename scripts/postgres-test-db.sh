#!/usr/bin/env bash
# Starts the machine's PostgreSQL 15, makes a fresh test database, and prints
# `export TEST_DATABASE_URL=...` for the caller to eval. Prints nothing and exits 3 when this
# machine has no PostgreSQL server installed.
set -euo pipefail
DB_NAME=${1:-esc_test}
if ! command -v pg_ctlcluster >/dev/null 2>&1 || [ ! -d /etc/postgresql ]; then
  exit 3
fi
cluster=$(ls /etc/postgresql | sort -V | tail -n 1)
if ! pg_ctlcluster "$cluster" main status >/dev/null 2>&1; then
  # After an unclean stop PostgreSQL syncs its data folder before it takes connections, which can
  # outlast pg_ctl's 60 s wait; it goes on starting, so wait for it rather than give up.
  pg_ctlcluster "$cluster" main start >&2 || echo "PostgreSQL is still starting; waiting up to 10 minutes" >&2
  for _ in $(seq 1 600); do
    pg_ctlcluster "$cluster" main status >/dev/null 2>&1 && pg_isready -q -h /var/run/postgresql && break
    sleep 1
  done
  pg_isready -q -h /var/run/postgresql || { echo "PostgreSQL did not start" >&2; exit 1; }
fi
me=$(id -un)
run_pg() { if [ "$me" = postgres ]; then "$@"; else su postgres -c "$(printf '%q ' "$@")"; fi; }
# As root the unix socket refuses peer auth for user postgres: give the current user a role once.
if ! run_pg psql -tAc "SELECT 1 FROM pg_roles WHERE rolname='$me'" | grep -q 1; then
  run_pg createuser -s "$me" >&2
fi
dropdb --if-exists "$DB_NAME" >&2
createdb "$DB_NAME" >&2
echo "export TEST_DATABASE_URL='postgres:///$DB_NAME?host=/var/run/postgresql'"
