"""How the bots value a «Хато» position, and the search settings measured for this game.

The evaluation is the game's returns formula on the points captured so far (own minus the others'
mean), scaled like ``HatoState.returns``; in a match the totals of the finished deals count too.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, cast

from engine.evaluation import Evaluation
from engine.games.hato.state import OVER, RETURN_SCALE, HatoState
from engine.memo import Memo

if TYPE_CHECKING:
    from engine.games.hato.game import HatoGame

#: The search levels' settings (measured in engine/bots/RESULTS.md): paired sequential halving;
#: each level maximizes ``HatoGame.objective`` (in 3-4 player games the points each seat takes home,
#: with two the difference). Playouts stop after four moves and count the points taken by then: a
#: whole deal played out at random varies by about a hundred points, which buried the 10 or 20
#: points between two captures (the expert positions of tests/engine/bots/test_expert_positions.py).
#: A cut-off playout costs about a quarter of a whole one, so the strong level spends 640 of them,
#: still in less time than 400 whole ones took.
SEARCH_SETTINGS: Mapping[str, Mapping[str, Any]] = {
    "strong": {"search": "halving", "iterations": 640, "playout_depth": 4},
}

#: The tutor's "every move as good" spread: in 2-player games the strong bot's values are point
#: differences / 200, in 3-4 player games points taken home.
TUTOR_SPREAD: Mapping[int, float] = {2: 0.025, 0: 5.0}


def hato_evaluation(game: HatoGame) -> Evaluation:
    """The returns formula on the points so far, each pile's points remembered (a search scores the
    same piles again and again)."""
    target = game.rules.target
    scale = float(target) if target else RETURN_SCALE
    others = max(1, game.players - 1)
    points = game.pile_points

    def seat_values(values: list[int]) -> tuple[float, ...]:
        whole = sum(values)
        return tuple((mine - (whole - mine) / others) / scale for mine in values)

    # A single deal is valued by its piles alone: remember every seat's value per set of piles.
    by_piles: Memo[tuple[int, ...], tuple[float, ...]] = Memo(
        lambda piles: seat_values([points[pile] for pile in piles])
    )

    def evaluate(state: HatoState, seat: int) -> float:
        if state._phase == OVER:
            return state.returns()[seat]
        if not target:
            return by_piles[state.captured][seat]
        values = [t + points[pile] for t, pile in zip(state.totals, state.captured, strict=True)]
        return seat_values(values)[seat]

    return cast("Evaluation", evaluate)
