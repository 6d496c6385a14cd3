"""Questions on the two deck orders, asked only where the orders differ: the willow and the paulownia.

The Japanese and the Korean order number the first ten months alike; only months 11 and 12 swap
(``engine.cards.korean_month``). A question about an order therefore shows a willow or a paulownia
card, or asks for their cards, and names the order it asks about:

* ``order_month``: a card of the willow or the paulownia; its month number in the named order
  (options: 10, 11, 12 and 1, so that the tempting answer, the other order's number, is always there);
* ``order_pick``: «in the Korean order, pick the four cards of November» from the eight cards of
  both months.

``order`` in a lesson item is ``ja``, ``ko`` or ``other`` (the order the learner's deck does not
use, resolved when the question is made): a question about one's own deck would be an ordinary
month question. Options store month numbers as the named order counts them.
"""

from __future__ import annotations

import random
from typing import Any

from engine.cards import DECK, MONTH_NAMES, Card, korean_month

KINDS = ("order_month", "order_pick")
SWAPPED = (11, 12)
"""The Japanese numbers of the two months whose numbers differ between the orders."""
NUMBERS = (10, 11, 12, 1)
"""The options of ``order_month``: the two swapped months and their neighbours on the circle."""


def eligible(card: Card) -> bool:
    """Whether an order question about ``card`` teaches anything: its month has two numbers."""
    return card.month in SWAPPED


def resolve(order: str, deck: str) -> str:
    """The order a question asks about: ``other`` is the one the learner's ``deck`` does not use."""
    if order == "other":
        return "ja" if deck == "ko" else "ko"
    return "ko" if order == "ko" else "ja"


def number_in(month: int, order: str) -> int:
    """The number of a (Japanese-numbered) month in ``order``."""
    return korean_month(month) if order == "ko" else month


def substitute(rng: random.Random, card: Card) -> Card:
    """``card`` when it is eligible, else a willow or paulownia card of the same kind."""
    if eligible(card):
        return card
    same = [c for c in DECK if eligible(c) and c.kind is card.kind]
    return rng.choice(same or [c for c in DECK if eligible(c)])


def _question(kind: str, **fields: Any) -> dict:
    question: dict = {"kind": kind, "shown": [], "options": [], "answer": [], "grades": [], "params": {}}
    question.update(fields)
    return question


def order_month(rng: random.Random, card: Card, *, order: str) -> dict:
    """Show a willow or paulownia card; choose its month number in ``order`` (``ja`` or ``ko``)."""
    if not eligible(card):
        raise ValueError(f"order_month: {card.code} has the same number in both orders")
    right = number_in(card.month, order)
    numbers = list(NUMBERS)
    rng.shuffle(numbers)
    return _question(
        "order_month",
        shown=[card.code],
        options=[{"month": n} for n in numbers],
        answer=[numbers.index(right)],
        grades=[[card.code, "month"]],
        params={"order": order},
    )


def order_pick(rng: random.Random, month: int, *, order: str) -> dict:
    """Pick the four cards of month ``month`` (a Japanese number, 11 or 12) from both months' eight,
    the month named by its number in ``order``."""
    if month not in SWAPPED:
        raise ValueError(f"order_pick: month {month} has the same number in both orders")
    cards = [c for c in DECK if c.month in SWAPPED]
    rng.shuffle(cards)
    return _question(
        "order_pick",
        options=[{"card": c.code} for c in cards],
        answer=[i for i, c in enumerate(cards) if c.month == month],
        multi=True,
        grades=[[c.code, "month"] for c in DECK if c.month == month],
        params={"order": order, "month": month},
    )


def option_label(option: dict, lang: str) -> str:
    """«11 · Ноябрь»: a month number as the asked order counts it, without its plant (the plant
    would answer the question)."""
    number = option["month"]
    return f"{number} · {MONTH_NAMES[number - 1].get(lang)}"


def asked_month(question: dict, chosen: int) -> int:
    """The Japanese number of the month an ``order_month`` option names (for the confused card)."""
    number = question["options"][chosen]["month"]
    order = question["params"].get("order", "ko")
    return korean_month(number) if order == "ko" else number
