"""Every Nylon-ppong move as a shared, prebuilt ``Move`` value.

Codes (``Move.code``):

* ``draw``: take the top card of the deck (the only way to draw; the text never takes the discard).
  With an empty deck and no reshuffle left it ends the deal as a draw.
* ``discard:C``: put hand card ``C`` face up on the discard pile and end the turn.
* ``declare``: go out with a six-card combination (the hand, plus the ppong meld if any).
* ``ppong:A.B``: call «пон» with the pair ``A``, ``B`` on the top discard of their month.
* ``hidden_ppong``: call «скрытый пон» (a triplet and a pair; the discard completes the pair).
* ``stop``: call «стоп» at the start of one's turn, before drawing.
* ``pass``: let an out-of-turn ppong (or hidden ppong) go.
"""

from __future__ import annotations

from engine.game import Move

DRAW, DISCARD, DECLARE, PPONG, HIDDEN, STOP, PASS = range(7)

DRAW_MOVE = Move("draw")
DECLARE_MOVE = Move("declare")
HIDDEN_MOVE = Move("hidden_ppong")
STOP_MOVE = Move("stop")
PASS_MOVE = Move("pass")
DISCARD_MOVES: tuple[Move, ...] = tuple(Move("discard", (c,)) for c in range(48))
PPONG_MOVES: dict[tuple[int, int], Move] = {
    (a, b): Move("ppong", (a, b)) for a in range(48) for b in range(48) if a >> 2 == b >> 2 and a < b
}
"""``PPONG_MOVES[(a, b)]`` with ``a < b`` of one month."""

MOVE_INFO: dict[Move, tuple[int, tuple[int, ...]]] = {
    DRAW_MOVE: (DRAW, ()),
    DECLARE_MOVE: (DECLARE, ()),
    HIDDEN_MOVE: (HIDDEN, ()),
    STOP_MOVE: (STOP, ()),
    PASS_MOVE: (PASS, ()),
}
for _c in range(48):
    MOVE_INFO[DISCARD_MOVES[_c]] = (DISCARD, (_c,))
for _pair, _move in PPONG_MOVES.items():
    MOVE_INFO[_move] = (PPONG, _pair)

ACTIONS = {
    "draw": DRAW,
    "discard": DISCARD,
    "declare": DECLARE,
    "ppong": PPONG,
    "hidden_ppong": HIDDEN,
    "stop": STOP,
    "pass": PASS,
}


def decode(move: Move) -> tuple[int, tuple[int, ...]] | None:
    """(kind, cards) of a move, or None if Nylon-ppong has no such action.

    A known action with unusual cards (``ppong`` with the cards in the other order, or of two
    months) decodes too, so that the refusal can say which rule it breaks.
    """
    info = MOVE_INFO.get(move)
    if info is not None:
        return info
    kind = ACTIONS.get(move.action)
    if kind is None:
        return None
    return (kind, tuple(move.cards))
