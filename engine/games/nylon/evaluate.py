"""How the bots value a Nylon-ppong position (see ``engine.evaluation``), and its search settings.

Penalty points are bad, so a seat's value is the others' mean minus its own, in the units of
``NylonState.returns``: the match totals so far plus an estimate for the deal in play. A hand's
estimate is its penalty points now (concealed triplets count nothing), less credit for what may
end the deal well: pairs (a «пон», three pairs), a meld with two cheap cards (a «стоп»), and a
combination already in hand.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, cast

from engine.cardmask import months_holding
from engine.evaluation import Evaluation
from engine.games.nylon.combos import hand_penalty_mask
from engine.games.nylon.state import OVER, RETURN_SCALE, NylonState
from engine.memo import Memo

if TYPE_CHECKING:
    from engine.games.nylon.game import NylonPpong

#: The search levels' settings: playouts are cut after two moves and judged by the evaluation
#: (whole random deals are too noisy).
SEARCH_SETTINGS: Mapping[str, Mapping[str, Any]] = {
    "strong": {"playout_depth": 2},
    "medium": {"playout_depth": 2},
}


def nylon_evaluation(game: NylonPpong) -> Evaluation:
    """The totals' difference plus half the difference of the hands' estimated penalty points."""
    scale = RETURN_SCALE
    limit = game.options["stop_limit"]

    def estimate(key: tuple[int, bool]) -> float:
        hand, meld = key
        penalty = hand_penalty_mask(hand)
        value = float(penalty)
        pairs = months_holding(hand, 2)
        value -= 3.0 * pairs
        if meld and hand.bit_count() <= 3:
            value -= 6.0 if penalty <= limit else 2.0
        return value

    # A search meets the same hands again and again: remember each (hand, has a meld) estimate.
    estimates = Memo(estimate)

    def evaluate(state: NylonState, seat: int) -> float:
        if state._phase == OVER:
            return state.returns()[seat]
        hands = state._hands
        melds = state._melds
        totals = state._totals
        n = len(hands)
        now = [totals[s] + 0.5 * estimates[hands[s], melds[s] != 0] for s in range(n)]
        others = (sum(now) - now[seat]) / (n - 1)
        return (others - now[seat]) / scale

    return cast("Evaluation", evaluate)
