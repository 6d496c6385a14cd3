"""Hands, melds and card sets as 48-bit masks (bit i = card i), and back to card lists."""

from __future__ import annotations

from collections.abc import Iterable

_BYTE_CARDS: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
    tuple(tuple(8 * k + i for i in range(8) if b >> i & 1) for b in range(256)) for k in range(6)
)
"""``_BYTE_CARDS[k][b]``: the cards of byte ``k`` of a mask whose value is ``b``."""


def cards_of(mask: int) -> tuple[int, ...]:
    """The cards of a 48-bit mask, lowest index first."""
    out: tuple[int, ...] = ()
    k = 0
    while mask:
        byte = mask & 255
        if byte:
            out += _BYTE_CARDS[k][byte]
        mask >>= 8
        k += 1
    return out


def mask_of(cards: Iterable[int]) -> int:
    bits = 0
    for c in cards:
        bits |= 1 << c
    return bits
