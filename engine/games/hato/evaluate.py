"""How the bots value a «Хато» position, and the search settings measured for this game.

The evaluation is the game's returns formula on the points captured so far (own minus the others'
mean), scaled like ``HatoState.returns``; in a match the totals of the finished deals count too.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, cast

from engine.evaluation import Evaluation
from engine.games.hato.state import RETURN_SCALE, HatoState

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
    scorer_total = game.scorer.total
    target = game.rules.target
    scale = float(target) if target else RETURN_SCALE
    others = max(1, game.players - 1)
    cache: dict[int, int] = {}

    def pile_total(pile: int) -> int:
        found = cache.get(pile)
        if found is None:
            if len(cache) > 200_000:
                cache.clear()
            found = cache[pile] = scorer_total(pile)
        return found

    def evaluate(state: HatoState, seat: int) -> float:
        if state.is_over:
            return state.returns()[seat]
        values = [pile_total(pile) for pile in state.captured]
        if target:
            values = [t + v for t, v in zip(state.totals, values, strict=True)]
        mine = values[seat]
        return (mine - (sum(values) - mine) / others) / scale

    return cast("Evaluation", evaluate)
