"""The Koi-Koi options that hold the source texts' readings, used as a person would: open «Rules and
opponents», choose that any card may be laid and that the players start in turn, start the game, and
find both moves of a card that has a match. Screenshots of the options at 390 and 1280 px, ru and en."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest

from tests.browser.conftest import _open_page
from tests.browser.test_play import TABLE, act, settle

pytestmark = pytest.mark.django_db(transaction=True)

LABELS = {
    "ru": ("Кто начинает следующую раздачу", "Карта с парой обязана брать"),
    "en": ("Who starts the next deal", "A matching card must capture"),
}
CHOICES = {"ru": ("игроки по очереди", "нет"), "en": ("the players in turn", "no")}


@pytest.fixture(params=[{"width": 390, "height": 844}, {"width": 1280, "height": 900}], ids=["390", "1280"])
def page_sized(browser, live_server, request: pytest.FixtureRequest) -> Iterator:
    yield from _open_page(browser, live_server, request, request.param)


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_choosing_the_texts_readings_and_laying_a_card_with_a_match(page_sized, lang, axe, screenshot):
    page = page_sized
    page.set_default_timeout(30_000)
    page.goto(f"/{lang}/play/new/koikoi/")
    page.locator("details.play-more > summary").click()
    dealer, matching = LABELS[lang]
    turns, free = CHOICES[lang]
    page.get_by_label(dealer).select_option(label=turns)
    page.get_by_label(matching).select_option(label=free)
    for select in page.locator("select[name^=bot_]").all():
        if select.is_visible():
            select.select_option("random")
    page.locator("input[name=seed]").fill("3")
    page.get_by_label(dealer).scroll_into_view_if_needed()
    width = page.evaluate("() => document.documentElement.scrollWidth")
    assert width <= page.viewport_size["width"] + 1, f"the form scrolls sideways ({width})"
    axe(page)
    screenshot(page, f"play-koikoi-options-{lang}-{page.viewport_size['width']}", full_page=False)
    page.get_by_role("button", name=re.compile("Начать с этими|Start with these")).click()
    page.wait_for_url(re.compile(r"/play/g/"))
    settle(page)
    for _ in range(6):  # the bot may deal and play first
        if page.locator(f"{TABLE} a.play-captures").count():
            break
        act(page, page.locator(f"{TABLE} form:has(input[name=until]) button"))
    act(page, page.locator(f"{TABLE} a.play-captures").first)
    moves = [m.strip() for m in page.locator(f"{TABLE} button.play-move").all_inner_texts()]
    lay = {"ru": "Выложить на стол", "en": "Lay"}[lang]
    assert any(m.startswith(lay) for m in moves), moves
    assert any(not m.startswith(lay) for m in moves), moves
    before = page.locator(f"{TABLE} .play-hand .card").count()
    act(page, page.locator(f"{TABLE} button.play-move", has_text=re.compile(f"^{lay}")).first)
    assert page.locator(f"{TABLE} .play-hand .card").count() == before - 1
