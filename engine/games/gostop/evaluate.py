"""How the bots value a Go-Stop position, and the search settings measured for this game.

The value is the match total so far plus each seat's prospects in this deal, less the mean of the
others', in returns units. A seat's prospects are most of its points now (all of them when it is
deciding go or stop) plus credit for cards towards what scores: brights, godori and the three
ribbon sets, and a little for every animal, ribbon and junk towards the counts.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, cast

from engine.evaluation import Evaluation
from engine.games.gostop import scoring as sc
from engine.games.gostop.state import DECIDING, OVER, RETURN_SCALE, GoStopState
from engine.memo import Memo

if TYPE_CHECKING:
    from engine.games.gostop.game import GoStop

#: The search levels' settings (measured, see engine/bots/RESULTS.md). As in Koi-Koi, playouts stop
#: after four moves and judge the position by the evaluation below, the searching seat's own
#: playouts taking a scoring stop at once: in Matgo against greedy (200 games, seed 5) the strong
#: level with whole playouts (400, halving) led by 17.7 ±8.1 points per deal at 141 ms of CPU per
#: decision (median), with 640 cut-off playouts by 36.1 ±22.0 at 109 ms; the medium level (a tree of
#: 80, 400 games) by 4.3 ±6.9 with whole playouts at 34 ms, by 9.8 ±9.9 with cut-off ones at 20 ms.
SEARCH_SETTINGS: Mapping[str, Mapping[str, Any]] = {
    "strong": {"search": "halving", "iterations": 640, "playout_depth": 4, "playout_finish": "self"},
    "medium": {"playout_depth": 4, "playout_finish": "self"},
}

#: The tutor's "every move as good" spread, in returns units (a tenth of a point per deal).
TUTOR_SPREAD: Mapping[int, float] = {0: 0.05}

_SETS = (sc.BIRDS, sc.HONGDAN, sc.CHEONGDAN, sc.CHODAN)
_SET_CREDIT = (0.0, 0.3, 1.0, 0.0)


def gostop_evaluation(game: GoStop) -> Evaluation:
    """Match totals plus prospects (see the module docstring), each pile's value remembered."""
    bright_mask = sc.BRIGHTS & ~sc.RAIN_BRIGHT

    def prospects(cap: int) -> float:
        value = 0.0
        brights = (cap & bright_mask).bit_count() + (0.5 if cap & sc.RAIN_BRIGHT else 0.0)
        if brights < 3:
            value += 0.7 * brights
        for mask in _SETS:
            value += _SET_CREDIT[(cap & mask).bit_count()]
        value += 0.15 * min((cap & sc.ANIMALS).bit_count(), 4)
        value += 0.15 * min((cap & sc.RIBBONS).bit_count(), 4)
        value += 0.1 * min(sc.junk_count(cap, False), 9)
        return value

    pile_value: Memo[int, tuple[int, float]] = Memo(lambda cap: (game.pile_points(cap), prospects(cap)))

    def evaluate(state: GoStopState, seat: int) -> float:
        if state._phase == OVER:
            return state.returns()[seat]
        deciding = state._phase == DECIDING
        cur = state._cur
        totals = state._totals
        deal = []
        for p, cap in enumerate(state._caps):
            made, hope = pile_value[cap]
            deal.append((made if deciding and cur == p else 0.6 * made) + hope)
        n = len(deal)
        others = (sum(deal) - deal[seat]) / max(1, n - 1)
        return (totals[seat] + deal[seat] - others) / RETURN_SCALE

    return cast("Evaluation", evaluate)
