#!/usr/bin/env bash
# Starts a throw-away PostgreSQL server on 127.0.0.1 and prints its URL (for the Postgres pass of
# the integration suite). Usage: url=$(bash scripts/start-test-postgres.sh [port])
# The first free port from the given one is used.
set -euo pipefail
port="${1:-54329}"
while (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; do port=$((port + 1)); done
pgbin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
dir=$(mktemp -d /tmp/certsheet-pg-XXXXXX)
run() { "$@"; }
if [ "$(id -u)" -eq 0 ]; then
  chown postgres "$dir"
  run() { runuser -u postgres -- "$@"; }
fi
run "$pgbin/initdb" -D "$dir/data" -A trust -U postgres >/dev/null
if ! run "$pgbin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w \
  -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c max_connections=300 -c fsync=off" start >/dev/null; then
  cat "$dir/server.log" >&2
  exit 1
fi
echo "postgres://postgres@127.0.0.1:$port/postgres"
