"""Fixtures of the production tests: gunicorn in a subprocess on a database of its own.

``server`` runs on the suite's database engine: SQLite normally, PostgreSQL under
``make test-postgres`` (a fresh database on the same throw-away server). ``sqlite_server`` is
always SQLite (WAL) to check concurrent writers there. Both run the test settings (static files
from static/, no Secure cookies over plain http) with rate limits switched off.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from scripts.load.server import Server


@pytest.fixture(scope="session")
def server() -> Iterator[Server]:
    instance = Server(workers=3, test_mode=True)
    instance.start()
    yield instance
    instance.stop()


@pytest.fixture(scope="session")
def queue_server() -> Iterator[Server]:
    """gunicorn and one search worker on the database queue, with a short lease (a killed worker's
    search is enqueued again after 2 s)."""
    instance = Server(
        workers=3,
        test_mode=True,
        search_workers=1,
        env={"SEARCH_LEASE": "2", "SEARCH_CHECK_AFTER": "0.5"},
    )
    instance.start()
    yield instance
    instance.stop()


@pytest.fixture(scope="session")
def sqlite_server() -> Iterator[Server]:
    instance = Server(workers=3, test_mode=True, database_url="")
    instance.start()
    yield instance
    instance.stop()


#: The clock the rate-limit tests see (``frozen_clock``): the middle of a ten-minute window and the
#: start of a minute's, so that no test's posts straddle two fixed windows however slowly they run.
FROZEN_NOW = 1_800_000_300.0


@pytest.fixture
def frozen_clock(monkeypatch: pytest.MonkeyPatch) -> float:
    """The rate limit's wall clock stopped at ``FROZEN_NOW`` (its CPU clocks left running)."""
    import time
    from types import SimpleNamespace

    from frame import ratelimit

    clock = SimpleNamespace(
        time=lambda: FROZEN_NOW, process_time=time.process_time, perf_counter=time.perf_counter
    )
    monkeypatch.setattr(ratelimit, "time", clock)
    return FROZEN_NOW
