"""Shared pytest set-up for the whole suite.

Browser fixtures (``page``, ``axe``, ``screenshot``) live in ``tests/browser/conftest.py``.
Here: things every Django test may use.
"""

from __future__ import annotations

import os
from collections.abc import Iterator

import pytest

from room.record import forget_cache
from tests import seeds

# Playwright's sync API runs an event loop in the test thread; Django refuses ORM calls from a thread
# with a running loop unless told that this is safe (it is: the loop only drives the browser).
os.environ.setdefault("DJANGO_ALLOW_ASYNC_UNSAFE", "true")

#: Fixtures that give a test the database: a test that uses one (or the ``django_db`` marker) is
#: marked ``db``, and ``make test-postgres`` runs those again on PostgreSQL. pytest-django refuses the
#: database to any other test, so the mark cannot miss one.
DATABASE_FIXTURES = frozenset(
    {
        "db",
        "transactional_db",
        "django_db_reset_sequences",
        "django_db_serialized_rollback",
        "live_server",
        "admin_client",
        "admin_user",
        "django_user_model",
        # gunicorn on the suite's database engine (tests/production/conftest.py); ``sqlite_server`` is
        # SQLite whatever the suite runs on, so a test of it is not run again on PostgreSQL.
        "server",
        "queue_server",
    }
)


@pytest.hookimpl(tryfirst=True)
def pytest_configure(config: pytest.Config) -> None:
    """One run seed for every process of the run (``tests/seeds.py``), Hypothesis's among them, and
    Hypothesis without its timing checks (a busy machine must not fail a test)."""
    from hypothesis import HealthCheck, settings

    seed = seeds.run_seed()
    if config.getoption("hypothesis_seed", None) is None:
        config.option.hypothesis_seed = str(seed)
    settings.register_profile(
        "hwatu", deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large]
    )
    settings.load_profile("hwatu")


def pytest_report_header(config: pytest.Config) -> str:
    return (
        f"run seed: {seeds.run_seed()} (the sweeps' share and Hypothesis's examples; "
        f"rerun with {seeds.RUN_SEED_VARIABLE}={seeds.run_seed()})"
    )


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Mark ``db`` every test that touches the suite's database: the ``django_db`` marker, a database
    fixture, or a server or search workers on it."""
    for item in items:
        fixtures = set(getattr(item, "fixturenames", ()))
        if (
            item.get_closest_marker("django_db")
            or fixtures & DATABASE_FIXTURES
            or item.get_closest_marker("worker")
        ):
            item.add_marker(pytest.mark.db)


@pytest.fixture(autouse=True)
def seeded_sources(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> None:
    """The site's random sources (games' secret seeds and ids, tables' codes, questions, readings)
    from a generator seeded by the test's id (``tests/seeds.py``)."""
    seeds.seed_sources(monkeypatch, request.node.nodeid)


@pytest.fixture
def hx_headers() -> dict[str, str]:
    """Headers of an htmx request for the test client: ``client.get(url, headers=hx_headers)``."""
    return {"HX-Request": "true"}


def small_search_budget(monkeypatch: pytest.MonkeyPatch) -> None:
    """The strong and medium bots (the tutor is the strong one) with a tiny search budget, over every
    game's own, and six sampled deals per move for the facts of its reasons: a whole deal with a
    verdict on every move stays quick, and the advice depends on the budget only, never on how busy
    the machine is. Also for browser tests: the live server runs in the test's process."""
    from engine import bots
    from play import tutor
    from room import analysis

    budget = frozenset({"iterations"})
    monkeypatch.setitem(
        bots.BOTS, "strong", lambda **kw: bots.ISMCTSBot(name="strong", iterations=12, fixed=budget)
    )
    monkeypatch.setitem(
        bots.BOTS, "medium", lambda **kw: bots.ISMCTSBot(name="medium", iterations=6, fixed=budget)
    )
    monkeypatch.setattr(analysis, "WORLDS", 6)
    tutor._RANKS.clear()


@pytest.fixture
def fixed_ids(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Stored games get the ids 1, 2, 3... instead of random ones, so that the bots' and the tutor's
    generators (seeded by a game's seed and id), and with them whole games, repeat exactly. The
    caches keyed by a game's id are emptied before and after (another test's game had that id)."""
    import itertools
    import uuid

    from play import tutor
    from play.models import PracticeGame

    numbers = itertools.count(1)
    field = PracticeGame._meta.get_field("id")

    def next_id() -> uuid.UUID:
        return uuid.UUID(int=next(numbers))

    monkeypatch.setattr(field, "default", next_id)
    # Django reads a field's default through ``Field._get_default``, a cached property: the first game
    # stored in the process fixes it for good. Set it too, or every later test would get the ids
    # counted on from whichever test stored a game first (and other games than it seeded).
    monkeypatch.setitem(field.__dict__, "_get_default", next_id)
    forget_cache()
    tutor._RANKS.clear()
    yield
    forget_cache()
    tutor._RANKS.clear()


@pytest.fixture
def held_tasks(settings):
    """Tasks wait until the test runs them (``tests/held_tasks.py``): ``held_tasks.run_all()``."""
    from django.tasks import task_backends

    settings.TASKS = {
        "default": {"BACKEND": "tests.held_tasks.HeldBackend", "QUEUES": [settings.SEARCH_QUEUE]}
    }
    backend = task_backends["default"]
    yield backend
    backend.results.clear()
