"""``card_img`` builds each card's HTML once per process; the cache never mixes languages or decks."""

from __future__ import annotations

from django.template import Context, Template
from django.test import override_settings
from django.utils import translation

from frame.card_images import card_html

TEMPLATE = Template('{% load hwatu %}{% card_img "11a" css="card x" %}|{% card_img 44 %}|{% card_back %}')


def render(language: str, order: str) -> str:
    with translation.override(language):
        return TEMPLATE.render(Context({"deck_order": order}))


def test_alt_text_follows_the_language_and_the_deck_order():
    ru_ja = render("ru", "ja")
    ru_ko = render("ru", "ko")
    en_ja = render("en", "ja")
    assert "Человек под дождём" in ru_ja and "ноябрь" in ru_ja  # rain man: November in the Japanese order
    assert "декабрь" in ru_ko.split("|")[0] and "/hwatu/" in ru_ko  # December in the Korean order
    assert "rain" in en_ja.split("|")[0].lower() and "Человек" not in en_ja
    assert render("ru", "ja") == ru_ja  # the cached HTML is the same HTML


def test_the_cache_is_used_and_static_urls_follow_the_settings():
    card_html.cache_clear()
    render("ru", "ja")
    render("ru", "ja")
    info = card_html.cache_info()
    assert info.hits >= 2 and info.misses == 2
    with override_settings(STATIC_URL="/elsewhere/"):
        assert "/elsewhere/cards/" in render("ru", "ja")
    assert "/elsewhere/" not in render("ru", "ja")
