"""The ``fixed_ids`` fixture numbers a test's games from 1 whatever was stored before it in the
process (Django caches a field's default at its first use, so patching ``default`` alone stops
working after the first game: then the seeded games of a test depend on which tests ran before)."""

from __future__ import annotations

import uuid

import pytest

from tests.play.conftest import start

pytestmark = pytest.mark.django_db


def test_games_are_numbered_from_one_even_after_other_games(client, request):
    before = start(client, "hato").row
    assert before.id.int > 2**64, "a game outside the fixture has a random id"
    request.getfixturevalue("fixed_ids")
    first, second = start(client, "hato").row, start(client, "koikoi").row
    assert (first.id, second.id) == (uuid.UUID(int=1), uuid.UUID(int=2))
