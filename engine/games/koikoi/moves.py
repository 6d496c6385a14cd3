"""Every Koi-Koi move as a shared, prebuilt ``Move`` value, so play never builds moves.

Codes (``Move.code``), the same words as «Хато» uses:

* ``play:H.T``: play hand card ``H`` onto table card ``T`` of its month and capture both (with two
  matching table cards the code names the one taken).
* ``play:H``: three table cards of ``H``'s month go with the fourth: capture all four.
* ``lay:H``: lay hand card ``H`` on the table: when no table card matches it or, with option
  ``must_take`` off, also when one or two do (never onto three: the fourth takes them all).
* ``take:T``: the flipped deck card matched two table cards; take ``T`` with it.
* ``koikoi`` / ``stop``: after a turn that made a new or better yaku, go on or end the deal.
"""

from __future__ import annotations

from engine.game import Move

PLAY, LAY, TAKE, KOIKOI, STOP = range(5)
ALL = -1
"""Target mask of ``play:H``: every table card of the month (legal only when there are three)."""

KOIKOI_MOVE = Move("koikoi")
STOP_MOVE = Move("stop")
LAY_MOVES: tuple[Move, ...] = tuple(Move("lay", (c,)) for c in range(48))
TAKE_MOVES: tuple[Move, ...] = tuple(Move("take", (c,)) for c in range(48))
PLAY_ALL_MOVES: tuple[Move, ...] = tuple(Move("play", (c,)) for c in range(48))
PLAY_MOVES: tuple[tuple[Move | None, ...], ...] = tuple(
    tuple(Move("play", (c, t)) if c >> 2 == t >> 2 and c != t else None for t in range(48)) for c in range(48)
)
"""``PLAY_MOVES[hand card][table card]``: play one onto the other (None across months)."""

MOVE_INFO: dict[Move, tuple[int, int, int]] = {
    KOIKOI_MOVE: (KOIKOI, -1, 0),
    STOP_MOVE: (STOP, -1, 0),
}
"""move -> (kind, card, mask of the named target, or ``ALL``)."""

for _c in range(48):
    MOVE_INFO[LAY_MOVES[_c]] = (LAY, _c, 0)
    MOVE_INFO[TAKE_MOVES[_c]] = (TAKE, _c, 1 << _c)
    MOVE_INFO[PLAY_ALL_MOVES[_c]] = (PLAY, _c, ALL)
    for _move in PLAY_MOVES[_c]:
        if _move is not None:
            MOVE_INFO[_move] = (PLAY, _c, 1 << _move.cards[1])


def _moves_for(c: int, nibble: int, must_take: bool) -> tuple[Move, ...]:
    base = c & ~3
    targets = [base + i for i in range(4) if nibble >> i & 1]
    if not targets:
        return (LAY_MOVES[c],)
    if len(targets) == 3:
        return (PLAY_ALL_MOVES[c],)
    # (``targets`` never holds ``c`` itself in play: a hand card is not on the table)
    onto = tuple(move for t in targets if (move := PLAY_MOVES[c][t]) is not None)
    return onto if must_take else (*onto, LAY_MOVES[c])


def _hand_card_moves(must_take: bool) -> tuple[tuple[Move, ...], ...]:
    return tuple(
        _moves_for(c, nibble, must_take) if not nibble >> (c & 3) & 1 else ()
        for c in range(48)
        for nibble in range(16)
    )


HAND_CARD_MOVES: tuple[tuple[Move, ...], ...] = _hand_card_moves(True)
"""``HAND_CARD_MOVES[card * 16 + nibble]``: the moves of a hand card when ``nibble`` holds which
cards of its month lie on the table (bit ``i`` = the month's card ``i``), a card with a match
capturing it (option ``must_take``, the default)."""
FREE_HAND_CARD_MOVES: tuple[tuple[Move, ...], ...] = _hand_card_moves(False)
"""The same with ``must_take`` off: a card with one or two matches may also be laid."""


def decode(move: Move) -> tuple[int, int, int] | None:
    """(kind, card, target mask) of a Koi-Koi move, or None if Koi-Koi has no such move.

    ``play`` naming a card of another month, or several targets, decodes with a target mask that
    can never match (so the refusal says which rule it breaks).
    """
    info = MOVE_INFO.get(move)
    if info is None and move.action == "play" and len(move.cards) >= 2:
        mask = 0
        for t in move.cards[1:]:
            mask |= 1 << t
        return (PLAY, move.cards[0], mask | (1 << 63))  # bit 63: not a single table card
    return info
