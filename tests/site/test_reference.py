"""The reference pages: gallery, card pages, month table and rules, through the test client."""

from __future__ import annotations

import re

import pytest
from django.test import Client

from engine.cards import DECK, Kind
from reference.combos import combinations, memberships
from reference.views import month_rows

pytestmark = pytest.mark.django_db
LANGS = ["ru", "en"]
PAGE_LIMIT = 150_000  # bytes of HTML before images


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize(
    "path",
    [
        "",
        "cards/",
        "cards/?kind=animal",
        "cards/01a/",
        "cards/12c/",
        "table/",
        "rules/",
        "rules/hato/",
        "rules/koikoi/",
    ],
)
def test_pages_render_in_both_languages_and_stay_small(client: Client, lang: str, path: str) -> None:
    response = client.get(f"/{lang}/{path}")
    assert response.status_code == 200
    html = response.content.decode()
    assert f'<html lang="{lang}"' in html
    assert len(response.content) < PAGE_LIMIT
    assert "<script>" not in html and 'style="' not in html
    # every card picture has alt text
    for img in re.findall(r"<img [^>]*>", html):
        assert 'alt="' in img


def test_gallery_shows_all_48_cards_by_month(client: Client) -> None:
    html = client.get("/ru/cards/").content.decode()
    assert html.count('class="month season-') == 12
    for card in DECK:
        assert f'href="/ru/cards/{card.code}/"' in html
    assert "1. Январь" in html and "Сосна" in html


@pytest.mark.parametrize("kind, count", [("bright", 5), ("animal", 9), ("ribbon", 10), ("plain", 24)])
def test_gallery_filter_by_kind(client: Client, kind: str, count: int) -> None:
    html = client.get(f"/en/cards/?kind={kind}").content.decode()
    assert len(set(re.findall(r'href="/en/cards/(\d\d[a-d])/"', html))) == count
    assert f'href="?kind={kind}" hx-get="?kind={kind}"' in html


def test_gallery_ignores_an_unknown_kind(client: Client) -> None:
    html = client.get("/en/cards/?kind=<script>").content.decode()
    assert len(set(re.findall(r'href="/en/cards/(\d\d[a-d])/"', html))) == 48


def test_gallery_htmx_request_gets_only_the_grid(client: Client, hx_headers) -> None:
    response = client.get("/ru/cards/?kind=bright", headers=hx_headers)
    html = response.content.decode()
    assert response.status_code == 200
    assert html.lstrip().startswith('<div id="gallery-grid"')
    assert "<html" not in html and "site-header" not in html
    assert len(set(re.findall(r'href="/ru/cards/(\d\d[a-d])/"', html))) == 5


def test_korean_order_renames_months_and_faces(client: Client) -> None:
    client.post("/ru/deck/", {"order": "ko"})
    html = client.get("/ru/cards/").content.decode()
    assert '11. Ноябрь <span class="plant">· Павловния' in html
    assert '12. Декабрь <span class="plant">· Ива' in html
    assert "/static/cards/hwatu/" in html and "/static/cards/hanafuda/" not in html


def test_card_page_names_months_and_combinations(client: Client) -> None:
    html = client.get("/en/cards/11a/").content.decode()
    assert "<h1>Rain man</h1>" in html
    assert "柳に小野道風" in html and "비 광" in html
    assert "11. November in the Japanese order, 12. December in the Korean order" in html
    assert "Five brights" in html  # «Хато» bonus, from the engine
    assert "Full month: willow" in html
    assert "Ame-shikō" in html and "Gokō" in html  # Koi-Koi yaku, from the engine
    assert "Sankō" not in html  # the rain man spoils three brights


def test_card_page_in_russian_has_the_story(client: Client) -> None:
    html = client.get("/ru/cards/09a/").content.decode()
    assert "Чаша сакэ" in html
    assert "хризантема" in html.lower()
    assert "Ханами-дзакэ" in html


def test_card_codes_are_case_insensitive_and_unknown_ones_are_404(client: Client) -> None:
    response = client.get("/ru/cards/01A/")
    assert response.status_code == 301 and response["Location"] == "/ru/cards/01a/"
    assert client.get("/ru/cards/13a/").status_code == 404
    assert client.get("/ru/rules/chess/").status_code == 404


def test_month_totals_match_the_source_table() -> None:
    """sknc.narod.ru / Menshov: January 25, ... willow 35 (+20 = 55), paulownia 20."""
    rows = {row.month: row for row in month_rows("ja")}
    assert [rows[m].card_points for m in range(1, 13)] == [25, 15, 25, 15, 15, 15, 15, 30, 15, 15, 35, 20]
    assert rows[11].with_bonus == 55
    assert rows[1].with_bonus == 45
    korean = month_rows("ko")
    assert [row.shown for row in korean] == list(range(1, 13))
    assert korean[10].month == 12 and korean[11].month == 11


def test_table_page_lists_bonuses_and_yaku(client: Client) -> None:
    html = client.get("/ru/table/").content.decode()
    for text in ("Пять ярких карт", "Три синие ленты", "Иносикатё", "Касу", "55", "+50"):
        assert text in html
    assert html.count('<tr class="season-') == 12


def test_combinations_come_from_the_engine() -> None:
    hato = {c.key: c for c in combinations("hato")}
    assert hato["five_brights"].points == 50
    assert [c.code for c in hato["blue_ribbons"].cards] == ["06b", "09b", "10b"]
    assert sum(key.startswith("full_month_") for key in hato) == 12
    koikoi = {c.key: c for c in combinations("koikoi")}
    assert [c.code for c in koikoi["inoshikacho"].cards] == ["06a", "07a", "10a"]
    assert koikoi["sanko"].smallest == 3 and "11a" not in [c.code for c in koikoi["sanko"].cards]
    assert koikoi["tane"].smallest == 5 and len(koikoi["tane"].cards) == 9


def test_every_card_is_in_a_month_bonus_and_plains_are_in_kasu() -> None:
    for card in DECK:
        found = memberships(card)
        assert any(c.key == f"full_month_{card.month:02d}" for c in found["hato"])
        if card.kind is Kind.PLAIN:
            assert any(c.key == "kasu" for c in found["koikoi"])


@pytest.mark.parametrize("lang, word", [("ru", "Игрок"), ("en", "Player")])
def test_rules_pages_show_examples_from_engine_positions(client: Client, lang: str, word: str) -> None:
    for game in ("hato", "koikoi"):
        html = client.get(f"/{lang}/rules/{game}/").content.decode()
        assert html.count('class="example"') >= 3, game
        assert word in html
        assert re.search(r"<strong>(Ход|Move):</strong> (Положить|Выложить|Объявить|Play|Lay|Call) ", html)
        assert "<code>" not in html  # the move in words, not its code
