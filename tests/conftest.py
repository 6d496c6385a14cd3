"""Shared pytest set-up for the whole suite.

Browser fixtures (``page``, ``axe``, ``screenshot``) live in ``tests/browser/conftest.py``.
Here: things every Django test may use.
"""

from __future__ import annotations

import os
from collections.abc import Iterator

import pytest

# Playwright's sync API runs an event loop in the test thread; Django refuses ORM calls from a thread
# with a running loop unless told that this is safe (it is: the loop only drives the browser).
os.environ.setdefault("DJANGO_ALLOW_ASYNC_UNSAFE", "true")


@pytest.fixture
def hx_headers() -> dict[str, str]:
    """Headers of an htmx request for the test client: ``client.get(url, headers=hx_headers)``."""
    return {"HX-Request": "true"}


def small_search_budget(monkeypatch: pytest.MonkeyPatch) -> None:
    """The strong and medium bots (the tutor is the strong one) with a tiny search budget, over every
    game's own: a whole deal with a verdict on every move stays quick, and the advice depends on the
    budget only, never on how busy the machine is. Also for browser tests: the live server runs in
    the test's process."""
    from engine import bots
    from play import tutor

    budget = frozenset({"iterations"})
    monkeypatch.setitem(
        bots.BOTS, "strong", lambda **kw: bots.ISMCTSBot(name="strong", iterations=12, fixed=budget)
    )
    monkeypatch.setitem(
        bots.BOTS, "medium", lambda **kw: bots.ISMCTSBot(name="medium", iterations=6, fixed=budget)
    )
    tutor._RANKS.clear()


@pytest.fixture
def fixed_ids(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Stored games get the ids 1, 2, 3... instead of random ones, so that the bots' and the tutor's
    generators (seeded by a game's seed and id), and with them whole games, repeat exactly. The
    caches keyed by a game's id are emptied before and after (another test's game had that id)."""
    import itertools
    import uuid

    from play import tutor, workflow
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
    workflow.forget_cache()
    tutor._RANKS.clear()
    yield
    workflow.forget_cache()
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
