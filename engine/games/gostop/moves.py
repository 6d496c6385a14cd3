"""Every Go-Stop move as a shared, prebuilt ``Move`` value, so play never builds moves.

Codes (``Move.code``):

* ``play:H.T``: play hand card ``H`` onto table card ``T`` of its month (with two matching table
  cards the code names the one taken); ``play:H``: three table cards of ``H``'s month go with the
  fourth.
* ``lay:H``: lay hand card ``H`` on the table (only when no table card is of its month);
  ``shake:H``: the same, after showing the three cards of that month in hand (shaking).
* ``bomb:A.B.C``: play the three cards of one month from the hand onto the fourth on the table.
* ``flip``: a bomb's free turn: flip a card from the deck without playing one.
* ``take:T``: the flipped card matched two table cards; take ``T`` with it.
* ``go`` / ``stop``: after a turn that reached the points needed, or more than at the last go.
"""

from __future__ import annotations

from engine.game import Move

GO = Move("go")
STOP = Move("stop")
FLIP = Move("flip")
LAY: tuple[Move, ...] = tuple(Move("lay", (c,)) for c in range(48))
SHAKE: tuple[Move, ...] = tuple(Move("shake", (c,)) for c in range(48))
TAKE: tuple[Move, ...] = tuple(Move("take", (c,)) for c in range(48))
PLAY_ALL: tuple[Move, ...] = tuple(Move("play", (c,)) for c in range(48))
PLAY: tuple[tuple[Move | None, ...], ...] = tuple(
    tuple(Move("play", (c, t)) if c >> 2 == t >> 2 and c != t else None for t in range(48)) for c in range(48)
)
"""``PLAY[hand card][table card]``: play one onto the other (None across months)."""


def _bombs() -> dict[int, Move]:
    """``BOMB[mask of three cards of a month]``: the bomb with those three cards."""
    found = {}
    for month in range(12):
        cards = [4 * month + i for i in range(4)]
        for left_out in cards:
            three = tuple(c for c in cards if c != left_out)
            found[sum(1 << c for c in three)] = Move("bomb", three)
    return found


BOMB: dict[int, Move] = _bombs()
