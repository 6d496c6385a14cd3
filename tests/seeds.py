"""Every random source of the suite, seeded: a test plays the same games on every run.

Two kinds of seed:

- **A test's own seed**, from its id (``test_seed``): the secret seeds and ids of the games it stores
  (a stored game's bots and tutor draw from both), a table's code, a lesson question's seed, a
  reading's shuffle, and the random module's own generator. The same test gets the same ones on every
  run, alone or on any xdist worker.
- **The run seed** (``run_seed``), printed in the header of every run: the long random sweeps take a
  different share of their seeds on each run (``rotating``), so that over runs they cover what they
  used to cover on every run, and Hypothesis draws its examples from it (``--hypothesis-seed``).
  ``HWATU_TEST_SEED=<n>`` reruns a run's sweeps and examples exactly; a run without it draws one.

Tests that fix a sequence of their own (a fixture named like ``secret_seeds`` in their module or
folder) override these, since their fixtures are set up after the suite's.
"""

from __future__ import annotations

import hashlib
import os
import random
import secrets
import uuid
from collections.abc import Callable, Sequence

import pytest

#: The environment variable that carries the run seed to every xdist worker (and reruns a run).
RUN_SEED_VARIABLE = "HWATU_TEST_SEED"


def run_seed() -> int:
    """The run seed: ``HWATU_TEST_SEED`` if set, else drawn now and set for the workers to inherit."""
    value = os.environ.get(RUN_SEED_VARIABLE, "").strip()
    if not value:
        value = str(secrets.randbelow(10**6))
        os.environ[RUN_SEED_VARIABLE] = value
    return int(value)


def test_seed(nodeid: str) -> int:
    """A test's own seed: a stable 63-bit number from its id (not Python's salted ``hash``)."""
    return int.from_bytes(hashlib.sha256(nodeid.encode()).digest()[:8], "big") >> 1


def rotating[T](items: Sequence[T], *, share: int, salt: str = "") -> list[T]:
    """One run's part of ``items``: ``share`` of them, a different part on each run seed (and the same
    part for the same seed), so that successive runs go through all of them in turn."""
    if share >= len(items):
        return list(items)
    start = random.Random(f"{run_seed()}:{salt}").randrange(len(items))
    return [items[(start + step) % len(items)] for step in range(share)]


def seed_sources(monkeypatch: pytest.MonkeyPatch, nodeid: str) -> None:
    """Point the site's random sources at one generator seeded by the test's id."""
    from fortune import models as fortune_models
    from learn import workflow as learn_workflow
    from play.models import PracticeGame
    from room import seeds
    from tables import workflow as table_workflow
    from tables.models import Table

    rng = random.Random(test_seed(nodeid))
    # Draws from the random module's own generator (the rate limits' cleaning, say) too.
    random.seed(test_seed(nodeid))

    def new_seed() -> int:
        return rng.getrandbits(63)

    monkeypatch.setattr(seeds, "new_seed", new_seed)
    monkeypatch.setattr(
        table_workflow,
        "_new_code",
        lambda: "".join(rng.choices(table_workflow.CODE_ALPHABET, k=table_workflow.CODE_LENGTH)),
    )
    monkeypatch.setattr(learn_workflow, "question_seed", lambda: rng.randrange(2**32))
    monkeypatch.setattr(fortune_models, "shuffler", lambda: random.Random(rng.getrandbits(64)))
    for model in (PracticeGame, Table):
        _seed_ids(monkeypatch, model, lambda: uuid.UUID(int=rng.getrandbits(128), version=4))


def _seed_ids(monkeypatch: pytest.MonkeyPatch, model: type, next_id: Callable[[], uuid.UUID]) -> None:
    field = model._meta.get_field("id")  # type: ignore[attr-defined]
    monkeypatch.setattr(field, "default", next_id)
    # Django reads a field's default through ``Field._get_default``, a cached property: set it too.
    monkeypatch.setitem(field.__dict__, "_get_default", next_id)
