#!/usr/bin/env bash
# Starts a throwaway PostgreSQL on 127.0.0.1:5433 (trust auth) with a database haven_test, and
# prints its URL as the last line of stdout. Idempotent: reuses a server already on that port.
# Usage: export TEST_DATABASE_URL="$(scripts/ci-postgres.sh | tail -n1)"
# PGOPTIONS_CI adds server options, e.g. "-c max_connections=20" (the serverless load test's
# server); a server already running on the port is reused as it is.
set -euo pipefail

PORT="${PGPORT_CI:-5433}"
DATA="${PGDATA_CI:-/tmp/haven-pgdata}"
DB="${PGDATABASE_CI:-haven_test}"
URL="postgres://postgres@127.0.0.1:${PORT}/${DB}"

log() { echo "$@" >&2; }

# Debian keeps the server binaries out of PATH; look there before installing anything.
if ! command -v initdb >/dev/null 2>&1; then
  BIN="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n1 || true)"
  if [ -n "$BIN" ]; then export PATH="$BIN:$PATH"; fi
fi
if ! command -v initdb >/dev/null 2>&1; then
  log "initdb not found: installing postgresql from apt"
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq postgresql >&2
  export PATH="$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n1):$PATH"
fi

# initdb refuses to run as root: run the server as the postgres user when we are root.
as_pg() {
  if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- env PATH="$PATH" "$@"; else "$@"; fi
}

if pg_isready -h 127.0.0.1 -p "$PORT" -q 2>/dev/null; then
  log "PostgreSQL already running on port $PORT"
else
  if [ ! -s "$DATA/PG_VERSION" ]; then
    mkdir -p "$DATA"
    [ "$(id -u)" -eq 0 ] && chown postgres "$DATA"
    as_pg initdb -D "$DATA" -U postgres --auth=trust >&2
  fi
  as_pg pg_ctl -D "$DATA" -o "-p $PORT -k /tmp -c listen_addresses=127.0.0.1 -c fsync=off ${PGOPTIONS_CI:-}" -l "$DATA/server.log" -w start >&2
fi

if ! psql -h 127.0.0.1 -p "$PORT" -U postgres -tAc "select 1 from pg_database where datname = '$DB'" | grep -q 1; then
  psql -h 127.0.0.1 -p "$PORT" -U postgres -qc "create database $DB" >&2
fi
echo "$URL"
