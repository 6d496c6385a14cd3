#!/usr/bin/env bash
# Run the search workers as in production: SEARCH_WORKERS processes of `manage.py search_worker` (the
# bots' moves and the tutor's rankings), on the queue the settings name (TASKS_BACKEND: the database's
# by default, or RQ on TASKS_REDIS_URL). Run it beside scripts/serve_prod.sh, on the same machine or
# on others (same settings, same database); see docs/production.md.
#
#   SECRET_KEY=... DATABASE_URL=postgres://... SEARCH_WORKERS=2 scripts/search_workers.sh
#
# SIGTERM or Ctrl-C stops every worker (each finishes the search it is on). If one worker dies, the
# others are stopped too and the script exits non-zero, so that a supervisor (systemd, a container
# platform) restarts the whole set; a search the dead worker held is enqueued again after its lease.
set -euo pipefail
cd "$(dirname "$0")/.."

: "${SECRET_KEY:?Set SECRET_KEY (the same as the web processes use) in the environment}"
bin=.venv/bin
cores=$("$bin/python" -c 'import os; print(len(os.sched_getaffinity(0)))' 2>/dev/null || echo 2)
count=${SEARCH_WORKERS:-$cores}
echo "Hwatu: $count search worker(s) on the ${TASKS_BACKEND:-database} queue"

pids=()
stop() { kill -TERM "${pids[@]}" 2>/dev/null || true; wait || true; }
trap 'stop; exit 0' TERM INT
for _ in $(seq "$count"); do
  "$bin/python" manage.py search_worker "$@" &
  pids+=($!)
done
status=0
wait -n || status=$?
echo "a search worker ended (status $status): stopping the others" >&2
stop
exit $((status == 0 ? 1 : status))
