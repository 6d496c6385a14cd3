"""Play through the browser: a full «Хато» game for three and a full Koi-Koi game, by mouse and by
keyboard, with a hint, an undo and a walk through the replay; screenshots at 360 px and desktop."""

from __future__ import annotations

import re

import pytest

pytestmark = pytest.mark.django_db(transaction=True)

TABLE = "#play-table"


def settle(page) -> None:
    page.wait_for_load_state("networkidle")
    page.wait_for_function("() => !document.querySelector('.htmx-request, .htmx-settling, .htmx-swapping')")


def act(page, target, *, keyboard: bool = False) -> None:
    """Click (or focus and press Enter on) ``target`` and wait for the server's answer to be shown."""
    with page.expect_response(lambda response: "/play/" in response.url and "/static/" not in response.url):
        if keyboard:
            target.focus()
            page.keyboard.press("Enter")
        else:
            target.click()
    settle(page)


def start_game(page, game: str, *, players: int | None = None, bots: str = "random") -> None:
    page.set_default_timeout(30_000)  # the tutor's strong bot thinks up to half a second per move
    page.goto(f"/ru/play/new/{game}/")
    if players:
        page.select_option("select[name=players]", str(players))
    for select in page.locator("select[name^=bot_]").all():
        select.select_option(bots)
    page.get_by_role("button", name=re.compile("Начать|Start")).click()
    page.wait_for_url(re.compile(r"/play/g/"))
    settle(page)


def learner_step(page, *, keyboard: bool) -> None:
    """One action at the table: a bot step, a decision, or a hand card and then its move."""
    moves = page.locator(f"{TABLE} button.play-move")
    nexts = page.locator(f"{TABLE} [data-next]")
    picks = page.locator(f"{TABLE} a.play-pick")
    if moves.count():
        target = moves.first
    elif picks.count():
        target = picks.first
    elif nexts.count():
        target = page.locator(f"{TABLE} form:has(input[name=until]) button") if not keyboard else nexts.first
    else:
        raise AssertionError("nothing to do at the table:\n" + page.locator(TABLE).inner_text())
    act(page, target, keyboard=keyboard)


def play_to_end(page, *, keyboard: bool, limit: int = 600) -> None:
    for _ in range(limit):
        if page.locator("#play-result-h").count():
            return
        learner_step(page, keyboard=keyboard)
    raise AssertionError("the game did not end")


def walk_replay(page) -> None:
    page.get_by_role("link", name=re.compile("Разобрать|Replay")).click()
    page.wait_for_url(re.compile(r"/replay/"))
    page.keyboard.press("Home")
    page.wait_for_url(re.compile(r"/replay/0/$"))
    page.keyboard.press("ArrowRight")
    page.wait_for_url(re.compile(r"/replay/1/$"))
    page.keyboard.press("ArrowRight")
    page.wait_for_url(re.compile(r"/replay/2/$"))
    page.keyboard.press("ArrowLeft")
    page.wait_for_url(re.compile(r"/replay/1/$"))
    page.get_by_role("link", name=re.compile("В конец|Last")).click()
    page.wait_for_url(re.compile(r"/replay/\d+/$"))
    assert page.locator(".play-move-index li[aria-current=step]").count() == 1
    assert page.locator(".play-move-index li").count() > 5


def test_hato_three_players_by_mouse_with_hint_and_undo(page, screenshot):
    start_game(page, "hato", players=3)
    # Get to the learner's turn, then ask the tutor in two steps.
    for _ in range(10):
        if page.locator(f"{TABLE} [data-hint]").count():
            break
        learner_step(page, keyboard=False)
    act(page, page.locator("[data-hint='1']"))
    assert page.locator(".play-hint").is_visible(), page.locator(".play-tutor").inner_html()
    act(page, page.locator("[data-hint='2']"))
    assert page.locator(".play-hint li").count() >= 1
    screenshot(page, "play-hato-hint-desktop")
    # A move, then undo it.
    before = page.locator(TABLE).get_attribute("data-version")
    learner_step(page, keyboard=False)
    if not page.locator("[data-undo]").count():
        learner_step(page, keyboard=False)
    act(page, page.locator("[data-undo]"))
    assert "отменён" in page.locator(TABLE).inner_text() or "taken back" in page.locator(TABLE).inner_text()
    assert page.locator(TABLE).get_attribute("data-version") != before
    play_to_end(page, keyboard=False)
    assert page.locator(".play-result").is_visible()
    screenshot(page, "play-hato-result-desktop")
    walk_replay(page)
    screenshot(page, "play-hato-replay-desktop")


def test_koikoi_by_keyboard(page, screenshot):
    start_game(page, "koikoi")
    play_to_end(page, keyboard=True)
    assert page.locator(".play-result").is_visible()
    walk_replay(page)


def test_table_at_360px(page_360, screenshot, axe):
    page = page_360
    start_game(page, "hato", players=4)
    for _ in range(6):
        if page.locator(f"{TABLE} a.play-pick").count():
            break
        learner_step(page, keyboard=False)
    act(page, page.locator(f"{TABLE} a.play-pick").first)
    screenshot(page, "play-hato-table-360")
    width = page.evaluate("() => document.documentElement.scrollWidth")
    assert width <= 362, f"the table scrolls sideways at 360 px ({width})"
    axe(page)


def test_practice_deal_in_the_browser(page, screenshot):
    page.set_default_timeout(30_000)
    page.goto("/ru/play/practice/koikoi-stop-ahead/")
    page.get_by_role("button", name=re.compile("Раздать|Deal")).click()
    page.wait_for_url(re.compile(r"/play/g/"))
    settle(page)
    act(page, page.locator(f"{TABLE} a.play-pick[data-card='08c']"))
    act(page, page.locator(f"{TABLE} button.play-move").first)
    act(page, page.locator(f"{TABLE} button[value=stop]"))
    assert page.locator(".play-ok").count() == 1
    screenshot(page, "play-practice-desktop")
