"""Nylon-ppong card values, six-card combinations and penalty points.

Every card is worth its month number in the Korean order (seed 001, lines 46-47): all February
cards are worth 2, paulownia is November (11) and rain is December (12), as ``Card.korean_month``
says. Penalty points of a hand are the sum of its card values, except that cards of a month held
three (or four) times in the hand, a concealed triplet, count nothing (seed 001, lines 77-78 and
the worked example on line 88: two January cards, one February, one March and one August give
1 + 1 + 2 + 3 + 8 = 15).

The source text names the combinations but its table is missing, so the values are the standard
table (``COMBINATIONS``): three pairs 0, two triplets 0, four and a pair -50, six consecutive
months -(their sum), six cards worth 10 or less in total -100; by option also four of a kind 0 and
66 or more -100. When six cards make several combinations, the best one for the player (the
lowest value) counts.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from engine.cardmask import month_counts
from engine.cards import Text, korean_month

VALUE: tuple[int, ...] = tuple(korean_month(c // 4 + 1) for c in range(48))
"""The value of each card (index 0-47): its Korean month number, 1-12."""


@dataclass(frozen=True, slots=True)
class Combination:
    """One six-card combination: its key, its name in both languages and its value."""

    key: str
    name: Text
    value: int


COMBINATION_NAMES: dict[str, Text] = {
    "three_pairs": Text("Три пары", "Three pairs"),
    "two_triplets": Text("Два триплета", "Two triplets"),
    "four_and_pair": Text("Четыре карты месяца и пара", "Four of a month and a pair"),
    "straight": Text("Шесть месяцев подряд", "Six months in a row"),
    "low_sum": Text("Сумма 10 или меньше", "A total of 10 or less"),
    "four_of_a_kind": Text("Четыре карты одного месяца", "Four of a kind"),
    "high_sum": Text("Сумма 66 или больше", "A total of 66 or more"),
}

PENALTY_NAMES: dict[str, Text] = {
    "cards": Text("Штрафные очки за карты на руке", "Penalty points for the cards in hand"),
    "concealed_triplet": Text("Скрытый триплет не считается", "A concealed triplet counts nothing"),
    "not_a_combination": Text("Это не комбинация", "Not a combination"),
}


def months(cards: Iterable[int]) -> list[int]:
    """The Korean month numbers of ``cards``."""
    return [VALUE[c] for c in cards]


def find_combination(
    cards: Sequence[int], *, four_of_a_kind: bool = False, high_sum: bool = False
) -> Combination | None:
    """The best combination six ``cards`` make (the lowest value), or None.

    Months are Korean month numbers; a straight is six different consecutive months from 1 to 12
    and does not wrap from December to January (our reading: the text gives no table).
    """
    if len(cards) != 6:
        return None
    values = [VALUE[c] for c in cards]
    total = sum(values)
    counts: dict[int, int] = {}
    for v in values:
        counts[v] = counts.get(v, 0) + 1
    shape = sorted(counts.values(), reverse=True)
    found: list[Combination] = []
    if total <= 10:
        found.append(Combination("low_sum", COMBINATION_NAMES["low_sum"], -100))
    if high_sum and total >= 66:
        found.append(Combination("high_sum", COMBINATION_NAMES["high_sum"], -100))
    if len(counts) == 6 and max(values) - min(values) == 5:
        found.append(Combination("straight", COMBINATION_NAMES["straight"], -total))
    if shape == [4, 2]:
        found.append(Combination("four_and_pair", COMBINATION_NAMES["four_and_pair"], -50))
    if shape == [3, 3]:
        found.append(Combination("two_triplets", COMBINATION_NAMES["two_triplets"], 0))
    if shape == [2, 2, 2]:
        found.append(Combination("three_pairs", COMBINATION_NAMES["three_pairs"], 0))
    if four_of_a_kind and shape[0] == 4:
        found.append(Combination("four_of_a_kind", COMBINATION_NAMES["four_of_a_kind"], 0))
    if not found:
        return None
    return min(found, key=lambda combo: combo.value)


_NIBBLE_COUNT = tuple(b.bit_count() for b in range(16))


def combination_of_mask(
    mask: int, *, four_of_a_kind: bool = False, high_sum: bool = False
) -> Combination | None:
    """``find_combination`` of six cards given as a 48-bit mask, refusing most hands at once: four
    or five months (no pairs shape, no straight) with a total between 11 and 65 make none."""
    months = total = 0
    for m in range(12):
        bits = mask >> (4 * m) & 15
        if bits:
            months += 1
            total += _NIBBLE_COUNT[bits] * VALUE[4 * m]
    if months in (4, 5) and 10 < total < 66:
        return None
    cards = [c for c in range(48) if mask >> c & 1]
    return find_combination(cards, four_of_a_kind=four_of_a_kind, high_sum=high_sum)


def concealed_triplets(cards: Iterable[int]) -> tuple[int, ...]:
    """The cards of every month held three or four times (they count no penalty points).

    The text excludes «триплеты» from the count; with four of a month in hand we leave out all
    four, since the whole month is concealed (our reading: the text does not say).
    """
    cards = tuple(cards)
    counts: dict[int, int] = {}
    for c in cards:
        counts[c >> 2] = counts.get(c >> 2, 0) + 1
    return tuple(c for c in cards if counts[c >> 2] >= 3)


def hand_penalty(cards: Iterable[int]) -> int:
    """Penalty points of a hand: the sum of card values, concealed triplets excluded."""
    cards = tuple(cards)
    excluded = set(concealed_triplets(cards))
    return sum(VALUE[c] for c in cards if c not in excluded)


def hand_penalty_mask(hand: int) -> int:
    """``hand_penalty`` of a 48-bit hand mask (the fast form the state keeps)."""
    total = 0
    counts = month_counts(hand)
    while counts:  # the months held, lowest first
        shift = (counts & -counts).bit_length() - 1 & ~3
        count = counts >> shift & 15
        if count < 3:
            total += count * VALUE[shift]
        counts ^= count << shift
    return total
