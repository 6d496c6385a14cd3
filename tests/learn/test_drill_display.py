"""Drills you can read: the pile grouped by kind with counts that match, help that matches the input,
and breakdown lines whose words agree with the cards they show."""

from __future__ import annotations

import re

import pytest
from django.utils import translation

from engine.cards import DECK, Kind
from learn import drills, present
from tests.learn.conftest import waiting

pytestmark = pytest.mark.django_db


def test_the_pile_is_grouped_by_kind_in_the_deck_order():
    codes = ["12a", "01c", "11b", "01a", "08b", "12b", "06b", "11d"]
    with translation.override("ru"):
        groups = present.pile_groups(codes, "ko")
    assert [g["kind"] for g in groups] == ["bright", "animal", "ribbon", "plain"]
    assert [g["label"] for g in groups] == ["Яркие карты", "Животные", "Ленты", "Простые карты"]
    assert groups[0]["codes"] == ["01a", "12a"]
    assert groups[3]["codes"] == ["01c", "12b", "11d"]  # paulownia is November in the Korean order
    assert sum(len(g["codes"]) for g in groups) == len(codes)


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_a_drill_page_captions_each_kind_with_its_count(client, lang):
    html = client.get(f"/{lang}/learn/drills/koikoi/bonus/").content.decode()
    pending = waiting()
    pile = pending.question["shown"]
    captions = re.findall(r'<p class="pile-caption">([^<]+): (\d+)</p>', html)
    assert sum(int(n) for _label, n in captions) == len(pile)
    for label, count in captions:
        kind = {
            "Яркие карты": Kind.BRIGHT,
            "Brights": Kind.BRIGHT,
            "Животные": Kind.ANIMAL,
            "Animals": Kind.ANIMAL,
            "Ленты": Kind.RIBBON,
            "Ribbons": Kind.RIBBON,
            "Простые карты": Kind.PLAIN,
            "Plains": Kind.PLAIN,
        }[label]
        assert int(count) == sum(1 for code in pile if next(c for c in DECK if c.code == code).kind is kind)


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_the_number_drill_help_speaks_of_typing_not_of_keys(client, lang):
    html = client.get(f"/{lang}/learn/drills/hato/score/").content.decode()
    help_text = html[html.index('id="keys-help"') :]
    help_text = help_text[: help_text.index("</details>")]
    assert "1 to 0" not in help_text and "от 1 до 0" not in help_text
    assert (
        "Введите число и нажмите Enter" if lang == "ru" else "Type the number and press Enter"
    ) in help_text


def test_keys_help_never_promises_more_than_nine_keys():
    assert present.MAX_KEYS == 9


def test_ten_plains_over_twenty_four_says_how_many_make_it_and_how_many_come_on_top():
    plains = [c.code for c in DECK if c.kind is Kind.PLAIN]
    score = drills.scorer("koikoi").score_pile([c.index for c in DECK if c.kind is Kind.PLAIN]).as_json()
    question = {"drill": "score", "game": "koikoi", "score": score, "params": {}}
    with translation.override("ru"):
        result = drills.feedback(question, type("O", (), {"number": None, "right": True})(), "ru")
    (row,) = [r for r in result["items"] if r["name"].startswith("Касу")]
    assert len(row["cards"]) == 10 and len(row["extra"]) == len(plains) - 10
    assert row["count"] == f"10 составляют комбинацию, ещё {len(plains) - 10} идут сверх неё"
    assert row["points"] == len(plains) - 9


def test_a_fixed_set_shows_all_its_cards_without_a_count():
    score = drills.scorer("hato").score_pile([DECK[i].index for i in (1, 5, 9)]).as_json()  # the poem ribbons
    question = {"drill": "score", "game": "hato", "score": score, "params": {}}
    with translation.override("en"):
        result = drills.feedback(question, type("O", (), {"number": None, "right": True})(), "en")
    for row in result["items"]:
        assert row["extra"] == [] and row["count"] == ""
