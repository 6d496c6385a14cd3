#!/usr/bin/env bash
# Serve Hwatu as in production: several worker processes, static files from whitenoise, sessions and
# cache in the database. By default the ASGI application under uvicorn serves the pages and the
# tables' websockets; SERVER=wsgi serves the pages with gunicorn's sync workers (tables then work by
# reload only). Put any reverse proxy (nginx, Caddy, a platform's router) in front for TLS and pass
# /ws/ on as websockets; see docs/production.md. Start the search workers beside it
# (scripts/search_workers.sh) and, with several processes, set CHANNELS_REDIS_URL.
#
#   SECRET_KEY=... ALLOWED_HOSTS=hwatu.example.org DATABASE_URL=postgres://... scripts/serve_prod.sh
#
# Environment (besides the Django settings listed in docs/production.md):
#   SERVER           asgi (uvicorn: pages and websockets, the default) or wsgi (gunicorn: pages only)
#   BIND             address:port to listen on (default 127.0.0.1:8000)
#   WEB_CONCURRENCY  worker processes (default: 2 x CPU cores + 1)
#   GUNICORN_TIMEOUT seconds before a stuck worker is restarted (default 60; wsgi only)
#   SKIP_SETUP=1     do not migrate / create the cache table / collect static files first (set it on
#                    every machine but one when several share a database)
set -euo pipefail
cd "$(dirname "$0")/.."

: "${SECRET_KEY:?Set SECRET_KEY (a long random string) in the environment}"
bin=.venv/bin
[ -x "$bin/gunicorn" ] || { echo "gunicorn is missing: run make setup (it installs requirements/dev.txt)" >&2; exit 1; }

if [ "${SKIP_SETUP:-0}" != "1" ]; then
  "$bin/python" manage.py migrate --noinput -v 0
  "$bin/python" manage.py createcachetable
  "$bin/python" manage.py load_puzzles -v 0
  "$bin/python" manage.py collectstatic --noinput -v 0
  # Warnings only (e.g. HSTS not set yet): read them, then set the variables in docs/production.md.
  "$bin/python" manage.py check --deploy --fail-level ERROR
fi

cores=$("$bin/python" -c 'import os; print(len(os.sched_getaffinity(0)))' 2>/dev/null || echo 2)
workers=${WEB_CONCURRENCY:-$((2 * cores + 1))}
bind=${BIND:-127.0.0.1:8000}

if [ "${SERVER:-asgi}" = "asgi" ]; then
  [ -x "$bin/uvicorn" ] || { echo "uvicorn is missing: run make setup" >&2; exit 1; }
  echo "Hwatu on http://$bind/ (pages and websockets) with $workers uvicorn workers"
  # uvicorn's supervisor restarts a worker that dies; nothing lives in a worker (games, tables and
  # seats are rows), so a restart costs an open socket one reconnect.
  exec "$bin/uvicorn" hwatu_site.asgi:application \
    --host "${bind%:*}" --port "${bind##*:}" \
    --workers "$workers" \
    --ws websockets \
    --timeout-keep-alive 5 \
    --timeout-graceful-shutdown 20 \
    --proxy-headers --forwarded-allow-ips "${FORWARDED_ALLOW_IPS:-127.0.0.1}" \
    "$@"
fi

echo "Hwatu on http://$bind/ with $workers gunicorn workers (pages only: tables work by reload)"

# Sync workers: pages are short, and bot moves are CPU work that threads would not speed up.
# --max-requests recycles workers now and then (no state lives in them, so nothing is lost).
# --preload: the master loads and warms the site once (frame.warmup), so every worker, a recycled one
# too, is forked warm and no visitor's request pays for a first template compilation.
exec "$bin/gunicorn" hwatu_site.wsgi:application \
  --preload \
  --bind "$bind" \
  --workers "$workers" \
  --timeout "${GUNICORN_TIMEOUT:-60}" \
  --graceful-timeout 20 \
  --keep-alive 5 \
  --max-requests 2000 --max-requests-jitter 200 \
  --forwarded-allow-ips "${FORWARDED_ALLOW_IPS:-127.0.0.1}" \
  --access-logfile "${ACCESS_LOG:--}" \
  "$@"
