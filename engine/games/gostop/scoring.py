"""Go-Stop points of a pile of captured cards, on 48-bit card masks.

The card roles are those of the Korean deck (ko.wikipedia «고스톱»; sloperama.com/gostop): five
brights, the rain bright (``11a``) the weakest of them; nine animals (yeolkkeut), among them the
three birds of godori (``02a`` ``04a`` ``08b``); ten ribbons, three red ones with writing (hongdan),
three blue (cheongdan) and three plain red ones (chodan, April, May and July; the rain ribbon
``11c`` is in none); and junk (pi), where the lightning of December ``11d`` and the coloured plain
of November ``12c`` (Korean order) are double junk (ssangpi). The sake cup ``09a`` counts as an
animal or as double junk (option ``sake_cup``).

Points: three brights 3 (2 with the rain bright), four 4 (option ``four_brights``), five 15; godori
5; each ribbon set 3; five animals 1 and one more for each further animal; five ribbons likewise;
ten junk 1 and one more for each further junk (a double junk counts two).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from engine.cards import Text
from engine.game import Score, ScoreItem


def _bits(codes: str) -> int:
    """Mask of space-separated card codes (index = (month - 1) * 4 + letter)."""
    mask = 0
    for code in codes.split():
        mask |= 1 << ((int(code[:2]) - 1) * 4 + ord(code[2]) - ord("a"))
    return mask


MONTH_MASKS = tuple(0xF << (4 * m) for m in range(12))
"""The four cards of each month by month index 0-11 (Japanese order)."""

BRIGHTS = _bits("01a 03a 08a 11a 12a")
RAIN_BRIGHT = _bits("11a")
SAKE_CUP = _bits("09a")
ANIMALS = _bits("02a 04a 05a 06a 07a 08b 09a 10a 11b")
BIRDS = _bits("02a 04a 08b")
RIBBONS = _bits("01b 02b 03b 04b 05b 06b 07b 09b 10b 11c")
HONGDAN = _bits("01b 02b 03b")
CHEONGDAN = _bits("06b 09b 10b")
CHODAN = _bits("04b 05b 07b")
DOUBLE_JUNK = _bits("11d 12c")
SINGLE_JUNK = _bits("01c 01d 02c 02d 03c 03d 04c 04d 05c 05d 06c 06d 07c 07d 08c 08d 09c 09d 10c 10d 12b 12d")
JUNK = SINGLE_JUNK | DOUBLE_JUNK

SETS: tuple[tuple[str, int], ...] = (
    ("godori", BIRDS),
    ("hongdan", HONGDAN),
    ("cheongdan", CHEONGDAN),
    ("chodan", CHODAN),
)
GODORI_POINTS = 5
DAN_POINTS = 3
FIVE_BRIGHTS = 15

NAMES: dict[str, Text] = {
    "three_brights": Text("Три яркие карты", "Three brights"),
    "rain_three_brights": Text("Три яркие карты с человеком под дождём", "Three brights with the rain man"),
    "four_brights": Text("Четыре яркие карты", "Four brights"),
    "five_brights": Text("Пять ярких карт", "Five brights"),
    "godori": Text("Годори: три птицы", "Godori: the three birds"),
    "hongdan": Text("Хондан: красные ленты с надписью", "Hongdan: the poem ribbons"),
    "cheongdan": Text("Чхондан: синие ленты", "Cheongdan: the blue ribbons"),
    "chodan": Text("Чходан: красные ленты без надписи", "Chodan: the plain red ribbons"),
}
"""Names of the combinations by key, Russian and English (the count lines are named with their count)."""

#: The lines of a breakdown that count cards rather than make a combination.
COUNT_KEYS = frozenset({"animals", "ribbons", "junk"})


@dataclass(frozen=True, slots=True)
class PileRules:
    """What scoring a pile needs from the options."""

    four_brights: int = 4
    sake_cup: str = "best"  # best, animal, junk


def junk_count(pile: int, cup_as_junk: bool) -> int:
    """The junk a pile holds, a double junk counting two (and the sake cup if it counts as junk)."""
    count = (pile & SINGLE_JUNK).bit_count() + 2 * (pile & DOUBLE_JUNK).bit_count()
    if cup_as_junk and pile & SAKE_CUP:
        count += 2
    return count


def animal_count(pile: int, cup_as_junk: bool) -> int:
    """The animals a pile holds (without the sake cup when it counts as junk)."""
    count = (pile & ANIMALS).bit_count()
    return count - 1 if cup_as_junk and pile & SAKE_CUP else count


def bright_points(pile: int, rules: PileRules) -> int:
    """Points for the brights of a pile: 3 (2 with the rain bright), 4 or 15, else 0."""
    count = (pile & BRIGHTS).bit_count()
    if count == 5:
        return FIVE_BRIGHTS
    if count == 4:
        return rules.four_brights
    if count == 3:
        return 2 if pile & RAIN_BRIGHT else 3
    return 0


def _points(pile: int, rules: PileRules, cup_as_junk: bool) -> int:
    total = bright_points(pile, rules)
    for key, mask in SETS:
        if pile & mask == mask:
            total += GODORI_POINTS if key == "godori" else DAN_POINTS
    animals = animal_count(pile, cup_as_junk)
    ribbons = (pile & RIBBONS).bit_count()
    junk = junk_count(pile, cup_as_junk)
    return total + max(0, animals - 4) + max(0, ribbons - 4) + max(0, junk - 9)


def cup_as_junk(pile: int, rules: PileRules) -> bool:
    """Whether the sake cup of ``pile`` counts as junk: by the option, or, with ``best``, when that
    scores more (a tie keeps it an animal)."""
    if not pile & SAKE_CUP or rules.sake_cup == "animal":
        return False
    if rules.sake_cup == "junk":
        return True
    return _points(pile, rules, True) > _points(pile, rules, False)


def points(pile: int, rules: PileRules) -> int:
    """The pile's points with the sake cup counted the holder's way (the hot path of play)."""
    return _points(pile, rules, cup_as_junk(pile, rules))


def _cards(mask: int) -> tuple[int, ...]:
    out = []
    while mask:
        low = mask & -mask
        mask ^= low
        out.append(low.bit_length() - 1)
    return tuple(out)


def items(pile: int, rules: PileRules, junk_cup: bool | None = None) -> tuple[ScoreItem, ...]:
    """The lines of a pile's points with the cards behind each; ``junk_cup`` forces the sake cup's
    role (None: ``cup_as_junk``). Their points add up to ``points``."""
    as_junk = cup_as_junk(pile, rules) if junk_cup is None else junk_cup and bool(pile & SAKE_CUP)
    out: list[ScoreItem] = []
    brights = pile & BRIGHTS
    bright = bright_points(pile, rules)
    if bright:
        count = brights.bit_count()
        key = {5: "five_brights", 4: "four_brights"}.get(count)
        if key is None:
            key = "rain_three_brights" if pile & RAIN_BRIGHT else "three_brights"
        out.append(ScoreItem(key, NAMES[key], bright, _cards(brights)))
    for key, mask in SETS:
        if pile & mask == mask:
            out.append(
                ScoreItem(key, NAMES[key], GODORI_POINTS if key == "godori" else DAN_POINTS, _cards(mask))
            )
    animal_mask = pile & ANIMALS & ~(SAKE_CUP if as_junk else 0)
    animals = animal_mask.bit_count()
    if animals >= 5:
        out.append(
            ScoreItem(
                "animals",
                Text(f"{animals} животных", f"{animals} animals"),
                animals - 4,
                _cards(animal_mask),
            )
        )
    ribbon_mask = pile & RIBBONS
    ribbons = ribbon_mask.bit_count()
    if ribbons >= 5:
        out.append(
            ScoreItem(
                "ribbons", Text(f"{ribbons} лент", f"{ribbons} ribbons"), ribbons - 4, _cards(ribbon_mask)
            )
        )
    junk = junk_count(pile, as_junk)
    if junk >= 10:
        junk_mask = pile & (JUNK | (SAKE_CUP if as_junk else 0))
        out.append(
            ScoreItem(
                "junk", Text(f"{_junk_words(junk)} (пи)", f"{junk} junk (pi)"), junk - 9, _cards(junk_mask)
            )
        )
    return tuple(out)


def _junk_words(count: int) -> str:
    """«13 простых карт», «21 простая карта», «22 простые карты» (ten or more: the junk line)."""
    if count % 10 == 1 and count % 100 != 11:
        return f"{count} простая карта"
    if 2 <= count % 10 <= 4 and not 12 <= count % 100 <= 14:
        return f"{count} простые карты"
    return f"{count} простых карт"


def score(pile: int, rules: PileRules) -> Score:
    """A ``Score`` of a pile: total points and a line per combination or count."""
    lines = items(pile, rules)
    return Score(sum(item.points for item in lines), lines)


def mask(cards: Iterable[int]) -> int:
    """The mask of some card indices."""
    bits = 0
    for c in cards:
        bits |= 1 << c
    return bits


#: Which role a card has, the first of these groups it belongs to (the rest of the deck is junk).
_ROLE_GROUPS: tuple[tuple[int, str], ...] = (
    (RAIN_BRIGHT, "rain_bright"),
    (BRIGHTS, "bright"),
    (SAKE_CUP, "sake_cup"),
    (BIRDS, "bird"),
    (ANIMALS, "animal"),
    (HONGDAN, "poem_ribbon"),
    (CHEONGDAN, "blue_ribbon"),
    (CHODAN, "plain_ribbon"),
    (RIBBONS, "rain_ribbon"),
    (DOUBLE_JUNK, "double_junk"),
)


def _role(index: int) -> str:
    return next((role for group, role in _ROLE_GROUPS if group >> index & 1), "junk")


ROLES: dict[int, str] = {index: _role(index) for index in range(48)}
"""The role of every card in Go-Stop, by card index (the rules page's table of the deck)."""

ROLE_NAMES: dict[str, Text] = {
    "bright": Text("яркая карта (кван)", "bright (gwang)"),
    "rain_bright": Text("яркая карта дождя: три с ней дают 2", "the rain bright: three with it score 2"),
    "bird": Text("животное, птица годори", "animal, a godori bird"),
    "animal": Text("животное (ёльккыт)", "animal (yeolkkeut)"),
    "sake_cup": Text("чаша сакэ: животное или двойная пи", "sake cup: animal or double junk"),
    "poem_ribbon": Text("красная лента с надписью (хондан)", "poem ribbon (hongdan)"),
    "blue_ribbon": Text("синяя лента (чхондан)", "blue ribbon (cheongdan)"),
    "plain_ribbon": Text("красная лента без надписи (чходан)", "plain red ribbon (chodan)"),
    "rain_ribbon": Text("лента дождя: ни в один набор", "rain ribbon: in no set"),
    "junk": Text("простая карта (пи)", "junk (pi)"),
    "double_junk": Text("двойная простая карта (ссанпи)", "double junk (ssangpi)"),
}
"""Names of the card roles, Russian and English."""
