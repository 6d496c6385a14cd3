"""Nylon-ppong (나이롱뽕): the Korean rummy of the flower deck for 2-6 players.

Public API: ``NylonPpong`` (registered as ``nylon``), ``NylonState``, the scorer
``NylonPpong.score_pile`` and the combination table in ``combos``. See ``state`` for the rules,
``moves`` for the move codes and ``options`` for the option keys.
"""

from engine.games.nylon.game import NylonPpong
from engine.games.nylon.state import NylonState

__all__ = ["NylonPpong", "NylonState"]
