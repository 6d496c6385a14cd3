"""Go-Stop and Matgo in the browser: each starts from its own card on the play page, a three-player
game is played to the end by mouse with the tutor's hint, and the practice deal of a stop shows what
the stop collects; screenshots at 390 px and on a desktop, in both languages."""

from __future__ import annotations

import re

import pytest

from tests.browser.conftest import deal_practice
from tests.browser.test_play import (
    TABLE,
    act,
    ask_for_a_hint,
    page_390,
    play_to_end,
    practice_step,
    settle,
    start_game,
    walk_replay,
)

pytestmark = pytest.mark.django_db(transaction=True)
__all__ = ["page_390"]


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_matgo_and_go_stop_each_start_from_their_own_card(page, axe, screenshot, lang):
    page.set_default_timeout(60_000)
    page.goto(f"/{lang}/play/")
    matgo, gostop = page.locator("#play-game-gostop-2"), page.locator("#play-game-gostop-3")
    assert matgo.inner_text() == ("Матго" if lang == "ru" else "Matgo")
    assert gostop.inner_text() == ("Го-стоп" if lang == "ru" else "Go-Stop")
    card = page.locator(".play-game-card", has=matgo)
    assert "2" in card.locator(".play-game-meta").inner_text()
    axe(page)
    card.get_by_role("button").click()
    page.wait_for_url(re.compile(r"/play/g/"))
    settle(page)
    assert page.locator("h1").inner_text() == ("Матго" if lang == "ru" else "Matgo")
    assert ("Игрок 3" if lang == "ru" else "Player 3") not in page.locator(TABLE).inner_text()
    screenshot(page, f"play-matgo-start-{lang}-desktop")
    page.goto(f"/{lang}/play/")
    page.locator(".play-game-card", has=gostop).get_by_role("link").click()
    page.wait_for_url(re.compile(r"/play/new/gostop/\?players=3"))
    assert page.locator("select[name=players]").input_value() == "3"


@pytest.mark.long
def test_go_stop_for_three_by_mouse_with_a_hint_to_the_end(page, screenshot):
    start_game(page, "gostop", players=3, seed=1)
    ask_for_a_hint(page)
    assert page.locator(".play-hint li").count() >= 1
    screenshot(page, "play-gostop-hint-desktop")
    play_to_end(page, keyboard=False)
    assert page.locator(".play-result").is_visible()
    text = page.locator(".play-result").inner_text()
    assert "Игрок 3" in text
    screenshot(page, "play-gostop-result-desktop")
    walk_replay(page)


@pytest.mark.long
def test_matgo_by_keyboard_at_390px(page_390, screenshot):
    page = page_390
    start_game(page, "gostop", players=2, seed=1)
    play_to_end(page, keyboard=True)
    assert page.locator(".play-result").is_visible()
    width = page.evaluate("() => document.documentElement.scrollWidth")
    assert width <= 392, f"the table scrolls sideways at 390 px ({width})"
    screenshot(page, "play-matgo-result-390")


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_the_stop_practice_shows_what_a_stop_collects(page, screenshot, lang):
    page.set_default_timeout(60_000)
    deal_practice(page, lang, "gostop-stop-ahead")
    act(page, page.locator(f"{TABLE} a.play-pick[data-card='08c']"))
    act(page, page.locator(f"{TABLE} button.play-move").first)
    table = page.locator(TABLE).inner_text()
    assert ("Стоп сейчас даст 12" if lang == "ru" else "A stop now scores 12") in table
    assert ("Кванбак" if lang == "ru" else "Gwang-bak") in table
    screenshot(page, f"play-gostop-decision-{lang}-desktop")
    act(page, page.locator(f"{TABLE} button[value=stop]"))
    practice_step(page)  # the box agrees with the tutor's verdict on the stop
