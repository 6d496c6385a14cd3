"""The bots' one window on a game's own knowledge: its evaluation of a position.

An evaluation is a function ``(state, seat) -> float`` in the units of ``State.returns`` (see
``engine.evaluation``); each game gives its own through ``Game.evaluation()`` (its package's
``evaluate.py``), or the generic one. The bots hold no game-specific code.
"""

from __future__ import annotations

from engine.evaluation import Evaluation, generic_evaluation
from engine.game import Game


def evaluation_for(game: Game) -> Evaluation:
    """The evaluation ``game`` gives for its positions."""
    return game.evaluation()


__all__ = ["Evaluation", "evaluation_for", "generic_evaluation"]
