"""Every «Хато» move as a shared, prebuilt ``Move`` value, and the first-step moves of a hand card.

Codes: ``play:HH.TT`` (a hand card onto a table card of its month), ``play:HH`` (the fourth card
of a month onto the three on the table), ``lay:HH`` (a hand card laid on the table), ``take:TT``
(the table card a flipped card takes, of two) and ``take:AA.BB`` (two of a stack of three).
``legal_moves`` hands out these objects, so ``move in legal`` is an identity check.
"""

from __future__ import annotations

from itertools import combinations

from engine.game import Move

LAY: tuple[Move, ...] = tuple(Move("lay", (h,)) for h in range(48))
PLAY_ALL: tuple[Move, ...] = tuple(Move("play", (h,)) for h in range(48))
PLAY_ONTO: dict[tuple[int, int], Move] = {
    (h, t): Move("play", (h, t)) for h in range(48) for t in range(h & ~3, (h & ~3) + 4) if t != h
}
TAKE_ONE: tuple[Move, ...] = tuple(Move("take", (c,)) for c in range(48))
TAKE_TWO: dict[tuple[int, int], Move] = {
    (a, b): Move("take", (a, b)) for m in range(12) for a, b in combinations(range(4 * m, 4 * m + 4), 2)
}


def _moves_for(h: int, nibble: int, must_take: bool) -> tuple[Move, ...]:
    """First-step moves of hand card ``h`` when its month's table cards are ``nibble`` (4 bits)."""
    base = h & ~3
    # (a nibble holding ``h`` itself cannot happen in play: a hand card is not on the table)
    matches = [base + i for i in range(4) if nibble >> i & 1 and base + i != h]
    if not matches:
        return (LAY[h],)
    if len(matches) == 3:
        return (PLAY_ALL[h],)
    onto = tuple(PLAY_ONTO[h, t] for t in matches)
    return onto if must_take else (*onto, LAY[h])


#: ``FIRST_MOVES[must_take][h][nibble]``: the moves of hand card h given its month's cards on the table.
FIRST_MOVES: tuple[tuple[tuple[tuple[Move, ...], ...], ...], ...] = tuple(
    tuple(tuple(_moves_for(h, nib, mt) for nib in range(16)) for h in range(48)) for mt in (False, True)
)
