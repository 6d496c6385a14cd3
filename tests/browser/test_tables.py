"""Tables for several people in the browser: each person in a browser context of their own (own
cookies, own seat), the site served over ASGI by uvicorn in a thread of the test process, so that the
tables' websockets are live. Two people and a bot play a whole game and another; four people play a
whole game; a person who closes the tab comes back to the same seat; the turn timer counts down;
screenshots of the invitation, a table from two seats, the end of a match and its replay at 390 and
1280 px, in Russian and English."""

from __future__ import annotations

import re
import socket
import threading
from collections.abc import Iterator
from types import SimpleNamespace

import pytest

from scripts.load.server import wait_until
from tables.models import Table
from tests.browser.conftest import _open_page, settle

pytestmark = [
    pytest.mark.django_db(transaction=True),
    # whitenoise hands Django a file iterator it cannot read asynchronously: harmless, and only static files.
    pytest.mark.filterwarnings("ignore:StreamingHttpResponse must consume synchronous iterators"),
]

TABLE = "#tables-table"
PHONE_390 = {"width": 390, "height": 844}
DESKTOP = {"width": 1280, "height": 900}


@pytest.fixture(scope="module")
def asgi_server(django_db_setup, django_db_blocker) -> Iterator[SimpleNamespace]:
    """The site's ASGI application (pages and websockets) on a free local port, in a thread."""
    import uvicorn

    from hwatu_site.asgi import application

    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    config = uvicorn.Config(application, host="127.0.0.1", port=port, log_level="warning", lifespan="off")
    server = uvicorn.Server(config)
    with django_db_blocker.unblock():
        thread = threading.Thread(target=server.run, name="uvicorn", daemon=True)
        thread.start()
        wait_until(lambda: server.started, timeout=30, what="uvicorn to start")
        yield SimpleNamespace(url=f"http://127.0.0.1:{port}")
        server.should_exit = True
        thread.join(10)


@pytest.fixture
def person(browser, asgi_server, request):
    """``person(viewport)``: a new person (browser context) on the ASGI server; all closed at the end."""
    opened = []

    def make(viewport: dict = DESKTOP):
        pages = _open_page(browser, asgi_server, request, viewport)
        page = next(pages)
        page.set_default_timeout(30_000)
        opened.append(pages)
        return page

    yield make
    for pages in opened:
        next(pages, None)


def live(page) -> None:
    """Wait until the page's socket is open (the table then changes by itself)."""
    page.wait_for_selector("body[data-live=on]", state="attached")


def open_table(page, lang: str, game: str, *, name: str, players: int | None = None, seats=()) -> str:
    page.goto(f"/{lang}/play/")  # from the play page, as a person finds the tables
    page.locator("[data-tables]").click()
    page.locator(f"a[href='/{lang}/tables/new/{game}/']").click()
    page.fill("input[name=name]", name)
    if players:
        page.select_option("select[name=players]", str(players))
    for number, kind in enumerate(seats, start=1):
        page.select_option(f"select[name=seat_{number}]", kind)
    page.locator("[data-open]").click()
    page.wait_for_selector("[data-code]")
    live(page)
    return page.locator("[data-code]").inner_text().strip()


def join_by_code(page, lang: str, code: str, name: str) -> None:
    """A person types the code read out over the phone, then a name."""
    page.goto(f"/{lang}/tables/")
    page.fill("input[name=code]", code.lower())
    page.locator(".tables-code-form button").click()
    page.fill("input[name=name]", name)
    page.locator("[data-join]").click()
    page.wait_for_selector(TABLE)
    live(page)


def seat_taken(page, number: int) -> None:
    """The host's page shows seat ``number`` taken, without a reload (the socket brought it)."""
    page.wait_for_selector(f"{TABLE} li[data-seat='{number}'][data-kind=person]")


def current_seat(code: str) -> int | None:
    return seat_and_version(code)[0]


def seat_and_version(code: str) -> tuple[int | None, int]:
    """Whose turn it is at the table (None: nobody's) and the table's version, read together."""
    from tables import game

    table = Table.objects.get(code=code)
    seat = game.build(table).state.current_player if table.status == Table.Status.PLAYING else None
    return seat, table.version


def my_turn(page) -> None:
    page.wait_for_selector(f"{TABLE}.play-my-turn")
    settle(page)


def still(page, code: str, people: set[int]) -> None:
    """Wait until nothing will move the page's table by itself: a person's turn (a bot's move would
    re-render the table and shift what is below the log) and the page showing the table's version."""
    wait_until(lambda: current_seat(code) in people, timeout=60, what="a person's turn at the table")
    version = Table.objects.get(code=code).version
    page.wait_for_selector(f"{TABLE}[data-version='{version}']")
    settle(page)


def play_one(page) -> None:
    """One move by mouse on the mover's own page: a hand card and its move, or a decision."""
    moves = page.locator(f"{TABLE} button.play-move")
    if not moves.count():
        page.locator(f"{TABLE} a.play-pick").first.click()
        settle(page)
        page.wait_for_selector(f"{TABLE} button.play-move")
    before = page.locator(TABLE).get_attribute("data-version")
    page.locator(f"{TABLE} button.play-move").first.click()
    page.wait_for_function(
        "v => document.querySelector('#tables-table').getAttribute('data-version') !== v", arg=before
    )
    settle(page)


def play_game(code: str, pages: dict[int, object], limit: int = 400) -> None:
    """Everyone plays until the game is over: the mover waits on their own page until the socket says
    it is their turn (no reload), then moves."""
    for _ in range(limit):
        seat, before = seat_and_version(code)
        if seat is None:
            break
        if seat not in pages:  # a bot's move: it comes by itself
            wait_until(
                lambda before=before: Table.objects.get(code=code).version != before,
                timeout=60,
                what=f"the bot in seat {seat + 1} to move",
            )
            continue
        my_turn(pages[seat])
        play_one(pages[seat])
    assert Table.objects.get(code=code).status == Table.Status.FINISHED
    for page in pages.values():
        page.wait_for_selector("#tables-result-h")


@pytest.mark.long
def test_two_people_and_a_bot_play_two_games(person, screenshot):
    grandma, misha = person(DESKTOP), person(PHONE_390)
    code = open_table(grandma, "ru", "hato", name="Бабушка", players=3, seats=("person", "greedy"))
    screenshot(grandma, "tables-invitation-ru-1280")
    misha.goto(f"/en/tables/{code}/")
    screenshot(misha, "tables-invitation-en-390")
    join_by_code(misha, "en", code, "Misha")
    seat_taken(grandma, 1)
    grandma.locator("[data-start]").click()
    my_turn(grandma) if current_seat(code) == 0 else misha.wait_for_selector(f"{TABLE} .play-hand")
    misha.wait_for_selector(f"{TABLE} .play-hand")
    screenshot(grandma, "tables-table-ru-1280-seat1")
    screenshot(misha, "tables-table-en-390-seat2")
    play_game(code, {0: grandma, 1: misha})
    screenshot(grandma, "tables-end-ru-1280")
    screenshot(misha, "tables-end-en-390")
    # Misha's own review of the game: her accuracy and the graph of her moves, for her only.
    misha.locator("[data-review]").click()
    misha.wait_for_selector("[data-accuracy]", timeout=120_000)
    assert misha.locator(".review-graph svg").is_visible()
    assert misha.locator("circle.review-dot").count() >= 1
    screenshot(misha, "tables-review-en-390")
    misha.goto(f"/en/tables/{code}/")
    misha.wait_for_selector(f"{TABLE} .play-result")
    assert "Счёт вечера" in grandma.locator(TABLE).inner_text()
    # The finished game move by move, every hand open; then back to the table.
    grandma.locator("[data-replay]").click()
    grandma.wait_for_selector("[data-replay-seat]")
    grandma.wait_for_load_state()  # the arrow keys work once replay.js (deferred) has run
    moves = len(Table.objects.get(code=code).moves)
    assert f"Ход {moves} из {moves}" in grandma.locator(".play-replay-pos").inner_text()
    grandma.keyboard.press("ArrowLeft")
    grandma.wait_for_selector(f".play-replay-pos:has-text('Ход {moves - 1} из {moves}')")
    screenshot(grandma, "tables-replay-ru-1280")
    grandma.goto(f"/ru/tables/{code}/")
    grandma.locator("[data-next-game]").click()
    misha.wait_for_selector(f"{TABLE} .play-status:has-text('Game 2')")  # it reached Misha by itself
    table = Table.objects.get(code=code)
    assert table.number == 2 and table.status == Table.Status.PLAYING
    # The first game stays there to look back at, from the second one's table.
    still(misha, code, people={0, 1})
    misha.locator("[data-earlier] a").first.click()
    misha.wait_for_selector("[data-replay-seat]")
    misha.wait_for_load_state()
    misha.keyboard.press("Home")
    misha.wait_for_selector(f".play-replay-pos:has-text('Move 0 of {moves}')")
    assert misha.locator("[data-replay-seat]").count() == 3
    screenshot(misha, "tables-replay-en-390")


@pytest.mark.long
def test_four_people_play_a_whole_game(person):
    people = [person(DESKTOP) for _ in range(4)]
    code = open_table(people[0], "en", "hato", name="Anna", players=4, seats=("person", "person", "person"))
    for number, name in enumerate(("Boris", "Vera", "Gleb"), start=1):
        join_by_code(people[number], "ru" if number % 2 else "en", code, name)
        seat_taken(people[0], number)
    people[0].locator("[data-start]").click()
    for page in people:
        page.wait_for_selector(f"{TABLE} .play-hand")
    play_game(code, dict(enumerate(people)))


@pytest.mark.long
def test_a_closed_tab_comes_back_to_the_same_seat(person, browser):
    host, guest = person(DESKTOP), person(DESKTOP)
    code = open_table(host, "en", "koikoi", name="Host")
    join_by_code(guest, "ru", code, "Гость")
    host.locator("[data-start]").click()
    guest.wait_for_selector(f"{TABLE} .play-hand")
    hand = sorted(guest.locator(f"{TABLE} .play-hand img").evaluate_all("els => els.map(e => e.src)"))
    context = guest.context
    guest.close()
    again = context.new_page()
    again.goto(f"/ru/tables/{code}/")
    live(again)
    assert sorted(again.locator(f"{TABLE} .play-hand img").evaluate_all("els => els.map(e => e.src)")) == hand
    assert "Гость (вы)" in again.locator(TABLE).inner_text()
    # The game goes on from where it was: whoever's turn it is plays, and the other sees it.
    pages = {0: host, 1: again}
    seat = current_seat(code)
    before = pages[1 - seat].locator(TABLE).get_attribute("data-version")
    my_turn(pages[seat])
    play_one(pages[seat])
    pages[1 - seat].wait_for_function(
        "v => document.querySelector('#tables-table').getAttribute('data-version') !== v", arg=before
    )
    assert re.search(r"\d", pages[1 - seat].locator(TABLE).get_attribute("data-version") or "")


@pytest.mark.long
def test_the_turn_timer_counts_down_on_the_page(person, screenshot):
    host = person(PHONE_390)
    host.goto("/ru/tables/new/koikoi/")
    host.fill("input[name=name]", "Бабушка")
    host.select_option("select[name=seat_1]", "greedy")
    host.select_option("select[name=timer]", "60")
    host.locator("[data-open]").click()
    host.wait_for_selector("[data-start]")
    live(host)
    host.locator("[data-start]").click()
    my_turn(host)
    clock = host.locator(f"{TABLE} [data-countdown]")
    first = int(clock.inner_text())
    assert 50 <= first <= 60 and "На этот ход осталось:" in host.locator(TABLE).inner_text()
    ticks = "n => Number(document.querySelector('#tables-table [data-countdown]').textContent) <= n - 2"
    host.wait_for_function(ticks, arg=first)
    screenshot(host, "tables-timer-ru-390")
