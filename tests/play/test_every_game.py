"""Every game the engine registers plays through the same views, with no game-specific code."""

from __future__ import annotations

import pytest

import engine.games  # noqa: F401  (registers every game)
from engine.game import GAMES
from tests.play.test_leaks import play_one

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize("key", sorted(GAMES))
@pytest.mark.parametrize("seed", [1, 2])
def test_every_registered_game_plays_to_the_end_through_the_views(client, key, seed):
    cls = GAMES[key]
    players = cls.max_players if seed == 1 else cls.min_players
    # The bots reply by themselves (at once here), so a game can take as few as one look at the table.
    assert play_one(client, key, players, seed=seed) >= 1
    page = client.get("/ru/play/").content.decode()
    assert f"/ru/play/new/{key}/" in page
