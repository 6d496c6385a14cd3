"""Every Aigoma-koppai move as a shared, prebuilt ``Move`` value.

Codes (``Move.code``), cards in index order:

* ``lead:01c`` / ``lead:08c.08d`` / ``lead:01a``: lead onto an empty table: 1-4 cards of one month,
  or one bright alone, which is always a trump (``lead:01a`` is the crane as a trump).
* ``beat:10c.10d`` / ``beat:11a``: answer the play on the table with as many cards of a more senior
  month, or with one bright as a trump.
* ``pass``: do not play now (allowed only when there is something on the table to beat).

A play's cards are a 48-bit mask (bit ``i`` is card ``i``); ``LEAD`` and ``BEAT`` map a mask to its
move and ``MOVE_INFO`` maps a move back to ``(kind, mask, count, month index)``.
"""

from __future__ import annotations

from engine.cardmask import cards_of
from engine.game import Move
from engine.games.aigoma.options import BRIGHT_CARDS

LEAD_KIND, BEAT_KIND, PASS_KIND = range(3)
PASS = Move("pass")
BRIGHT_MASK = sum(1 << c for c in BRIGHT_CARDS)
IS_BRIGHT: tuple[bool, ...] = tuple(bool(BRIGHT_MASK >> c & 1) for c in range(48))


def _subsets(nibble: int) -> tuple[int, ...]:
    """Non-empty sub-nibbles of ``nibble``, smallest first, then by value."""
    subs = [s for s in range(1, 16) if s & nibble == s]
    return tuple(sorted(subs, key=lambda s: (s.bit_count(), s)))


LEAD: dict[int, Move] = {}
BEAT: dict[int, Move] = {}
MOVE_INFO: dict[Move, tuple[int, int, int, int]] = {PASS: (PASS_KIND, 0, 0, -1)}
for _m in range(12):
    for _sub in range(1, 16):
        _mask = _sub << (4 * _m)
        _cards = cards_of(_mask)
        LEAD[_mask] = Move("lead", _cards)
        BEAT[_mask] = Move("beat", _cards)
        MOVE_INFO[LEAD[_mask]] = (LEAD_KIND, _mask, len(_cards), _m)
        MOVE_INFO[BEAT[_mask]] = (BEAT_KIND, _mask, len(_cards), _m)

LEAD_MOVES: tuple[tuple[tuple[Move, ...], ...], ...] = tuple(
    tuple(tuple(LEAD[s << (4 * m)] for s in _subsets(nib)) for nib in range(16)) for m in range(12)
)
"""``LEAD_MOVES[month index][nibble of the hand's cards of that month]``: every lead from them."""


def _beats(m: int, nib: int, k: int) -> tuple[Move, ...]:
    out = []
    for s in _subsets(nib):
        if s.bit_count() != k:
            continue
        if k == 1 and IS_BRIGHT[(s << (4 * m)).bit_length() - 1]:
            continue  # a bright alone is a trump, listed with the trumps
        out.append(BEAT[s << (4 * m)])
    return tuple(out)


BEAT_MOVES: tuple[tuple[tuple[tuple[Move, ...], ...], ...], ...] = tuple(
    tuple(tuple(_beats(m, nib, k) for k in range(5)) for nib in range(16)) for m in range(12)
)
"""``BEAT_MOVES[month index][nibble][count]``: the month plays of ``count`` cards (no lone bright)."""

TRUMP_BEATS: tuple[tuple[int, Move], ...] = tuple((c, BEAT[1 << c]) for c in BRIGHT_CARDS)
"""Each bright with its trump move ``beat:XX``."""
