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

#: The search levels' settings: the defaults of ``engine.bots`` serve this game as they are.
SEARCH_SETTINGS: Mapping[str, Mapping[str, Any]] = {}

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

    def strength(hand: int, leading: bool) -> float:
        months = sum(1 for m in month_masks if hand & m)
        value = -months - CARD_COST * hand.bit_count()
        value += TRUMP_CREDIT * (hand & bright_mask).bit_count()
        value += SENIOR_CREDIT * (hand & senior).bit_count()
        return value + (LEAD_CREDIT if leading else 0.0)

    def evaluate(state: AigomaState, seat: int) -> float:
        if state.is_over:
            return state.returns()[seat]
        hands = state.hands
        cur = state._cur
        leading = not state.top
        scores = [SHARPNESS * strength(h, leading and i == cur) for i, h in enumerate(hands)]
        top = max(scores)
        weights = [math.exp(s - top) for s in scores]
        total = sum(weights)
        chance = [w / total for w in weights]
        value = chance[seat] * 1.0 + (1.0 - chance[seat]) * lose
        if settlement != "none":
            values = [hand_value(h, settlement) for h in hands]
            # If this seat wins it collects the others' values; otherwise it pays its own.
            collect = sum(chance[seat] * values[i] for i in range(n) if i != seat)
            pay = (1.0 - chance[seat]) * values[seat]
            value += (collect - pay) / scale
        done = state.returns()[seat] * rounds  # the finished deals of a match, unscaled
        return (done + value) / rounds

    return cast("Evaluation", evaluate)
