"""Go-Stop (three players) and Matgo (two): the Korean fishing game of the hwatu deck.

The package has the shape of every game: ``game.py`` (the ``Game``), ``state.py`` (the rules of
play), ``moves.py``, ``scoring.py`` (the points of a pile), ``options.py``, ``describe.py``,
``determinize.py`` and ``evaluate.py``; ``settle.py`` holds what the losers of a deal pay.
"""

from engine.games.gostop.game import GoStop

__all__ = ["GoStop"]
