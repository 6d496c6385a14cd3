"""Play through the browser: a full «Хато» game for three and a full Koi-Koi game, by mouse and by
keyboard, with a hint, an undo and a walk through the replay; screenshots at 360 px and desktop."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest

from tests.browser.conftest import _open_page

pytestmark = pytest.mark.django_db(transaction=True)

TABLE = "#play-table"
PHONE_390 = {"width": 390, "height": 844}
DESKTOP_800 = {"width": 1280, "height": 800}


@pytest.fixture
def page_390(browser, live_server, request: pytest.FixtureRequest) -> Iterator:
    """A 390 x 844 phone (a common phone's viewport); console errors fail the test."""
    yield from _open_page(browser, live_server, request, PHONE_390)


@pytest.fixture(params=[DESKTOP_800, PHONE_390], ids=["1280x800", "390x844"])
def page_sized(browser, live_server, request: pytest.FixtureRequest) -> Iterator:
    """A desktop and a phone page, one test each."""
    yield from _open_page(browser, live_server, request, request.param)


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
    page.locator("details.play-more > summary").click()
    if players:
        page.select_option("select[name=players]", str(players))
    for select in page.locator("select[name^=bot_]").all():
        if select.is_visible():  # only the seats of the chosen player count are shown
            select.select_option(bots)
    page.get_by_role("button", name=re.compile("Начать с этими|Start with these")).click()
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


def ask_for_a_hint(page) -> None:
    """Get to the learner's turn, then ask the tutor in two steps (which card, then the move)."""
    for _ in range(10):
        if page.locator(f"{TABLE} [data-hint]").count():
            break
        learner_step(page, keyboard=False)
    act(page, page.locator("[data-hint='1']"))
    assert page.locator(".play-hint").is_visible(), page.locator(".play-tutor").inner_html()
    act(page, page.locator("[data-hint='2']"))


def test_hato_three_players_by_mouse_with_hint_and_undo(page, screenshot):
    start_game(page, "hato", players=3)
    ask_for_a_hint(page)
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


def in_viewport(page, selector: str) -> bool:
    """Whether the first element matching ``selector`` is wholly inside the current viewport."""
    box = page.locator(selector).first.bounding_box()
    assert box is not None, f"{selector} is not shown"
    viewport = page.viewport_size
    return box["y"] >= 0 and box["y"] + box["height"] <= viewport["height"] and box["x"] >= 0


@pytest.mark.parametrize("url", ["/ru/play/", "/ru/play/new/hato/", "/en/play/new/aigoma/"])
def test_one_click_starts_a_game_from_the_first_screen(page_sized, url, screenshot, axe):
    page = page_sized
    page.set_default_timeout(30_000)
    page.goto(url)
    start = page.locator("main form[method=post] button").first
    box = start.bounding_box()
    assert box is not None and box["y"] + box["height"] <= page.viewport_size["height"], (
        f"the start button is below the first screen ({box})"
    )
    # The rules and the seats are folded away on the new-game page.
    assert not page.locator("select[name^=bot_]").first.is_visible()
    axe(page)
    screenshot(page, f"play-start-{url.strip('/').replace('/', '-')}-{page.viewport_size['width']}")
    start.click()
    page.wait_for_url(re.compile(r"/play/g/"))
    settle(page)
    assert page.locator(TABLE).is_visible()
    assert page.locator(f"{TABLE} .play-hand .card").count() > 0


def test_only_the_seats_of_the_chosen_player_count_are_shown(page, axe):
    page.goto("/ru/play/new/nylon/")
    page.get_by_text(re.compile("Правила и соперники")).click()
    seats = page.locator("select[name^=bot_]")
    assert seats.count() == 5
    assert [seat.is_visible() for seat in seats.all()] == [True, False, False, False, False]
    page.select_option("select[name=players]", "4")
    assert [seat.is_visible() for seat in seats.all()] == [True, True, True, False, False]
    assert not page.locator(".play-seats-note").is_visible()  # the note is the fallback without :has()
    axe(page)


def test_hand_table_and_moves_fit_one_phone_screen(page_390, screenshot, axe):
    """At 390 x 844 the compact layout fits from the top of the page: no scrolling is needed."""
    page = page_390
    start_game(page, "hato")
    for _ in range(10):
        if page.locator(f"{TABLE} a.play-pick").count():
            break
        learner_step(page, keyboard=False)
    page.evaluate("() => window.scrollTo(0, 0)")
    for selector in (".play-board", ".play-hand", f"{TABLE} a.play-pick"):
        assert in_viewport(page, selector), f"{selector} is off the first screen at 390 x 844"
    screenshot(page, "play-hato-turn-390", full_page=False)
    act(page, page.locator(f"{TABLE} a.play-pick").first)
    page.evaluate("() => window.scrollTo(0, 0)")
    for selector in (".play-board", ".play-hand", f"{TABLE} button.play-move"):
        assert in_viewport(page, selector), f"{selector} is off the first screen at 390 x 844"
    screenshot(page, "play-hato-picked-390", full_page=False)
    width = page.evaluate("() => document.documentElement.scrollWidth")
    assert width <= 391, f"the table scrolls sideways at 390 px ({width})"
    axe(page)
