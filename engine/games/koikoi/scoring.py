"""Koi-Koi yaku on 48-bit card masks: a fast total for play and a breakdown for people.

A pile of captured cards is an int whose bit ``i`` is card index ``i`` (``01a`` = bit 0). Each yaku
group is a mask, so counting a group is one ``&`` and one ``bit_count``. Sources: japancards.ru
(seed 000, lines 151-197) for the yaku, the sake cup and the viewing-yaku agreements; Fuda Wiki's
Koi-Koi page for the standard values and the rule that within the bright, animal and ribbon groups
only the best yaku scores (which is why the extra-card points exist); Nintendo's leaflet for Goko 10
and Sanko 5. The rain man is left out of Sanko and Shiko, and four brights with him are Ame-shiko.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import partial
from typing import Any

from engine.cardmask import mask_of
from engine.cards import Text
from engine.game import Score, ScoreItem
from engine.memo import Memo


def _mask(*indices: int) -> int:
    bits = 0
    for i in indices:
        bits |= 1 << i
    return bits


def _bits(codes: str) -> int:
    """Mask of space-separated card codes (index = (month - 1) * 4 + letter)."""
    return _mask(*((int(c[:2]) - 1) * 4 + ord(c[2]) - ord("a") for c in codes.split()))


ALL = (1 << 48) - 1
MONTH_MASKS = tuple(0xF << (4 * m) for m in range(12))
"""Mask of the four cards of each month, by month index 0-11 (Japanese order)."""
MONTH_OF = tuple(i >> 2 for i in range(48))
"""Month index (0-11) of every card index."""

RAIN_MAN = _bits("11a")
CURTAIN = _bits("03a")
MOON = _bits("08a")
SAKE_CUP = _bits("09a")
BRIGHTS = _bits("01a 03a 08a 11a 12a")
ANIMALS = _bits("02a 04a 05a 06a 07a 08b 09a 10a 11b")
INOSHIKACHO = _bits("06a 07a 10a")
RIBBONS = _bits("01b 02b 03b 04b 05b 06b 07b 09b 10b 11c")
AKATAN = _bits("01b 02b 03b")
AOTAN = _bits("06b 09b 10b")
PLAINS = _bits(
    "01c 01d 02c 02d 03c 03d 04c 04d 05c 05d 06c 06d 07c 07d 08c 08d 09c 09d 10c 10d 11d 12b 12c 12d"
)

YAKU_NAMES: dict[str, Text] = {
    "goko": Text("Гоко: пять ярких карт", "Gokō: five brights"),
    "shiko": Text("Сико: четыре яркие карты", "Shikō: four brights"),
    "ame_shiko": Text("Амэ-сико: четыре яркие карты с человеком под дождём", "Ame-shikō: rainy four brights"),
    "sanko": Text("Санко: три яркие карты", "Sankō: three brights"),
    "hanami_zake": Text("Ханами-дзакэ: сакэ под вишней", "Hanami-zake: flower-viewing sake"),
    "tsukimi_zake": Text("Цукими-дзакэ: сакэ под луной", "Tsukimi-zake: moon-viewing sake"),
    "inoshikacho": Text("Иносикатё: кабан, олень и бабочки", "Inoshikachō: boar, deer, butterflies"),
    "akatan_aotan": Text(
        "Акатан и аотан: красные ленты с надписью и синие ленты", "Akatan and aotan: poem and blue ribbons"
    ),
    "akatan": Text("Акатан: три красные ленты с надписью", "Akatan: three poem ribbons"),
    "aotan": Text("Аотан: три синие ленты", "Aotan: three blue ribbons"),
    "tane": Text("Танэ: пять животных", "Tane: five animals"),
    "tanzaku": Text("Тандзаку: пять лент", "Tanzaku: five ribbons"),
    "kasu": Text("Касу: десять простых карт", "Kasu: ten plains"),
    "teshi": Text("Тэси: четыре карты одного месяца на руке", "Teshi: four of a month in hand"),
    "kuttsuki": Text("Куццуки: четыре пары на руке", "Kuttsuki: four pairs in hand"),
}
"""Names of every yaku by key (the key is the romaji), Russian and English."""

MULTIPLIER_NAMES: dict[str, Text] = {
    "double_at_7": Text("×2 за 7 очков и больше", "×2 for 7 points or more"),
    "double_own_koikoi": Text("×2: победитель объявлял «Кой-кой!»", "×2: the winner had called koi-koi"),
    "double_opponent_koikoi": Text("×2: соперник объявлял «Кой-кой!»", "×2: the opponent had called koi-koi"),
    "dealer_privilege": Text("Право сдающего при ничьей", "Dealer's privilege on a draw"),
}

DOUBLINGS: tuple[str, ...] = ("double_at_7", "double_own_koikoi", "double_opponent_koikoi")
"""The options that double a won deal's points, in the order they apply, each on the points so far."""

# Fixed values (the same in both presets); Goko, Sanko and the viewing yaku come from the options.
SHIKO_POINTS = 8
AME_SHIKO_POINTS = 7
INOSHIKACHO_POINTS = 5
TAN_POINTS = 5  # akatan, aotan
AKATAN_AOTAN_POINTS = 10
HAND_YAKU_POINTS = 6


@dataclass(frozen=True, slots=True)
class YakuRules:
    """The option values scoring needs, resolved once per game for speed."""

    goko: int = 15
    sanko: int = 6
    viewing: int = 5  # points per viewing yaku; 0 = viewing yaku not played
    viewing_rain_cancels: bool = False
    viewing_not_with_brights: bool = False
    plain_mask: int = PLAINS | SAKE_CUP

    @classmethod
    def from_options(cls, options: Mapping[str, Any]) -> YakuRules:
        viewing = 0 if not options["viewing"] else (3 if options["viewing_3"] else 5)
        return cls(
            goko=options["goko_points"],
            sanko=options["sanko_points"],
            viewing=viewing,
            viewing_rain_cancels=options["viewing_rain_cancels"],
            viewing_not_with_brights=options["viewing_not_with_brights"],
            plain_mask=PLAINS | SAKE_CUP if options["sake_cup_plain"] else PLAINS,
        )


def _bright_points(cap: int, rules: YakuRules) -> int:
    count = (cap & BRIGHTS).bit_count()
    if count == 5:
        return rules.goko
    if count == 4:
        return AME_SHIKO_POINTS if cap & RAIN_MAN else SHIKO_POINTS
    if count == 3 and not cap & RAIN_MAN:
        return rules.sanko
    return 0


def _viewing_points(cap: int, rules: YakuRules) -> int:
    if not rules.viewing or not cap & SAKE_CUP:
        return 0
    if rules.viewing_rain_cancels and cap & RAIN_MAN:
        return 0
    return (rules.viewing if cap & CURTAIN else 0) + (rules.viewing if cap & MOON else 0)


def yaku_total(cap: int, rules: YakuRules) -> int:
    """Sum of the yaku in pile ``cap`` (a card mask) before any multiplier. Hot path of play."""
    bright = _bright_points(cap, rules)
    viewing = _viewing_points(cap, rules) if cap & SAKE_CUP else 0
    if viewing and bright and rules.viewing_not_with_brights:
        # The two do not combine: the player counts the better one (ties keep the bright yaku).
        if viewing > bright:
            bright = 0
        else:
            viewing = 0
    total = bright + viewing
    animals = (cap & ANIMALS).bit_count()
    if cap & INOSHIKACHO == INOSHIKACHO:
        total += INOSHIKACHO_POINTS + animals - 3
    elif animals >= 5:
        total += animals - 4
    ribbons = (cap & RIBBONS).bit_count()
    if ribbons >= 3:
        aka = cap & AKATAN == AKATAN
        ao = cap & AOTAN == AOTAN
        if aka and ao:
            total += AKATAN_AOTAN_POINTS + ribbons - 6
        elif aka or ao:
            total += TAN_POINTS + ribbons - 3
        elif ribbons >= 5:
            total += ribbons - 4
    plains = (cap & rules.plain_mask).bit_count()
    if plains >= 10:
        total += plains - 9
    return total


class PileCache:
    """Each pile's yaku total and yaku, remembered: play (and a search above all) scores the same
    piles again and again. The results are immutable, so every state of a game shares them."""

    __slots__ = ("items", "rules", "totals")

    def __init__(self, rules: YakuRules) -> None:
        self.rules = rules
        #: ``totals[cap]`` is ``yaku_total(cap, rules)``, ``items[cap]`` ``yaku_items(cap, rules)``.
        self.totals: Memo[int, int] = Memo(partial(yaku_total, rules=rules))
        self.items: Memo[int, tuple[ScoreItem, ...]] = Memo(partial(yaku_items, rules=rules))

    def total(self, cap: int) -> int:
        """``yaku_total(cap, rules)``, remembered."""
        return self.totals[cap]

    def yaku(self, cap: int) -> tuple[ScoreItem, ...]:
        """``yaku_items(cap, rules)``, remembered."""
        return self.items[cap]


def _cards(mask: int, first: int = 0) -> tuple[int, ...]:
    """Card indices of ``mask``, the cards of ``first`` before the rest (each part in index order)."""
    out = []
    for part in (mask & first, mask & ~first):
        while part:
            low = part & -part
            part ^= low
            out.append(low.bit_length() - 1)
    return tuple(out)


def yaku_items(cap: int, rules: YakuRules) -> tuple[ScoreItem, ...]:
    """The yaku of pile ``cap`` with the cards behind each; their points add up to ``yaku_total``."""
    items: list[ScoreItem] = []
    brights = cap & BRIGHTS
    bright = _bright_points(cap, rules)
    viewing = _viewing_points(cap, rules)
    if viewing and bright and rules.viewing_not_with_brights:
        if viewing > bright:
            bright = 0
        else:
            viewing = 0
    if bright:
        count = brights.bit_count()
        key = (
            "goko" if count == 5 else ("sanko" if count == 3 else "ame_shiko" if cap & RAIN_MAN else "shiko")
        )
        items.append(_item(key, bright, brights))
    if viewing:
        if cap & CURTAIN:
            items.append(_item("hanami_zake", rules.viewing, CURTAIN | SAKE_CUP))
        if cap & MOON:
            items.append(_item("tsukimi_zake", rules.viewing, MOON | SAKE_CUP))
    animals = cap & ANIMALS
    if cap & INOSHIKACHO == INOSHIKACHO:
        points = INOSHIKACHO_POINTS + animals.bit_count() - 3
        items.append(_item("inoshikacho", points, animals, INOSHIKACHO))
    elif animals.bit_count() >= 5:
        items.append(_item("tane", animals.bit_count() - 4, animals))
    ribbons = cap & RIBBONS
    count = ribbons.bit_count()
    aka = cap & AKATAN == AKATAN
    ao = cap & AOTAN == AOTAN
    if aka and ao:
        items.append(_item("akatan_aotan", AKATAN_AOTAN_POINTS + count - 6, ribbons, AKATAN | AOTAN))
    elif aka:
        items.append(_item("akatan", TAN_POINTS + count - 3, ribbons, AKATAN))
    elif ao:
        items.append(_item("aotan", TAN_POINTS + count - 3, ribbons, AOTAN))
    elif count >= 5:
        items.append(_item("tanzaku", count - 4, ribbons))
    plains = cap & rules.plain_mask
    if plains.bit_count() >= 10:
        items.append(_item("kasu", plains.bit_count() - 9, plains))
    return tuple(items)


def _item(key: str, points: int, mask: int, first: int = 0) -> ScoreItem:
    return ScoreItem(key, YAKU_NAMES[key], points, _cards(mask, first))


pile_mask = mask_of
"""The mask of a pile of card indices (``engine.cardmask.mask_of``)."""


def score_mask(cap: int, rules: YakuRules) -> Score:
    """A ``Score`` of the yaku in ``cap``: total before multipliers, items with their cards."""
    items = yaku_items(cap, rules)
    return Score(sum(item.points for item in items), items)


def doubled(
    base: int, *, options: Mapping[str, Any], own_call: bool, opponent_call: bool
) -> tuple[int, tuple[ScoreItem, ...]]:
    """The points of a deal won with ``base`` yaku points, and one line per doubling that applies.

    Each doubling in ``DOUBLINGS`` that ``options`` turns on applies in that order: ×2 for 7 points
    or more (on ``base``), ×2 if the winner had called koi-koi (``own_call``), ×2 if the opponent
    had (``opponent_call``) (Fuda Wiki's Koi-Koi page; japancards.ru). A line's points are what it
    adds, the points before it doubles them, as ``KoiKoiState._end_round`` records a won deal.
    """
    applies = {
        "double_at_7": base >= 7,
        "double_own_koikoi": own_call,
        "double_opponent_koikoi": opponent_call,
    }
    points, lines = base, []
    for key in DOUBLINGS:
        if options[key] and applies[key]:
            lines.append(ScoreItem(key, MULTIPLIER_NAMES[key], points))
            points *= 2
    return points, tuple(lines)


def hand_yaku(hand: int) -> str | None:
    """``teshi`` if the dealt hand holds four of a month, ``kuttsuki`` if it is four pairs, else None.

    A hand that is both (a four and two pairs) counts once, as teshi: Fuda Wiki leaves doubling it
    to house rules and the usual value is a single 6.
    """
    counts = [(hand & m).bit_count() for m in MONTH_MASKS]
    if 4 in counts:
        return "teshi"
    if all(c % 2 == 0 for c in counts):
        return "kuttsuki"
    return None


def table_misdeal(table: int, four_pairs: bool) -> bool:
    """Whether the dealt table forces a redeal: four of a month (and, as an option, four pairs)."""
    counts = [(table & m).bit_count() for m in MONTH_MASKS]
    if 4 in counts:
        return True
    return four_pairs and all(c % 2 == 0 for c in counts)
