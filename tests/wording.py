"""Checks of the words people read: card names in the form the sentence needs, no internal move
codes, a true minus sign before negative numbers. Shared by the engine, play and page tests.

A Russian sentence may put a card's quoted name in its own form (the nominative) only where the
nominative is right (``engine.phrases``): after a generic noun that carries the case («карту
«Феникс»», «козырем «Феникс»»), at the start of a sentence, or opening a list or an aside after a
colon, a dash or a bracket («На столе: «…», «…»»); a name after another name in a list («…», «…»
и «…») goes with the first one. Anywhere else («кладёт «Феникс»», «на «Феникс»», «с «…»») the
nominative is wrong.
"""

from __future__ import annotations

import re
from html.parser import HTMLParser

from engine.cards import DECK

_NAMES = sorted({card.name.ru for card in DECK}, key=len, reverse=True)
#: A quoted Russian card name in its own (nominative) form.
CARD_NAME_RU = re.compile("«(" + "|".join(re.escape(name) for name in _NAMES) + ")»")
#: The generic nouns whose case the quoted name then need not take.
GENERIC_NOUNS = frozenset(
    {"карта", "карту", "карты", "карте", "картой", "картам", "картами", "картах", "карт"}
    | {"козырь", "козыря", "козырю", "козырем", "козыре"}
)
#: Places where a card lies and its name is the subject: «на столе «…» и «…»», «на руке «…»».
_PLACES = ("на столе", "на руке")
_LIST_JOINS = (", ", " и ", " или ")
PREPOSITIONS = frozenset(
    {"на", "с", "со", "к", "ко", "в", "во", "из", "от", "для", "по", "о", "об", "при", "за", "под"}
    | {"над", "перед", "у", "до", "без", "через", "про"}
)


def misplaced_card_names(text: str) -> list[str]:
    """Each quoted card name of ``text`` that stands in the nominative where Russian needs another
    case, with the words before it: ``["кладёт «Феникс»"]``. Empty when every name is right."""
    wrong: list[str] = []
    previous_end, previous_ok = -1, True
    for found in CARD_NAME_RU.finditer(text):
        between = text[previous_end : found.start()] if previous_end >= 0 else None
        ok = previous_ok if between in _LIST_JOINS else _nominative_fits(text[: found.start()])
        if not ok:
            wrong.append(text[max(0, found.start() - 30) : found.end()])
        previous_end, previous_ok = found.end(), ok
    return wrong


def _nominative_fits(before: str) -> bool:
    before = before.rstrip()
    if not before or before[-1] in ".!?:—(«“":
        return True
    if before.endswith(_PLACES):
        return True
    last = re.search(r"(\w+)$", before)
    return last is not None and last.group(1).lower() in GENERIC_NOUNS


def names_after_prepositions(text: str) -> list[str]:
    """Quoted card names right after a preposition («на «Феникс»», «с «…»», «к «…»»)."""
    return [
        text[max(0, m.start() - 20) : m.end()]
        for m in CARD_NAME_RU.finditer(text)
        if (word := re.search(r"(\w+)\s*$", text[: m.start()])) and word.group(1).lower() in PREPOSITIONS
    ]


#: A move code as the engine stores it: ``play:04c.04d``, ``beat:12b.12c.12d``, ``lay:03c``.
MOVE_CODE = re.compile(r"\b[a-z_]+:\d{2}[a-d](?:\.\d{2}[a-d])*\b")
#: An internal key with an underscore (``hidden_ppong``, ``zero_sum``) shown as if it were a word.
SNAKE_KEY = re.compile(r"\b[a-z]+(?:_[a-z]+)+\b")
#: A hyphen-minus used as a minus sign: «-33», «(-5)», «— -4».
HYPHEN_MINUS = re.compile(r"(?:^|(?<=[\s(:—=]))-\d")


def internal_codes(text: str) -> list[str]:
    """Move codes and underscore keys that reached the visible text."""
    return MOVE_CODE.findall(text) + SNAKE_KEY.findall(text)


def hyphen_minuses(text: str) -> list[str]:
    """Negative numbers written with a hyphen instead of the minus sign (U+2212)."""
    return [text[max(0, m.start() - 20) : m.end() + 3] for m in HYPHEN_MINUS.finditer(text)]


class _Visible(HTMLParser):
    """The text a person sees or hears: element text and the alt, title and aria-label attributes,
    without scripts and styles."""

    BLOCKS = frozenset({"p", "li", "dt", "dd", "tr", "td", "th", "h1", "h2", "h3", "figcaption", "div", "br"})

    def __init__(self) -> None:
        super().__init__()
        self.parts: list[str] = []
        self.hidden = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in ("script", "style", "template"):
            self.hidden += 1
        for name, value in attrs:
            if name in ("alt", "title", "aria-label", "placeholder") and value:
                self.parts.append(f"\n{value}\n")
        if tag in self.BLOCKS:
            self.parts.append("\n")

    def handle_endtag(self, tag: str) -> None:
        if tag in ("script", "style", "template"):
            self.hidden -= 1
        if tag in self.BLOCKS:
            self.parts.append("\n")

    def handle_data(self, data: str) -> None:
        if not self.hidden:
            self.parts.append(data)


def visible_text(html: str) -> str:
    """The visible text of a page, one block (paragraph, list item, cell, alt text) per line."""
    parser = _Visible()
    parser.feed(html)
    lines = (re.sub(r"\s+", " ", line).strip() for line in "".join(parser.parts).split("\n"))
    return "\n".join(line for line in lines if line)


def word_faults(text: str, lang: str) -> list[str]:
    """Everything the checks above find in a page's visible ``text``: move codes and keys, hyphens
    for minus signs and, in Russian, card names in the wrong case. Empty when the page reads right."""
    faults = internal_codes(text) + hyphen_minuses(text)
    if lang == "ru":
        faults += misplaced_card_names(text) + names_after_prepositions(text)
    return faults
