"""Aigoma-koppai (合駒骨牌): a climbing game for 2-4 players from the Meiji era, after the only known
description (seed 001, lines 11-37).

The package has the shape of every game: ``game.py`` (the ``Game``), ``state.py`` (the rules of
play and every choice made where the text is silent), ``moves.py``, ``scoring.py`` (settlement
values), ``options.py``, ``describe.py``, ``determinize.py`` and ``evaluate.py``.
"""

from engine.games.aigoma.game import Aigoma

__all__ = ["Aigoma"]
