"""Sets of cards as 48-bit masks (bit i = card index i), the fast form every game's state keeps.

A month's four cards are neighbours (``4 * month .. 4 * month + 3``, months 0-11 in the Japanese
order), so ``MONTH_MASK[c >> 2]`` is the month of card ``c`` and ``mask >> (c & ~3) & 15`` the
month's cards in ``mask`` as four bits.
"""

from __future__ import annotations

from collections.abc import Iterable

FULL: int = (1 << 48) - 1
"""Every card."""

MONTH_MASK: tuple[int, ...] = tuple(0xF << (4 * m) for m in range(12))
"""The four cards of each month, by month index 0-11 (``card >> 2``, the Japanese order)."""


def _chunk_table(offset: int) -> tuple[tuple[int, ...], ...]:
    return tuple(tuple(offset + i for i in range(12) if bits >> i & 1) for bits in range(1 << 12))


_T0, _T1, _T2, _T3 = (_chunk_table(12 * k) for k in range(4))


_PAIRS_OF_BITS = 0x555555555555
_PAIRS_OF_PAIRS = 0x333333333333
NIBBLE_ONES = 0x111111111111
"""The lowest bit of every month."""


def month_counts(mask: int) -> int:
    """How many cards of each month ``mask`` holds, as twelve 4-bit counts (month ``m`` in bits
    ``4m`` to ``4m + 3``), computed with a few integer operations instead of a loop."""
    pairs = (mask & _PAIRS_OF_BITS) + (mask >> 1 & _PAIRS_OF_BITS)
    return (pairs & _PAIRS_OF_PAIRS) + (pairs >> 2 & _PAIRS_OF_PAIRS)


def months_holding(mask: int, count: int) -> int:
    """How many months ``mask`` holds exactly ``count`` cards of (``count`` 1-4)."""
    differ = month_counts(mask) ^ (count * NIBBLE_ONES)  # a nibble is zero where the count is met
    nonzero = (differ | differ >> 1 | differ >> 2) & NIBBLE_ONES
    return 12 - nonzero.bit_count()


def cards_of(mask: int) -> tuple[int, ...]:
    """The card indices of ``mask`` in increasing order (four 12-bit table look-ups)."""
    return _T0[mask & 0xFFF] + _T1[mask >> 12 & 0xFFF] + _T2[mask >> 24 & 0xFFF] + _T3[mask >> 36 & 0xFFF]


def mask_of(cards: Iterable[int]) -> int:
    """The mask of some card indices."""
    bits = 0
    for c in cards:
        bits |= 1 << c
    return bits
