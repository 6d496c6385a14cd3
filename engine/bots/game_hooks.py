"""Per-game evaluation hooks (see ``engine.bots.hooks``): the only game-specific code of the bots.

Each hook reads the game's own fast structures (48-bit card masks) and returns a value in the
units of that game's ``State.returns``.
"""

from __future__ import annotations

import engine.bots.eval_nylon  # noqa: F401  (registers the Nylon-ppong hook)
from engine.bots.hooks import Evaluation, register_hook
from engine.game import Game, State


@register_hook("hato")
def hato_evaluation(game: Game) -> Evaluation:
    """«Хато»: the game's returns formula on the points captured so far (own minus the others' mean).

    The same value as ``HatoState.returns`` (defined before the end as exactly that cut-off value),
    with each pile's points remembered: a search scores the same piles again and again.
    """
    from engine.games.hato.rules import RETURN_SCALE

    scorer_total = game.scorer.total  # type: ignore[attr-defined]
    target = game.rules.target  # type: ignore[attr-defined]
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

    def evaluate(state: State, seat: int) -> float:
        if state.is_over:
            return state.returns()[seat]
        values = [pile_total(pile) for pile in state.captured]  # type: ignore[attr-defined]
        if target:
            values = [t + v for t, v in zip(state.totals, values, strict=True)]  # type: ignore[attr-defined]
        mine = values[seat]
        return (mine - (sum(values) - mine) / others) / scale

    return evaluate


@register_hook("koikoi")
def koikoi_evaluation(game: Game) -> Evaluation:
    """Koi-Koi: the match score so far plus each seat's prospects in this deal, in returns units.

    A seat's prospects are half its current yaku (not banked until it stops; the full value when it
    is deciding right now) plus credit for cards towards yaku not yet made: brights, the
    boar-deer-butterflies, poem and blue ribbons, the sake cup with the curtain or the moon, and a
    little for every animal, ribbon and plain towards the count yaku.
    """
    from engine.games.koikoi import state as ks
    from engine.games.koikoi import yaku as ky

    rules = game.rules  # type: ignore[attr-defined]
    scale = ks.RETURN_SCALE
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

    def evaluate(state: State, seat: int) -> float:
        if state.is_over:
            return state.returns()[seat]
        caps = state._caps  # type: ignore[attr-defined]
        deciding = state._phase == ks.DECIDING  # type: ignore[attr-defined]
        cur = state._cur  # type: ignore[attr-defined]
        deal = [0.0, 0.0]
        for p in (0, 1):
            made, hope = pile_value(caps[p])
            deal[p] = (made if deciding and cur == p else 0.5 * made) + hope
        scores = state._scores  # type: ignore[attr-defined]
        other = 1 - seat
        return (scores[seat] - scores[other] + deal[seat] - deal[other]) / scale

    return evaluate


from engine.bots import eval_aigoma  # noqa: E402, F401  (registers the Aigoma-koppai hook)
