"""The 48 cards of the flower deck as immutable data, in both traditions.

A card's identity is its code ``MMx`` (``01a`` crane ... ``12d`` paulownia plain): the month in the
Japanese order and a letter by rank within the month (``a`` is the highest card). Internally a card is
also an index 0-47 (``(month - 1) * 4 + rank``) so that games can keep hands and piles as small ints.
The Korean order only renames months 11 and 12 (paulownia is November, rain is December); a card never
changes identity. Facts follow ``shared/reference/cards.csv`` and Menshov's points (20/10/5/0).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum


class Kind(StrEnum):
    """The four kinds of card: bright (20), animal (10), ribbon (5), plain (0)."""

    BRIGHT = "bright"
    ANIMAL = "animal"
    RIBBON = "ribbon"
    PLAIN = "plain"


class Ribbon(StrEnum):
    """Ribbon colours: red with writing (Jan-Mar), blue (Jun, Sep, Oct), red without writing."""

    RED_POEM = "red_poem"
    BLUE = "blue"
    RED_PLAIN = "red_plain"


class Tradition(StrEnum):
    """Month order: Japanese (November = willow/rain) or Korean (November = paulownia)."""

    JAPANESE = "ja"
    KOREAN = "ko"


@dataclass(frozen=True, slots=True)
class Text:
    """A short text in Russian and English."""

    ru: str
    en: str

    def get(self, lang: str) -> str:
        """Return the text in ``lang`` (``ru`` or ``en``); anything else gives Russian."""
        return self.en if lang == "en" else self.ru


@dataclass(frozen=True, slots=True)
class Plant:
    """The plant of one month (Japanese month number), with its names in four languages."""

    month: int
    key: str
    name: Text
    ja: str
    ko: str
    season: str  # season in the Korean reading tradition: winter, spring, summer, autumn


@dataclass(frozen=True, slots=True)
class Card:
    """One of the 48 cards. Immutable; compare and hash by ``code``."""

    index: int
    code: str
    month: int  # Japanese order
    rank: int  # 0 = highest card of its month
    kind: Kind
    ribbon: Ribbon | None
    subject: str | None  # crane, curtain, moon, rain_man, phoenix, warbler, cuckoo, bridge, ...
    points: int  # Menshov's scheme: 20 / 10 / 5 / 0
    name: Text
    name_ja: str
    name_ko: str

    @property
    def plant(self) -> Plant:
        """The plant of this card's month."""
        return PLANTS[self.month - 1]

    @property
    def korean_month(self) -> int:
        """The month number this card has in a Korean hwatu deck (11 and 12 swap)."""
        return korean_month(self.month)

    def month_in(self, tradition: Tradition | str) -> int:
        """The month number shown in ``tradition``."""
        return self.korean_month if Tradition(tradition) is Tradition.KOREAN else self.month

    @property
    def is_bright(self) -> bool:
        return self.kind is Kind.BRIGHT

    def __str__(self) -> str:
        return self.code


def korean_month(month: int) -> int:
    """Map a Japanese month number to the Korean one (willow 11 -> 12, paulownia 12 -> 11)."""
    return {11: 12, 12: 11}.get(month, month)


def japanese_month(month: int) -> int:
    """Map a Korean month number to the Japanese one (the swap is its own inverse)."""
    return korean_month(month)


MONTH_NAMES = (
    Text("Январь", "January"),
    Text("Февраль", "February"),
    Text("Март", "March"),
    Text("Апрель", "April"),
    Text("Май", "May"),
    Text("Июнь", "June"),
    Text("Июль", "July"),
    Text("Август", "August"),
    Text("Сентябрь", "September"),
    Text("Октябрь", "October"),
    Text("Ноябрь", "November"),
    Text("Декабрь", "December"),
)

# Japanese month order. Seasons follow the Korean reading tradition (perevernul.ru, lines 198-213):
# winter = Dec (rain), Jan, Feb; spring = Mar, Apr, May; summer = Jun, Jul, Aug; autumn = Sep, Oct,
# Nov (paulownia). Seasons belong to the plant, so they hold whichever order is shown.
PLANTS = (
    Plant(1, "pine", Text("Сосна", "Pine"), "松 matsu", "송학 songhak", "winter"),
    Plant(2, "plum", Text("Слива", "Plum blossom"), "梅 ume", "매조 maejo", "winter"),
    Plant(3, "cherry", Text("Вишня", "Cherry blossom"), "桜 sakura", "벚꽃 beotkkot", "spring"),
    Plant(4, "wisteria", Text("Глициния", "Wisteria"), "藤 fuji", "흑싸리 heukssari", "spring"),
    Plant(5, "iris", Text("Ирис", "Iris"), "菖蒲 ayame", "난초 nancho", "spring"),
    Plant(6, "peony", Text("Пион", "Peony"), "牡丹 botan", "모란 moran", "summer"),
    Plant(7, "clover", Text("Клевер", "Bush clover"), "萩 hagi", "홍싸리 hongssari", "summer"),
    Plant(8, "susuki", Text("Мискант", "Susuki grass"), "芒 susuki", "공산 gongsan", "summer"),
    Plant(9, "chrysanthemum", Text("Хризантема", "Chrysanthemum"), "菊 kiku", "국화 gukhwa", "autumn"),
    Plant(10, "maple", Text("Клён", "Maple"), "紅葉 momiji", "단풍 danpung", "autumn"),
    Plant(11, "willow", Text("Ива", "Willow"), "柳 yanagi", "비 bi", "winter"),
    Plant(12, "paulownia", Text("Павловния", "Paulownia"), "桐 kiri", "오동 odong", "autumn"),
)

_B, _A, _R, _P = Kind.BRIGHT, Kind.ANIMAL, Kind.RIBBON, Kind.PLAIN
_POEM, _BLUE, _RED = Ribbon.RED_POEM, Ribbon.BLUE, Ribbon.RED_PLAIN

# (code, kind, ribbon, subject, name ru, name en, name ja, name ko)
_ROWS: tuple[tuple[str, Kind, Ribbon | None, str | None, str, str, str, str], ...] = (
    ("01a", _B, None, "crane", "Журавль и солнце", "Crane and sun", "松に鶴", "송학 광"),
    ("01b", _R, _POEM, None, "Сосна, лента с надписью", "Pine poem ribbon", "松に赤短", "송학 홍단"),
    ("01c", _P, None, None, "Сосна, простая карта 1", "Pine plain 1", "松のカス", "송학 피"),
    ("01d", _P, None, None, "Сосна, простая карта 2", "Pine plain 2", "松のカス", "송학 피"),
    ("02a", _A, None, "warbler", "Камышовка на сливе", "Bush warbler", "梅に鶯", "매조 열끗"),
    ("02b", _R, _POEM, None, "Слива, лента с надписью", "Plum poem ribbon", "梅に赤短", "매조 홍단"),
    ("02c", _P, None, None, "Слива, простая карта 1", "Plum plain 1", "梅のカス", "매조 피"),
    ("02d", _P, None, None, "Слива, простая карта 2", "Plum plain 2", "梅のカス", "매조 피"),
    ("03a", _B, None, "curtain", "Занавес под вишней", "Cherry curtain", "桜に幕", "벚꽃 광"),
    ("03b", _R, _POEM, None, "Вишня, лента с надписью", "Cherry poem ribbon", "桜に赤短", "벚꽃 홍단"),
    ("03c", _P, None, None, "Вишня, простая карта 1", "Cherry plain 1", "桜のカス", "벚꽃 피"),
    ("03d", _P, None, None, "Вишня, простая карта 2", "Cherry plain 2", "桜のカス", "벚꽃 피"),
    ("04a", _A, None, "cuckoo", "Кукушка в глицинии", "Cuckoo", "藤に不如帰", "흑싸리 열끗"),
    ("04b", _R, _RED, None, "Глициния, красная лента", "Wisteria red ribbon", "藤に短冊", "흑싸리 초단"),
    ("04c", _P, None, None, "Глициния, простая карта 1", "Wisteria plain 1", "藤のカス", "흑싸리 피"),
    ("04d", _P, None, None, "Глициния, простая карта 2", "Wisteria plain 2", "藤のカス", "흑싸리 피"),
    ("05a", _A, None, "bridge", "Мост среди ирисов", "Eight-plank bridge", "菖蒲に八橋", "난초 열끗"),
    ("05b", _R, _RED, None, "Ирис, красная лента", "Iris red ribbon", "菖蒲に短冊", "난초 초단"),
    ("05c", _P, None, None, "Ирис, простая карта 1", "Iris plain 1", "菖蒲のカス", "난초 피"),
    ("05d", _P, None, None, "Ирис, простая карта 2", "Iris plain 2", "菖蒲のカス", "난초 피"),
    ("06a", _A, None, "butterflies", "Бабочки над пионом", "Butterflies", "牡丹に蝶", "모란 열끗"),
    ("06b", _R, _BLUE, None, "Пион, синяя лента", "Peony blue ribbon", "牡丹に青短", "모란 청단"),
    ("06c", _P, None, None, "Пион, простая карта 1", "Peony plain 1", "牡丹のカス", "모란 피"),
    ("06d", _P, None, None, "Пион, простая карта 2", "Peony plain 2", "牡丹のカス", "모란 피"),
    ("07a", _A, None, "boar", "Кабан в клевере", "Boar", "萩に猪", "홍싸리 열끗"),
    ("07b", _R, _RED, None, "Клевер, красная лента", "Bush clover red ribbon", "萩に短冊", "홍싸리 초단"),
    ("07c", _P, None, None, "Клевер, простая карта 1", "Bush clover plain 1", "萩のカス", "홍싸리 피"),
    ("07d", _P, None, None, "Клевер, простая карта 2", "Bush clover plain 2", "萩のカス", "홍싸리 피"),
    ("08a", _B, None, "moon", "Полная луна над холмом", "Full moon", "芒に月", "공산 광"),
    ("08b", _A, None, "geese", "Гуси над мискантом", "Geese", "芒に雁", "공산 열끗"),
    ("08c", _P, None, None, "Мискант, простая карта 1", "Susuki plain 1", "芒のカス", "공산 피"),
    ("08d", _P, None, None, "Мискант, простая карта 2", "Susuki plain 2", "芒のカス", "공산 피"),
    ("09a", _A, None, "sake_cup", "Чаша сакэ", "Sake cup", "菊に盃", "국화 열끗"),
    ("09b", _R, _BLUE, None, "Хризантема, синяя лента", "Chrysanthemum blue ribbon", "菊に青短", "국화 청단"),
    ("09c", _P, None, None, "Хризантема, простая карта 1", "Chrysanthemum plain 1", "菊のカス", "국화 피"),
    ("09d", _P, None, None, "Хризантема, простая карта 2", "Chrysanthemum plain 2", "菊のカス", "국화 피"),
    ("10a", _A, None, "deer", "Олень под клёном", "Deer", "紅葉に鹿", "단풍 열끗"),
    ("10b", _R, _BLUE, None, "Клён, синяя лента", "Maple blue ribbon", "紅葉に青短", "단풍 청단"),
    ("10c", _P, None, None, "Клён, простая карта 1", "Maple plain 1", "紅葉のカス", "단풍 피"),
    ("10d", _P, None, None, "Клён, простая карта 2", "Maple plain 2", "紅葉のカス", "단풍 피"),
    ("11a", _B, None, "rain_man", "Человек под дождём", "Rain man", "柳に小野道風", "비 광"),
    ("11b", _A, None, "swallow", "Ласточка под ивой", "Swallow", "柳に燕", "비 열끗"),
    ("11c", _R, _RED, None, "Ива, красная лента", "Willow red ribbon", "柳に短冊", "비 띠"),
    ("11d", _P, None, "lightning", "Молния", "Lightning", "柳のカス", "비 쌍피"),
    ("12a", _B, None, "phoenix", "Феникс", "Phoenix", "桐に鳳凰", "오동 광"),
    ("12b", _P, None, None, "Павловния, простая карта 1", "Paulownia plain 1", "桐のカス", "오동 피"),
    (
        "12c",
        _P,
        None,
        "coloured_base",
        "Павловния с цветным низом",
        "Paulownia coloured plain",
        "桐のカス (黄)",
        "오동 쌍피",
    ),
    ("12d", _P, None, None, "Павловния, простая карта 2", "Paulownia plain 2", "桐のカス", "오동 피"),
)

_POINTS = {Kind.BRIGHT: 20, Kind.ANIMAL: 10, Kind.RIBBON: 5, Kind.PLAIN: 0}


def _build() -> tuple[Card, ...]:
    cards = []
    for index, (code, kind, ribbon, subject, ru, en, ja, ko) in enumerate(_ROWS):
        month = int(code[:2])
        rank = ord(code[2]) - ord("a")
        assert index == (month - 1) * 4 + rank, code
        cards.append(
            Card(index, code, month, rank, kind, ribbon, subject, _POINTS[kind], Text(ru, en), ja, ko)
        )
    return tuple(cards)


DECK: tuple[Card, ...] = _build()
"""All 48 cards in code order (index 0 = ``01a``)."""

BY_CODE: dict[str, Card] = {c.code: c for c in DECK}

SUBJECT_NAMES: dict[str, Text] = {
    "crane": Text("журавль", "crane"),
    "curtain": Text("занавес", "curtain"),
    "moon": Text("луна", "moon"),
    "rain_man": Text("человек под дождём", "rain man"),
    "phoenix": Text("феникс", "phoenix"),
    "warbler": Text("камышовка", "bush warbler"),
    "cuckoo": Text("кукушка", "cuckoo"),
    "bridge": Text("мост", "bridge"),
    "butterflies": Text("бабочки", "butterflies"),
    "boar": Text("кабан", "boar"),
    "geese": Text("гуси", "geese"),
    "sake_cup": Text("чаша сакэ", "sake cup"),
    "deer": Text("олень", "deer"),
    "swallow": Text("ласточка", "swallow"),
    "lightning": Text("молния", "lightning"),
    "coloured_base": Text("цветной низ", "coloured base"),
}

KIND_NAMES: dict[Kind, Text] = {
    Kind.BRIGHT: Text("яркая карта", "bright"),
    Kind.ANIMAL: Text("животное", "animal"),
    Kind.RIBBON: Text("лента", "ribbon"),
    Kind.PLAIN: Text("простая карта", "plain"),
}

RIBBON_NAMES: dict[Ribbon, Text] = {
    Ribbon.RED_POEM: Text("красная лента с надписью", "poem ribbon"),
    Ribbon.BLUE: Text("синяя лента", "blue ribbon"),
    Ribbon.RED_PLAIN: Text("красная лента без надписи", "plain red ribbon"),
}


class UnknownCard(ValueError):
    """A card code that is not one of the 48 (``01a`` ... ``12d``)."""

    def __init__(self, code: str) -> None:
        super().__init__(f"unknown card code: {code!r}")
        self.code = code


def card(code: str) -> Card:
    """Return the card with ``code`` (case-insensitive, surrounding spaces ignored)."""
    found = BY_CODE.get(code.strip().lower())
    if found is None:
        raise UnknownCard(code)
    return found


def month_cards(month: int, tradition: Tradition | str = Tradition.JAPANESE) -> tuple[Card, ...]:
    """The four cards of ``month`` as numbered in ``tradition``, highest first."""
    japanese = japanese_month(month) if Tradition(tradition) is Tradition.KOREAN else month
    return DECK[(japanese - 1) * 4 : japanese * 4]


def months_in_order(tradition: Tradition | str = Tradition.JAPANESE) -> tuple[int, ...]:
    """Japanese month numbers listed in the display order of ``tradition``."""
    if Tradition(tradition) is Tradition.KOREAN:
        return (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12, 11)
    return tuple(range(1, 13))


def month_name(month: int, lang: str = "ru") -> str:
    """Name of the month with Japanese number ``month`` (the calendar name, e.g. "Январь")."""
    return MONTH_NAMES[month - 1].get(lang)
