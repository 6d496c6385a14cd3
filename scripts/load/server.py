"""Start, kill and restart gunicorn and its search workers on a fresh database, for the load and fault
scripts and their tests.

The database is a new SQLite file in a temporary directory, or, when ``DATABASE_URL`` points at
PostgreSQL (as under scripts/pg_test.sh), a new database on that server, dropped again at the end.
``search_workers`` processes (``manage.py search_worker``) run the bots' and the tutor's searches
from the task queue: the database queue, or RQ when ``tasks_backend="rq"`` (``TASKS_REDIS_URL`` in
``env``). With none (the default in ``test_mode``) the searches run at once inside the requests.
The server runs with production settings (DEBUG off, manifest static files from ``staticfiles/``,
collected first when older than ``static/``) unless ``test_mode`` is set: then it serves static
files from ``static/`` like the test suite's live server, so no collectstatic is needed.
"""

from __future__ import annotations

import contextlib
import os
import secrets
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit, urlunsplit

ROOT = Path(__file__).resolve().parents[2]
BIN = Path(sys.executable).parent


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


class Server:
    """gunicorn with ``workers`` processes on 127.0.0.1, on a database of its own."""

    def __init__(
        self,
        *,
        workers: int = 0,
        test_mode: bool = False,
        env: dict[str, str] | None = None,
        database_url: str | None = None,
        quiet: bool = True,
        search_workers: int | None = None,
        tasks_backend: str = "database",
        asgi: bool = False,
    ) -> None:
        self.workers = workers or 2 * len(os.sched_getaffinity(0)) + 1
        self.test_mode = test_mode
        #: Serve ASGI (pages and the tables' websockets) with uvicorn instead of WSGI with gunicorn.
        self.asgi = asgi
        self.search_workers = (0 if test_mode else 1) if search_workers is None else search_workers
        self.tasks_backend = tasks_backend if self.search_workers else "immediate"
        self.searchers: list[subprocess.Popen] = []
        # One key for every process and every restart: sessions signed before a restart stay valid.
        self.secret_key = "load-" + secrets.token_urlsafe(40)
        self.extra_env = env or {}
        self.base_url = database_url if database_url is not None else os.environ.get("DATABASE_URL", "")
        self.quiet = quiet
        self.tmp = Path(tempfile.mkdtemp(prefix="hwatu-server-"))
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.process: subprocess.Popen | None = None
        self.database = ""
        self.database_url = ""
        self._pg_name = ""
        self.prepared = False

    # ------------------------------------------------------------------ database

    def env(self) -> dict[str, str]:
        keep = {
            k: v
            for k, v in os.environ.items()
            if k
            not in (
                "PYTEST_VERSION",
                "DEBUG",
                "DATABASE_URL",
                "DJANGO_ALLOW_ASYNC_UNSAFE",
                "PYTEST_XDIST_WORKER",
            )
        }
        env = {
            **keep,
            "SECRET_KEY": self.secret_key,
            "ALLOWED_HOSTS": "127.0.0.1,localhost",
            "SECURE_COOKIES": "0",
            "DATABASE_URL": self.database_url,
            # Every simulated user comes from 127.0.0.1: count per visitor, not per address.
            "RATELIMIT_ADDRESS": "1000000/60",
            "LOG_LEVEL": "WARNING",
            "SERVER_TIMING": "1",
            "PYTHONUNBUFFERED": "1",
            "TASKS_BACKEND": self.tasks_backend,
        }
        if self.test_mode:
            env["PYTEST_VERSION"] = "server"
        env.update(self.extra_env)
        return env

    def prepare(self) -> None:
        """Create the database and its tables (and collect static files if they are stale)."""
        if self.base_url.startswith(("postgres://", "postgresql://")):
            import psycopg

            self._pg_name = f"hwatu_srv_{secrets.token_hex(4)}"
            with psycopg.connect(self.base_url, autocommit=True) as conn:
                conn.execute(f'CREATE DATABASE "{self._pg_name}"')
            parts = urlsplit(self.base_url)
            self.database_url = urlunsplit(parts._replace(path=f"/{self._pg_name}"))
            self.database = "PostgreSQL"
        else:
            self.database_url = f"sqlite:///{self.tmp / 'db.sqlite3'}"
            self.database = "SQLite (WAL)"
        self.manage("migrate", "--noinput", "-v", "0")
        self.manage("createcachetable")
        if not self.test_mode and self._static_stale():
            self.manage("collectstatic", "--noinput", "-v", "0")
        self.prepared = True

    def _static_stale(self) -> bool:
        manifest = ROOT / "staticfiles" / "staticfiles.json"
        if os.environ.get("STATIC_ROOT"):
            manifest = Path(os.environ["STATIC_ROOT"]) / "staticfiles.json"
        if not manifest.exists():
            return True
        newest = max((p.stat().st_mtime for p in (ROOT / "static").rglob("*") if p.is_file()), default=0)
        return newest > manifest.stat().st_mtime

    def manage(self, *args: str) -> str:
        result = subprocess.run(
            [sys.executable, "manage.py", *args], cwd=ROOT, env=self.env(), capture_output=True, text=True
        )
        if result.returncode:
            raise RuntimeError(f"manage.py {' '.join(args)} failed:\n{result.stdout}\n{result.stderr}")
        return result.stdout

    # ------------------------------------------------------------------ process

    def start(self, timeout: float = 60) -> str:
        """Start gunicorn and the search workers (preparing the database the first time); wait until
        gunicorn answers."""
        if not self.prepared:
            self.prepare()
        self.start_searchers()
        log = open(self.tmp / "gunicorn.log", "ab")  # noqa: SIM115 (kept open while the server runs)
        self.process = subprocess.Popen(
            self.command(),
            cwd=ROOT,
            env=self.env(),
            stdout=log,
            stderr=log,
            start_new_session=True,
        )
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(f"gunicorn exited:\n{self.log()}")
            try:
                with urllib.request.urlopen(f"{self.url}/en/", timeout=5) as response:
                    if response.status == 200:
                        return self.url
            except (urllib.error.URLError, OSError):
                time.sleep(0.1)
        raise RuntimeError(f"gunicorn did not answer in {timeout} s:\n{self.log()}")

    def command(self) -> list[str]:
        """gunicorn (WSGI), or uvicorn (ASGI: websockets too) with ``asgi``."""
        if self.asgi:
            return [
                str(BIN / "python"),
                "-m",
                "uvicorn",
                "hwatu_site.asgi:application",
                "--host",
                "127.0.0.1",
                "--port",
                str(self.port),
                "--workers",
                str(self.workers),
                "--log-level",
                "warning",
                "--backlog",
                "512",
                # Open sockets would hold a graceful shutdown forever: give them 5 s.
                "--timeout-graceful-shutdown",
                "5",
            ]
        return [
            str(BIN / "gunicorn"),
            "hwatu_site.wsgi:application",
            "--preload",  # the master warms the site once (frame.warmup); every worker is forked warm
            "--bind",
            f"127.0.0.1:{self.port}",
            "--workers",
            str(self.workers),
            "--timeout",
            "120",
            "--graceful-timeout",
            "5",
            "--keep-alive",
            "5",
            "--backlog",
            "512",
        ]

    def start_searchers(self) -> None:
        """Start the search workers that are not running (up to ``search_workers``)."""
        while len(self.searchers) < self.search_workers:
            self.searchers.append(self.start_searcher())

    def start_searcher(self) -> subprocess.Popen:
        """One more ``manage.py search_worker`` process (the caller keeps it)."""
        return spawn_search_worker(self.env(), self.tmp / "searchers.log")

    def kill(self) -> None:
        """SIGKILL the master, every worker and every search worker at once (a crash or a power cut)."""
        if self.process is not None and self.process.poll() is None:
            os.killpg(self.process.pid, signal.SIGKILL)
            self.process.wait(10)
        self.process = None
        for searcher in self.searchers:
            kill_group(searcher)
        self.searchers = []

    def terminate(self) -> None:
        for searcher in self.searchers:
            _stop(searcher)
        self.searchers = []
        if self.process is not None and self.process.poll() is None:
            _stop(self.process)
        self.process = None

    def cpu_seconds(self) -> float:
        """CPU time (user + system) used so far by gunicorn's master and its live workers."""
        return _cpu_of({self.process.pid} if self.process is not None else set())

    def search_cpu_seconds(self) -> float:
        """CPU time used so far by the live search workers."""
        return _cpu_of({searcher.pid for searcher in self.searchers})

    def game(self, game_id: str) -> tuple[int, list[str]]:
        """A game's version and stored moves, read straight from the server's database."""
        import json
        import uuid

        if self._pg_name:
            import psycopg

            with psycopg.connect(self.database_url) as conn:
                found = conn.execute(
                    "SELECT version, moves FROM play_practicegame WHERE id = %s", (uuid.UUID(game_id),)
                ).fetchone()
        else:
            import sqlite3

            with contextlib.closing(sqlite3.connect(self.tmp / "db.sqlite3")) as conn:
                found = conn.execute(
                    "SELECT version, moves FROM play_practicegame WHERE id = ?", (uuid.UUID(game_id).hex,)
                ).fetchone()
        if found is None:
            raise KeyError(game_id)
        version, moves = found
        return int(version), list(json.loads(moves) if isinstance(moves, str) else moves)

    def running_searches(self) -> int:
        """How many searches a search worker has taken and not finished yet (the database queue)."""
        query = "SELECT COUNT(*) FROM django_tasks_database_dbtaskresult WHERE status = 'RUNNING'"
        if self._pg_name:
            import psycopg

            with psycopg.connect(self.database_url) as conn:
                found = conn.execute(query).fetchone()
        else:
            import sqlite3

            with contextlib.closing(sqlite3.connect(self.tmp / "db.sqlite3")) as conn:
                found = conn.execute(query).fetchone()
        return int(found[0]) if found else 0

    def log(self) -> str:
        text = ""
        for name in ("gunicorn.log", "searchers.log"):
            path = self.tmp / name
            if path.exists():
                text += f"--- {name}\n" + path.read_text(errors="replace")[-5000:]
        return text

    def stop(self) -> None:
        """Stop gunicorn, drop the PostgreSQL database, remove the temporary directory."""
        self.terminate()
        if self._pg_name:
            import psycopg

            try:
                with psycopg.connect(self.base_url, autocommit=True) as conn:
                    conn.execute(f'DROP DATABASE IF EXISTS "{self._pg_name}" WITH (FORCE)')
            except psycopg.Error as error:
                print(f"warning: could not drop {self._pg_name}: {error}", file=sys.stderr)
        shutil.rmtree(self.tmp, ignore_errors=True)

    def __enter__(self) -> Server:
        self.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.stop()


def spawn_search_worker(env: dict[str, str], log_path: Path, verbosity: int = 0) -> subprocess.Popen:
    """Start ``manage.py search_worker`` in a session of its own, its output appended to ``log_path``."""
    with open(log_path, "ab") as log:  # the child keeps its own copy of the file descriptor
        return subprocess.Popen(
            [sys.executable, "manage.py", "search_worker", "-v", str(verbosity)],
            cwd=ROOT,
            env=env,
            stdout=log,
            stderr=log,
            start_new_session=True,
        )


def kill_group(process: subprocess.Popen) -> None:
    """SIGKILL a process started in a session of its own, with its children."""
    if process.poll() is None:
        os.killpg(process.pid, signal.SIGKILL)
        process.wait(10)


def _stop(process: subprocess.Popen) -> None:
    """SIGTERM (then SIGKILL after 15 s) a process started in a session of its own."""
    if process.poll() is None:
        os.killpg(process.pid, signal.SIGTERM)
        try:
            process.wait(15)
        except subprocess.TimeoutExpired:
            kill_group(process)


def _cpu_of(parents: set[int]) -> float:
    """CPU time (user + system) of the processes ``parents`` and their children, in seconds."""
    if not parents:
        return 0.0
    tick = os.sysconf("SC_CLK_TCK")
    total = 0
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        pid, ppid = int(stat.parent.name), int(fields[1])
        if pid in parents or ppid in parents:
            total += int(fields[11]) + int(fields[12])
    return total / tick


def cpu_of_named(name: str) -> float:
    """CPU time (user + system) used so far by the live processes called ``name`` (``postgres``:
    the database server and its connections), in seconds."""
    tick = os.sysconf("SC_CLK_TCK")
    total = 0
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            text = stat.read_text()
        except OSError:
            continue
        command, _, rest = text.partition("(")[2].rpartition(")")
        if command == name:
            fields = rest.split()
            total += int(fields[11]) + int(fields[12])
    return total / tick


@contextmanager
def redis_server() -> Iterator[str]:
    """A Redis server of its own (Debian's redis-server) on a free local port in a temporary directory,
    stopped and removed at the end; yields its URL."""
    import redis

    binary = shutil.which("redis-server")
    if binary is None:
        raise RuntimeError("redis-server is not installed (apt-get install redis-server)")
    tmp = Path(tempfile.mkdtemp(prefix="hwatu-redis-"))
    port = free_port()
    with open(tmp / "redis.log", "ab") as log:
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
        wait_until(lambda: _pings(client), timeout=20, what="redis-server to answer")
        yield f"redis://127.0.0.1:{port}/0"
    finally:
        _stop(process)
        shutil.rmtree(tmp, ignore_errors=True)


def _pings(client: Any) -> bool:
    import redis

    try:
        return bool(client.ping())
    except redis.exceptions.ConnectionError:
        return False


def wait_until[T](condition: Callable[[], T], *, timeout: float, what: str, every: float = 0.02) -> T:
    """Call ``condition`` until it returns something true (returned); raise after ``timeout`` seconds."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        value = condition()
        if value:
            return value
        time.sleep(every)
    raise AssertionError(f"timed out after {timeout} s waiting for {what}")
