"""The rules pages say where the sources differ and which reading each source and preset follows,
in both languages, with links to the options that hold each reading."""

from __future__ import annotations

import pytest
from django.test import Client

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize(
    ("lang", "phrases"),
    [
        (
            "ru",
            (
                "В чём расходятся источники",
                "не обязан выкладывать совпадающие карты",
                "набор «По тексту japancards.ru» играет так",
                "только с удвоением за 7 очков и больше",
                "нет ни в одном из наших исходных текстов",
                "Игроки сдают и начинают раздачи по очереди, кто бы ни выиграл.",
                "Любую карту можно выложить на стол, даже если у неё там есть пара; только четвёртая",
            ),
        ),
        (
            "en",
            (
                "Where the sources differ",
                "not obliged to play matching cards",
                "the preset “By the japancards.ru text” plays so",
                "only ×2 for seven points or more",
                "are in none of our source texts",
                "The players take turns to deal and play first, whoever wins.",
                "Any card may be laid on the table, even one with a match there; only the fourth",
            ),
        ),
    ],
)
def test_koikoi_rules_say_which_reading_each_source_follows(client: Client, lang, phrases):
    html = client.get(f"/{lang}/rules/koikoi/").content.decode()
    for phrase in phrases:
        assert phrase in html, phrase
    for option in ("next_dealer", "must_take", "double_at_7", "hand_yaku"):
        assert f'href="#option-{option}"' in html and f'id="option-{option}"' in html, option


@pytest.mark.parametrize(
    ("lang", "phrase", "help"),
    [
        ("ru", "в только что сыгранной раздаче", "при равенстве решает жребий"),
        ("en", "whoever got the most in the deal just played", "a tie is settled by lot"),
    ],
)
def test_nylon_rules_say_who_starts_the_next_deal(client: Client, lang, phrase, help):
    html = client.get(f"/{lang}/rules/nylon/").content.decode()
    assert phrase in html and help in html
    assert 'id="option-next_starter"' in html
