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
from engine.games.koikoi.state import DECIDING, RETURN_SCALE, KoiKoiState

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
    yaku_total = ky.yaku_total
    bright_mask = ky.BRIGHTS & ~ky.RAIN_MAN
    sets = (ky.INOSHIKACHO, ky.AKATAN, ky.AOTAN)
    viewing = rules.viewing > 0

    def prospects(cap: int) -> float:
        value = 0.0
        brights = (cap & bright_mask).bit_count()
        if brights < 3:
            value += 1.2 * brights
        for mask in sets:
            got = (cap & mask).bit_count()
            if got < 3:
                value += (0.4, 1.0, 2.2)[got] if got else 0.0
        value += 0.25 * min((cap & ky.ANIMALS).bit_count(), 4)
        value += 0.2 * min((cap & ky.RIBBONS).bit_count(), 4)
        value += 0.1 * min((cap & rules.plain_mask).bit_count(), 9)
        if viewing and not cap & ky.SAKE_CUP and cap & (ky.CURTAIN | ky.MOON):
            value += 1.0
        elif viewing and cap & ky.SAKE_CUP and not cap & (ky.CURTAIN | ky.MOON):
            value += 1.5
        return value

    # A search meets the same piles again and again: remember (made yaku, prospects) per pile.
    cache: dict[int, tuple[int, float]] = {}

    def pile_value(cap: int) -> tuple[int, float]:
        found = cache.get(cap)
        if found is None:
            if len(cache) > 200_000:
                cache.clear()
            found = cache[cap] = (yaku_total(cap, rules), prospects(cap))
        return found

    def evaluate(state: KoiKoiState, seat: int) -> float:
        if state.is_over:
            return state.returns()[seat]
        caps = state._caps
        deciding = state._phase == DECIDING
        cur = state._cur
        deal = [0.0, 0.0]
        for p in (0, 1):
            made, hope = pile_value(caps[p])
            deal[p] = (made if deciding and cur == p else 0.5 * made) + hope
        scores = state._scores
        other = 1 - seat
        return (scores[seat] - scores[other] + deal[seat] - deal[other]) / RETURN_SCALE

    return cast("Evaluation", evaluate)
