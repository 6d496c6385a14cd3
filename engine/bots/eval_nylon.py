"""Evaluation hook for Nylon-ppong (see ``engine.bots.hooks``).

Penalty points are bad, so a seat's value is the others' mean minus its own, in the units of
``NylonState.returns``: the match totals so far plus an estimate for the deal in play. A hand's
estimate is its penalty points now (concealed triplets count nothing), less credit for what may
end the deal well: pairs (a «пон», three pairs), a meld with two cheap cards (a «стоп»), and a
combination already in hand.
"""

from __future__ import annotations

from engine.bots.hooks import Evaluation, register_hook
from engine.game import Game, State


@register_hook("nylon")
def nylon_evaluation(game: Game) -> Evaluation:
    """The totals' difference plus half the difference of the hands' estimated penalty points."""
    from engine.games.nylon import state as ns
    from engine.games.nylon.combos import MONTH_MASK, hand_penalty_mask

    scale = ns.RETURN_SCALE
    limit = game.options["stop_limit"]

    def estimate(hand: int, meld: int) -> float:
        value = float(hand_penalty_mask(hand))
        pairs = sum(1 for mask in MONTH_MASK if (hand & mask).bit_count() == 2)
        value -= 3.0 * pairs
        if meld and hand.bit_count() <= 3:
            value -= 6.0 if hand_penalty_mask(hand) <= limit else 2.0
        return value

    def evaluate(state: State, seat: int) -> float:
        if state.is_over:
            return state.returns()[seat]
        hands = state._hands  # type: ignore[attr-defined]
        melds = state._melds  # type: ignore[attr-defined]
        totals = state._totals  # type: ignore[attr-defined]
        n = len(hands)
        now = [totals[s] + 0.5 * estimate(hands[s], melds[s]) for s in range(n)]
        others = (sum(now) - now[seat]) / (n - 1)
        return (others - now[seat]) / scale

    return evaluate
