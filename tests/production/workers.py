"""Real search workers for the tests: ``manage.py search_worker`` processes on the test database, and
a throw-away Redis server for the RQ queue.

The workers connect to the database the test runs on (SQLite's test file, or the test database of
the throw-away PostgreSQL under ``make test-postgres``), so a test marked ``django_db(transaction=True)``
sees what they store. ``redis-server`` comes from the system packages (Debian: ``apt-get install
redis-server``; ``.ci/run`` installs it) and lives on a free local port in a temporary directory,
stopped and removed at the end, like scripts/pg_test.sh does for PostgreSQL.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest

from scripts.load.server import kill_group, spawn_search_worker, wait_until
from scripts.load.server import redis_server as own_redis_server


def database_url() -> str:
    """The URL of the database the current test runs on."""
    from django.db import connection

    data = connection.settings_dict
    if data["ENGINE"].endswith("sqlite3"):
        return f"sqlite:///{data['NAME']}"
    user = data.get("USER") or ""
    password = f":{data['PASSWORD']}" if data.get("PASSWORD") else ""
    at = f"{user}{password}@" if user else ""
    return f"postgres://{at}{data.get('HOST') or '127.0.0.1'}:{data.get('PORT') or 5432}/{data['NAME']}"


@contextmanager
def redis_server() -> Iterator[str]:
    """A Redis server of its own (scripts/load/server.py); skipped with a message when redis-server is
    not installed, failed under CI, where .ci/run installs it."""
    if shutil.which("redis-server") is None:
        message = "redis-server is not installed (apt-get install redis-server)"
        if os.environ.get("CI"):
            pytest.fail(message)
        pytest.skip(message)
    with own_redis_server() as url:
        yield url


# What a worker prints (at verbosity 1) once it takes jobs from the queue.
LISTENING = {"database": "Starting worker", "rq": "Listening on"}


class Workers:
    """``manage.py search_worker`` processes on the test database, for one backend."""

    def __init__(self, backend: str, redis_url: str = "") -> None:
        self.backend = backend
        self.redis_url = redis_url
        self.processes: list[subprocess.Popen] = []
        self.tmp = Path(tempfile.mkdtemp(prefix="hwatu-workers-"))

    def env(self) -> dict[str, str]:
        env = {k: v for k, v in os.environ.items() if k not in ("DATABASE_URL", "PYTEST_XDIST_WORKER")}
        env.update(
            DATABASE_URL=database_url(),
            TASKS_BACKEND=self.backend,
            TASKS_REDIS_URL=self.redis_url,
            BOT_SEARCH_NICE="0",
            PYTHONUNBUFFERED="1",
        )
        return env

    def start(self) -> subprocess.Popen:
        """One more worker, returned once it listens on the queue (its log says so): a worker that is
        slow to boot on a busy machine is waited for here, not taken for a lost job later."""
        log = self.tmp / f"worker-{len(self.processes)}.log"
        process = spawn_search_worker(self.env(), log, 1)
        self.processes.append(process)
        ready = LISTENING[self.backend]

        def listening() -> bool:
            if process.poll() is not None:
                raise AssertionError(
                    f"the {self.backend} worker exited ({process.returncode}):\n{self.logs()}"
                )
            return log.exists() and ready in log.read_text(errors="replace")

        try:
            wait_until(listening, timeout=120, what=f"the {self.backend} worker to listen")
        except AssertionError as error:
            raise AssertionError(f"{error}\n{self.logs()}") from None
        return process

    def kill(self, process: subprocess.Popen) -> None:
        """SIGKILL a worker (and anything it started): a crash in the middle of whatever it does."""
        kill_group(process)

    def stop(self) -> None:
        for process in self.processes:
            self.kill(process)
        shutil.rmtree(self.tmp, ignore_errors=True)

    def logs(self) -> str:
        return "\n".join(path.read_text(errors="replace")[-3000:] for path in sorted(self.tmp.glob("*.log")))


def task_settings(settings: Any, backend: str, redis_url: str = "") -> None:
    """Point this test process's task backend at the workers' queue (``settings`` is pytest-django's)."""
    if backend == "rq":
        queue = {"URL": redis_url, "DEFAULT_TIMEOUT": 120}
        settings.RQ_QUEUES = {settings.SEARCH_QUEUE: queue, "default": queue}
        path = "django_tasks_rq.RQBackend"
    else:
        path = "django_tasks_db.DatabaseBackend"
    settings.TASKS = {"default": {"BACKEND": path, "QUEUES": [settings.SEARCH_QUEUE]}}
    settings.TASKS_BACKEND = backend
