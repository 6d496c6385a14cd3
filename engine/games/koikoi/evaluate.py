"""How the bots value a Koi-Koi position, and the search settings measured for this game.

The value is the match score so far plus each seat's prospects in this deal, in returns units. A
seat's prospects are half its current yaku (not banked until it stops; the full value when it is
deciding right now) plus credit for cards towards yaku not yet made: brights, the
boar-deer-butterflies, poem and blue ribbons, the sake cup with the curtain or the moon, and a
little for every animal, ribbon and plain towards the count yaku.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, cast

from engine.evaluation import Evaluation
from engine.games.koikoi import scoring as ky
from engine.games.koikoi.state import DECIDING, OVER, RETURN_SCALE, KoiKoiState
from engine.memo import Memo

if TYPE_CHECKING:
    from engine.games.koikoi.game import KoiKoi

#: The search levels' settings (measured in engine/bots/RESULTS.md). Each level maximizes the
#: expected match points (``Game.objective``'s default: the score difference), so a stop and a
#: koi-koi are compared by the points each is expected to bring. Playouts stop after four moves and
#: judge the position by the evaluation below (a whole deal played out at random buried the point
#: or two between two captures: it led greedy by -0.1 points per deal where the cut-off leads by
#: +1.4, and missed the phoenix of the expert positions); the searching seat's own playouts take a
#: scoring stop at once (``playout_finish="self"``), the opponent's play the greedy way. The strong
#: level spends 640 playouts with sequential halving over paired samples.
SEARCH_SETTINGS: Mapping[str, Mapping[str, Any]] = {
    "strong": {"search": "halving", "iterations": 640, "playout_depth": 4, "playout_finish": "self"},
    "medium": {"playout_depth": 4, "playout_finish": "self"},
}

#: The tutor's "every move as good" spread, in the strong bot's value units: a match score
#: difference over ``RETURN_SCALE`` (30), so 0.03 is about a point.
TUTOR_SPREAD: Mapping[int, float] = {0: 0.03}


def koikoi_evaluation(game: KoiKoi) -> Evaluation:
    """Match score plus prospects (see the module docstring), each pile's value remembered."""
    rules = game.rules
    yaku_totals = game.piles.totals
    bright_mask = ky.BRIGHTS & ~ky.RAIN_MAN
    sets = (ky.INOSHIKACHO, ky.AKATAN, ky.AOTAN)
    credit = (0.0, 1.0, 2.2)  # per card of a three-card set held (one or two)
    animals, ribbons, plains = ky.ANIMALS, ky.RIBBONS, rules.plain_mask
    sake_cup, moon_or_curtain = ky.SAKE_CUP, ky.CURTAIN | ky.MOON
    viewing = rules.viewing > 0

    def prospects(cap: int) -> float:
        value = 0.0
        brights = (cap & bright_mask).bit_count()
        if brights < 3:
            value += 1.2 * brights
        for mask in sets:
            got = (cap & mask).bit_count()
            if 0 < got < 3:
                value += credit[got]
        count = (cap & animals).bit_count()
        value += 0.25 * (count if count < 4 else 4)
        count = (cap & ribbons).bit_count()
        value += 0.2 * (count if count < 4 else 4)
        count = (cap & plains).bit_count()
        value += 0.1 * (count if count < 9 else 9)
        if viewing and not cap & sake_cup and cap & moon_or_curtain:
            value += 1.0
        elif viewing and cap & sake_cup and not cap & moon_or_curtain:
            value += 1.5
        return value

    # A search meets the same piles again and again: remember (made yaku, prospects) per pile.
    pile_value: Memo[int, tuple[int, float]] = Memo(lambda cap: (yaku_totals[cap], prospects(cap)))

    def evaluate(state: KoiKoiState, seat: int) -> float:
        phase = state._phase
        if phase == OVER:
            return state.returns()[seat]
        cap0, cap1 = state._caps
        made0, hope0 = pile_value[cap0]
        made1, hope1 = pile_value[cap1]
        cur = state._cur if phase == DECIDING else -1
        deal0 = (made0 if cur == 0 else 0.5 * made0) + hope0
        deal1 = (made1 if cur == 1 else 0.5 * made1) + hope1
        scores = state._scores
        if seat == 0:
            return (scores[0] - scores[1] + deal0 - deal1) / RETURN_SCALE
        return (scores[1] - scores[0] + deal1 - deal0) / RETURN_SCALE

    return cast("Evaluation", evaluate)
