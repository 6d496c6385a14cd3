"""Every error page (400, 403 and the failed CSRF check, 404, 405, 429, 500) is in the site frame and
the visitor's language, with a way back; every view says which methods it takes, and a method it
does not take gets the framed 405 with its Allow header."""

from __future__ import annotations

import re

import pytest
from django.core.exceptions import PermissionDenied
from django.test import Client
from django.urls import clear_url_caches, path

from tests.production.sitemap import site, url_names

pytestmark = pytest.mark.django_db

LANGS = ("ru", "en")
HEADINGS = {
    400: ("Запрос не удалось прочитать", "The request could not be read"),
    403: ("Форма устарела", "The form has expired"),
    404: ("Страница не найдена", "Page not found"),
    405: ("Этот адрес так не открывается", "This address does not work that way"),
    500: ("У нас что-то сломалось", "Something went wrong on our side"),
}


def framed(response, lang: str, code: int, heading: str | None = None) -> str:
    """The page is the site's: its language, header, navigation and footer, the code, a heading
    in that language, and a link home."""
    html = response.content.decode()
    assert response.status_code == code
    assert f'<html lang="{lang}"' in html
    for part in ('class="site-header"', 'class="main-nav"', 'class="site-footer"', 'class="error-page"'):
        assert part in html, part
    assert f'<p class="big" aria-hidden="true">{code}</p>' in html
    expected = heading or HEADINGS[code][LANGS.index(lang)]
    assert re.search(rf"<h1[^>]*>{re.escape(expected)}</h1>", html), expected
    assert f'href="/{lang}/"' in html  # the way home
    return html


@pytest.fixture
def no_debug(settings):
    settings.DEBUG = False
    return settings


# --------------------------------------------------------------------------- 400


@pytest.mark.parametrize("lang", LANGS)
def test_a_body_too_large_gets_the_framed_400(no_debug, lang):
    client = Client()
    response = client.post(f"/{lang}/deck/", {"order": "x" * 1_200_000})
    html = framed(response, lang, 400)
    assert ("Ничего не изменилось" if lang == "ru" else "Nothing was changed") in html
    assert client.session.get("deck_order") is None


# --------------------------------------------------------------------------- 403


@pytest.mark.parametrize("lang", LANGS)
def test_a_post_without_the_csrf_cookie_gets_the_framed_403(no_debug, lang):
    strict = Client(enforce_csrf_checks=True)
    response = strict.post(f"/{lang}/deck/", {"order": "ko", "next": f"/{lang}/cards/"})
    html = framed(response, lang, 403)
    assert ("разрешите их" if lang == "ru" else "please allow them") in html
    assert strict.session.get("deck_order") is None


def test_a_post_with_a_stale_token_gets_the_framed_403_and_a_fresh_token(no_debug):
    strict = Client(enforce_csrf_checks=True)
    strict.get("/ru/cards/")  # the page sets the cookie
    response = strict.post(
        "/ru/deck/",
        {"order": "ko", "csrfmiddlewaretoken": "x" * 64},
        headers={"referer": "http://testserver/ru/cards/"},
    )
    html = framed(response, "ru", 403)
    assert "разрешите их" not in html  # the cookie was there: only the token was stale
    assert 'href="http://testserver/ru/cards/">Вернуться назад</a>' in html
    token = re.search(r'name="csrfmiddlewaretoken" value="([^"]+)"', html).group(1)
    again = strict.post("/ru/deck/", {"order": "ko", "next": "/ru/cards/", "csrfmiddlewaretoken": token})
    assert again.status_code == 302  # the refused page's own forms work


@pytest.fixture
def extra_urls():
    """Add views to the site's URLs for one test."""
    from hwatu_site import urls

    added = []

    def add(route: str, view) -> None:
        urls.urlpatterns.append(path(route, view))
        added.append(route)
        clear_url_caches()

    yield add
    for _ in added:
        urls.urlpatterns.pop()
    clear_url_caches()


@pytest.mark.parametrize("lang", LANGS)
def test_permission_denied_gets_the_framed_403(no_debug, extra_urls, lang):
    def forbidden(request):
        raise PermissionDenied

    extra_urls("forbidden/", forbidden)
    response = Client().get("/forbidden/", headers={"accept-language": lang})
    framed(response, lang, 403, ("Доступ закрыт", "Access denied")[LANGS.index(lang)])


# --------------------------------------------------------------------------- 404


@pytest.mark.parametrize(
    ("lang", "order", "month"),
    [
        ("ru", "ja", "ноябрьская"),
        ("ru", "ko", "декабрьская"),
        ("en", "ja", "of November"),
        ("en", "ko", "of December"),
    ],
)
def test_the_404_follows_the_deck_switch(no_debug, lang, order, month):
    client = Client()
    client.post(f"/{lang}/deck/", {"order": order})
    html = framed(client.get(f"/{lang}/no-such-page/"), lang, 404)
    assert month in html
    other = {"ноябрьская": "декабрьская", "декабрьская": "ноябрьская"}.get(month)
    if other:
        assert other not in html
    assert f'href="/{lang}/cards/"' in html


# --------------------------------------------------------------------------- 405


@pytest.mark.parametrize("lang", LANGS)
def test_opening_a_post_only_address_gets_the_framed_405(no_debug, lang):
    response = Client().get(f"/{lang}/deck/")
    html = framed(response, lang, 405)
    assert response["Allow"] == "POST"
    assert ("страница, которую можно открыть" if lang == "ru" else "not a page to open") in html


@pytest.mark.parametrize("lang", LANGS)
def test_posting_to_a_page_gets_the_framed_405(no_debug, lang):
    response = Client().post(f"/{lang}/cards/", {"x": "1"})
    html = framed(response, lang, 405)
    assert response["Allow"] == "GET, HEAD"
    assert ("можно только открыть" if lang == "ru" else "can only be opened") in html


def test_a_class_based_view_gets_the_framed_405_too(no_debug):
    response = Client().get("/ru/learn/account/logout/")
    framed(response, "ru", 405)
    assert response["Allow"] == "POST"


def test_the_405_page_keeps_the_deck_of_the_visitor(no_debug):
    client = Client()
    client.post("/ru/deck/", {"order": "ko"})
    html = framed(client.get("/ru/corner-index/"), "ru", 405)
    assert 'class="deck-ko' in html


# What every named URL takes: a view that only shows a page, one that only takes a post (a button or
# a form elsewhere), a form page that takes both; ``set_language`` is Django's own.
GET_ONLY = {
    "fortune:export_csv",
    "fortune:export_json",
    "play:mistakes",
    "play:poll",
    "play:review",
    "card",
    "cards",
    "home",
    "rules",
    "rules_game",
    "table",
    "fortune:image",
    "fortune:index",
    "fortune:journal",
    "fortune:reading",
    "learn:drills",
    "learn:index",
    "learn:password_reset_complete",
    "learn:password_reset_done",
    "learn:picture",
    "play:export",
    "play:index",
    "play:practice_list",
    "play:replay",
    "play:progress",
    "play:puzzles",
    "play:puzzle_next",
    "play:deal_review",
    "play:replay_at",
    "play:table",
    "tables:table",
    "tables:replay",
    "tables:replay_at",
    "tables:review",
}
POST_ONLY = {
    "set_corner_index",
    "set_deck_order",
    "fortune:note",
    "fortune:pick",
    "fortune:share",
    "fortune:start",
    "learn:logout",
    "play:delete",
    "play:move",
    "play:next",
    "play:settings",
    "play:undo",
    "tables:join",
    "tables:move",
    "tables:start",
    "tables:next",
    "tables:seat",
    "tables:handover",
    "tables:back",
    "tables:help",
    "tables:leave",
}
GET_AND_POST = {
    "play:puzzle",
    "learn:progress",
    "learn:retry",
    "play:mistake",
    "play:review_item",
    "fortune:delete",
    "fortune:delete_all",
    "learn:drill",
    "learn:lesson",
    "learn:login",
    "learn:password_reset",
    "learn:password_reset_confirm",
    "learn:quiz",
    "learn:review",
    "learn:signup",
    "play:import",
    "play:new",
    "play:practice",
    "tables:index",
    "tables:new",
}
DJANGOS_OWN = {"set_language"}


def test_every_url_is_in_exactly_one_method_table():
    tables = (GET_ONLY, POST_ONLY, GET_AND_POST, DJANGOS_OWN)
    assert sorted(set().union(*tables)) == url_names()
    assert sum(len(t) for t in tables) == len(url_names())


def allowed(response) -> set[str]:
    return {m.strip() for m in response["Allow"].split(",")}


@pytest.mark.parametrize("lang", LANGS)
def test_every_view_refuses_the_methods_it_does_not_take_in_the_frame(no_debug, lang):
    client = Client()
    built = site(client, lang)
    for name in sorted(GET_ONLY):
        response = client.post(built.urls[name], {"x": "1"})
        framed(response, lang, 405)
        assert "GET" in allowed(response) and "POST" not in allowed(response), name
    for name in sorted(POST_ONLY):
        response = client.get(built.urls[name])
        framed(response, lang, 405)
        assert allowed(response) == {"POST"}, name
    for name in sorted(GET_AND_POST):
        response = client.put(built.urls[name])
        framed(response, lang, 405)
        assert {"GET", "POST"} <= allowed(response), name


# --------------------------------------------------------------------------- 500


@pytest.mark.parametrize("lang", LANGS)
def test_a_crash_gets_the_framed_500(no_debug, extra_urls, lang):
    def boom(request):
        raise RuntimeError("boom")

    extra_urls(f"{lang}/boom/", boom)
    client = Client(raise_request_exception=False)
    framed(client.get(f"/{lang}/boom/", headers={"accept-language": lang}), lang, 500)


def test_when_the_frame_itself_fails_the_500_is_the_plain_page(no_debug, rf, monkeypatch):
    from django.db import OperationalError
    from django.utils import translation

    from frame import errors

    class BrokenSession:
        def get(self, *args, **kwargs):
            raise OperationalError("the database is down")

    request = rf.get("/ru/boom/")
    request.session = BrokenSession()
    with translation.override("ru"):
        response = errors.server_error(request)
    html = response.content.decode()
    assert response.status_code == 500
    assert '<html lang="ru">' in html and "site.css" in html
    assert "У нас что-то сломалось" in html and 'href="/ru/"' in html


# --------------------------------------------------------------------------- 429


@pytest.mark.parametrize("lang", LANGS)
def test_the_rate_limit_page_is_framed_with_a_way_back(no_debug, lang):
    from django.utils import translation

    from frame.ratelimit import too_many

    client = Client()
    request = client.get(f"/{lang}/cards/").wsgi_request
    request.META["HTTP_REFERER"] = f"http://testserver/{lang}/cards/"
    request.path = f"/{lang}/deck/"
    request.htmx = False
    with translation.override(lang):
        response = too_many(request, 30)

    class Answer:
        status_code = response.status_code
        content = response.content

    html = framed(Answer, lang, 429, ("Чуть помедленнее", "Slow down a little")[LANGS.index(lang)])
    assert response["Retry-After"] == "30"
    label = "Вернуться на страницу" if lang == "ru" else "Back to the page"
    assert f'href="http://testserver/{lang}/cards/">{label}</a>' in html


# --------------------------------------------------------------------------- the way back


def test_the_way_back_is_only_to_our_own_pages(no_debug):
    client = Client()
    ours = client.get("/ru/nowhere/", headers={"referer": "http://testserver/ru/rules/"}).content.decode()
    assert 'href="http://testserver/ru/rules/">Вернуться назад</a>' in ours
    theirs = client.get("/ru/nowhere/", headers={"referer": "https://evil.example/"}).content.decode()
    assert "evil.example" not in theirs and "Вернуться назад" not in theirs
