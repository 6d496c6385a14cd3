"""The error pages as a visitor meets them, in Russian and English: each in the site frame with a way
back that works. A stale form (CSRF), an address typed that only takes posts (405), a page that is
not there (404, the lightning card of the visitor's deck), a form far too large (400), a crash
(500). Screenshots of the 405 at 390 and 1280 px in both languages."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest

from tests.browser.conftest import _open_page

pytestmark = pytest.mark.django_db(transaction=True)

PHONE_390 = {"width": 390, "height": 844}
DESKTOP = {"width": 1280, "height": 900}
HOME = {"ru": "На главную", "en": "Go to the home page"}
BACK = {"ru": "Вернуться назад", "en": "Back to the previous page"}


@pytest.fixture(params=[PHONE_390, DESKTOP], ids=["390", "1280"])
def page_sized(browser, live_server, request: pytest.FixtureRequest) -> Iterator:
    yield from _open_page(browser, live_server, request, request.param)


def heading(page) -> str:
    return page.locator("main h1").inner_text()


@pytest.mark.allow_console(r"status of 405")
@pytest.mark.parametrize("lang", ["ru", "en"])
def test_typing_a_post_only_address_shows_the_framed_405(page_sized, lang, axe, screenshot):
    page = page_sized
    response = page.goto(f"/{lang}/deck/")
    assert response is not None and response.status == 405
    assert page.locator("html").get_attribute("lang") == lang
    assert (
        heading(page)
        == {"ru": "Этот адрес так не открывается", "en": "This address does not work that way"}[lang]
    )
    assert page.locator(".main-nav").is_visible() and page.locator(".site-footer").is_visible()
    width = page.evaluate("() => document.documentElement.scrollWidth")
    assert width <= page.viewport_size["width"] + 1, f"the page scrolls sideways ({width})"
    axe(page)
    screenshot(page, f"error-405-{lang}-{page.viewport_size['width']}")
    page.get_by_role("link", name=HOME[lang]).click()
    page.wait_for_url(f"**/{lang}/")
    assert page.locator("main h1").count() >= 1


@pytest.mark.allow_console(r"status of 403")
@pytest.mark.parametrize("lang", ["ru", "en"])
def test_a_stale_form_shows_the_framed_403_and_the_way_back_works(page, lang, axe):
    page.goto(f"/{lang}/cards/")
    # The page stayed open past a restart: its forms carry a token the site no longer accepts.
    page.evaluate(
        "() => document.querySelectorAll('input[name=csrfmiddlewaretoken]')"
        ".forEach(i => i.value = 'x'.repeat(64))"
    )
    page.locator(".pref-deck button[value=ko]").click()
    page.wait_for_load_state()
    assert page.locator("html").get_attribute("lang") == lang
    assert heading(page) == {"ru": "Форма устарела", "en": "The form has expired"}[lang]
    axe(page)
    page.get_by_role("link", name=BACK[lang]).click()
    page.wait_for_url(f"**/{lang}/cards/")
    page.locator(".pref-deck button[value=ko]").click()  # the fresh page's form goes through
    page.wait_for_url(f"**/{lang}/cards/")
    assert page.locator(".pref-deck button[value=ko]").get_attribute("aria-pressed") == "true"


@pytest.mark.allow_console(r"status of 404")
@pytest.mark.parametrize(
    ("lang", "november", "december"),
    [("ru", "ноябрьская", "декабрьская"), ("en", "of November", "of December")],
)
def test_the_404_card_follows_the_deck_switch(page, lang, november, december, axe):
    response = page.goto(f"/{lang}/nowhere/")
    assert response is not None and response.status == 404
    assert november in page.locator(".error-page").inner_text()
    page.locator(".pref-deck button[value=ko]").click()
    page.wait_for_url(f"**/{lang}/nowhere/")
    text = page.locator(".error-page").inner_text()
    assert december in text and november not in text
    axe(page)
    page.get_by_role("link", name={"ru": "Все карты", "en": "See all cards"}[lang]).click()
    page.wait_for_url(f"**/{lang}/cards/")


@pytest.mark.allow_console(r"status of 400")
@pytest.mark.parametrize("lang", ["ru", "en"])
def test_a_form_far_too_large_shows_the_framed_400(page, lang):
    page.goto(f"/{lang}/rules/")
    # A visitor pastes an enormous text into a form: here, into the deck switch's form.
    page.evaluate(
        "() => { const area = document.createElement('textarea'); area.name = 'note';"
        " area.value = 'x'.repeat(1200000); document.querySelector('.pref-deck').append(area); }"
    )
    page.locator(".pref-deck button[value=ko]").click()
    page.wait_for_load_state()
    assert page.locator("html").get_attribute("lang") == lang
    assert heading(page) == {"ru": "Запрос не удалось прочитать", "en": "The request could not be read"}[lang]
    page.get_by_role("link", name=BACK[lang]).click()
    page.wait_for_url(f"**/{lang}/rules/")
    assert page.locator(".pref-deck button[value=ja]").get_attribute("aria-pressed") == "true"  # unchanged


@pytest.fixture
def boom_url():
    """A page that crashes, for the 500."""
    from django.urls import clear_url_caches, path

    from hwatu_site import urls

    def boom(request):
        raise RuntimeError("boom")

    urls.urlpatterns.append(path("ru/boom/", boom))
    urls.urlpatterns.append(path("en/boom/", boom))
    clear_url_caches()
    yield
    del urls.urlpatterns[-2:]
    clear_url_caches()


@pytest.mark.allow_console(r"status of 500")
@pytest.mark.parametrize("lang", ["ru", "en"])
def test_a_crash_shows_the_framed_500(page, boom_url, lang, axe):
    response = page.goto(f"/{lang}/boom/")
    assert response is not None and response.status == 500
    assert page.locator("html").get_attribute("lang") == lang
    assert heading(page) == {"ru": "У нас что-то сломалось", "en": "Something went wrong on our side"}[lang]
    assert page.locator(".main-nav").is_visible()
    axe(page)
    page.get_by_role("link", name=HOME[lang]).click()
    page.wait_for_url(re.compile(rf"/{lang}/$"))
