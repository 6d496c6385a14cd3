"""Pieces of sentences for the engine's texts: seats, card names in the case a sentence needs,
counts with the right plural, and numbers with a true minus sign.

Card names in Russian sentences. A card's name is a quoted title («Феникс», «Сосна, простая карта
1»), and two thirds of them (32 of 48: «Сосна, простая карта 1», «Пион, синяя лента»...) are appositional
phrases that read badly when declined («кладёт «Сосну, простую карту 1»»). So the sentences use
the usual rule for names in quotes: after a generic word (в романе «Война и мир», на станции
«Площадь Революции») the name stays in the nominative. The word «карта» takes the case and
number the sentence needs and every name keeps its own form: «кладёт карту «Феникс» на
карту «Сосна, простая карта 1»», «берёт карты «…» и «…»», «с картами «…» и «…»». One pattern
serves every card, any list of cards and any pronoun after it («Пары для неё нет»: карта), and a
test can check all 48 names in every sentence. Where the sentence already holds a fitting noun
(«козырем «Феникс»», «две карты из трёх — «…» и «…»»), that noun is the generic word. A name
stands alone only where the nominative is right: as a subject or in a list after a colon or a
dash («На столе: «…», «…»»).

English needs no cases: names are quoted and listed with "and" / "or".
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal

from engine.cards import DECK, Text

#: A Russian grammatical case: nominative, accusative, genitive, dative, instrumental, prepositional.
Case = Literal["nom", "acc", "gen", "dat", "ins", "loc"]

#: The generic noun «карта» in each case, singular and plural.
CARD_NOUN_RU: dict[str, tuple[str, str]] = {
    "nom": ("карта", "карты"),
    "acc": ("карту", "карты"),
    "gen": ("карты", "карт"),
    "dat": ("карте", "картам"),
    "ins": ("картой", "картами"),
    "loc": ("карте", "картах"),
}

#: The minus sign (U+2212) that displayed negative numbers use instead of the hyphen.
MINUS = "\u2212"


def number(value: int) -> str:
    """A number as people read it: «−33» with a true minus sign, «15» as it is."""
    return f"{MINUS}{-value}" if value < 0 else str(value)


#: Each month's plant in the Russian genitive (Japanese order): «три карты сосны», «двумя картами ивы».
PLANT_GENITIVE_RU = (
    "сосны",
    "сливы",
    "вишни",
    "глицинии",
    "ириса",
    "пиона",
    "клевера",
    "мисканта",
    "хризантемы",
    "клёна",
    "ивы",
    "павловнии",
)
#: Each month's plant as an English word before "cards" (Japanese order): "three pine cards".
PLANT_ATTRIBUTIVE_EN = (
    "pine",
    "plum",
    "cherry",
    "wisteria",
    "iris",
    "peony",
    "bush clover",
    "susuki",
    "chrysanthemum",
    "maple",
    "willow",
    "paulownia",
)


def plant_of(month: int, lang: str = "ru") -> str:
    """The plant of month index ``month`` (0-11, Japanese order) as it qualifies «карты» / "cards":
    «сосны» (genitive) / "pine"."""
    return PLANT_ATTRIBUTIVE_EN[month] if lang == "en" else PLANT_GENITIVE_RU[month]


def seat_name(seat: int | None, lang: str = "ru", names: Sequence[str] | None = None) -> str:
    """«Игрок 1» / "Player 1" (seats count from 0, people from 1), or the given name."""
    if seat is None:
        return Text("Стол", "The table").get(lang)
    if names is not None and seat < len(names):
        return names[seat]
    return f"{'Player' if lang == 'en' else 'Игрок'} {seat + 1}"


def joined(items: Sequence[str], lang: str = "ru", last: str | None = None) -> str:
    """Words joined with commas and a final «и» / "and" (or ``last``): «1, 2 и 3»."""
    if len(items) <= 1:
        return "".join(items)
    word = last if last is not None else ("and" if lang == "en" else "и")
    return ", ".join(items[:-1]) + f" {word} " + items[-1]


def seats_list(seats: Sequence[int], lang: str = "ru", names: Sequence[str] | None = None) -> str:
    """«Игрок 1 и Игрок 2» / "Player 1 and Player 2" (subjects of a sentence)."""
    return joined([seat_name(seat, lang, names) for seat in seats], lang)


def card_name(card: int, lang: str = "ru") -> str:
    """A card's name in quotes, as a subject or in a list after a colon: «Журавль и солнце» /
    “Crane and sun”."""
    name = DECK[card].name.get(lang)
    return f"“{name}”" if lang == "en" else f"«{name}»"


def card_list(cards: Sequence[int], lang: str = "ru", last: str | None = None) -> str:
    """Quoted card names joined with commas and a final «и» / "and" (or ``last``), each in its own
    form (the nominative): for subjects and for lists after a colon or a generic noun."""
    return joined([card_name(c, lang) for c in cards], lang, last)


def cards_phrase(cards: Sequence[int], lang: str = "ru", case: Case = "acc", last: str | None = None) -> str:
    """Cards as a part of a sentence, in the Russian ``case``: the noun «карта» in that case and
    number, then the quoted names (``acc``: «карту «Феникс»», «карты «…» и «…»»; ``ins``:
    «картой «…»», ``dat``: «картам «…», «…» и «…»»). In English, the quoted names alone."""
    names = card_list(cards, lang, last)
    if lang == "en" or not cards:
        return names
    noun = CARD_NOUN_RU[case][0 if len(cards) == 1 else 1]
    return f"{noun} {names}"


def _russian_form(count: int, one: str, few: str, many: str) -> str:
    n = abs(count)
    if n % 10 == 1 and n % 100 != 11:
        return one
    if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14:
        return few
    return many


def cards_count(count: int, lang: str = "ru", case: Literal["nom", "acc"] = "nom") -> str:
    """«2 карты», «5 карт», «1 карта» (``acc``: «1 карту», what one takes) / "2 cards"."""
    if lang == "en":
        return f"{count} card" + ("" if count == 1 else "s")
    one = "карту" if case == "acc" else "карта"
    return f"{count} {_russian_form(count, one, 'карты', 'карт')}"


def points_count(count: int, lang: str = "ru") -> str:
    """«1 очко», «3 очка», «10 очков», «−5 очков» / "10 points"."""
    if lang == "en":
        return f"{number(count)} point" + ("" if abs(count) == 1 else "s")
    return f"{number(count)} {_russian_form(count, 'очко', 'очка', 'очков')}"


def penalty_points(count: int, lang: str = "ru") -> str:
    """«1 штрафное очко», «15 штрафных очков» / "15 penalty points"."""
    if lang == "en":
        return f"{number(count)} penalty point" + ("" if abs(count) == 1 else "s")
    word = _russian_form(count, "штрафное очко", "штрафных очка", "штрафных очков")
    return f"{number(count)} {word}"
