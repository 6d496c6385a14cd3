"""Play through the browser: a full «Хато» game for three and a full Koi-Koi game, by mouse and by
keyboard, with a hint, an undo and a walk through the replay; a whole deal of every game with the
tutor read after each of the learner's moves, an undo, a pass through the deal's mistakes and a
review of one; screenshots at 360/390 px and desktop."""

from __future__ import annotations

import os
import re
from collections.abc import Iterator

import pytest

from tests.browser.conftest import _open_page, deal_practice, practice_step, settle
from tests.seeds import rotating

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


def act(page, target, *, keyboard: bool = False) -> None:
    """Click (or focus and press Enter on) ``target`` and wait for the server's answer to be shown."""
    with page.expect_response(lambda response: "/play/" in response.url and "/static/" not in response.url):
        if keyboard:
            target.focus()
            page.keyboard.press("Enter")
        else:
            target.click()
    settle(page)


def start_game(
    page, game: str, *, players: int | None = None, bots: str = "random", seed: int | None = None
) -> None:
    """A new game from the form's folded part: ``bots`` in every seat, dealt from ``seed`` when given."""
    page.set_default_timeout(30_000)  # the tutor's strong bot thinks up to half a second per move
    page.goto(f"/ru/play/new/{game}/")
    page.locator("details.play-more > summary").click()
    if players:
        page.select_option("select[name=players]", str(players))
    for select in page.locator("select[name^=bot_]").all():
        if select.is_visible():  # only the seats of the chosen player count are shown
            select.select_option(bots)
    if seed is not None:
        page.fill("input[name=seed]", str(seed))
    page.get_by_role("button", name=re.compile("Начать с этими|Start with these")).click()
    page.wait_for_url(re.compile(r"/play/g/"))
    settle(page)


def wait_for_reply(page, timeout: float = 60_000) -> None:
    """While a bot thinks, the table polls: wait until the reply has replaced it (no click, no reload)."""
    page.wait_for_selector(f"{TABLE} [data-thinking]", state="detached", timeout=timeout)
    settle(page)


def learner_step(page, *, keyboard: bool) -> None:
    """One action at the table: a decision, or a hand card and then its move (or wait for the bots)."""
    if page.locator(f"{TABLE} [data-thinking]").count():
        wait_for_reply(page)
        return
    moves = page.locator(f"{TABLE} button.play-move")
    nexts = page.locator(f"{TABLE} [data-next]")
    picks = page.locator(f"{TABLE} a.play-pick")
    if moves.count():
        target = moves.first
    elif picks.count():
        target = picks.first
    elif nexts.count():  # "Try again" after a failed search
        target = nexts.first
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
    page.get_by_role("link", name=re.compile("Разобрать партию|Replay")).click()
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
    before = page.locator(".play-me .play-hand").bounding_box()
    act(page, page.locator("[data-hint='1']"))
    assert page.locator(".play-hint").is_visible(), page.locator(".play-tutor").inner_html()
    after = page.locator(".play-me .play-hand").bounding_box()
    assert before and after and abs(before["y"] - after["y"]) <= 2, "the hint scrolled the hand away"
    if page.locator(".play-hint-card").count():  # the card it points at is marked on the felt too
        assert page.locator(".play-me [data-hinted]").count() == 1
    act(page, page.locator("[data-hint='2']"))


@pytest.mark.long
def test_hato_three_players_by_mouse_with_hint_and_undo(page, screenshot):
    start_game(page, "hato", players=3, seed=1)
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


@pytest.mark.long
def test_koikoi_by_keyboard(page, screenshot):
    start_game(page, "koikoi", seed=1)  # a fixed deal: an unseeded one may end after five moves
    play_to_end(page, keyboard=True)
    assert page.locator(".play-result").is_visible()
    walk_replay(page)


def test_table_at_360px(page_360, screenshot, axe):
    page = page_360
    start_game(page, "hato", players=4, seed=1)
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
    deal_practice(page, "ru", "koikoi-stop-ahead")
    act(page, page.locator(f"{TABLE} a.play-pick[data-card='08c']"))
    act(page, page.locator(f"{TABLE} button.play-move").first)
    act(page, page.locator(f"{TABLE} button[value=stop]"))
    practice_step(page)  # the box agrees with the tutor's verdict on the stop
    screenshot(page, "play-practice-desktop")


@pytest.mark.parametrize(("lang", "choice"), [("ru", "koikoi"), ("en", "stop")])
def test_the_koikoi_practice_both_ways_speaks_with_one_voice(page_sized, screenshot, lang, choice):
    """«Когда сказать «Кой-кой!»» played both ways: the hint at the decision, the verdict on the
    choice and the practice box say the same thing; the box names the learner's own move and offers
    «Ещё раз» and the next practice deal."""
    page = page_sized
    page.set_default_timeout(30_000)
    deal_practice(page, lang, "koikoi-call-koikoi")
    act(page, page.locator(f"{TABLE} a.play-pick[data-card='07c']"))
    act(page, page.locator(f"{TABLE} button.play-move[value='play:07c.07b']"))
    page.locator(f"{TABLE} button[value={choice}]").wait_for()
    act(page, page.locator(f"{TABLE} [data-hint='1']"))
    page.locator(".play-hint strong").first.wait_for()
    advised = page.locator(".play-hint strong").first.inner_text().strip()
    outlook = page.locator(f"{TABLE} .play-outlook [data-advised] .play-bar-label")
    if page.locator(f"{TABLE} .play-outlook li").count():  # the outlook marks the hint's own move
        assert outlook.count() == 1 and outlook.inner_text().startswith(advised), outlook.all_inner_texts()
    chosen = page.locator(f"{TABLE} button[value={choice}]").inner_text().strip()
    act(page, page.locator(f"{TABLE} button[value={choice}]"))
    outcome = practice_step(page)
    verdict = page.locator(".play-scenario [data-step-verdict]").get_attribute("data-step-verdict")
    if advised == chosen:
        assert verdict == "best" and outcome == "passed", "the hint's own move is the best one"
    else:
        assert verdict != "best", "the move the hint did not choose is not «the best»"
    step = page.locator(".play-scenario .play-step-move").inner_text()
    assert chosen.lower()[:6] in step.lower(), (chosen, step)  # the box names the learner's own move
    assert page.locator(".play-scenario [data-next-scenario]").count() == 1
    screenshot(page, f"play-practice-koikoi-{choice}-{lang}-{page.viewport_size['width']}")


def test_nylon_stop_decision_in_the_browser(page, screenshot):
    """Nylon-ppong's «стоп»: after a ppong and a discard the learner sees what a stop leaves, what it
    risks and the tutor's outlook of each choice, then stops and meets the practice goal."""
    page.set_default_timeout(30_000)
    deal_practice(page, "en", "nylon-ppong-then-stop")
    for card in ("05a", "11d"):
        act(page, page.locator(f"{TABLE} a.play-pick[data-card='{card}']"))
        act(page, page.locator(f"{TABLE} button.play-move").first)
    for _ in range(4):  # the opponent's draw and discard, a step each
        if page.locator(f"{TABLE} button[value=stop]").count():
            break
        act(page, page.locator(f"{TABLE} button.play-next"))
    decision = page.locator(f"{TABLE} .play-decision-score")
    assert "A stop now leaves you 4 penalty points" in decision.inner_text()
    assert "adds 30 more" in decision.inner_text()
    assert page.locator(f"{TABLE} .play-outlook li").count() == 2
    assert page.locator(f"{TABLE} .play-outlook [data-advised]").count() == 1  # the tutor's choice
    screenshot(page, "play-nylon-stop-desktop")
    act(page, page.locator(f"{TABLE} button[value=stop]"))
    practice_step(page)  # the box agrees with the tutor's verdict on the stop


def test_a_single_move_is_named_at_once_in_the_browser(page):
    """Nylon-ppong's turn with one legal move (the draw from the deck): the hint names it at once, with
    nothing left to weigh, and the move then plays."""
    start_game(page, "nylon", players=3, seed=5)
    for _ in range(80):
        moves, picks = page.locator(f"{TABLE} button.play-move"), page.locator(f"{TABLE} a.play-pick")
        if page.locator(f"{TABLE} [data-hint]").count() and moves.count() == 1 and not picks.count():
            break
        learner_step(page, keyboard=False)
    else:
        raise AssertionError("no turn with a single move")
    only = moves.first.inner_text().strip()
    act(page, page.locator("[data-hint='1']"))
    said = page.locator("[data-hint-only]")
    assert said.is_visible() and not page.locator("[data-hint-pending]").count()
    text = said.inner_text()
    assert text.startswith("Ход здесь только один: ") and only[1:].rstrip(".") in text, (text, only)
    act(page, page.locator(f"{TABLE} button.play-move").first)
    assert not page.locator("[data-hint-only]").count()


def in_viewport(page, selector: str) -> bool:
    """Whether the first element matching ``selector`` is wholly inside the current viewport."""
    box = page.locator(selector).first.bounding_box()
    assert box is not None, f"{selector} is not shown"
    viewport = page.viewport_size
    # A pixel's slack: scrolling into view may leave the edge a fraction of a pixel outside.
    return box["y"] >= -1 and box["y"] + box["height"] <= viewport["height"] + 1 and box["x"] >= 0


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
    start_game(page, "hato", seed=1)
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


# --------------------------------------------------------------------------- every game: a whole deal
# with the tutor, an undo, the deal's mistakes and a review

BOX = ".play-tutor .play-verdict[role=status]"
# The log is newest first and only the learner's moves carry verdicts; the bots may have replied
# already, so the learner's move is the newest entry with a verdict, not always the newest entry.
LATEST_VERDICT = f"{TABLE} .play-log-entry .play-verdict"
EVERY_WHOLE_DEAL = [("hato", 2), ("koikoi", 2), ("aigoma", 3), ("nylon", 3), ("gostop", 2), ("gostop", 3)]
#: Every game's whole deal on SQLite; on PostgreSQL (which only repeats what touches the database, the
#: same pages and queries) two of them a run, rotating with the run seed, so that successive runs go
#: through all six there too: each is a long sweep of a whole deal, 15-30 s on a busy machine.
#: The whole deals played at 390 x 844 (the others at 1280 x 800).
PHONE_DEALS = {("hato", 2), ("nylon", 3), ("gostop", 2)}
WHOLE_DEALS = (
    rotating(EVERY_WHOLE_DEAL, share=2, salt="whole-deals")
    if os.environ.get("DATABASE_URL", "").startswith("postgres")
    else EVERY_WHOLE_DEAL
)


@pytest.fixture
def quick_tutor(monkeypatch) -> None:
    """The tutor (the strong bot) with a small search budget: a verdict on every move stays quick."""
    from tests.conftest import small_search_budget

    small_search_budget(monkeypatch)


def start_seeded(page, game: str, *, players: int, seed: int, lang: str) -> None:
    """A game dealt from ``seed`` against random bots, the tutor on (the new-game form, folded part)."""
    page.set_default_timeout(30_000)
    page.goto(f"/{lang}/play/new/{game}/")
    page.locator("details.play-more > summary").click()
    if page.locator("select[name=players]").count():
        page.select_option("select[name=players]", str(players))
    for select in page.locator("select[name^=bot_]").all():
        if select.is_visible():
            select.select_option("random")
    page.fill("input[name=seed]", str(seed))
    assert page.locator("input[name=tutor]").is_checked()
    page.get_by_role("button", name=re.compile("Начать с этими|Start with these")).click()
    page.wait_for_url(re.compile(r"/play/g/"))
    settle(page)


def hand_cards(page) -> list[str]:
    return [img.get_attribute("src") or "" for img in page.locator(f"{TABLE} .play-hand img").all()]


def play_learner_move(page, rng) -> tuple[str, bool]:
    """Choose a hand card (if the move needs one) and a move, as a person would; return the move's
    sentence and whether there was anything else to choose (by the game's own legal moves, as the
    server decides whether to judge a move: a table the poll is replacing may show fewer)."""
    from play import workflow
    from play.models import PracticeGame

    settle(page)
    row = PracticeGame.objects.get(pk=page.url.split("/g/")[1].split("/")[0])
    alternatives = len(workflow.rebuild(row).state.legal_moves()) > 1
    picks = page.locator(f"{TABLE} a.play-pick")
    choices = picks.count()
    if not page.locator(f"{TABLE} button.play-move").count():
        act(page, picks.nth(rng.randrange(choices)))
    moves = page.locator(f"{TABLE} button.play-move")
    move = moves.nth(rng.randrange(moves.count()))
    sentence = move.inner_text().strip()
    act(page, move)
    return sentence, alternatives


def check_tutor_box(page, sentence: str, alternatives: bool) -> bool:
    """The box speaks of the move just played: the log's verdict on it, never «better: that move»."""
    box = page.locator(BOX)
    if not alternatives:
        assert box.count() == 0, f"a forced move, yet the box says: {box.inner_text()}"
        return False
    assert box.count() == 1, "the verdict came with the move"
    verdict = (box.get_attribute("class") or "").split("play-v-")[-1]
    latest = page.locator(LATEST_VERDICT).first
    assert latest.count() == 1 and f"play-v-{verdict}" in (latest.get_attribute("class") or "")
    text = box.inner_text()
    for better in ("Лучше: ", "Better: "):
        assert f"{better}{sentence}." not in text, f"the box calls the move just played better: {text}"
    # The same verdict in a line at the hand, on screen without scrolling, on a phone as on a desktop.
    line = page.locator(f"{TABLE} [data-verdict-line]")
    assert line.get_attribute("data-verdict-line") == verdict
    assert in_viewport(page, f"{TABLE} [data-verdict-line]"), (
        f"the verdict is out of view: {line.bounding_box()}"
    )
    return True


def play_deal_with_an_undo(page, rng) -> int:
    """Play the deal to its end, reading the tutor after every move of the learner; take back the
    first judged move once (and check the hand is as it was). Return how many moves were judged."""
    judged = 0
    undone = False
    for _ in range(600):
        if page.locator("#play-result-h").count():
            break
        if page.locator(f"{TABLE} a.play-pick, {TABLE} button.play-move").count():
            before = hand_cards(page)
            sentence, alternatives = play_learner_move(page, rng)
            if page.locator("#play-result-h").count():
                break
            judged += check_tutor_box(page, sentence, alternatives)
            if alternatives and not undone and page.locator("[data-undo]").count():
                act(page, page.locator("[data-undo]"))
                assert page.locator(".play-msg-info").count() == 1
                assert hand_cards(page) == before, "the undo gives the hand back as it was"
                undone = True
        else:
            wait_for_reply(page)  # the bots move by themselves while the table polls
    assert page.locator(".play-result").is_visible(), "the deal ended"
    assert undone, "a move was taken back"
    return judged


def step_through_mistakes(page, row_id: str, lang: str, screenshot, axe, game: str) -> None:
    """The deal's mistakes one by one: the first tried with the move of the game (a miss), the
    second with the tutor's best move, the others with some move; each outcome read."""
    from play.models import Mistake

    act_link = page.locator("[data-mistakes]")
    assert act_link.count() == 1, "a deal with the tutor's verdicts offers its mistakes"
    act_link.click()
    page.wait_for_url(re.compile(r"/mistakes/1/$"))
    items = list(Mistake.objects.filter(game_id=row_id).order_by("ply"))
    assert items
    for number, item in enumerate(items, 1):
        badge = page.locator("[data-position]").inner_text()
        assert str(number) in badge and str(len(items)) in badge
        if number == 1:
            screenshot(page, f"play-mistake-{game}-{lang}-task-{page.viewport_size['width']}")
            axe(page)
        code = {1: item.played, 2: item.best}.get(number)
        button = f"#play-drill button.play-move[value='{code}']" if code else "#play-drill button.play-move"
        if not page.locator(button).count():
            card = code.split(":")[1].split(".")[0] if code else None
            pick = f"#play-drill a.play-pick[data-card='{card}']" if card else "#play-drill a.play-pick"
            act(page, page.locator(pick).first)
        act(page, page.locator(button).first)
        outcome = page.locator("#play-drill").get_attribute("data-outcome")
        assert outcome in ("found", "missed")
        # The result is shown where the learner looks: on screen without scrolling.
        page.wait_for_function(
            "() => { const b = document.querySelector('[data-result]').getBoundingClientRect();"
            " return b.top >= -1 && b.bottom <= window.innerHeight + 1; }"
        )
        if number == 1:
            assert outcome == "missed" and page.locator(".play-outcome .play-reason").count() == 1
            assert page.locator(".play-better").count() == 1
            screenshot(page, f"play-mistake-{game}-{lang}-missed-{page.viewport_size['width']}")
        if number == 2:
            assert outcome == "found"
        assert not page.locator("#play-drill button.play-move").count()
        following = page.locator("[data-next-position]")
        href = following.get_attribute("href")
        following.click()
        page.wait_for_url(re.compile(re.escape(href) + "$"))
        settle(page)
    assert page.locator(".play-drill-summary").is_visible()
    found = sum(1 for item in Mistake.objects.filter(game_id=row_id) if item.found)
    assert page.locator("[data-found]").get_attribute("data-found") == str(found)
    screenshot(page, f"play-mistake-{game}-{lang}-summary-{page.viewport_size['width']}")


def review_the_deal(page, lang: str, screenshot, axe, game: str) -> None:
    """The deal's review from the result: the accuracy, the graph with a dot per decision, and a key
    moment opened in the replay at that move, with the tutor's verdict on it."""
    table_url = page.url
    page.locator("[data-review]").first.click()
    page.wait_for_url(re.compile(r"/review/$"))
    page.wait_for_selector("[data-accuracy]", timeout=60_000)
    accuracy = int(page.locator("[data-accuracy]").get_attribute("data-accuracy") or "-1")
    assert 0 <= accuracy <= 100
    assert page.locator(".review-graph svg").is_visible()
    assert page.locator(".review-graph circle.review-dot").count() >= 3
    page.locator("details.review-table > summary").click()
    assert page.locator(".review-table tbody tr").count() == page.locator("circle.review-dot").count()
    screenshot(page, f"play-review-{game}-{lang}-{page.viewport_size['width']}")
    axe(page)
    moment = page.locator(".review-moment h3 a").first
    if moment.count():
        number = moment.inner_text().split()[-1]
        moment.click()
        page.wait_for_url(re.compile(rf"/replay/{number}/$"))
        assert page.locator(".play-current-move .play-verdict").count() == 1
    # «My games» now shows the game's accuracy; «My progress» charts it and leads back to the review.
    page.goto(f"/{lang}/play/")
    assert page.locator(f"[data-game-accuracy='{accuracy}']").count() == 1
    page.get_by_role("link", name=re.compile("^(Мой прогресс|My progress)$")).click()
    page.wait_for_url(re.compile(r"/play/progress/$"))
    assert page.locator("[data-results] > li").count() == 1
    dot = page.locator(".progress-chart a")
    assert dot.count() == 1
    screenshot(page, f"play-progress-{game}-{lang}-{page.viewport_size['width']}")
    axe(page)
    dot.first.click()
    page.wait_for_url(re.compile(r"/review/$"))
    page.goto(table_url)
    settle(page)


def review_one(page, lang: str) -> None:
    """The missed position, made due, reviewed from «My mistakes» with the best move: graded Good."""
    from datetime import timedelta

    from django.utils import timezone

    from play.models import Mistake

    item = Mistake.objects.filter(due__isnull=False).order_by("ply").first()
    assert item is not None, "the miss went into review"
    Mistake.objects.filter(pk=item.pk).update(due=timezone.now() - timedelta(minutes=1))
    page.goto(f"/{lang}/play/")
    page.get_by_role("link", name=re.compile("Мои ошибки|My mistakes")).click()
    page.wait_for_url(re.compile(r"/play/mistakes/$"))
    page.locator("[data-review-first]").click()
    page.wait_for_url(re.compile(r"/play/mistakes/[0-9a-f-]+/$"))
    button = f"#play-drill button.play-move[value='{item.best}']"
    if not page.locator(button).count():
        card = item.best.split(":")[1].split(".")[0]
        act(page, page.locator(f"#play-drill a.play-pick[data-card='{card}']"))
    act(page, page.locator(button))
    assert page.locator("#play-drill").get_attribute("data-outcome") == "found"
    item.refresh_from_db()
    assert item.reviews == 1 and item.last_found is True


@pytest.mark.parametrize(
    ("game", "players"),
    WHOLE_DEALS,
    ids=[game if game != "gostop" else f"gostop-{n}" for game, n in WHOLE_DEALS],
)
@pytest.mark.long
def test_a_whole_deal_with_the_tutor_an_undo_and_its_mistakes(
    page, quick_tutor, fixed_ids, screenshot, axe, game, players
):
    """Every game, clicked through as a person: a whole deal with the tutor's box read after each of
    the learner's moves, an undo, then the deal's mistakes one by one and a review of one."""
    import random

    lang = "en" if game in ("koikoi", "aigoma") else "ru"
    # Half the games on a phone, half on a desktop: the verdict must be in view on both.
    page.set_viewport_size(PHONE_390 if (game, players) in PHONE_DEALS else DESKTOP_800)
    rng = random.Random(players)
    start_seeded(page, game, players=players, seed=21, lang=lang)
    row_id = page.url.rstrip("/").split("/")[-1]
    assert play_deal_with_an_undo(page, rng) >= 3
    review_the_deal(page, lang, screenshot, axe, game)
    step_through_mistakes(page, row_id, lang, screenshot, axe, game)
    axe(page)
    review_one(page, lang)
    axe(page)


@pytest.fixture
def search_worker(settings) -> Iterator:
    """A real search worker on the database queue (the live server enqueues, the worker searches)."""
    from tests.production.workers import Workers, task_settings

    task_settings(settings, "database")
    workers = Workers("database")
    workers.start()
    yield workers
    workers.stop()


def test_the_bots_reply_by_themselves_while_the_table_polls(page_sized, search_worker, screenshot, axe):
    """With a worker doing the searches: the learner's move is shown at once with the bot thinking and
    the tutor weighing it, then the reply and the verdict replace them by polling, without a reload."""
    page = page_sized
    width = page.viewport_size["width"]
    page.set_default_timeout(60_000)
    page.goto("/ru/play/new/hato/")
    page.locator("details.play-more > summary").click()
    page.select_option("select[name=bot_1]", "strong")
    page.get_by_role("button", name=re.compile("Начать с этими")).click()
    page.wait_for_url(re.compile(r"/play/g/"))
    settle(page)
    if page.locator(f"{TABLE} [data-thinking]").count():
        wait_for_reply(page)
    page.evaluate("() => { window.hwatuSamePage = true; }")  # gone if the page reloads
    url = page.url
    shown_waiting = False
    for number in range(3):
        if not page.locator(f"{TABLE} button.play-move").count():
            act(page, page.locator(f"{TABLE} a.play-pick").first)
        act(page, page.locator(f"{TABLE} button.play-move").first)
        if page.locator(f"{TABLE} [data-thinking]").count():
            shown_waiting = True
            box = page.locator(".play-tutor")
            assert (
                not box.count() or "оценивает" in box.inner_text() or "Ваш последний ход" in box.inner_text()
            )
            if number == 0:
                screenshot(page, f"play-bot-thinking-{width}", full_page=False)
                axe(page)
            wait_for_reply(page)
        page.wait_for_selector(f"{TABLE} a.play-pick, {TABLE} button.play-move, #play-result-h")
        if page.locator("#play-result-h").count():
            break
        page.wait_for_selector(f"{TABLE} [data-verdict-pending]", state="detached")
    assert shown_waiting, "the learner's move never came back before the bot's reply"
    assert page.url.split("?")[0] == url.split("?")[0], "the table moved to another page"
    assert page.evaluate("() => window.hwatuSamePage === true"), "the page reloaded"
    assert page.locator(".play-log-entry").count() >= 4


def play_code(page, code: str) -> None:
    """Play the move ``code`` on the drill's felt: its hand card first when the move needs one."""
    button = f"#play-drill button.play-move[value='{code}']"
    if not page.locator(button).count():
        card = code.split(":")[1].split(".")[0]
        act(page, page.locator(f"#play-drill a.play-pick[data-card='{card}']"))
    act(page, page.locator(button))


RATING_RE = re.compile(r"(\d+) → (\d+)")
PUZZLE_STEPS = ("solve", "miss", "reveal", "solve", "miss", "solve", "miss", "solve", "miss", "solve")


#: Both on SQLite; on PostgreSQL (the same pages and queries again) one of them a run, in turn.
PUZZLE_RUNS = [("ru", PHONE_390), ("en", DESKTOP_800)]
PUZZLE_RUNS_HERE = (
    rotating(PUZZLE_RUNS, share=1, salt="puzzles")
    if os.environ.get("DATABASE_URL", "").startswith("postgres")
    else PUZZLE_RUNS
)


@pytest.mark.parametrize(
    ("lang", "size"), PUZZLE_RUNS_HERE, ids=lambda v: v if isinstance(v, str) else str(v["width"])
)
def test_ten_puzzles_solved_missed_and_shown_with_the_rating_moving(page, screenshot, axe, lang, size):
    """From «My games» to the puzzles of Koi-Koi: ten of them solved, missed (once tried again) or
    their solution shown; after each first try the solver's rating moves up for a solve and down
    otherwise, and the puzzle's the other way."""
    from play import puzzle_store
    from play.models import Puzzle, PuzzleRating
    from play.puzzles import position

    puzzle_store.load()
    page.set_viewport_size(size)
    page.goto(f"/{lang}/play/")
    page.locator("[data-puzzles-link]").click()
    page.wait_for_url(re.compile(r"/play/puzzles/$"))
    page.locator("input[name=game][value='koikoi-2']").check()
    page.locator(".puzzle-choice button[type=submit]").click()
    page.wait_for_url(re.compile(r"game=koikoi-2"))
    screenshot(page, f"play-puzzles-{lang}-{size['width']}")
    axe(page)
    page.locator("[data-start-puzzles]").click()
    page.wait_for_url(re.compile(r"/play/puzzles/[0-9a-f]{12}/"))
    retried = False
    for number, step in enumerate(PUZZLE_STEPS):
        puzzle = Puzzle.objects.get(code=page.locator("#play-drill").get_attribute("data-puzzle"))
        assert puzzle.game_key == "koikoi"
        before = puzzle.rating
        if number == 0:
            screenshot(page, f"play-puzzle-task-{lang}-{size['width']}")
        if step == "solve":
            play_code(page, puzzle.solution)
        elif step == "miss":
            wrong = next(m.code for m in position(puzzle).state.legal_moves() if m.code != puzzle.solution)
            play_code(page, wrong)
        else:
            act(page, page.locator("[data-reveal]"))
            assert page.locator("[data-result] .play-reason").count() == 1
        outcome = page.locator("#play-drill").get_attribute("data-outcome")
        assert outcome == {"solve": "solved", "miss": "missed", "reveal": "revealed"}[step]
        assert page.locator("[data-result]").is_visible()
        change = RATING_RE.search(page.locator("[data-rating-change]").inner_text())
        assert change, "the rating's move is shown after a first try"
        mine_before, mine_after = int(change.group(1)), int(change.group(2))
        puzzle.refresh_from_db()
        if step == "solve":
            assert mine_after > mine_before and puzzle.rating < before
        else:
            assert mine_after < mine_before and puzzle.rating > before
        if step == "miss" and not retried:
            screenshot(page, f"play-puzzle-missed-{lang}-{size['width']}")
            axe(page)
            page.locator("[data-retry]").click()
            page.wait_for_selector("#play-drill[data-outcome='']")
            play_code(page, puzzle.solution)
            assert page.locator("#play-drill").get_attribute("data-outcome") == "solved"
            assert page.locator("[data-rating-change]").count() == 0, "a second try moves no rating"
            retried = True
        if step == "reveal":
            screenshot(page, f"play-puzzle-revealed-{lang}-{size['width']}")
        page.locator("[data-next-puzzle]").click()
        page.wait_for_url(re.compile(r"/play/puzzles/[0-9a-f]{12}/"))
        settle(page)
    assert Puzzle.objects.filter(attempts=1).count() == len(PUZZLE_STEPS)
    assert Puzzle.objects.filter(solved=1).count() == PUZZLE_STEPS.count("solve")
    rating = PuzzleRating.objects.get()
    page.goto(f"/{lang}/play/puzzles/")
    assert page.locator("[data-my-rating]").get_attribute("data-my-rating") == f"{rating.rating:.0f}"
