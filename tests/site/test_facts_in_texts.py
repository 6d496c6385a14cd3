"""Facts the site's texts must keep straight against the source texts (shared/seeds, GLOSSARY).

* «Жаворонок» (a lark) is what the Russian articles on the Korean cards call the April bird; the
  Korean decks' bird is a cuckoo. A text may name the lark only as the Russian articles' word.
* «Хато» is what Russian Koreans call the cards; in Korea the cards and the game are hwatu (화투).
  No text may give «хато» as the name of a Korean deck or of a game played in Korea.
* The Min-hwatu write-ups give no bonus for the plain red ribbons (the April-May-July trio for 30
  is Go-Stop's): the rules page says so and credits the trio to Go-Stop.

Every visible text is read: the Russian catalogues, the lessons, and the engine's and apps'
bilingual ``Text(...)`` data.
"""

from __future__ import annotations

import ast
import json
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from django.test import Client

from tests.site.test_catalogue import CATALOGUES, entries, po_file, strings

ROOT = Path(__file__).resolve().parents[2]
TEXT_SOURCES = ("engine", "fortune", "reference", "learn", "play", "frame")


def catalogue_texts() -> Iterator[str]:
    for name in CATALOGUES:
        for block in entries(po_file(name).read_text(encoding="utf-8")):
            yield from strings(block, "msgid") + strings(block, "msgid_plural") + strings(block, "msgstr")


def lesson_texts() -> Iterator[str]:
    def walk(value: object) -> Iterator[str]:
        if isinstance(value, str):
            yield value
        elif isinstance(value, dict):
            for item in value.values():
                yield from walk(item)
        elif isinstance(value, list):
            for item in value:
                yield from walk(item)

    for path in sorted((ROOT / "learn" / "lessons").glob("*.json")):
        yield from walk(json.loads(path.read_text(encoding="utf-8")))


def data_texts() -> Iterator[str]:
    """The string arguments of every ``Text(...)`` call in the apps and the engine."""
    for top in TEXT_SOURCES:
        for path in sorted((ROOT / top).rglob("*.py")):
            if "migrations" in path.parts:
                continue
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "Text":
                    for arg in node.args:
                        for part in ast.walk(arg):
                            if isinstance(part, ast.Constant) and isinstance(part.value, str):
                                yield part.value


def sentences() -> list[str]:
    texts = [*catalogue_texts(), *lesson_texts(), *data_texts()]
    return [s for text in texts for s in re.split(r"(?<=[.!?])\s+", text) if s]


def test_the_texts_are_read() -> None:
    found = sentences()
    assert len(found) > 2000
    assert any("жаворон" in s for s in found) and any("хатху" in s or "хватху" in s for s in found)


def test_the_lark_is_the_russian_articles_word() -> None:
    for sentence in sentences():
        if "жаворон" in sentence.lower():
            assert "русск" in sentence.lower(), sentence
        if re.search(r"\blarks?\b", sentence):
            assert "Russian" in sentence, sentence


#: Phrasings that give «хато» as the Korean name of the deck or of a game played in Korea.
KOREAN_HATO = re.compile(
    r"корейск\w*\s+(?:колод\w*\s+)?хато\b"  # «корейской хато», «в корейской колоде хато»
    r"|(?:игр\w*|колод\w*)\s+(?:страны|в\s+Корее|корейцев)\W+хато\b"  # «любимой игрой страны — хато»
    r"|\bв\s+Корее\b[^.]*\b(?:играют|называют)\w*[^.]*\bхато\b"
    r"|(?:колод\w*|карт\w*)\s+хато\b[^.]*\bв\s+Корее\b",
    re.I,
)


def test_hato_is_not_given_as_a_name_used_in_korea() -> None:
    wrong = [s for s in sentences() if KOREAN_HATO.search(s) and "русск" not in s.lower()]
    assert not wrong, wrong


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("lang", "words"), [("ru", ("Го-стоп", "мин-хато")), ("en", ("Go-Stop", "Min-hwatu"))]
)
def test_the_min_hwatu_bonuses_are_credited_as_the_sources_give_them(
    client: Client, lang: str, words
) -> None:
    html = client.get(f"/{lang}/rules/hato/").content.decode()
    for word in words:
        assert word in html
    assert "(апрель, май, июль) дают 30" not in html and "(April, May, July) for 30" not in html
