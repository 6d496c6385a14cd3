"""Shared pytest set-up for the whole suite.

Browser fixtures (``page``, ``axe``, ``screenshot``) live in ``tests/browser/conftest.py``.
Here: things every Django test may use.
"""

from __future__ import annotations

import os

import pytest

# Playwright's sync API runs an event loop in the test thread; Django refuses ORM calls from a thread
# with a running loop unless told that this is safe (it is: the loop only drives the browser).
os.environ.setdefault("DJANGO_ALLOW_ASYNC_UNSAFE", "true")


@pytest.fixture
def hx_headers() -> dict[str, str]:
    """Headers of an htmx request for the test client: ``client.get(url, headers=hx_headers)``."""
    return {"HX-Request": "true"}


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
