"""What the cards left in a loser's hand are worth under each settlement of Aigoma-koppai.

The text (seed 001, line 35) suggests, for stakes, that the losers pay the winner either for the
number of cards left in their hands or by the value of those cards, without saying which values.
We take the card points of Menshov's «Хато» (``Card.points``: bright 20, animal 10, ribbon 5,
plain 0), the scheme the rest of the site uses. With no settlement nothing is paid (value 0).
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.cards import DECK, Kind, Text
from engine.game import Score, ScoreItem

POINTS: tuple[int, ...] = tuple(c.points for c in DECK)

ITEM_NAMES: dict[str, Text] = {
    "cards_left": Text("Карты на руке", "Cards in hand"),
    "won_deal": Text("Выигрыш раздачи", "Deal won"),
    "paid": Text("Плата за оставшиеся карты", "Paid for the cards left"),
}

KIND_ITEMS: dict[Kind, Text] = {
    Kind.BRIGHT: Text("Яркие карты, по 20", "Brights, 20 each"),
    Kind.ANIMAL: Text("Животные, по 10", "Animals, 10 each"),
    Kind.RIBBON: Text("Ленты, по 5", "Ribbons, 5 each"),
    Kind.PLAIN: Text("Простые карты, по 0", "Plains, 0 each"),
}


def hand_value(hand: int, settlement: str) -> int:
    """The value of a hand given as a 48-bit mask: its card count, its points, or 0."""
    if settlement == "cards":
        return hand.bit_count()
    if settlement == "points":
        total = 0
        while hand:
            low = hand & -hand
            total += POINTS[low.bit_length() - 1]
            hand ^= low
        return total
    return 0


def score_hand(cards: Sequence[int], settlement: str) -> Score:
    """The settlement value of ``cards`` left in a hand, with the reasons.

    ``cards``: one item with every card (1 each); ``points``: one item per kind present (bright,
    animal, ribbon, plain) with its cards and points; ``none``: total 0 and no items.
    """
    if len(set(cards)) != len(cards):
        raise ValueError("repeated card in pile")
    if settlement == "cards":
        if not cards:
            return Score(0, ())
        item = ScoreItem("cards_left", ITEM_NAMES["cards_left"], len(cards), tuple(cards))
        return Score(len(cards), (item,))
    if settlement == "points":
        items = []
        for kind, name in KIND_ITEMS.items():
            group = tuple(c for c in cards if DECK[c].kind == kind)
            if group:
                items.append(ScoreItem(str(kind), name, sum(POINTS[c] for c in group), group))
        return Score(sum(item.points for item in items), tuple(items))
    return Score(0, ())
