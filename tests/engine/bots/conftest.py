import pytest

from engine.game import GAMES
from tests.engine.bots.toygame import ToyGame


@pytest.fixture(autouse=True)
def toy_game(monkeypatch):
    """Register the toy game under a test-only key for the duration of each test."""
    monkeypatch.setitem(GAMES, ToyGame.key, ToyGame)
    return ToyGame
