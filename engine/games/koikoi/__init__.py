"""Koi-Koi: two-player fishing game with yaku, koi-koi calls and matches of 1, 3, 6 or 12 deals.

The package has the shape of every game: ``game.py`` (the ``Game``), ``state.py`` (the rules of
play), ``moves.py``, ``scoring.py`` (the yaku), ``options.py``, ``describe.py``, ``determinize.py``
and ``evaluate.py``.
"""

from engine.games.koikoi.game import KoiKoi

__all__ = ["KoiKoi"]
