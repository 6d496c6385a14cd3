"""Nylon-ppong (나이롱뽕): the Korean rummy of the flower deck for 2-6 players.

The package has the shape of every game: ``game.py`` (the ``Game``), ``state.py`` (the rules of
play), ``moves.py``, ``scoring.py`` (a deal's points) with ``combos.py`` (the six-card combinations
and penalty points), ``options.py``, ``describe.py``, ``determinize.py`` and ``evaluate.py``.
"""

from engine.games.nylon.game import NylonPpong

__all__ = ["NylonPpong"]
