"""No request waits for a search: the learner's move answers at once, the bots' replies and the tutor's
verdict come by polling, and every search is applied once (``play/searches.py``, ``play/tasks.py``).

These tests hold the tasks (``held_tasks``) and run them where a worker would, so each step is
deterministic; tests/play/test_workers.py runs the same with real worker processes.
"""

from __future__ import annotations

import re

import pytest

from play import searches, tasks, workflow
from play.models import PracticeGame
from tests.play.conftest import MOVE_RE, start, version_of

pytestmark = pytest.mark.django_db

HX = {"HX-Request": "true"}
POLL_RE = re.compile(r'hx-get="([^"]*/poll/\?[^"]*)"')


def html(response) -> str:
    return response.content.decode()


def run_bots(held) -> None:
    """Run only the bots' moves that are waiting (the tutor's rankings stay queued)."""
    while bots := [r for r in held.ready() if r.task.name == "bot_move"]:
        held.results.remove(bots[0])
        held.results.insert(0, bots[0])
        held.run_next()


def new_table(client, held, *, tutor: bool = True, game: str = "hato", players: int = 2, seed: int = 11):
    """A game at the learner's first turn with more than one move (a seeded deal: deterministic)."""
    table = start(
        client, game, players=players, tutor="on" if tutor else "", bot_1="strong", bot_2="strong", seed=seed
    )
    run_bots(held)
    row = table.row
    assert workflow.rebuild(row).state.current_player == row.learner_seat
    assert len(workflow.rebuild(row).state.legal_moves()) > 1
    return table


def learner_moves(table) -> tuple[list[str], str]:
    page = html(table.get("", **HX))
    moves = MOVE_RE.findall(page)
    if not moves:
        pick = re.search(r'href="\?card=(\w+)"', page).group(1)
        page = html(table.get(f"?card={pick}", **HX))
        moves = MOVE_RE.findall(page)
    return moves, version_of(page)


def play_one(table) -> tuple[str, object]:
    """The learner's moves until the bots' turn (a move may leave the learner a second choice)."""
    for _ in range(5):
        moves, version = learner_moves(table)
        response = table.post("move", {"move": moves[0], "version": version}, **HX)
        row = table.row
        if row.is_over or workflow.rebuild(row).state.current_player != row.learner_seat:
            return moves[0], response
    raise AssertionError("the bots never got the turn")


def test_the_move_answers_at_once_and_the_reply_comes_by_polling(client, held_tasks):
    table = new_table(client, held_tasks)
    before = table.row
    assert workflow.rebuild(before).state.current_player == before.learner_seat
    code, response = play_one(table)
    page = html(response)
    row = table.row
    # The move is stored and shown; the bot has not moved; the tutor's verdict is on its way.
    assert row.version == before.version + 1 and row.moves[-1].startswith(code.split(".")[0])
    assert "data-thinking" in page and "data-verdict-pending" in page
    assert "play-v-best" not in page and "play-v-mistake" not in page  # no verdict of an earlier move
    assert 'name="move"' not in page
    poll = POLL_RE.search(page).group(1).replace("&amp;", "&")
    assert table.client.get(poll, headers=HX).status_code == 204  # nothing new yet
    held_tasks.run_all()
    answer = table.client.get(poll, headers=HX)
    assert answer.status_code == 200
    page = html(answer)
    row = table.row
    assert len(row.moves) > len(before.moves) + 1, "the bot's reply is stored"
    assert str(len(before.moves)) in row.annotations, "the verdict is stored"
    assert "data-thinking" not in page and "data-verdict-pending" not in page
    assert "play-v-" in page
    assert row.is_over or workflow.rebuild(row).state.current_player == row.learner_seat


def test_a_long_wait_polls_less_often_and_the_reply_still_comes(client, held_tasks, settings):
    """After SEARCH_POLL_SLOW_AFTER seconds of waiting (a busy queue) the table asks every
    SEARCH_POLL_SLOW_MS instead of every SEARCH_POLL_MS: the poll that notices it sends the table once
    with the longer interval, then answers "nothing new" again until the reply has come."""
    from datetime import timedelta

    from django.utils import timezone

    settings.SEARCH_POLL_MS, settings.SEARCH_POLL_SLOW_MS, settings.SEARCH_POLL_SLOW_AFTER = 600, 2000, 3
    table = new_table(client, held_tasks, tutor=False)
    _code, response = play_one(table)
    page = html(response)
    assert 'hx-trigger="every 600ms"' in page
    poll = POLL_RE.search(page).group(1).replace("&amp;", "&")
    assert table.client.get(poll, headers=HX).status_code == 204
    table.row.searches.filter(done__isnull=True).update(enqueued=timezone.now() - timedelta(seconds=4))
    slower = table.client.get(poll, headers=HX)
    assert slower.status_code == 200 and 'hx-trigger="every 2000ms"' in html(slower)
    assert "data-thinking" in html(slower)
    poll = POLL_RE.search(html(slower)).group(1).replace("&amp;", "&")
    assert table.client.get(poll, headers=HX).status_code == 204  # the same wait: nothing new
    held_tasks.run_all()
    answer = table.client.get(poll, headers=HX)
    assert answer.status_code == 200 and "data-thinking" not in html(answer)


def test_the_verdict_comes_with_the_move_when_the_ranking_was_ready(client, held_tasks):
    table = new_table(client, held_tasks)
    held_tasks.run_all()  # the tutor ranked the learner's position while they thought
    ply = len(table.row.moves)
    _code, response = play_one(table)
    page = html(response)
    assert str(ply) in table.row.annotations
    assert "data-verdict-pending" not in page and "play-v-" in page


def test_a_reload_without_javascript_shows_what_is_ready(client, held_tasks):
    table = new_table(client, held_tasks, tutor=False)
    moves, version = learner_moves(table)
    response = table.post("move", {"move": moves[0], "version": version})
    assert response.status_code == 302
    page = html(table.get())
    # No refresh that moves a reader's place on its own (WCAG 2.2.1): a link to what is ready.
    assert "<noscript><a href=" in page and "Показать ответ" in page
    held_tasks.run_all()
    page = html(table.get())
    assert "data-thinking" not in page and "Показать ответ" not in page


def test_a_bot_move_is_applied_once_even_when_two_workers_run_it(client, held_tasks):
    table = new_table(client, held_tasks, tutor=False)
    play_one(table)
    row = table.row
    copies = [r for r in held_tasks.ready() if r.task.name == "bot_move"]
    assert len(copies) == 1
    # A second worker picks the same job (a retry, or a queue that delivered it twice).
    twin = tasks.bot_move.enqueue(*copies[0].args)
    outcomes = [
        result.return_value for result in held_tasks.run_all() if result.id in (copies[0].id, twin.id)
    ]
    assert sorted(outcomes) == ["applied", "stale"]
    after = table.row
    # One version per stored move: nothing was applied twice.
    assert after.version - row.version == len(after.moves) - len(row.moves) > 0


def test_a_double_submit_applies_the_move_and_asks_for_the_reply_once(client, held_tasks):
    table = new_table(client, held_tasks, tutor=False)
    for _ in range(5):
        moves, version = learner_moves(table)
        first = table.post("move", {"move": moves[0], "version": version}, **HX)
        second = table.post("move", {"move": moves[0], "version": version}, **HX)
        assert first.status_code == 200 and second.status_code == 200
        assert "устарела" in html(second)
        row = table.row
        if workflow.rebuild(row).state.current_player != row.learner_seat:
            break
    assert row.searches.filter(key=searches.bot_key(row.version)).count() == 1
    assert len([r for r in held_tasks.ready() if r.task.name == "bot_move"]) == 1


def test_a_reply_to_a_move_taken_back_is_dropped(client, held_tasks):
    table = new_table(client, held_tasks)
    before = table.row
    play_one(table)
    page = html(table.get("", **HX))
    table.post("undo", {"version": version_of(page)}, **HX)
    undone = table.row
    assert undone.moves == before.moves
    outcomes = {result.task.name: result.return_value for result in held_tasks.run_all()}
    assert outcomes["bot_move"] == "stale"
    row = table.row
    assert row.moves == before.moves and row.version == undone.version
    assert str(len(before.moves)) not in row.annotations, "no verdict on a move that was taken back"


def test_moves_keep_their_order_with_two_bots(client, held_tasks):
    table = new_table(client, held_tasks, tutor=False, players=3)
    play_one(table)
    row = table.row
    # One bot's move at a time: the second bot's search is asked for only once the first is stored.
    waiting = [r for r in held_tasks.ready() if r.task.name == "bot_move"]
    assert [r.args for r in waiting] == [[str(row.pk), row.version]]
    held_tasks.run_next()
    second = [r for r in held_tasks.ready() if r.task.name == "bot_move"]
    assert [r.args for r in second] == [[str(row.pk), row.version + 1]]
    held_tasks.run_all()
    final = table.row
    assert final.moves[: len(row.moves)] == row.moves
    # Each bot move stored once, one version each, the first bot's before the second's.
    assert final.version - row.version == len(final.moves) - len(row.moves) >= 2


def test_a_lost_task_is_enqueued_again(client, held_tasks, settings):
    settings.SEARCH_CHECK_AFTER = 0
    table = new_table(client, held_tasks, tutor=False)
    _code, response = play_one(table)
    row = table.row
    held_tasks.lose_all()  # the queue lost it (a flushed Redis, a dropped job)
    poll = POLL_RE.search(html(response)).group(1).replace("&amp;", "&")
    assert table.client.get(poll, headers=HX).status_code == 204
    search = row.searches.get(key=searches.bot_key(row.version))
    assert search.attempts == 2
    held_tasks.run_all()
    assert table.row.version > row.version


def test_a_task_killed_while_running_is_enqueued_again_after_its_lease(client, held_tasks, settings):
    settings.SEARCH_CHECK_AFTER = 0
    settings.SEARCH_LEASE = 0
    table = new_table(client, held_tasks, tutor=False)
    play_one(table)
    row = table.row
    killed = held_tasks.ready()[0]
    object.__setattr__(killed, "status", "RUNNING")  # its worker died mid-search
    from django.utils import timezone

    object.__setattr__(killed, "started_at", timezone.now())
    searches.ensure(row)
    assert len(held_tasks.ready()) == 1 and held_tasks.ready()[0].id != killed.id
    held_tasks.run_all()
    after = table.row
    assert after.version - row.version == len(after.moves) - len(row.moves) > 0
    # Had the killed worker come back to life, its copy would change nothing.
    assert tasks.bot_move.call(*killed.args) == "stale"
    assert table.row.version == after.version


def test_a_search_that_fails_every_time_offers_to_try_again(client, held_tasks, settings, monkeypatch):
    settings.SEARCH_CHECK_AFTER = 0
    table = new_table(client, held_tasks, tutor=False)
    play_one(table)
    row = table.row

    def broken(**kwargs):
        raise RuntimeError("the search crashed")

    monkeypatch.setattr(workflow, "advance", broken)
    for _ in range(settings.SEARCH_ATTEMPTS + 1):
        held_tasks.run_all()
        page = html(table.get("", **HX))
    assert "поиск хода прервался" in page and "Попробовать ещё раз" in page
    assert "data-thinking" not in page and 'class="play-poll"' not in page  # no polling for nothing
    monkeypatch.undo()
    answer = table.post("next", {"version": version_of(page)}, **HX)
    assert "data-thinking" in html(answer)
    held_tasks.run_all()
    assert table.row.version > row.version


def test_a_hint_says_it_is_coming_then_comes(client, held_tasks):
    table = new_table(client, held_tasks, tutor=False)
    page = html(table.get("?hint=1", **HX))
    assert "data-hint-pending" in page
    poll = POLL_RE.search(page).group(1).replace("&amp;", "&")
    assert "hint=1" in poll
    held_tasks.run_all()
    page = html(table.client.get(poll, headers=HX))
    assert "data-hint-pending" not in page and "play-hint-card" in page


def test_the_tables_poll_refuses_other_visitors(client, held_tasks):
    table = new_table(client, held_tasks, tutor=False)
    from django.test import Client

    other = Client()
    row = table.row
    assert other.get(f"/ru/play/g/{row.pk}/poll/?since=x", headers=HX).status_code == 404
    assert PracticeGame.objects.get(pk=row.pk).version == row.version


def test_a_verdict_whose_search_fails_every_time_offers_to_try_again(
    client, held_tasks, settings, monkeypatch
):
    from play import tutor

    settings.SEARCH_CHECK_AFTER = 0
    table = new_table(client, held_tasks)
    ply = len(table.row.moves)

    def broken(*args, **kwargs):
        raise RuntimeError("the search crashed")

    monkeypatch.setattr(tutor, "ranked", broken)
    play_one(table)
    for _ in range(settings.SEARCH_ATTEMPTS + 3):
        held_tasks.run_all()
        page = html(table.get("", **HX))
        if "оценить не смог" in page:
            break
    assert "оценить не смог" in page and "Попробовать ещё раз" in page
    monkeypatch.undo()
    table.post("next", {"version": version_of(page)}, **HX)
    held_tasks.run_all()
    assert str(ply) in table.row.annotations
