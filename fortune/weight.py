"""How much each card of a spread weighs, the «кван» rule, and the leaning answer to a yes/no question.

The source (perevernul.ru, seeds line 210): «Появление таких знаков в раскладе усилит значение
предыдущей или последующей карты». The «or» can be read two ways, so both are offered:

- ``both`` (the default): a bright strengthens each neighbour it has, the card before it and the card
  after it; a bright in the middle strengthens both;
- ``next``: a bright strengthens one neighbour, the card after it, the way one month leads into the
  next; a bright in the last place has no card after it and strengthens the card before it.

Weight: the place counts (what lies ahead weighs most: 1, 1.5, 2), and every strengthening adds one
and a half times the card's own weight, so a strengthened past card outweighs an unstrengthened
future. The heaviest card is the main note of the answer, its advice is the advice, and the yes/no
leaning is the sum of the cards' votes by weight.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from engine.cards import Card, Kind, Text

if TYPE_CHECKING:
    from fortune.reading import CardInReading

KWANG_RULES = ("both", "next")
PLACE_WEIGHT = (1.0, 1.5, 2.0)
STRENGTH_BONUS = 1.5

# How each plant's meaning answers a yes/no question.
VOTES = {
    "plum": "yes",  # renewal
    "cherry": "yes",  # beauty, solemnity
    "peony": "yes",  # prosperity
    "maple": "yes",  # happiness and long life
    "paulownia": "yes",  # romance, the awaited phoenix
    "pine": "up_to_you",  # pride and wisdom: your experience decides
    "iris": "up_to_you",  # courage: it takes your step
    "clover": "up_to_you",  # awakening: strength that wants using
    "wisteria": "not_yet",  # a new period only beginning
    "chrysanthemum": "not_yet",  # patience
    "willow": "no",  # change: not as things are now
    "susuki": "no",  # solitude and heavy thought
}
ANSWERS = {
    "yes": Text("скорее да", "more likely yes"),
    "no": Text("скорее нет", "more likely no"),
    "not_yet": Text("пока нет", "not yet"),
    "up_to_you": Text("зависит от вас", "it depends on you"),
}
# Which votes speak against an answer (for «против говорит ...»).
OPPOSITES = {"yes": {"no"}, "no": {"yes"}, "not_yet": {"yes"}, "up_to_you": set[str]()}


def strengths(chosen: Sequence[Card], rule: str) -> tuple[list[int], list[tuple[int, ...]]]:
    """For each card: how many brights strengthen it, and which positions it strengthens."""
    if rule not in KWANG_RULES:
        raise ValueError(f"unknown kwang rule {rule!r}")
    count = len(chosen)
    received = [0] * count
    gives: list[tuple[int, ...]] = [()] * count
    for i, c in enumerate(chosen):
        if c.kind is not Kind.BRIGHT:
            continue
        if rule == "both":
            targets = tuple(j for j in (i - 1, i + 1) if 0 <= j < count)
        else:
            targets = (i + 1,) if i + 1 < count else (i - 1,)
        gives[i] = targets
        for j in targets:
            received[j] += 1
    return received, gives


def weight_of(c: CardInReading) -> float:
    """The card's weight in the answer: its place, multiplied up by every «кван» that strengthens it."""
    return PLACE_WEIGHT[c.position.index] * (1 + STRENGTH_BONUS * c.strength)


def main_card(placed: Sequence[CardInReading]) -> CardInReading:
    """The heaviest card (ties: the strengthened one, then the later one)."""
    return max(placed, key=lambda c: (weight_of(c), c.strength, c.position.index))


def leaning(placed: Sequence[CardInReading]) -> str:
    """The answer the cards lean to: ``yes``, ``no``, ``not_yet`` or ``up_to_you``.

    Each card votes by its plant's meaning with its weight; the answer with the most weight wins. A
    tie between opposite votes means the cards do not decide: ``up_to_you``.
    """
    totals = {answer: 0.0 for answer in ANSWERS}
    for c in placed:
        totals[VOTES[c.card.plant.key]] += weight_of(c)
    best = max(totals.values())
    winners = [answer for answer, total in totals.items() if total == best]
    return winners[0] if len(winners) == 1 else "up_to_you"


def supporters(placed: Sequence[CardInReading], answer: str) -> list[CardInReading]:
    """The cards voting for ``answer``, heaviest first."""
    return sorted((c for c in placed if VOTES[c.card.plant.key] == answer), key=weight_of, reverse=True)


def opponents(placed: Sequence[CardInReading], answer: str) -> list[CardInReading]:
    """The cards voting against ``answer``, heaviest first."""
    against = OPPOSITES[answer]
    return sorted((c for c in placed if VOTES[c.card.plant.key] in against), key=weight_of, reverse=True)


def valence(c: CardInReading) -> int:
    """+1 for a hopeful card, -1 for a hard one, 0 between: how the story in the cards moves."""
    vote = VOTES[c.card.plant.key]
    return 1 if vote == "yes" else -1 if vote == "no" else 0
