"""«Хато» by S. Menshov (versions 2 and 3, 2015), for 2-4 players, with the Min-hwatu bonus set.

The package has the shape of every game: ``game.py`` (the ``Game``: options, dealing, arranged
positions, scorer, determinization, sentences), ``state.py`` (the rules of play), ``moves.py``,
``scoring.py``, ``options.py``, ``describe.py``, ``determinize.py`` and ``evaluate.py`` (the bots'
evaluation and search settings).
"""

from engine.games.hato.game import HatoGame

__all__ = ["HatoGame"]
