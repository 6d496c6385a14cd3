#!/usr/bin/env bash
# Run a command (by default the whole test suite) against a throw-away PostgreSQL.
#
#   scripts/pg_test.sh                     # .venv/bin/pytest
#   scripts/pg_test.sh .venv/bin/pytest -m "not browser"
#   PG_KEEP=1 scripts/pg_test.sh bash      # a shell with DATABASE_URL set; the server stops on exit
#   PG_TEST_VARIABLE=HWATU_POSTGRES_URL scripts/pg_test.sh make test   # the URL under another name
#                                          # (make test then runs on SQLite, and on it what touches a database)
#
# The server comes from the system packages (Debian: apt-get install postgresql), lives in a temporary
# directory (data, socket, log) on a free local port, trusts local connections, runs without fsync
# (the data is thrown away) and is stopped and removed when this script exits, however it exits.
# initdb refuses to run as root, so as root the server runs as the `postgres` user (or `nobody`).
set -euo pipefail
cd "$(dirname "$0")/.."

pgbin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
if [ -z "$pgbin" ] || [ ! -x "$pgbin/initdb" ]; then
  pgbin=$(dirname "$(command -v initdb 2>/dev/null || echo /nonexistent/initdb)")
fi
if [ ! -x "$pgbin/initdb" ]; then
  echo "PostgreSQL server programs not found (initdb). Install them: apt-get install postgresql" >&2
  exit 1
fi

py=.venv/bin/python
[ -x "$py" ] || py=python3
port=${PG_TEST_PORT:-$("$py" -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')}
tmp=$(mktemp -d "${TMPDIR:-/tmp}/hwatu-pg.XXXXXX")
data="$tmp/data"
sock="$tmp/sock"
mkdir -p "$sock"

as_owner=()
if [ "$(id -u)" -eq 0 ]; then
  owner=postgres
  id -u "$owner" >/dev/null 2>&1 || owner=nobody
  chown -R "$owner" "$tmp"
  chmod 755 "$tmp"
  as_owner=(runuser -u "$owner" --)
fi

stop() {
  status=$?
  if [ -f "$data/postmaster.pid" ]; then
    "${as_owner[@]}" "$pgbin/pg_ctl" -D "$data" -m immediate -w stop >/dev/null 2>&1 || true
  fi
  if [ $status -ne 0 ] && [ -f "$tmp/server.log" ]; then
    echo "--- last lines of the PostgreSQL log ($tmp/server.log)" >&2
    tail -n 20 "$tmp/server.log" >&2 || true
  fi
  rm -rf "$tmp"
  exit $status
}
trap stop EXIT
trap 'exit 130' INT TERM

"${as_owner[@]}" "$pgbin/initdb" -D "$data" -U hwatu --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null
"${as_owner[@]}" "$pgbin/pg_ctl" -D "$data" -l "$tmp/server.log" -w -t 60 start -o \
  "-p $port -k $sock -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off \
   -c full_page_writes=off -c max_connections=300" >/dev/null
"$pgbin/createdb" -h 127.0.0.1 -p "$port" -U hwatu hwatu

variable=${PG_TEST_VARIABLE:-DATABASE_URL}
export "$variable=postgres://hwatu@127.0.0.1:$port/hwatu"
echo "PostgreSQL $("$pgbin/postgres" --version | awk '{print $3}') on 127.0.0.1:$port ($variable=${!variable})"
if [ $# -eq 0 ]; then
  set -- .venv/bin/pytest
fi
"$@"
