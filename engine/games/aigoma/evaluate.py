"""How the bots value an Aigoma-koppai position (see ``engine.evaluation``).

A climbing game is won by going out first, so a position is judged by how many plays each hand
still needs and how many rounds it can take. Each seat gets a strength:

* minus the number of months in its hand (each month can go out as one play), and a little per card;
* plus credit for trumps (a lone bright takes a round unless a higher trump answers it) and for
  cards of the three most senior months (they usually win a round, and the winner leads again);
* plus a little for having the lead now (an empty table and this seat to play).

A softmax of the strengths estimates each seat's chance to go out first, which is turned into the
units of ``AigomaState.returns``: +1 for the winner, -1/(n-1) for each other seat, plus the
expected payment of the settlement; in a match, added to the deals already finished.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, cast

from engine.evaluation import Evaluation
from engine.games.aigoma import moves as mv
from engine.games.aigoma.scoring import hand_value
from engine.games.aigoma.state import AigomaState

if TYPE_CHECKING:
    from engine.games.aigoma.game import Aigoma

#: The search levels' settings: the strong level cuts its playouts after six moves and judges the
#: position by the evaluation below (a whole deal of greedy playout moves took 0.3-0.4 s per search
#: of 400, beyond the 150 ms a move may take; the cut-off takes about a third of that).
SEARCH_SETTINGS: Mapping[str, Mapping[str, Any]] = {"strong": {"playout_depth": 6}}

TRUMP_CREDIT = 1.0
SENIOR_CREDIT = 0.35
CARD_COST = 0.08
LEAD_CREDIT = 0.5
SHARPNESS = 0.5


def aigoma_evaluation(game: Aigoma) -> Evaluation:
    """Strength per seat from its hand; see the module docstring."""
    rules = game.rules
    n = game.players
    lose = -1.0 / (n - 1)
    senior = 0
    for month in rules.month_order[:3]:
        senior |= 0xF << (4 * (month - 1))
    senior &= ~mv.BRIGHT_MASK
    bright_mask = mv.BRIGHT_MASK
    month_masks = tuple(0xF << (4 * m) for m in range(12))
    settlement = rules.settlement
    scale = rules.scale
    rounds = rules.rounds

    # A search meets the same hands again and again: remember each hand's strength (without the
    # lead) and settlement value.
    cache: dict[int, tuple[float, int]] = {}

    def hand_terms(hand: int) -> tuple[float, int]:
        found = cache.get(hand)
        if found is None:
            if len(cache) > 200_000:
                cache.clear()
            months = sum(1 for m in month_masks if hand & m)
            value = -months - CARD_COST * hand.bit_count()
            value += TRUMP_CREDIT * (hand & bright_mask).bit_count()
            value += SENIOR_CREDIT * (hand & senior).bit_count()
            found = cache[hand] = (SHARPNESS * value, hand_value(hand, settlement))
        return found

    lead = SHARPNESS * LEAD_CREDIT
    exp = math.exp

    def evaluate(state: AigomaState, seat: int) -> float:
        if state.is_over:
            return state.returns()[seat]
        terms = [hand_terms(h) for h in state.hands]
        scores = [strength for strength, _ in terms]
        if not state.top:  # the seat to play leads
            scores[state._cur] += lead
        top = max(scores)
        weights = [exp(s - top) for s in scores]
        mine = weights[seat] / sum(weights)
        value = mine + (1.0 - mine) * lose
        if settlement != "none":
            # If this seat wins it collects the others' values; otherwise it pays its own.
            collect = mine * (sum(v for _, v in terms) - terms[seat][1])
            value += (collect - (1.0 - mine) * terms[seat][1]) / scale
        done = state.returns()[seat] * rounds if state.history else 0.0  # the finished deals
        return (done + value) / rounds

    return cast("Evaluation", evaluate)
