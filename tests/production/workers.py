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
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest

from scripts.load.server import free_port, kill_group, spawn_search_worker


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
    """A Redis server of its own on a free port; yields its URL."""
    binary = shutil.which("redis-server")
    if binary is None:
        message = "redis-server is not installed (apt-get install redis-server)"
        if os.environ.get("CI"):
            pytest.fail(message)
        pytest.skip(message)
    import redis

    tmp = Path(tempfile.mkdtemp(prefix="hwatu-redis-"))
    port = free_port()
    log = open(tmp / "redis.log", "ab")  # noqa: SIM115 (kept open while the server runs)
    process = subprocess.Popen(
        [
            binary,
            "--port",
            str(port),
            "--bind",
            "127.0.0.1",
            "--dir",
            str(tmp),
            "--save",
            "",
            "--appendonly",
            "no",
        ],
        stdout=log,
        stderr=log,
        start_new_session=True,
    )
    try:
        client = redis.Redis(host="127.0.0.1", port=port)
        wait_for(lambda: _pings(client), timeout=20, what="redis-server to answer")
        yield f"redis://127.0.0.1:{port}/0"
    finally:
        process.terminate()
        try:
            process.wait(10)
        except subprocess.TimeoutExpired:
            process.kill()
        log.close()
        shutil.rmtree(tmp, ignore_errors=True)


def _pings(client: Any) -> bool:
    import redis

    try:
        return bool(client.ping())
    except redis.exceptions.ConnectionError:
        return False


def wait_for(condition: Callable[[], Any], *, timeout: float, what: str, every: float = 0.02) -> Any:
    """Call ``condition`` until it returns something true (returned); fail after ``timeout`` seconds."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        value = condition()
        if value:
            return value
        time.sleep(every)
    raise AssertionError(f"timed out after {timeout} s waiting for {what}")


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
        """One more worker; returns its process."""
        process = spawn_search_worker(self.env(), self.tmp / f"worker-{len(self.processes)}.log", 1)
        self.processes.append(process)
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
