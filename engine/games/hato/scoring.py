"""Scoring of «Хато»: card points plus bonuses (Menshov v2 lines 84-99, v3 lines 295-318).

A pile of captured cards scores each card's points (bright 20, animal 10, ribbon 5, plain 0) and
these bonuses:

* every full month (all four cards) +20;
* three poem ribbons (January, February, March) +30;
* three blue ribbons (June, September, October) +30;
* four plain red ribbons (April, May, July, willow) +40;
* five brights +50;
* option ``plain_bonus`` (v3, «мы ещё придумали»): +10 for 10 plain cards and +5 for each further 5.

The worked example of both versions: November's four cards score 0 + 5 + 10 + 20 and +20 for the
month, 55 in all. The «Min-hwatu» bonus set follows the two Min-hwatu write-ups among the seeds:
the full-month bonus only for iris, maple and willow (rain), the months sknc.narod.ru credits with
«+20 бонус» (lines 423-445); five «кван» cards 50 and the red ribbons with writing and the blue
ribbons 30 each (LiveJournal, lines 446-478: «Красные полоски, за которые дается бонус, должны быть
с иероглифами»). Neither gives a bonus for the plain red ribbons: the trio of April, May and July
for 30 (초단) is Go-Stop's, not these texts'.

Piles are kept as 48-bit masks (bit ``i`` = card ``i``) so that a running total costs a few
integer operations.
"""

from __future__ import annotations

from engine.cardmask import MONTH_MASK, cards_of, mask_of
from engine.cards import DECK, PLANTS, Kind, Ribbon, Text
from engine.game import Score, ScoreItem

BRIGHTS = mask_of(c.index for c in DECK if c.kind is Kind.BRIGHT)
ANIMALS = mask_of(c.index for c in DECK if c.kind is Kind.ANIMAL)
RIBBONS = mask_of(c.index for c in DECK if c.kind is Kind.RIBBON)
PLAINS = mask_of(c.index for c in DECK if c.kind is Kind.PLAIN)
POEM_RIBBONS = mask_of(c.index for c in DECK if c.ribbon is Ribbon.RED_POEM)
BLUE_RIBBONS = mask_of(c.index for c in DECK if c.ribbon is Ribbon.BLUE)
RED_PLAIN_RIBBONS = mask_of(c.index for c in DECK if c.ribbon is Ribbon.RED_PLAIN)

FULL_MONTH_POINTS = 20
NIBBLE_LOW = sum(1 << (4 * m) for m in range(12))  # the lowest bit of every month


def full_months(pile: int) -> int:
    """A mask with the lowest bit of every month whose four cards are all in ``pile``."""
    return pile & pile >> 1 & pile >> 2 & pile >> 3 & NIBBLE_LOW


MIN_HWATU_FULL_MONTHS = (5, 10, 11)  # iris, maple, willow (rain), Japanese month numbers

# (key, mask, points, name)
_MENSHOV_SETS: tuple[tuple[str, int, int, Text], ...] = (
    ("poem_ribbons", POEM_RIBBONS, 30, Text("Три красные ленты с надписью", "Three poem ribbons")),
    ("blue_ribbons", BLUE_RIBBONS, 30, Text("Три синие ленты", "Three blue ribbons")),
    (
        "red_plain_ribbons",
        RED_PLAIN_RIBBONS,
        40,
        Text("Четыре красные ленты без надписи", "Four plain red ribbons"),
    ),
    ("five_brights", BRIGHTS, 50, Text("Пять ярких карт", "Five brights")),
)
_MIN_HWATU_SETS: tuple[tuple[str, int, int, Text], ...] = (
    _MENSHOV_SETS[0],
    _MENSHOV_SETS[1],
    _MENSHOV_SETS[3],
)

_KIND_ITEMS: tuple[tuple[str, int, int, Text], ...] = (
    ("brights", BRIGHTS, 20, Text("Яркие карты", "Brights")),
    ("animals", ANIMALS, 10, Text("Животные", "Animals")),
    ("ribbons", RIBBONS, 5, Text("Ленты", "Ribbons")),
    ("plains", PLAINS, 0, Text("Простые карты", "Plains")),
)
PLAIN_BONUS_NAME = Text("Бонус за простые карты", "Plain cards bonus")


def full_month_name(month: int) -> Text:
    """«Весь месяц: ива» / "Full month: willow".

    Named by the plant, not the month's number: the willow month is November in the Japanese order
    and December in the Korean one, and the name must read right in either.
    """
    plant = PLANTS[month - 1].name
    return Text(f"Весь месяц: {plant.ru.lower()}", f"Full month: {plant.en.lower()}")


def plain_bonus_points(plains: int) -> int:
    """+10 for 10 plain cards and +5 for each further 5 (v3: 17 plain cards give 15)."""
    if plains < 10:
        return 0
    return 10 + 5 * ((plains - 10) // 5)


class Scorer:
    """Scoring constants for one bonus set; ``total`` is the hot path, ``score`` the breakdown."""

    __slots__ = ("full_months", "month_bits", "month_masks", "plain_bonus", "sets")

    def __init__(self, *, bonus_set: str = "menshov", plain_bonus: bool = False) -> None:
        if bonus_set == "min_hwatu":
            self.full_months: tuple[int, ...] = MIN_HWATU_FULL_MONTHS
            self.sets = _MIN_HWATU_SETS
        else:
            self.full_months = tuple(range(1, 13))
            self.sets = _MENSHOV_SETS
        self.month_masks = tuple(MONTH_MASK[m - 1] for m in self.full_months)
        self.month_bits = sum(1 << (4 * (m - 1)) for m in self.full_months)
        self.plain_bonus = plain_bonus

    def total(self, pile: int) -> int:
        """The score of the pile ``pile`` (a mask), without the breakdown."""
        points = (
            20 * (pile & BRIGHTS).bit_count()
            + 10 * (pile & ANIMALS).bit_count()
            + 5 * (pile & RIBBONS).bit_count()
            + FULL_MONTH_POINTS * (full_months(pile) & self.month_bits).bit_count()
        )
        for _key, sm, pts, _name in self.sets:
            if pile & sm == sm:
                points += pts
        if self.plain_bonus:
            points += plain_bonus_points((pile & PLAINS).bit_count())
        return points

    def bonuses(self, pile: int) -> list[ScoreItem]:
        """Every bonus the pile holds, in the order of the rules."""
        items = []
        for month, mm in zip(self.full_months, self.month_masks, strict=True):
            if pile & mm == mm:
                items.append(
                    ScoreItem(
                        f"full_month_{month:02d}", full_month_name(month), FULL_MONTH_POINTS, cards_of(mm)
                    )
                )
        for key, sm, pts, name in self.sets:
            if pile & sm == sm:
                items.append(ScoreItem(key, name, pts, cards_of(sm)))
        if self.plain_bonus:
            plains = pile & PLAINS
            pts = plain_bonus_points(plains.bit_count())
            if pts:
                items.append(ScoreItem("plain_bonus", PLAIN_BONUS_NAME, pts, cards_of(plains)))
        return items

    def new_bonuses(self, before: int, after: int) -> list[ScoreItem]:
        """Bonuses that ``after`` holds and ``before`` did not (for ``bonus`` events)."""
        old = {item.key: item.points for item in self.bonuses(before)}
        return [item for item in self.bonuses(after) if old.get(item.key) != item.points]

    def score(self, pile: int) -> Score:
        """The full breakdown: one item per kind of card present, then each bonus."""
        items = []
        for key, km, pts, name in _KIND_ITEMS:
            cards = pile & km
            if cards:
                items.append(ScoreItem(key, name, pts * cards.bit_count(), cards_of(cards)))
        items.extend(self.bonuses(pile))
        return Score(sum(item.points for item in items), tuple(items))

    def formed(self, before: int, after: int) -> bool:
        """Whether ``after`` completes a bonus that ``before`` lacked (cheap pre-check)."""
        if full_months(after) & ~full_months(before) & self.month_bits:
            return True
        for _key, sm, _pts, _name in self.sets:
            if after & sm == sm and before & sm != sm:
                return True
        if self.plain_bonus:
            return plain_bonus_points((after & PLAINS).bit_count()) != plain_bonus_points(
                (before & PLAINS).bit_count()
            )
        return False
