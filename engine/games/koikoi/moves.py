"""Every Koi-Koi move as a shared, prebuilt ``Move`` value, so play never builds moves.

Codes (``Move.code``):

* ``play:H.T``: play hand card ``H`` onto table card ``T`` of its month and capture both; when three
  table cards match, the move names all three (``play:H.A.B.C``) and captures all four.
* ``lay:H``: lay hand card ``H`` on the table (only when no table card matches it).
* ``choose:T``: the flipped deck card matched two table cards; take ``T`` with it.
* ``koikoi`` / ``stop``: after a turn that made a new or better yaku, go on or end the deal.
"""

from __future__ import annotations

from itertools import combinations

from engine.game import Move

PLAY, LAY, CHOOSE, KOIKOI, STOP = range(5)

KOIKOI_MOVE = Move("koikoi")
STOP_MOVE = Move("stop")
LAY_MOVES: tuple[Move, ...] = tuple(Move("lay", (c,)) for c in range(48))
CHOOSE_MOVES: tuple[Move, ...] = tuple(Move("choose", (c,)) for c in range(48))
PLAY_MOVES: dict[tuple[int, int], Move] = {}
"""(hand card, mask of the table cards it takes) -> move, for one or three targets."""

MOVE_INFO: dict[Move, tuple[int, int, int]] = {
    KOIKOI_MOVE: (KOIKOI, -1, 0),
    STOP_MOVE: (STOP, -1, 0),
}
"""move -> (kind, card, mask of named target cards)."""


def _build() -> None:
    for c in range(48):
        MOVE_INFO[LAY_MOVES[c]] = (LAY, c, 0)
        MOVE_INFO[CHOOSE_MOVES[c]] = (CHOOSE, c, 1 << c)
        month = c >> 2
        others = [i for i in range(month * 4, month * 4 + 4) if i != c]
        for size in (1, 2, 3):
            for targets in combinations(others, size):
                mask = sum(1 << t for t in targets)
                move = Move("play", (c, *targets))
                MOVE_INFO[move] = (PLAY, c, mask)
                if size != 2:
                    PLAY_MOVES[c, mask] = move


_build()


def decode(move: Move) -> tuple[int, int, int] | None:
    """(kind, card, target mask) of a Koi-Koi move, or None if the move is not one of them.

    A ``play`` naming a card of another month, or the same card twice, is not a Koi-Koi move.
    """
    info = MOVE_INFO.get(move)
    if info is None and move.action == "play" and len(move.cards) >= 2:
        card = move.cards[0]
        mask = 0
        for t in move.cards[1:]:
            mask |= 1 << t
        return (PLAY, card, mask | (1 << 63))  # bit 63 marks targets that cannot match
    return info
