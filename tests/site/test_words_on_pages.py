"""The words on the reference pages: moves in words, never as codes (``play:04c.04d``,
``hidden_ppong``); negative numbers with a minus sign («−33»), not a hyphen; card names in the case
the Russian sentence needs; card alt texts with a proper plural («0 очков», not «очков: 0»)."""

from __future__ import annotations

import pytest
from django.test import Client

from engine.cards import DECK
from engine.game import game_keys
from frame.card_images import card_alt
from tests.wording import visible_text, word_faults

pytestmark = pytest.mark.django_db

PAGES = ["rules/", *(f"rules/{key}/" for key in game_keys()), "table/", "cards/", "cards/12c/"]


@pytest.mark.parametrize("lang", ["ru", "en"])
@pytest.mark.parametrize("path", PAGES)
def test_reference_pages_show_words_not_codes(client: Client, lang: str, path: str) -> None:
    response = client.get(f"/{lang}/{path}")
    assert response.status_code == 200
    text = visible_text(response.content.decode())
    assert not word_faults(text, lang), word_faults(text, lang)
    assert "очков: " not in text and "очка: " not in text


def test_the_rules_pages_hold_what_the_checks_look_for(client: Client) -> None:
    """The crawl is not empty: the pages show moves, card names in sentences and negative numbers."""
    pages = "\n".join(visible_text(client.get(f"/ru/rules/{key}/").content.decode()) for key in game_keys())
    assert "Ход: Положить карту «" in pages and "Ход: Объявить «скрытый пон»" in pages
    assert "\u221233" in pages and "\u22124" in pages  # Nylon's straight, Aigoma's settlement
    assert "кладёт карту «" in pages and "берёт 2 карты: «" in pages


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_card_alt_texts_give_the_points_with_their_plural(lang: str) -> None:
    alts = {card.code: card_alt(card, "ja", lang) for card in DECK}
    if lang == "ru":
        assert alts["01c"] == "Сосна, простая карта 1: январь, сосна, простая карта, 0 очков"
        assert alts["01a"].endswith("яркая карта, 20 очков") and alts["01b"].endswith("лента, 5 очков")
    else:
        assert alts["01c"] == "Pine plain 1: January, Pine, plain, 0 points"
    assert not any("очков:" in alt for alt in alts.values())
