"""How a position is valued for one seat: the interface of a game's evaluation and the generic one.

An evaluation is a function ``(state, seat) -> float`` in the units of ``State.returns`` (points or
point difference): the greedy bot compares moves with it and the search bots use it at the leaves
of cut-off playouts. A finished deal is always worth ``state.returns()[seat]``. Every game may give
a sharper one in its own ``evaluate.py`` (progress towards combinations), returned by
``Game.evaluation()``; the generic evaluation below scores each captured pile with the game's own
``score_pile`` and takes the seat's score minus the mean of the others'.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from engine.game import Game, State

Evaluation = Callable[["State", int], float]


def generic_evaluation(game: Game) -> Evaluation:
    """Own pile score minus the mean of the other piles' scores; the returns once the deal is over."""
    score = game.score_pile

    def evaluate(state: State, seat: int) -> float:
        if state.is_over:
            return float(state.returns()[seat])
        totals = [score(pile).total for pile in state.captured_piles()]
        others = (sum(totals) - totals[seat]) / max(1, len(totals) - 1)
        return totals[seat] - others

    return evaluate
