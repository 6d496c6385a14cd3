"""The parts of the Aigoma-koppai and Nylon-ppong rules pages that the engine computes.

Month seniority and trumps come from the Aigoma-koppai options, the settlement example is the end
of a real deal (the same seed as the page's examples) under each settlement, card values and the
combination table come from Nylon-ppong's scorer. The hands of the worked examples are chosen by
us, as a rulebook would; their points are always the engine's.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from typing import Any

from engine.cards import DECK, PLANTS, Card, card
from engine.game import get_game
from reference.examples import deal_steps

# Tables of the two games' own, as the engine's games give them for the rules pages.
_AIGOMA = get_game("aigoma").facts
_NYLON = get_game("nylon").facts
MONTH_ORDERS = _AIGOMA["month_orders"]
LISTED_BRIGHTS = _AIGOMA["listed_brights"]
VALUE = _NYLON["card_values"]
COMBINATION_NAMES = _NYLON["combination_names"]

SETTLEMENT_SEED = 1

TEXT_EXAMPLE = ("01c", "01d", "02c", "03c", "08c")
"""The text's worked example: two January cards, one February, one March, one August."""
TRIPLET_EXAMPLE = ("03b", "03d", "06a", "06b", "06c")
"""A hand with a concealed triplet (three peony cards)."""

COMBINATION_HANDS: dict[str, tuple[str, ...]] = {
    "three_pairs": ("02a", "02b", "06a", "06b", "09a", "09b"),
    "two_triplets": ("04a", "04b", "04c", "07a", "07b", "07c"),
    "four_and_pair": ("08a", "08b", "08c", "08d", "10a", "10b"),
    "straight": ("03a", "04a", "05a", "06a", "07a", "08a"),
    "low_sum": ("01a", "01b", "01c", "02a", "02b", "03a"),
    "four_of_a_kind": ("01a", "01b", "01c", "01d", "05a", "09a"),
    "high_sum": ("11a", "11b", "11c", "12a", "12b", "10a"),
}
"""One six-card hand for each combination of the standard table, in the table's order."""
OPTIONAL_COMBINATIONS = frozenset({"four_of_a_kind", "high_sum"})


@dataclass(frozen=True, slots=True)
class MonthRank:
    """One place in a month seniority: the month's number (Japanese order), plant and first card."""

    place: int
    month: int
    plant: str
    card: Card


@dataclass(frozen=True, slots=True)
class Valued:
    """A card with the value the game gives it."""

    card: Card
    value: int


@dataclass(frozen=True, slots=True)
class HandScore:
    """A hand scored by the engine: its cards with values, what counts and the total."""

    cards: tuple[Valued, ...]
    counted: tuple[Valued, ...]
    concealed: tuple[Card, ...]
    total: int


@dataclass(frozen=True, slots=True)
class ComboRow:
    """A row of the combination table: the engine's name and value for an example hand."""

    key: str
    name: str
    cards: tuple[Card, ...]
    value: int
    month_sum: int
    optional: bool


@dataclass(frozen=True, slots=True)
class SettlementRow:
    """One player at the end of a deal: the cards left and what each settlement makes of them."""

    seat: int
    winner: bool
    cards: tuple[Card, ...]
    by_cards: int
    by_points: int


def _cards(codes) -> tuple[Card, ...]:
    return tuple(card(c) for c in codes)


@cache
def month_orders(lang: str) -> dict[str, tuple[MonthRank, ...]]:
    """Each month seniority of Aigoma-koppai, strongest first, with plant names in ``lang``."""
    return {
        key: tuple(
            MonthRank(place, month, PLANTS[month - 1].name.get(lang), DECK[(month - 1) * 4])
            for place, month in enumerate(order, start=1)
        )
        for key, order in MONTH_ORDERS.items()
    }


def listed_brights() -> tuple[Card, ...]:
    """The five brights in the order the text lists them, most senior first."""
    return tuple(DECK[i] for i in LISTED_BRIGHTS)


@cache
def settlement_example() -> tuple[int, tuple[SettlementRow, ...]] | None:
    """The end of the example deal under each settlement: the winner's seat and a row per seat."""
    gains: dict[str, tuple[int, ...]] = {}
    record: Mapping[str, Any] | None = None
    for settlement in ("cards", "points"):
        _, state = deal_steps("aigoma", SETTLEMENT_SEED, (("settlement", settlement),))
        ends = [e for e in state.events if e.kind == "round_end"]
        if not ends:
            return None
        record = ends[0].data
        gains[settlement] = tuple(record["gains"])
    assert record is not None
    winner = record["winner"]
    rows = tuple(
        SettlementRow(
            seat=seat + 1,
            winner=seat == winner,
            cards=tuple(DECK[c] for c in hand),
            by_cards=gains["cards"][seat],
            by_points=gains["points"][seat],
        )
        for seat, hand in enumerate(record["hands"])
    )
    return winner + 1, rows


@cache
def month_values() -> tuple[Valued, ...]:
    """One card per month with its Nylon-ppong value (the Korean month number), by value."""
    firsts = [DECK[(month - 1) * 4] for month in range(1, 13)]
    valued = [Valued(c, VALUE[c.index]) for c in firsts]
    return tuple(sorted(valued, key=lambda v: v.value))


def _score(codes: tuple[str, ...]) -> HandScore:
    game = get_game("nylon")
    cards = _cards(codes)
    score = game.score_pile([c.index for c in cards])
    items = {item.key: item for item in score.items}
    counted = items["cards"].cards if "cards" in items else ()
    concealed = items["concealed_triplet"].cards if "concealed_triplet" in items else ()
    return HandScore(
        cards=tuple(Valued(c, VALUE[c.index]) for c in cards),
        counted=tuple(Valued(DECK[i], VALUE[i]) for i in counted),
        concealed=tuple(DECK[i] for i in concealed),
        total=score.total,
    )


@cache
def nylon_scoring() -> dict[str, HandScore]:
    """The text's worked example (15) and a hand with a concealed triplet, scored by the engine."""
    return {"text": _score(TEXT_EXAMPLE), "triplet": _score(TRIPLET_EXAMPLE)}


@cache
def combination_table(lang: str) -> tuple[ComboRow, ...]:
    """The standard combination table: each combination with an example hand the engine scores as
    it (both optional combinations switched on for this)."""
    game = get_game("nylon", options={"four_of_a_kind": True, "high_sum": True})
    rows = []
    for key, codes in COMBINATION_HANDS.items():
        cards = _cards(codes)
        score = game.score_pile([c.index for c in cards])
        item = score.items[0]
        if item.key != key:
            raise AssertionError(f"{codes} scores {item.key}, not {key}")
        rows.append(
            ComboRow(
                key=key,
                name=COMBINATION_NAMES[key].get(lang),
                cards=cards,
                value=score.total,
                month_sum=sum(VALUE[c.index] for c in cards),
                optional=key in OPTIONAL_COMBINATIONS,
            )
        )
    return tuple(rows)
