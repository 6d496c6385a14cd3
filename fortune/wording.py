"""Word forms the reading puts into its sentences, written out by hand so that Russian cases are right.

A theme is never pasted into a frame in the nominative where Russian needs another case: every frame
names the form it wants (``{c.theme_gen}``, ``{c.about_theme}`` ...), and the forms are listed here
for each theme, plant, season and subject (the prepositions «о/об» and «с/со» come with their forms,
since they change with the next sound: «об одиночестве», «со стойкостью»). A test checks the forms
against pymorphy3's declension.

``slots`` turns one card of a spread into a namespace for ``str.format``: ``{c.plant}``, ``{c.Plant}``
(capitalised), ``{c.card}`` (the card's name in quotes), ``{c.theme_dat}``, ``{c.where}`` ...
"""

from __future__ import annotations

import hashlib
import random
from collections.abc import Sequence
from dataclasses import dataclass
from types import SimpleNamespace
from typing import TYPE_CHECKING

from engine.cards import Text

if TYPE_CHECKING:
    from fortune.reading import CardInReading


@dataclass(frozen=True, slots=True)
class Cases:
    """A Russian noun phrase in the six cases, with «о» + prepositional and «с» + instrumental."""

    nom: str
    gen: str
    dat: str
    acc: str
    ins: str
    prep: str
    about: str  # «о переменах», «об одиночестве ...»
    with_: str  # «с переменами», «со стойкостью ...»


def _cases(nom: str, gen: str, dat: str, acc: str, ins: str, prep: str) -> Cases:
    about = ("об " if nom[0] in "аоуэиы" else "о ") + prep
    cluster = nom[0] in "сзжш" and nom[1] not in "аеёиоуыэюя"  # «со стойкостью», «со сливой»
    with_ = ("со " if cluster or nom[:2] in {"мн", "вс"} else "с ") + ins
    return Cases(nom, gen, dat, acc, ins, prep, about, with_)


# The themes of fortune.meanings.PLANT_MEANINGS (nominative as there), by plant key.
THEME_CASES: dict[str, Cases] = {
    "willow": _cases("перемены", "перемен", "переменам", "перемены", "переменами", "переменах"),
    "pine": _cases(
        "гордость и мудрость",
        "гордости и мудрости",
        "гордости и мудрости",
        "гордость и мудрость",
        "гордостью и мудростью",
        "гордости и мудрости",
    ),
    "plum": _cases(
        "расцвет и возрождение",
        "расцвета и возрождения",
        "расцвету и возрождению",
        "расцвет и возрождение",
        "расцветом и возрождением",
        "расцвете и возрождении",
    ),
    "cherry": _cases(
        "красота и торжественность",
        "красоты и торжественности",
        "красоте и торжественности",
        "красоту и торжественность",
        "красотой и торжественностью",
        "красоте и торжественности",
    ),
    "wisteria": _cases(
        "начало нового периода",
        "начала нового периода",
        "началу нового периода",
        "начало нового периода",
        "началом нового периода",
        "начале нового периода",
    ),
    "iris": _cases(
        "мужество и отвага",
        "мужества и отваги",
        "мужеству и отваге",
        "мужество и отвагу",
        "мужеством и отвагой",
        "мужестве и отваге",
    ),
    "peony": _cases(
        "женственность, красота и достаток",
        "женственности, красоты и достатка",
        "женственности, красоте и достатку",
        "женственность, красоту и достаток",
        "женственностью, красотой и достатком",
        "женственности, красоте и достатке",
    ),
    "clover": _cases(
        "пробуждение", "пробуждения", "пробуждению", "пробуждение", "пробуждением", "пробуждении"
    ),
    "susuki": _cases(
        "одиночество и тяжёлые раздумья",
        "одиночества и тяжёлых раздумий",
        "одиночеству и тяжёлым раздумьям",
        "одиночество и тяжёлые раздумья",
        "одиночеством и тяжёлыми раздумьями",
        "одиночестве и тяжёлых раздумьях",
    ),
    "chrysanthemum": _cases(
        "стойкость и терпение",
        "стойкости и терпения",
        "стойкости и терпению",
        "стойкость и терпение",
        "стойкостью и терпением",
        "стойкости и терпении",
    ),
    "maple": _cases(
        "счастье и долголетие",
        "счастья и долголетия",
        "счастью и долголетию",
        "счастье и долголетие",
        "счастьем и долголетием",
        "счастье и долголетии",
    ),
    "paulownia": _cases(
        "романтика и влюблённость",
        "романтики и влюблённости",
        "романтике и влюблённости",
        "романтику и влюблённость",
        "романтикой и влюблённостью",
        "романтике и влюблённости",
    ),
}

# The plant names of engine.cards.PLANTS in lower case, with the English name and its article.
PLANT_CASES: dict[str, tuple[Cases, str]] = {
    "pine": (_cases("сосна", "сосны", "сосне", "сосну", "сосной", "сосне"), "the pine"),
    "plum": (_cases("слива", "сливы", "сливе", "сливу", "сливой", "сливе"), "the plum blossom"),
    "cherry": (_cases("вишня", "вишни", "вишне", "вишню", "вишней", "вишне"), "the cherry blossom"),
    "wisteria": (
        _cases("глициния", "глицинии", "глицинии", "глицинию", "глицинией", "глицинии"),
        "the wisteria",
    ),
    "iris": (_cases("ирис", "ириса", "ирису", "ирис", "ирисом", "ирисе"), "the iris"),
    "peony": (_cases("пион", "пиона", "пиону", "пион", "пионом", "пионе"), "the peony"),
    "clover": (_cases("клевер", "клевера", "клеверу", "клевер", "клевером", "клевере"), "the bush clover"),
    "susuki": (
        _cases("мискант", "мисканта", "мисканту", "мискант", "мискантом", "мисканте"),
        "the susuki grass",
    ),
    "chrysanthemum": (
        _cases("хризантема", "хризантемы", "хризантеме", "хризантему", "хризантемой", "хризантеме"),
        "the chrysanthemum",
    ),
    "maple": (_cases("клён", "клёна", "клёну", "клён", "клёном", "клёне"), "the maple"),
    "willow": (_cases("ива", "ивы", "иве", "иву", "ивой", "иве"), "the willow"),
    "paulownia": (
        _cases("павловния", "павловнии", "павловнии", "павловнию", "павловнией", "павловнии"),
        "the paulownia",
    ),
}

SEASON_CASES: dict[str, Cases] = {
    "winter": _cases("зима", "зимы", "зиме", "зиму", "зимой", "зиме"),
    "spring": _cases("весна", "весны", "весне", "весну", "весной", "весне"),
    "summer": _cases("лето", "лета", "лету", "лето", "летом", "лете"),
    "autumn": _cases("осень", "осени", "осени", "осень", "осенью", "осени"),
}


@dataclass(frozen=True, slots=True)
class Subject:
    """What a question is about, as the reading names it."""

    key: str
    label: Text  # «Здоровье» / "Health", for the page and the journal
    about: Text  # «о здоровье» / "about health"


# Each subject: its label (for the page and the journal) and how the reading says «about it».
_SUBJECT_NAMES = {
    "love": (
        ("Любовь и отношения", "Love and relationships"),
        ("о любви и отношениях", "about love and relationships"),
    ),
    "family": (("Семья и близкие", "Family"), ("о семье и близких", "about your family")),
    "work": (("Работа и учёба", "Work and study"), ("о работе и учёбе", "about work and study")),
    "money": (("Деньги", "Money"), ("о деньгах", "about money")),
    "health": (("Здоровье", "Health"), ("о здоровье", "about health")),
    "travel": (("Дорога и переезд", "Travel and moving"), ("о дороге и переезде", "about travel and moving")),
    "decision": (
        ("Решение", "A decision"),
        ("о решении, которое предстоит принять", "about the decision before you"),
    ),
    "general": (
        ("Общий вопрос", "A general question"),
        ("о том, что вас волнует", "about what is on your mind"),
    ),
}
SUBJECTS: dict[str, Subject] = {
    key: Subject(key, Text(*label), Text(*about)) for key, (label, about) in _SUBJECT_NAMES.items()
}

ORDINALS = (Text("первая", "first"), Text("вторая", "second"), Text("третья", "third"))
PLACES = (
    Text("в прошлом", "in the past"),
    Text("в настоящем", "in the present"),
    Text("в будущем", "in the future"),
)


def cap(text: str) -> str:
    """The first letter in upper case."""
    return text[:1].upper() + text[1:]


def low(text: str) -> str:
    """The first letter in lower case, unless the word is an acronym or the English "I"."""
    if len(text) > 1 and (text[1].isupper() or text[:2] in {"I ", "I'"}):
        return text
    return text[:1].lower() + text[1:]


def slots(c: CardInReading) -> tuple[SimpleNamespace, SimpleNamespace]:
    """The Russian and English slots of one card for ``str.format``."""
    theme = THEME_CASES[c.card.plant.key]
    plant, plant_en = PLANT_CASES[c.card.plant.key]
    season = SEASON_CASES[c.season.key]
    where = PLACES[c.position.index]
    pairs = {
        "plant": (plant.nom, plant_en),
        "Plant": (cap(plant.nom), cap(plant_en)),
        "plant_gen": (plant.gen, plant_en),
        "plant_acc": (plant.acc, plant_en),
        "card": (f"«{c.card.name.ru}»", f"“{c.card.name.en}”"),
        "theme": (theme.nom, c.plant.theme.en),
        "theme_gen": (theme.gen, c.plant.theme.en),
        "theme_dat": (theme.dat, c.plant.theme.en),
        "theme_acc": (theme.acc, c.plant.theme.en),
        "theme_ins": (theme.ins, c.plant.theme.en),
        "about_theme": (theme.about, f"of {c.plant.theme.en}"),
        "with_theme": (theme.with_, f"with {c.plant.theme.en}"),
        "where": (where.ru, where.en),
        "season": (season.nom, c.season.name.en),
        "nth": (ORDINALS[c.position.index].ru, ORDINALS[c.position.index].en),
    }
    ru = SimpleNamespace(**{name: pair[0] for name, pair in pairs.items()})
    en = SimpleNamespace(**{name: pair[1] for name, pair in pairs.items()})
    return ru, en


class Chooser:
    """Picks one of several ways of saying a thing, the same way every time for the same reading.

    Seeded from the reading's own seed (its token) with the cards, so one reading always reads the
    same, and two readings of the same cards usually read differently.
    """

    def __init__(self, *parts: str) -> None:
        digest = hashlib.sha256("|".join(parts).encode()).digest()
        self._random = random.Random(int.from_bytes(digest[:8], "big"))

    def pick[T](self, options: Sequence[T]) -> T:
        """One of ``options``."""
        return options[self._random.randrange(len(options))]


def fill(template: Text, **values: tuple[object, object]) -> Text:
    """``template`` with each named value put in, the Russian slots into Russian and so on."""
    ru = {name: pair[0] for name, pair in values.items()}
    en = {name: pair[1] for name, pair in values.items()}
    return Text(template.ru.format(**ru), template.en.format(**en))
