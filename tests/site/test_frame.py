"""The site frame: language prefixes, the preference switches, navigation and the error pages."""

from __future__ import annotations

import pytest
from django.test import Client

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize("accept, target", [("ru", "/ru/"), ("en-GB,en;q=0.9", "/en/")])
def test_root_redirects_to_the_visitors_language(client: Client, accept: str, target: str) -> None:
    response = client.get("/", headers={"accept-language": accept})
    assert response.status_code == 302
    assert response["Location"] == target


@pytest.mark.parametrize("lang, title, other", [("ru", "Хато", "English"), ("en", "Hwatu", "Русский")])
def test_home_speaks_the_language_of_its_url(client: Client, lang: str, title: str, other: str) -> None:
    response = client.get(f"/{lang}/")
    html = response.content.decode()
    assert response.status_code == 200
    assert f'<html lang="{lang}"' in html
    assert "<title>" in html and title in html
    assert other in html  # the language switch offers the other language


def test_language_switch_points_to_the_same_page_in_the_other_language(client: Client) -> None:
    html = client.get("/ru/cards/").content.decode()
    assert 'name="next" value="/en/cards/"' in html
    assert 'name="language" value="en"' in html


def test_set_language_lands_on_the_translated_page(client: Client) -> None:
    response = client.post("/i18n/setlang/", {"language": "en", "next": "/en/cards/"})
    assert response.status_code == 302
    assert response["Location"] == "/en/cards/"


def test_deck_order_is_kept_in_the_session(client: Client) -> None:
    assert 'value="ko" aria-pressed="false"' in client.get("/ru/").content.decode()
    response = client.post("/ru/deck/", {"order": "ko", "next": "/ru/cards/"})
    assert response.status_code == 302 and response["Location"] == "/ru/cards/"
    html = client.get("/ru/").content.decode()
    assert 'value="ko" aria-pressed="true"' in html
    assert 'class="deck-ko' in html


def test_bad_deck_order_changes_nothing_and_unsafe_next_goes_home(client: Client) -> None:
    response = client.post("/ru/deck/", {"order": "xx", "next": "https://evil.example/"})
    assert response.status_code == 302 and response["Location"] == "/ru/"
    assert client.session.get("deck_order") is None


def test_deck_order_needs_post(client: Client) -> None:
    assert client.get("/ru/deck/").status_code == 405


def test_corner_index_switch(client: Client) -> None:
    client.post("/en/corner-index/", {"corner_index": "on", "next": "/en/"})
    assert client.session["corner_index"] is True
    html = client.get("/en/").content.decode()
    assert "corner-index-on" in html
    client.post("/en/corner-index/", {"corner_index": "off", "next": "/en/"})
    assert client.session["corner_index"] is False


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_navigation_links_every_section(client: Client, lang: str) -> None:
    html = client.get(f"/{lang}/cards/").content.decode()
    for path in ("learn/", "play/", "fortune/", "cards/", "table/", "rules/"):
        assert f'href="/{lang}/{path}"' in html
    assert f'class="nav-cards" href="/{lang}/cards/" aria-current="page"' in html


@pytest.mark.parametrize("lang, text", [("ru", "Страница не найдена"), ("en", "Page not found")])
def test_404_in_the_site_style_and_language(client: Client, settings, lang: str, text: str) -> None:
    settings.DEBUG = False
    response = client.get(f"/{lang}/no-such-page/")
    assert response.status_code == 404
    html = response.content.decode()
    assert text in html
    assert 'class="site-header"' in html


def test_home_shows_the_card_of_the_day(client: Client) -> None:
    from django.utils import timezone

    from fortune.daily import card_of_the_day

    html = client.get("/en/").content.decode()
    daily = card_of_the_day(timezone.localdate())
    assert 'id="daily-title"' in html
    assert f'href="/en/cards/{daily.card.code}/"' in html


def test_a_failing_card_of_the_day_surfaces(client: Client, monkeypatch) -> None:
    """The fortune app exists: its failure is a bug to see, not a home page without the card."""
    from fortune.templatetags import fortune_daily

    def broken(day):
        raise RuntimeError("fortune broke")

    monkeypatch.setattr(fortune_daily, "daily_card", broken)
    with pytest.raises(RuntimeError):
        client.get("/ru/")


def test_500_page_renders_without_the_database(rf, settings) -> None:
    from frame.errors import server_error

    settings.DEBUG = False
    response = server_error(rf.get("/ru/boom/"))
    assert response.status_code == 500
    assert "site.css" in response.content.decode()


def test_500_through_the_handler(client: Client, settings) -> None:
    settings.DEBUG = False
    from django.urls import path

    def boom(request):
        raise RuntimeError("boom")

    from hwatu_site import urls

    client.raise_request_exception = False
    urls.urlpatterns.append(path("boom/", boom))
    try:
        from django.urls import clear_url_caches

        clear_url_caches()
        response = client.get("/boom/")
    finally:
        urls.urlpatterns.pop()
        clear_url_caches()
    assert response.status_code == 500
    assert "500" in response.content.decode()


def test_csp_header_forbids_inline_script(client: Client) -> None:
    response = client.get("/ru/")
    policy = response.headers["Content-Security-Policy"]
    assert "script-src 'self'" in policy
    assert "unsafe-inline" not in policy
    assert "<script>" not in response.content.decode()
    assert 'style="' not in response.content.decode()
