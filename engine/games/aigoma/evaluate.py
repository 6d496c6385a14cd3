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

from engine.cardmask import months_holding
from engine.evaluation import Evaluation
from engine.games.aigoma import moves as mv
from engine.games.aigoma.scoring import hand_value
from engine.games.aigoma.state import OVER, AigomaState
from engine.memo import Memo

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
    settlement = rules.settlement
    scale = rules.scale
    rounds = rules.rounds

    # A search meets the same hands again and again: remember each hand's strength (without the
    # lead) and settlement value.
    def terms_of(hand: int) -> tuple[float, int]:
        months = 12 - months_holding(hand, 0)
        value = -months - CARD_COST * hand.bit_count()
        value += TRUMP_CREDIT * (hand & bright_mask).bit_count()
        value += SENIOR_CREDIT * (hand & senior).bit_count()
        return (SHARPNESS * value, hand_value(hand, settlement))

    hand_terms = Memo(terms_of)

    lead = SHARPNESS * LEAD_CREDIT
    exp = math.exp

    def evaluate(state: AigomaState, seat: int) -> float:
        if state._phase == OVER:
            return state.returns()[seat]
        if n == 2 and settlement == "none":
            # The general formula below written out for two seats (the same arithmetic).
            first, second = state.hands
            strength0 = hand_terms[first][0]
            strength1 = hand_terms[second][0]
            if not state.top:
                if state._cur:
                    strength1 += lead
                else:
                    strength0 += lead
            top = strength0 if strength0 >= strength1 else strength1
            weight0 = exp(strength0 - top)
            weight1 = exp(strength1 - top)
            mine = (weight1 if seat else weight0) / (weight0 + weight1)
            value = mine + (1.0 - mine) * lose
            done = state.returns()[seat] * rounds if state.history else 0.0
            return (done + value) / rounds
        terms = [hand_terms[h] for h in state.hands]
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
