#!/usr/bin/env python
"""Development: the site (uvicorn, ASGI) and a search worker together, in one command (``make run``).

The site is served over ASGI by uvicorn, so the tables' websockets work with nothing else to start:
their channel layer is in memory in one process (a bot's move stored by the worker reaches the
sockets by their own look at the table's version). The bots' moves and the tutor's rankings run as
tasks in a worker process, never in a request; on the default database queue (SQLite or PostgreSQL)
that worker needs no other server. Both processes reload when the code changes; Ctrl-C (or either
process ending) stops both.

    DEBUG=1 .venv/bin/python scripts/run_dev.py [address:port]
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
#: The folders whose code the development server reloads on: the project's own packages only. Without
#: them uvicorn's polling reloader stats every file under the project, the virtualenv included, four
#: times a second (a whole core, and the test suite twice as slow beside it).
SOURCE_DIRS = (
    "engine",
    "cardart",
    "frame",
    "room",
    "learn",
    "play",
    "tables",
    "fortune",
    "reference",
    "hwatu_site",
)


def main() -> int:
    address = sys.argv[1] if len(sys.argv) > 1 else "127.0.0.1:8000"
    python = sys.executable
    worker_args = ["search_worker", "-v", "0"] + (["--reload"] if os.environ.get("DEBUG") else [])
    worker = subprocess.Popen([python, "manage.py", *worker_args], cwd=ROOT)
    host, _colon, port = address.rpartition(":")
    watched = [arg for folder in SOURCE_DIRS for arg in ("--reload-dir", str(ROOT / folder))]
    reload = ["--reload", *watched] if os.environ.get("DEBUG") else []
    uvicorn = [python, "-m", "uvicorn", "hwatu_site.asgi:application", "--log-level", "warning"]
    server = subprocess.Popen(
        [*uvicorn, "--host", host or "127.0.0.1", "--port", port or "8000", *reload],
        cwd=ROOT,
    )
    processes = (server, worker)

    def stop(*_args: object) -> None:
        for process in processes:
            if process.poll() is None:
                process.terminate()

    signal.signal(signal.SIGTERM, stop)
    try:
        while all(process.poll() is None for process in processes):
            time.sleep(0.3)
    except KeyboardInterrupt:
        pass  # the terminal sent SIGINT to both children as well
    stop()
    for process in processes:
        try:
            process.wait(10)
        except subprocess.TimeoutExpired:
            process.kill()
    return server.returncode or 0


if __name__ == "__main__":
    sys.exit(main())
